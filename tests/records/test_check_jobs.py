"""`ninescore check --jobs N`: every core, the same report, the same exit status."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ninescore.records.store import Store

from .helpers import sample


def check(data_dir: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), "--lang", "en",
         "check", *arguments],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip


@pytest.fixture
def troubled(data_dir: Path) -> Path:
    """Thirty sound matches, and among them files that each have a problem."""
    store = Store(data_dir, durable=False)
    for seed in range(30):
        store.save(sample(seed))
    store.close()
    folder = data_dir / "matches"
    files = sorted(folder.glob("*.json"))
    (folder / "00-empty.json").write_bytes(b"")
    (folder / "55-not-json.json").write_bytes(b"{ this is not json")
    files[7].with_name("zz-copy.json").write_bytes(files[7].read_bytes())  # a duplicate id
    files[12].write_bytes(files[12].read_bytes().replace(b'"score"', b'"scor"', 1))
    return data_dir


def test_many_jobs_say_what_one_job_says_in_the_same_order(troubled: Path) -> None:
    one = check(troubled, "--jobs", "1")
    two = check(troubled, "--jobs", "2")
    every = check(troubled)
    assert one.returncode == two.returncode == every.returncode == 1
    assert one.stderr.count("\n") >= 3  # the problems are there to be compared
    assert (two.stdout, two.stderr) == (one.stdout, one.stderr)
    assert (every.stdout, every.stderr) == (one.stdout, one.stderr)


def test_a_sound_folder_passes_with_every_core(data_dir: Path) -> None:
    store = Store(data_dir, durable=False)
    for seed in range(6):
        store.save(sample(seed))
    store.close()
    result = check(data_dir, "--jobs", "3")
    assert result.returncode == 0, result.stderr
    assert "Checked 6 match files" in result.stdout and "all of them are sound" in result.stdout


@pytest.mark.parametrize("jobs", ["0", "-2", "many"])
def test_a_number_of_jobs_that_is_not_one_is_one_sentence(data_dir: Path, jobs: str) -> None:
    result = check(data_dir, "--jobs", jobs)
    assert result.returncode == 2
    assert "is not a number of jobs" in result.stderr and "Traceback" not in result.stderr
