"""In the New match dialog nothing moves under a finger: ticking Shot clock or choosing the WPA
profile (whose clock's summary takes two or three lines) leaves the event's fields where they
were, on a 1024×600 tablet, in both languages.  (They moved down 8 px.)"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ..test_touch_targets import tablet_environment

PROBE = Path(__file__).with_name("new_match_probe.py")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_clock_and_the_profile_move_no_field(tmp_path: Path, lang: str) -> None:
    env = tablet_environment(tmp_path)
    result = subprocess.run(
        [sys.executable, str(PROBE), lang],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    before, clock_ticked, wpa = json.loads(result.stdout.strip().splitlines()[-1])
    assert clock_ticked == before and wpa == before
    assert before["size"][1] <= 600  # and the dialog still fits the tablet
