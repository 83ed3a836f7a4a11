"""The tournament desk: 32 tables with 20 matches each, one table's file changing.

1. After one match file changes (a table saved a shot: its in-progress match gets one more
   action, written by rename as Syncthing does), the desk's refresh
   (:meth:`ninescore.desk.DeskFolder.refresh`: the sweep, the one file read and replayed, the
   cards built again) against a bare ``os.scandir`` + ``stat`` of the same folder, in the same
   run, alternating; medians compared.  Goal: at most 3×: the desk reads what changed, not
   everything.
2. The desk's call of a tournament (:func:`ninescore.desk.calling.call_once`, what the desk
   window and ``ninescore tournament call`` do at each refresh: the folder looked at, the
   results taken in, the ready matches called) with a 128-entrant double elimination under way
   and 32 tables live (160 results in: the last point where 32 matches are ready at once, the
   folder at its largest with every table busy), after one table saved a shot, against a bare
   ``os.scandir`` + ``stat`` of the folders a call looks at (``matches/``, ``desk/assignments/``,
   ``tournaments/``), in the same run, alternating.  Goal: at most 3×, as the refresh above: a
   call that finds nothing new to take in costs a sweep, not a reading of the tournament and
   of every call.
3. The desk's memory with 640 matches against 64: the peak resident size of a process that
   opens the desk's window on the folder and refreshes it (subprocesses, one per size, run in
   turn).  Goal: at most 1.5×: the desk keeps of each match what its card shows, never the
   record.  An info row gives the memory the desk itself holds after the refresh
   (``tracemalloc``), per match.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

TABLES = 32
MATCHES_PER_TABLE = 20
SMALL_TABLES = 32
SMALL_MATCHES_PER_TABLE = 2
ROUNDS, QUICK_ROUNDS = 60, 15
REFRESH_GOAL = 3.0
ENTRANTS, LIVE_TABLES = 128, 32
TOURNAMENT = "Bench Open"
CALL_GOAL = 3.0
FINISHED_ROUNDS = 5
MEMORY_GOAL = 1.5


def day_moment() -> datetime:
    """The moment the desk's day is made for: now, or today's noon while it is still morning.

    Twenty matches a table, half an hour apart, reach ten hours back: run just after midnight,
    most of them would be yesterday's, off the desk, and the cards to build would depend on the
    hour of the run.  The desk is then given this clock (the files' own times are real)."""
    from ninescore.records import utc_now
    from ninescore.records.scan import local_midnight

    now = utc_now()
    return max(now, local_midnight(now) + timedelta(hours=12))


def make_folder(
    folder: Path, tables: int, per_table: int, seed: int = 17, now: datetime | None = None
) -> list[Path]:
    """``tables`` × ``per_table`` matches of the day of ``now`` (default :func:`day_moment`);
    each table's last one in progress.  Returns the in-progress files."""
    from ninescore.records import MatchRecord
    from ninescore.records.demo import random_match

    rng = random.Random(seed)
    matches = folder / "matches"
    matches.mkdir(parents=True, exist_ok=True)
    now = now or day_moment()
    playing = []
    for table in range(1, tables + 1):
        for number in range(per_table):
            last = number == per_table - 1
            created = now - timedelta(minutes=30 * (per_table - number) + 60)
            record: MatchRecord = random_match(
                rng, created=created, race_to=(7, 7), finish=not last, frames=5 if last else None
            )
            record.table = str(table)
            path = matches / f"{record.id}.json"
            path.write_text(record.to_json(), "utf-8")
            if last:
                playing.append(path)
    return playing


def _one_more_shot(path: Path) -> None:
    """The table's next shot, saved as a new file renamed over the old (as a save or
    Syncthing does)."""
    from ninescore.records.codec import parse_record
    from ninescore.rules import Shot

    record = parse_record(path.read_bytes(), path)
    record.append(Shot(first_contact=min(record.match.frame.on_table)))
    temporary = path.with_name(f".{path.name}.tmp-bench")
    temporary.write_text(record.to_json(), "utf-8")
    os.replace(temporary, path)


def _bare_sweep(folder: Path) -> int:
    count = 0
    for entry in os.scandir(folder):
        entry.stat()
        count += 1
    return count


def _bare_sweep_of_the_desk(root: Path) -> int:
    """Every folder a call must look at, bare: the matches, the desk's assignments (one a call
    made, all of the day's), the tournaments."""
    return sum(
        _bare_sweep(root / part)
        for part in ("matches", os.path.join("desk", "assignments"), "tournaments")
    )


def _refresh(quick: bool) -> list[dict[str, Any]]:
    from ninescore.desk import DeskFolder

    root = Path(tempfile.mkdtemp(prefix="ninescore-bench-desk-"))
    try:
        moment = day_moment()
        playing = make_folder(root, TABLES, MATCHES_PER_TABLE, now=moment)
        desk = DeskFolder(root, now=lambda: moment)
        desk.refresh()
        assert len(desk.cards) == TABLES
        desk_times, bare_times = [], []
        rng = random.Random(3)
        for _ in range(QUICK_ROUNDS if quick else ROUNDS):
            path = rng.choice(playing)
            _one_more_shot(path)
            started = time.perf_counter()
            changed = desk.refresh()
            desk_times.append(time.perf_counter() - started)
            assert changed, "the desk saw the new shot"
            started = time.perf_counter()
            _bare_sweep(root / "matches")
            bare_times.append(time.perf_counter() - started)
        value = statistics.median(desk_times) * 1000
        baseline = statistics.median(bare_times) * 1000
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return [
        {
            "figure": f"desk refresh after one file changed ({TABLES}×{MATCHES_PER_TABLE} matches)"
            " vs bare scandir+stat",
            "value": round(value, 3),
            "unit": "ms",
            "baseline": round(baseline, 3),
            "ratio": round(value / baseline, 2),
            "goal": f"≤ {REFRESH_GOAL}×",
            "goal_ratio": REFRESH_GOAL,
            "goal_kind": "max",
        }
    ]


def make_tournament_folder(root: Path, seed: int = 27) -> list[Path]:
    """A 128-entrant double elimination at the desk: rounds of 32 calls played to the end at
    32 tables (their files written as a table writes them) and taken in, then 32 more called
    and started, each a few shots in.  Returns the 32 files in progress."""
    from ninescore.desk.calling import Tables, call_once
    from ninescore.records import demo
    from ninescore.records import tournaments as files
    from ninescore.records.assignments import load_assignments
    from ninescore.records.record import MatchRecord
    from ninescore.tournament import Entrant, Format, Tournament

    rng = random.Random(seed)
    entrants = [Entrant(f"Player {number:03}", checked_in=True) for number in range(ENTRANTS)]
    tournament = Tournament.draw(
        TOURNAMENT, entrants, Format.DOUBLE_ELIMINATION, seed=seed, races=5
    )
    files.save(root, tournament, new=True)
    tables = Tables(tuple(str(t) for t in range(1, LIVE_TABLES + 1)))
    matches = root / "matches"
    matches.mkdir(parents=True, exist_ok=True)
    playing: list[Path] = []
    started: set[str] = set()
    # Five rounds of 32 finished (160 results), then 32 started: the last point of the bracket
    # where 32 matches are ready at once, so the folder at its largest with every table live.
    for finishing in (*[True] * FINISHED_ROUNDS, False):
        report = call_once(root, TOURNAMENT, tables)
        assert len(report.called) == LIVE_TABLES, report
        for assignment in load_assignments(root):
            if assignment.id in started:
                continue
            started.add(assignment.id)
            record = MatchRecord.new(
                players=assignment.players,
                race_to=assignment.race_to,
                event=assignment.event,
                round=assignment.round,
                table=assignment.table,
            )
            styles = (demo._style(rng), demo._style(rng))
            shots = 0
            while not record.match.is_over and (finishing or shots < 12):
                record.append(demo._choose(rng, record.match.frame, styles, None))
                shots += 1
            path = matches / f"{record.id}.json"
            path.write_text(record.to_json(), "utf-8")
            if not finishing:
                playing.append(path)
    return playing


def _call(quick: bool) -> list[dict[str, Any]]:
    from ninescore.desk import DeskFolder
    from ninescore.desk.calling import Tables, call_once
    from ninescore.records import tournaments as files

    root = Path(tempfile.mkdtemp(prefix="ninescore-bench-desk-call-"))
    try:
        playing = make_tournament_folder(root)
        tables = Tables(tuple(str(t) for t in range(1, LIVE_TABLES + 1)))
        desk = DeskFolder(root, resolve=False)
        report = call_once(root, TOURNAMENT, tables, desk=desk)
        assert not report.called and not report.conflicts, report
        taken = sum(m.result is not None for m in files.load(root, TOURNAMENT).matches())
        call_times, bare_times = [], []
        rng = random.Random(5)
        for _ in range(QUICK_ROUNDS if quick else ROUNDS):
            path = rng.choice(playing)
            _one_more_shot(path)
            started = time.perf_counter()
            report = call_once(root, TOURNAMENT, tables, desk=desk)
            call_times.append(time.perf_counter() - started)
            assert not report.called and not report.taken and not report.conflicts, report
            started = time.perf_counter()
            _bare_sweep_of_the_desk(root)
            bare_times.append(time.perf_counter() - started)
        files_seen = len(desk.matches)
        value = statistics.median(call_times) * 1000
        baseline = statistics.median(bare_times) * 1000
        best, best_bare = min(call_times) * 1000, min(bare_times) * 1000
    finally:
        shutil.rmtree(root, ignore_errors=True)
    rounds = FINISHED_ROUNDS + 1
    assert files_seen == rounds * LIVE_TABLES, files_seen
    assert taken == FINISHED_ROUNDS * LIVE_TABLES, taken
    return [
        {
            "figure": f"desk's call of a {ENTRANTS}-entrant double elimination, {LIVE_TABLES}"
            f" tables live ({taken} results in), after one shot vs bare scandir+stat",
            "value": round(value, 3),
            "unit": "ms",
            "baseline": round(baseline, 3),
            "ratio": round(value / baseline, 2),
            "goal": f"≤ {CALL_GOAL}×",
            "goal_ratio": CALL_GOAL,
            "goal_kind": "max",
        },
        {
            # A call lasts three times the sweep, so on a machine busier than its cores it is
            # the more often cut off by the scheduler: the best of each shows the work alone.
            "figure": "the same, best of each (what a busy machine's scheduler adds left out)",
            "value": round(best, 3),
            "unit": "ms",
            "baseline": round(best_bare, 3),
            "ratio": round(best / best_bare, 2),
            "goal": "info",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
    ]


def _measure_memory(folder: str) -> None:
    """In a subprocess: open the desk's window on ``folder``, refresh, print the figures."""
    import resource
    import tracemalloc

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["bench-desk"])
    from ninescore.ui.desk.window import DeskWindow

    tracemalloc.start()
    window = DeskWindow(Path(folder))
    window.show()
    app.processEvents()
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    matches = len(window.desk.matches)
    peak_kib = _high_water_kib() or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    window.close()
    print(json.dumps({"matches": matches, "peak_kib": peak_kib, "held": held}))


def _high_water_kib() -> int:
    """This process's peak resident memory since it started this program (Linux's VmHWM).

    Not ``ru_maxrss``: Linux carries into it the peak of the process this one was forked from
    (``exec`` keeps the high-water mark of the memory it replaces), which here is the benchmark
    runner itself, hundreds of MiB after the other benchmarks, the same at every size."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _memory_of(folder: Path) -> dict[str, int]:
    result = subprocess.run(
        [sys.executable, __file__, "--memory", str(folder)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    return dict(json.loads(result.stdout.strip().splitlines()[-1]))


def _memory() -> list[dict[str, Any]]:
    root = Path(tempfile.mkdtemp(prefix="ninescore-bench-desk-memory-"))
    try:
        large, small = root / "large", root / "small"
        make_folder(large, TABLES, MATCHES_PER_TABLE)
        make_folder(small, SMALL_TABLES, SMALL_MATCHES_PER_TABLE)
        small_figures = _memory_of(small)
        large_figures = _memory_of(large)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    assert large_figures["matches"] == TABLES * MATCHES_PER_TABLE, large_figures
    assert small_figures["matches"] == SMALL_TABLES * SMALL_MATCHES_PER_TABLE, small_figures
    value = large_figures["peak_kib"] / 1024
    baseline = small_figures["peak_kib"] / 1024
    per_match = (large_figures["held"] - small_figures["held"]) / (
        large_figures["matches"] - small_figures["matches"]
    )
    return [
        {
            "figure": f"desk's peak memory, {large_figures['matches']} vs "
            f"{small_figures['matches']} matches",
            "value": round(value, 1),
            "unit": "MiB",
            "baseline": round(baseline, 1),
            "ratio": round(value / baseline, 2),
            "goal": f"≤ {MEMORY_GOAL}×",
            "goal_ratio": MEMORY_GOAL,
            "goal_kind": "max",
        },
        {
            "figure": "memory the desk holds per match after a refresh (tracemalloc)",
            "value": round(per_match / 1024, 2),
            "unit": "KiB",
            "baseline": round(small_figures["held"] / 1024 / 1024, 1),
            "ratio": 0.0,
            "goal": "info (baseline: MiB held with 64)",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
    ]


def run(quick: bool = False) -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if __package__ in (None, ""):
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    return _refresh(quick) + _call(quick) + _memory()


if __name__ == "__main__":
    if sys.argv[1:2] == ["--memory"]:
        _measure_memory(sys.argv[2])
    elif sys.argv[1:2] == ["--call"]:
        if __package__ in (None, ""):
            sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        for row in _call(quick="--quick" in sys.argv):
            print(row)
    else:
        for row in run(quick="--quick" in sys.argv):
            print(row)
