"""History listing: list 10,000 stored matches through the store, against a bare directory scan.

The store's listing is what the history browser runs when it opens: a scan of the matches folder
with ``os.scandir`` + ``stat`` (to notice files added, changed or removed behind the index's back)
and one query of the SQLite index. The baseline is the bare scan (``os.scandir`` + ``stat`` of
the same files) in the same run. "Warm" means the OS file cache and the index file are warm and
a fresh :class:`Store` is opened for each listing, as when the history window opens.

The 10,000 matches come from ``ninescore demo``'s generator, in parallel processes, saved with
``durable=False`` (no fsync: sample data). ``NINESCORE_BENCH_DIR`` chooses the disk (default: the
system temporary folder); ``NINESCORE_BENCH_HISTORY_KEEP=<folder>`` reuses a folder of matches
between runs.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ninescore.records import Store
from ninescore.records.demo import generate

GOAL_RATIO = 3.0
MATCHES = 10_000
QUICK_MATCHES = 1_000
REPEATS = 15
QUICK_REPEATS = 5


def _generate_chunk(arguments: tuple[str, int, int]) -> int:
    folder, count, seed = arguments
    store = Store(folder, durable=False)
    try:
        generate(store, count, seed, keep=False)
    finally:
        store.close()
    return count


def fill(folder: Path, count: int) -> float:
    """Generate ``count`` demo matches into ``folder``; return the seconds it took."""
    start = time.perf_counter()
    workers = max(1, min(8, os.cpu_count() or 1))
    chunks = [
        (str(folder), count // workers + (1 if n < count % workers else 0), n)
        for n in range(workers)
    ]
    context = multiprocessing.get_context("spawn")
    with context.Pool(workers) as pool:
        made = sum(pool.map(_generate_chunk, chunks))
    assert made == count
    return time.perf_counter() - start


def bare_scan(folder: Path) -> int:
    count = 0
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.name.endswith(".json") and not entry.name.startswith("."):
                entry.stat()
                count += 1
    return count


def _median_ms(function: Any, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def run(quick: bool = False) -> list[dict[str, Any]]:
    count = QUICK_MATCHES if quick else MATCHES
    repeats = QUICK_REPEATS if quick else REPEATS
    kept = os.environ.get("NINESCORE_BENCH_HISTORY_KEEP")
    temporary = None
    if kept:
        data = Path(kept)
    else:
        temporary = tempfile.mkdtemp(
            prefix="ninescore-history-", dir=os.environ.get("NINESCORE_BENCH_DIR")
        )
        data = Path(temporary)
    try:
        matches = data / "matches"
        existing = bare_scan(matches) if matches.is_dir() else 0
        generated = fill(data, count - existing) if existing < count else 0.0
        if existing < count:
            print(
                f"generated {count - existing} demo matches in {generated:.1f} s", file=sys.stderr
            )
        # The first listing after generation reads any file the workers' index writes missed.
        Store(data).list()
        index = data / "index.sqlite3"
        for suffix in ("", "-wal", "-shm"):
            Path(str(index) + suffix).unlink(missing_ok=True)
        store = Store(data)
        start = time.perf_counter()
        rebuilt = store.list()
        rebuild_s = time.perf_counter() - start
        store.close()
        print(f"index rebuilt from {len(rebuilt)} files in {rebuild_s:.1f} s", file=sys.stderr)
        listed = len(rebuilt)
        assert listed == bare_scan(matches) >= count, (listed, count)

        def fresh_list() -> None:
            opened = Store(data)
            opened.list()
            opened.close()

        same = Store(data)
        # Warm up both: file cache, index pages, imports.
        for _ in range(2):
            bare_scan(matches)
            fresh_list()
            same.list()
        scan_ms = _median_ms(lambda: bare_scan(matches), repeats)
        fresh_ms = _median_ms(fresh_list, repeats)
        same_ms = _median_ms(same.list, repeats)
        scan_again_ms = _median_ms(lambda: bare_scan(matches), repeats)
        same.close()
        baseline = min(scan_ms, scan_again_ms)
        goal = f"≤ {GOAL_RATIO:g}×"
        return [
            {
                "figure": f"list {listed} matches (fresh Store, warm)",
                "value": fresh_ms,
                "unit": "ms",
                "baseline": baseline,
                "ratio": fresh_ms / baseline,
                "goal": goal,
                "goal_ratio": GOAL_RATIO,
                "goal_kind": "max",
            },
            {
                "figure": f"list {listed} matches again (same Store)",
                "value": same_ms,
                "unit": "ms",
                "baseline": baseline,
                "ratio": same_ms / baseline,
                "goal": goal,
                "goal_ratio": GOAL_RATIO,
                "goal_kind": "max",
            },
        ]
    finally:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)


def main() -> int:
    quick = "--quick" in sys.argv[1:]
    for row in run(quick=quick):
        print(
            f"{row['figure']}: {row['value']:.1f} {row['unit']} vs bare scan "
            f"{row['baseline']:.1f} {row['unit']} = {row['ratio']:.2f}× (goal {row['goal']})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
