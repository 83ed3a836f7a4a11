"""Run ninescore's benchmarks and print one table: figure, value, baseline, ratio, goal, verdict.

Every module ``bench/<name>.py`` that defines ``run()`` is a benchmark. ``run`` returns a list of
rows (dicts) with these keys:

``figure``      what is measured, in words ("start-up to first paint")
``value``       the measurement (a number)
``unit``        its unit ("ms", "MB/s")
``baseline``    the same measurement of the reference, taken in the same run
``ratio``       value / baseline
``goal``        the goal as text, e.g. "≤ 1.25×"
``goal_ratio``  the goal's number, e.g. 1.25
``goal_kind``   "max" (ratio must not exceed goal_ratio), "min" (must reach it), or "info" for
                a row that explains another one and has no goal (goal_ratio is then ignored)

A ``run`` that accepts a ``quick`` keyword gets ``quick=True`` with ``--quick`` (fewer
repetitions, for a smoke test); ``NINESCORE_BENCH_QUICK=1`` is set as well for those that do not.
Both the thing measured and its baseline run in the same process run, on the same machine, so
the ratio means something even on a slow or busy machine where the absolute times do not.

The exit status is 1 when any goal is missed or a benchmark fails, 0 otherwise.
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import os
import pkgutil
import sys
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    # `python bench/run.py`: make the repository root importable, as `python -m bench` does.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

BENCH_FOLDER = Path(__file__).resolve().parent
NOT_BENCHMARKS = {"run", "__main__", "__init__"}
QUICK_ENV = "NINESCORE_BENCH_QUICK"
COLUMNS = ("benchmark", "figure", "value", "unit", "baseline", "ratio", "goal", "result")

Row = dict[str, Any]


def discover() -> list[str]:
    """Names of the modules in bench/ that may be benchmarks, sorted."""
    return sorted(
        info.name
        for info in pkgutil.iter_modules([str(BENCH_FOLDER)])
        if info.name not in NOT_BENCHMARKS and not info.name.startswith("_")
    )


def passed(row: Row) -> bool:
    kind = row.get("goal_kind", "max")
    if kind == "info":
        return True
    ratio = float(row["ratio"])
    goal = float(row["goal_ratio"])
    if kind == "min":
        return ratio >= goal
    return ratio <= goal


def verdict(row: Row) -> str:
    if row.get("goal_kind") == "info":
        return "info"
    return "pass" if passed(row) else "FAIL"


def run_benchmark(name: str, quick: bool) -> list[Row]:
    module = importlib.import_module(f"bench.{name}")
    function = getattr(module, "run", None)
    if not callable(function):
        return []
    if "quick" in inspect.signature(function).parameters:
        rows = function(quick=quick)
    else:
        rows = function()
    return [{"benchmark": name, **row} for row in rows]


def format_number(value: object) -> str:
    if isinstance(value, float):
        if abs(value) >= 100:
            return f"{value:.0f}"
        if abs(value) >= 10:
            return f"{value:.1f}"
        return f"{value:.2f}"
    return str(value)


def table(rows: Sequence[Row]) -> str:
    cells = [list(COLUMNS)]
    for row in rows:
        cells.append(
            [
                str(row["benchmark"]),
                str(row["figure"]),
                format_number(row["value"]),
                str(row["unit"]),
                format_number(row["baseline"]),
                f"{float(row['ratio']):.2f}×",
                str(row["goal"]),
                verdict(row),
            ]
        )
    widths = [max(len(line[column]) for line in cells) for column in range(len(COLUMNS))]
    numeric = {2, 4, 5}
    lines = []
    for index, line in enumerate(cells):
        lines.append(
            "  ".join(
                cell.rjust(width) if column in numeric and index else cell.ljust(width)
                for column, (cell, width) in enumerate(zip(line, widths, strict=True))
            ).rstrip()
        )
        if index == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def _one_application() -> None:
    """The widest Qt application, made before any benchmark: one process holds one, and a
    benchmark that needs only a core or GUI application (the phone, the sheet) would otherwise
    leave one that a later benchmark's widgets cannot use."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        _kept.append(QApplication(["bench"]))


_kept: list[object] = []


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--json", metavar="FILE", help="also write the rows as JSON to FILE")
    args = parser.parse_args(argv)

    available = discover()
    unknown = [name for name in args.names if name not in available]
    if unknown:
        parser.error(f"no such benchmark: {', '.join(unknown)} (have: {', '.join(available)})")
    if args.quick:
        os.environ[QUICK_ENV] = "1"

    rows: list[Row] = []
    failures: list[str] = []
    _one_application()
    for name in args.names or available:
        started = time.perf_counter()
        print(f"running {name} …", file=sys.stderr, flush=True)
        try:
            new_rows = run_benchmark(name, args.quick)
        except Exception:
            traceback.print_exc()
            failures.append(name)
            continue
        rows.extend(new_rows)
        print(f"  {name}: {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)

    if rows:
        print(table(rows))
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=2, ensure_ascii=False) + "\n", "utf-8")
    for name in failures:
        print(f"benchmark {name} failed to run", file=sys.stderr)
    missed = [row for row in rows if not passed(row)]
    return 1 if failures or missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
