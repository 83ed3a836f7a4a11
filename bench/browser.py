"""History browser: opening it on 10,000 stored matches until the table is shown and filled.

The baseline is what any listing of the matches folder must do at least: ``os.scandir`` of the
folder and a ``stat`` of every file, measured in the same process, alternating with the browser.
The browser's time runs from creating the :class:`~ninescore.records.Store` to the first paint of
the table with every row in the model; the QApplication already exists (the scoring window made
it), as it does when the operator opens View → History.

The 10,000 demo matches are generated once (about a minute, without fsync) into a cache folder
under the temporary folder and reused by later runs; their index is built during generation.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

MATCHES = 10_000
GOAL_RATIO = 5.0
RUNS = 9
QUICK_RUNS = 3
CACHE = Path(tempfile.gettempdir()) / "ninescore-bench-browser" / f"matches-{MATCHES}-v1"
SEED = 20240501


def prepare(folder: Path = CACHE, count: int = MATCHES) -> Path:
    """The data folder with ``count`` demo matches, generated on first use."""
    from ninescore.records import Store
    from ninescore.records.demo import generate

    done = folder / "complete"
    if done.exists():
        return folder
    store = Store(folder, durable=False)
    try:
        existing = len(store.list())
        if existing < count:
            generate(store, count - existing, seed=SEED + existing, keep=False)
        store.list()  # the index is complete before anything is measured
    finally:
        store.close()
    done.write_text(str(count), encoding="utf-8")
    return folder


def scan(folder: Path) -> int:
    count = 0
    with os.scandir(folder) as entries:
        for entry in entries:
            entry.stat()
            count += 1
    return count


def open_browser(folder: Path) -> float:
    """Seconds from a new Store to the table painted with every match in the model."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from ninescore.records import Store
    from ninescore.ui.history.window import HistoryWindow

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.seen = True
            return False

    app = QApplication.instance()
    assert app is not None
    started = time.perf_counter()
    store = Store(folder)
    window = HistoryWindow(store)
    painted = FirstPaint()
    window.table.viewport().installEventFilter(painted)
    window.show()
    while not painted.seen:
        app.processEvents()
    elapsed = time.perf_counter() - started
    rows = window.model.rowCount()
    window.table.viewport().removeEventFilter(painted)
    window.close()
    window.deleteLater()
    app.processEvents()
    store.close()
    if rows < MATCHES:
        raise RuntimeError(f"the browser listed {rows} matches, expected {MATCHES}")
    return elapsed


def run(quick: bool = False) -> list[dict[str, Any]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    runs = QUICK_RUNS if quick or os.environ.get("NINESCORE_BENCH_QUICK") == "1" else RUNS
    folder = prepare()
    matches = folder / "matches"
    # One unmeasured run each: the first fills the file cache and Qt's lazy start-up.
    scan(matches)
    open_browser(folder)
    browser_times: list[float] = []
    scan_times: list[float] = []
    for _ in range(runs):
        started = time.perf_counter()
        scan(matches)
        scan_times.append(time.perf_counter() - started)
        browser_times.append(open_browser(folder))
    value = statistics.median(browser_times) * 1000
    baseline = statistics.median(scan_times) * 1000
    return [
        {
            "figure": f"open the history on {MATCHES} matches (median of {runs})",
            "value": value,
            "unit": "ms",
            "baseline": baseline,
            "ratio": value / baseline,
            "goal": f"≤ {GOAL_RATIO:g}×",
            "goal_ratio": GOAL_RATIO,
            "goal_kind": "max",
        }
    ]


if __name__ == "__main__":
    for row in run():
        print(row)
