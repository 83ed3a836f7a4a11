"""The scoring window opens inside the screen it is on, down to a 1024×600 tablet, with Commit,
Undo and "End the frame" within reach; the size the person leaves it at is remembered for the
next opening on a screen of that size, and only there."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("placement_probe.py")


def opened(tmp_path: Path, width: int, height: int, resize_to: str | None = None) -> dict:
    screen = tmp_path / f"screen-{width}x{height}.json"
    screen.write_text(
        json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height}]}),
        encoding="utf-8",
    )
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={screen}",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    command = [sys.executable, str(PROBE), str(tmp_path / "data")]
    if resize_to:
        command.append(resize_to)
    result = subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    answer: dict = json.loads(result.stdout.strip().splitlines()[-1])
    return answer


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)], ids=str)
def test_the_window_opens_inside_its_screen_with_its_controls_in_reach(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    found = opened(tmp_path, *size)

    assert found["inside"], found
    assert found["controls"] == {"commit": True, "undo": True, "end the frame": True}, found
    width, height = found["window"][2:]
    assert width <= 1280 and height <= 800


def test_the_size_left_is_remembered_per_screen_size(tmp_path: Path) -> None:
    opened(tmp_path, 1366, 768, resize_to="1000x600")  # the person makes it smaller, quits

    again = opened(tmp_path, 1366, 768)
    assert again["window"][2:] == [1000, 600]
    elsewhere = opened(tmp_path, 1920, 1080)  # another screen size: its own state, not that
    assert elsewhere["window"][2:] == [1280, 800]
    tablet = opened(tmp_path, 1024, 600)
    assert tablet["inside"] and tablet["controls"]["commit"]
