"""Statistics at club scale: a growth table at 1,000 and 10,000 matches (100,000 with
``NINESCORE_SOAK=1``), every figure against the same run's ``ninescore list --json`` (or
``check --jobs 1``) on the same folder.

Each command runs as a whole process, as a person runs it; its peak memory is the process's
own maximum resident size (``os.wait4``). For each size:

- ``list --json`` (warm), the baseline: the fastest of three runs;
- ``check --jobs 1``: one run, the baseline of the cold export;
- ``export --csv`` with a cold index (the index file deleted: the listing and the statistics
  are both made anew from the files), at most 1.2× ``check --jobs 1``;
- ``export --csv`` (matches) and ``--what players`` with a warm index: at most 3× ``list``;
- the peak memory of every export: at most 150 MB, and the largest size against the smallest
  at most 1.3×;
- the history's player statistics (what the players tab computes, ``PlayerNumbers``) for the
  player with the most matches, warm: at most 1 s per 1,000 matches of that player (the demo
  has 30 players, so at 10,000 matches the busiest has about 700; at 100,000 about 7,000).

The folders are made by ``ninescore demo --no-sync`` itself, on every core.
``NINESCORE_BENCH_DIR`` chooses the disk; ``NINESCORE_BENCH_SCALE_KEEP=<folder>`` keeps the
folders there between runs (a size already generated is reused).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = (1_000, 10_000)
SOAK_SIZES = (1_000, 10_000, 100_000)
QUICK_SIZES = (200, 1_000)
WARM_RATIO = 3.0
COLD_RATIO = 1.2
MEMORY_MB = 150.0
MEMORY_GROWTH = 1.3
PLAYER_SECONDS_PER_1000 = 1.0
SEED = 18


# Linux counts a process's peak memory from its forked copy on: ``exec`` keeps the high-water
# mark of the memory it replaces, so a command started by this process would be charged this
# process's size (hundreds of MB after the other benchmarks of ``python3 -m bench``). A small
# launcher, a fresh interpreter of a few MB, starts it instead and times it.
_LAUNCHER = """
import os, sys, time
start = time.perf_counter()
pid = os.fork()
if pid == 0:
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(time.perf_counter() - start, usage.ru_maxrss, os.waitstatus_to_exitcode(status))
"""


def measure(*arguments: str) -> tuple[float, float]:
    """Run ``ninescore ARGUMENTS``; return (seconds, peak resident MB) of that process."""
    command = [sys.executable, "-m", "ninescore", "--lang", "en", *arguments]
    result = subprocess.run(
        [sys.executable, "-c", _LAUNCHER, *command], capture_output=True, text=True, check=False
    )
    try:
        seconds, peak_kb, returncode = result.stdout.split()
    except ValueError:
        raise RuntimeError(f"the launcher failed: {result.stderr}") from None
    if int(returncode) != 0:
        raise RuntimeError(f"{' '.join(arguments)} failed ({returncode}): {result.stderr}")
    return float(seconds), int(peak_kb) / 1024


def fastest(runs: int, *arguments: str) -> tuple[float, float]:
    results = [measure(*arguments) for _ in range(runs)]
    return min(seconds for seconds, _ in results), max(memory for _, memory in results)


def prepare(data: Path, size: int) -> None:
    matches = data / "matches"
    have = sum(1 for _ in matches.glob("*.json")) if matches.is_dir() else 0
    if have == size:
        return
    if have:
        shutil.rmtree(data)
    start = time.perf_counter()
    measure("--data-dir", str(data), "demo", "--count", str(size), "--seed", str(SEED), "--no-sync")
    print(f"{size} demo matches made in {time.perf_counter() - start:.0f} s", file=sys.stderr)


def drop_index(data: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{data / 'index.sqlite3'}{suffix}").unlink(missing_ok=True)


def player_numbers_seconds(data: Path) -> tuple[float, str, int]:
    """The players tab's computation for the busiest player, warm: (seconds, name, matches)."""
    from ninescore.records import Store
    from ninescore.ui.history.numbers import PlayerNumbers

    store = Store(data)
    try:
        summaries = store.list()
        counts = Counter(name for summary in summaries for name in summary.players)
        name, matches = counts.most_common(1)[0]
        numbers = PlayerNumbers(lambda summary: store.load(summary.path), store)
        for _ in numbers.compute(summaries, name, None, None, None, None):
            pass  # warm it (the export before has filled the cache already)
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            for _step in numbers.compute(summaries, name, None, None, None, None):
                pass
            best = min(best, time.perf_counter() - start)
            assert numbers.result is not None and numbers.result.matches == matches
        return best, name, matches
    finally:
        store.close()


def row(figure: str, value: float, unit: str, baseline: float, goal: float, kind: str = "max"):  # type: ignore[no-untyped-def]
    return {
        "figure": figure,
        "value": value,
        "unit": unit,
        "baseline": baseline,
        "ratio": value / baseline if baseline else 0.0,
        "goal": "" if kind == "info" else f"≤ {goal:g}×",
        "goal_ratio": goal,
        "goal_kind": kind,
    }


def measure_size(data: Path, size: int) -> tuple[list[dict[str, Any]], float]:
    folder = str(data)
    prepare(data, size)
    measure("--data-dir", folder, "list", "--json")  # the listing warm, as a desk's would be
    list_s, list_mb = fastest(3, "--data-dir", folder, "list", "--json")
    check_s, _ = measure("--data-dir", folder, "check", "--jobs", "1")
    out = str(data.parent / f"out-{size}.csv")
    drop_index(data)
    cold_s, cold_mb = measure("--data-dir", folder, "export", "--csv", out)
    warm_s, warm_mb = fastest(3, "--data-dir", folder, "export", "--csv", out)
    players_s, players_mb = fastest(
        3, "--data-dir", folder, "export", "--csv", out, "--what", "players"
    )
    frames_s, frames_mb = measure("--data-dir", folder, "export", "--csv", out, "--what", "frames")
    player_s, name, matches = player_numbers_seconds(data)
    peak = max(cold_mb, warm_mb, players_mb, frames_mb)
    n = f"{size:,}"
    rows = [
        row(f"{n}: list --json (warm), baseline", list_s, "s", list_s, 1.0, "info"),
        row(f"{n}: list --json peak memory", list_mb, "MB", MEMORY_MB, 1.0, "info"),
        row(f"{n}: check --jobs 1", check_s, "s", list_s, 1.0, "info"),
        row(f"{n}: export matches, warm index", warm_s, "s", list_s, WARM_RATIO),
        row(f"{n}: export --what players, warm", players_s, "s", list_s, WARM_RATIO),
        row(f"{n}: export --what frames, warm", frames_s, "s", list_s, 1.0, "info"),
        row(f"{n}: export matches, cold index vs check --jobs 1", cold_s, "s", check_s, COLD_RATIO),
        row(f"{n}: export peak memory (of all four)", peak, "MB", MEMORY_MB, 1.0),
        row(
            f"{n}: history player numbers, {matches} matches, warm",
            player_s * 1000,
            "ms",
            1000.0 * matches / 1000,
            PLAYER_SECONDS_PER_1000,
        ),
    ]
    print(f"{n}: busiest player {name!r} has {matches} matches", file=sys.stderr)
    return rows, peak


def run(quick: bool = False) -> list[dict[str, Any]]:
    sizes: tuple[int, ...]
    if quick:
        sizes = QUICK_SIZES
    elif os.environ.get("NINESCORE_SOAK") == "1":
        sizes = SOAK_SIZES
    else:
        sizes = SIZES
    kept = os.environ.get("NINESCORE_BENCH_SCALE_KEEP")
    temporary = None
    if kept:
        base = Path(kept)
        base.mkdir(parents=True, exist_ok=True)
    else:
        temporary = tempfile.mkdtemp(
            prefix="ninescore-scale-", dir=os.environ.get("NINESCORE_BENCH_DIR")
        )
        base = Path(temporary)
    try:
        rows: list[dict[str, Any]] = []
        peaks = []
        for size in sizes:
            size_rows, peak = measure_size(base / f"m{size}", size)
            rows += size_rows
            peaks.append(peak)
        rows.append(
            row(
                f"export peak memory, {sizes[-1]:,} against {sizes[0]:,}",
                peaks[-1],
                "MB",
                peaks[0],
                MEMORY_GROWTH,
            )
        )
        return rows
    finally:
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)


def main() -> int:
    from bench.run import table

    rows = [{"benchmark": "scale", **line} for line in run(quick="--quick" in sys.argv[1:])]
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
