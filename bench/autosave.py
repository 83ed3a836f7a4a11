"""Autosave: save a 25-frame match after one more shot, against a bare write of the same bytes.

The scoring window saves after every action, so this is the cost of every shot. The store's save
is: encode the record (only the new action is encoded; earlier ones are cached), check the
file is still the one it wrote, write a temporary file, fsync it, ``os.replace`` it over the
match file, fsync the folder, and update the index. Two baselines, both measured in the same run
on the same disk:

- ``json.dump`` of the same document to a temporary file + fsync + ``os.replace`` (what the goal
  names);
- the strictest: writing the already-encoded bytes + fsync + ``os.replace`` + fsync of the
  folder: the same durability with none of the store's work (no encoding, no checks, no index).

``NINESCORE_BENCH_DIR`` chooses the disk (default: the system temporary folder); on tmpfs the
fsyncs cost nothing and the ratios show the CPU work alone.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ninescore.records import MatchRecord, Store
from ninescore.records.demo import random_match
from ninescore.rules import Shot

GOAL_RATIO = 1.5
FRAMES = 25
REPEATS = 60
QUICK_REPEATS = 12


def long_match() -> MatchRecord:
    """A match of 25 frames played, the 26th about to start."""
    # A race no 25 frames can end, whatever the demo's random play makes of them.
    return random_match(random.Random(25), race_to=(30, 30), frames=FRAMES, finish=True)


def bare_json_dump(folder: Path, document: Any, target: Path) -> None:
    temporary = folder / ".bare.json.tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        json.dump(document, handle, ensure_ascii=False, indent=2)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, target)


def bare_write(folder: Path, data: bytes, target: Path) -> None:
    """The same durability as the store's save, with none of its work."""
    temporary = folder / ".bytes.json.tmp"
    with open(temporary, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, target)
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def run(quick: bool = False) -> list[dict[str, Any]]:
    repeats = QUICK_REPEATS if quick else REPEATS
    temporary = tempfile.mkdtemp(
        prefix="ninescore-autosave-", dir=os.environ.get("NINESCORE_BENCH_DIR")
    )
    try:
        data = Path(temporary)
        store = Store(data / "store")
        bare_folder = data / "bare"
        bare_folder.mkdir()
        record = long_match()
        frames = sum(1 for frame in record.match.frames if frame.log)
        assert frames == FRAMES, frames
        store.save(record)
        shot = Shot(pocketed=frozenset({2}))  # the break of the next frame
        save_times: list[float] = []
        dump_times: list[float] = []
        write_times: list[float] = []
        size = 0
        for _ in range(repeats):
            record.append(shot)
            start = time.perf_counter()
            store.save(record)
            save_times.append(time.perf_counter() - start)
            data_bytes = record.to_json().encode("utf-8")
            size = len(data_bytes)
            document = json.loads(data_bytes)
            start = time.perf_counter()
            bare_json_dump(bare_folder, document, bare_folder / "match.json")
            dump_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            bare_write(bare_folder, data_bytes, bare_folder / "match-bytes.json")
            write_times.append(time.perf_counter() - start)
            record.pop()
        store.close()
        save_ms = statistics.median(save_times) * 1000
        dump_ms = statistics.median(dump_times) * 1000
        write_ms = statistics.median(write_times) * 1000
        actions = len(record.actions) + 1
        figure = f"autosave of a {FRAMES}-frame match ({actions} actions, {size // 1024} kB)"
        goal = f"≤ {GOAL_RATIO:g}×"
        return [
            {
                "figure": figure + " vs json.dump+fsync+replace",
                "value": save_ms,
                "unit": "ms",
                "baseline": dump_ms,
                "ratio": save_ms / dump_ms,
                "goal": goal,
                "goal_ratio": GOAL_RATIO,
                "goal_kind": "max",
            },
            {
                # Diagnosis, no goal: the same durability with none of the store's work. On a
                # disk where fsync is cheap (a VM, tmpfs) this shows the CPU work of a save.
                "figure": figure + " vs write of the bytes+fsync+replace+fsync folder",
                "value": save_ms,
                "unit": "ms",
                "baseline": write_ms,
                "ratio": save_ms / write_ms,
                "goal": "—",
                "goal_ratio": 0,
                "goal_kind": "info",
            },
        ]
    finally:
        shutil.rmtree(temporary, ignore_errors=True)


def main() -> int:
    quick = "--quick" in sys.argv[1:]
    for row in run(quick=quick):
        print(
            f"{row['figure']}: {row['value']:.2f} {row['unit']} vs {row['baseline']:.2f} "
            f"{row['unit']} = {row['ratio']:.2f}× (goal {row['goal']})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
