"""``ninescore tournament export --csv -`` writes the CSV to the terminal, where an entrant's
right-to-left override (a name may hold one: it is text) would reverse what follows it on the
line; as ``export --csv -`` does, it is shown as ``<U+202E>``, never obeyed, and each name that
starts like a formula is kept as text."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.cli import main
from ninescore.records import tournaments as tournament_files
from ninescore.tournament import Entrant, Tournament

OVERRIDE = "\u202eanna\u202c Ivanova"


@pytest.mark.parametrize("what", ["rating", "results", "standings"])
def test_an_override_in_a_name_is_shown_not_obeyed_on_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    tournament = Tournament.draw("Club Open", [Entrant(OVERRIDE), Entrant("=Boris")])
    tournament.record_result(1, OVERRIDE, (7, 3))
    tournament_files.save(tmp_path, tournament)
    capsys.readouterr()
    assert main(["--data-dir", str(tmp_path), "tournament", "export", "club-open",
                 "--what", what, "--csv", "-"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "\u202e" not in out and "\u202c" not in out
    assert "<U+202E>anna<U+202C> Ivanova" in out
    assert "'=Boris" in out
