"""``kill -9`` of a program with worker processes (``demo --jobs``, and the one pool that
``check --jobs`` and ``export --jobs`` share) leaves no worker running and no file written after:
each worker is tied to its program (``records/workers.py``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")

ROOT = Path(__file__).resolve().parents[2]


def wait_until(condition: Callable[[], bool], deadline: float, what: str) -> None:
    """Poll ``condition`` until it holds; fail after ``deadline`` seconds."""
    end = time.monotonic() + deadline
    while not condition():
        if time.monotonic() > end:
            pytest.fail(f"not within {deadline} s: {what}")
        time.sleep(0.05)


def parents() -> dict[int, int]:
    """pid → parent pid of every process there is."""
    found = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            text = Path("/proc", entry, "stat").read_text()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2 :].split()
        if fields[0] != "Z":  # a zombie is gone, waiting to be reaped
            found[int(entry)] = int(fields[1])
    return found


def descendants(pid: int) -> set[int]:
    tree = parents()
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in tree.items() if parent in frontier} - found
        found |= frontier
    return found


def running(pids: set[int]) -> set[int]:
    return pids & set(parents())


def kill_and_wait_for_the_workers(program: subprocess.Popen[bytes], workers: int) -> set[int]:
    wait_until(lambda: len(descendants(program.pid)) >= workers, 60, "the workers started")
    family = descendants(program.pid)
    os.kill(program.pid, signal.SIGKILL)
    program.wait(timeout=30)
    wait_until(lambda: not running(family), 30, f"workers {running(family)} ended")
    return family


def test_killing_demo_with_jobs_leaves_no_worker_and_no_new_match(data_dir: Path) -> None:
    matches = data_dir / "matches"
    program = subprocess.Popen(
        [
            *(sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), "demo"),
            *("--count", "1000000", "--no-sync", "--jobs", "2"),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_until(lambda: matches.is_dir() and any(matches.glob("*.json")), 120, "a match written")
        # Two workers and the fork server they were started from.
        kill_and_wait_for_the_workers(program, 3)
    finally:
        if program.poll() is None:
            program.kill()
    written = sorted(matches.glob("*.json"))
    assert sorted(matches.glob("*.json")) == written  # nobody is left to write one


@pytest.fixture(scope="module")
def many_matches(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Thousands of long match files (one match copied under many names: made in a moment),
    so that the workers of check and export are still at work when their program is killed."""
    import random

    from ninescore.records.demo import random_match

    record = random_match(random.Random(7), race_to=(9, 9), finish=True)
    data = record.to_json().encode("utf-8")
    data_dir = tmp_path_factory.mktemp("many")
    matches = data_dir / "matches"
    matches.mkdir()
    for number in range(2500):
        (matches / f"copy-{number:05d}.json").write_bytes(data)
    return data_dir


@pytest.mark.parametrize("command", [["check"], ["export", "--csv", "-"]])
def test_killing_check_or_export_with_jobs_leaves_no_worker(
    many_matches: Path, command: list[str]
) -> None:
    program = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "ninescore",
            "--data-dir",
            str(many_matches),
            *command,
            "--jobs",
            "2",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # Two workers and the fork server they were started from.
        kill_and_wait_for_the_workers(program, 3)
    finally:
        if program.poll() is None:
            program.kill()


PROGRAM = textwrap.dedent(
    """
    import sys
    from ninescore.records.workers import worker_pool
    from tests.hostile.workers_at_work import forever

    with worker_pool(2) as pool:
        for n in range(2):
            pool.submit(forever, f"{sys.argv[1]}-{n}")
        pool.shutdown(wait=True)
    """
)


def test_killing_a_program_with_a_pool_ends_its_busy_workers(tmp_path: Path) -> None:
    # The pool of check --jobs and export --jobs, each worker busy with a task that never ends.
    marker = tmp_path / "busy"
    program = subprocess.Popen([sys.executable, "-c", PROGRAM, str(marker)], cwd=ROOT)
    try:
        wait_until(
            lambda: all(Path(f"{marker}-{n}").exists() for n in range(2)), 60, "both at work"
        )
        kill_and_wait_for_the_workers(program, 3)
    finally:
        if program.poll() is None:
            program.kill()
    last = [Path(f"{marker}-{n}").read_text() for n in range(2)]
    assert [Path(f"{marker}-{n}").read_text() for n in range(2)] == last


def test_check_demo_and_export_all_start_their_workers_through_the_tied_pool() -> None:
    from ninescore.records import checking, demo
    from ninescore.stats import cache_workers

    for module in (checking, demo, cache_workers):
        source = Path(module.__file__ or "").read_text("utf-8")
        assert "worker_pool(" in source and "ProcessPoolExecutor(" not in source, module
