"""A match file made to cost memory (30 MB of ``[{},{},…]``, of small texts, of numbers) is
refused before Python builds an object per value: the peak of a process that lists, checks and
shows it on the desk grows by a small multiple of the file's size, not 13 times it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .peers import match, write

SIZE = 30 * 1024 * 1024
MEASURE = textwrap.dedent(
    """
    import resource, sys
    from pathlib import Path
    from ninescore.desk import DeskFolder
    from ninescore.records import Store
    from ninescore.records.checking import check_folder

    def look(data):
        store = Store(data)
        store.list()
        problems = [problem.kind for problem in store.problems]
        store.close()
        report = check_folder(data, jobs=1)
        DeskFolder(data).refresh()
        return problems, [problem.kind for problem in report.problems]

    look(Path(sys.argv[2]))  # a sound folder first: every module loaded, every cache warm
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    listed, checked = look(Path(sys.argv[1]))
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(after - before, listed, checked)
    """
)

BODIES = {
    "empty objects": b"{},",
    "small texts": b'"a",',
    **({"numbers": b"1.5,", "empty lists": b"[],"} if os.environ.get("NINESCORE_SOAK") else {}),
}
"""The two costliest kinds in every run, every kind in the soak (``NINESCORE_SOAK=1``)."""


@pytest.mark.parametrize("body", BODIES)
def test_a_30_megabyte_file_of_small_values_costs_a_small_multiple_of_its_size(
    data_dir: Path, body: str
) -> None:
    unit = BODIES[body]
    folder = data_dir / "matches"
    folder.mkdir()
    header = b'{"format": 2, "frames": ['
    count = (SIZE - len(header)) // len(unit)
    (folder / "00000000-0000-4000-8000-000000000000.json").write_bytes(
        header + unit * count + b"{}]}"
    )
    sound = data_dir.parent / "sound"
    write(sound / "matches", "sound.json", match(3))
    result = subprocess.run(
        [sys.executable, "-c", MEASURE, str(data_dir), str(sound)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    grown_kb, listed, checked = result.stdout.split(maxsplit=1)[0], *result.stdout.split("]")[:2]
    assert "too_many_values" in listed and "too_many_values" in checked
    # The file itself, read once (no object per value is ever built): 825 MB before.
    assert int(grown_kb) * 1024 < 2 * SIZE, f"the peak grew by {int(grown_kb) // 1024} MB"


TOURNAMENT_MEASURE = textwrap.dedent(
    """
    import resource, sys
    from pathlib import Path
    from ninescore.records import tournaments
    from ninescore.records.tournaments import TournamentFileError

    def look(data):
        try:
            tournaments.load(data, "big")
        except TournamentFileError as error:
            return str(error)
        return "read"

    look(Path(sys.argv[2]))  # every module loaded first
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    said = look(Path(sys.argv[1]))
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(after - before, said)
    """
)


@pytest.mark.parametrize("body", BODIES)
def test_a_16_megabyte_tournament_of_small_values_is_refused_at_a_small_cost(
    data_dir: Path, body: str
) -> None:
    """A peer's tournament file as large as one may be, of values packed tight: 495 MB to
    parse before; now refused by its counts, the file read once."""
    from ninescore.records.tournaments import MAX_FILE_SIZE

    unit = BODIES[body]
    folder = data_dir / "tournaments"
    folder.mkdir()
    header = b'{"format": "ninescore-tournament", "version": 1, "results": ['
    count = (MAX_FILE_SIZE - 64 - len(header)) // len(unit)
    (folder / "big.json").write_bytes(header + unit * count + b"{}]}")
    result = subprocess.run(
        [sys.executable, "-c", TOURNAMENT_MEASURE, str(data_dir), str(data_dir.parent)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    grown_kb, said = result.stdout.split(maxsplit=1)
    assert "more than any tournament" in said and said.count("\n") == 1, said
    assert int(grown_kb) * 1024 < 3 * MAX_FILE_SIZE, f"the peak grew by {int(grown_kb) // 1024} MB"
