"""A match file made to cost memory (30 MB of ``[{},{},…]``, of small texts, of numbers) is
refused before Python builds an object per value: the peak of a process that lists, checks and
shows it on the desk grows by a small multiple of the file's size, not 13 times it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

SIZE = 30 * 1024 * 1024
MEASURE = textwrap.dedent(
    """
    import resource, sys
    from pathlib import Path
    from ninescore.desk import DeskFolder
    from ninescore.records import Store
    from ninescore.records.checking import check_folder

    data = Path(sys.argv[1])
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    store = Store(data)
    store.list()
    problems = [problem.kind for problem in store.problems]
    store.close()
    report = check_folder(data, jobs=1)
    DeskFolder(data).refresh()
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(after - before, problems, [problem.kind for problem in report.problems])
    """
)

BODIES = {
    "empty objects": b"{},",
    "small texts": b'"a",',
    "numbers": b"1.5,",
    "empty lists": b"[],",
}


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
    result = subprocess.run(
        [sys.executable, "-c", MEASURE, str(data_dir)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    grown_kb, listed, checked = result.stdout.split(maxsplit=1)[0], *result.stdout.split("]")[:2]
    assert "too_many_values" in listed and "too_many_values" in checked
    assert int(grown_kb) * 1024 < 3 * SIZE, f"the peak grew by {int(grown_kb) // 1024} MB"
