"""Start-up: process start until the main window has painted, against a bare PySide6 window.

Both are separate Python processes under ``QT_QPA_PLATFORM=offscreen`` that quit right after
the first paint of their main window (ninescore through ``NINESCORE_EXIT_AFTER_PAINT=1``). They
alternate, so a machine that slows down during the run slows both; medians absorb the outliers.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

GOAL_RATIO = 1.15
"""Against the yardstick: a bare PySide6 window showing one label (issue 12)."""
RUNS = 15
QUICK_RUNS = 3

BARE_WINDOW = textwrap.dedent(
    """
    import sys

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow


    class QuitAfterFirstPaint(QObject):
        def __init__(self, window):
            super().__init__()
            self.window = window
            self.seen = False

        def eventFilter(self, watched, event):
            if (
                not self.seen
                and event.type() == QEvent.Type.Paint
                and watched.isWidgetType()
                and watched.window() is self.window
            ):
                self.seen = True
                QTimer.singleShot(0, QApplication.quit)
            return False


    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1024, 640)
    if "--text" in sys.argv:
        from PySide6.QtWidgets import QLabel

        window.setCentralWidget(QLabel("ninescore"))
    watcher = QuitAfterFirstPaint(window)
    app.installEventFilter(watcher)
    window.show()
    sys.exit(app.exec())
    """
)


def timed_run(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting the process until it has exited after its first paint."""
    started = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} exited with {result.returncode}:\n{result.stderr[-2000:]}"
        )
    return elapsed


def run(quick: bool = False) -> list[dict[str, Any]]:
    runs = QUICK_RUNS if quick or os.environ.get("NINESCORE_BENCH_QUICK") == "1" else RUNS
    with tempfile.TemporaryDirectory(prefix="ninescore-bench-startup-") as folder:
        home = Path(folder)
        bare_script = home / "bare_window.py"
        bare_script.write_text(BARE_WINDOW, encoding="utf-8")
        env = os.environ.copy()
        env.update(
            {
                "QT_QPA_PLATFORM": "offscreen",
                "NINESCORE_EXIT_AFTER_PAINT": "1",
                # Fresh data, log and settings folders (no remembered language or dialog state),
                # found the way a default start finds them: through platformdirs, not through
                # NINESCORE_DATA_DIR, which would let the start skip that lookup.
                "XDG_DATA_HOME": str(home / "data"),
                "XDG_STATE_HOME": str(home / "state"),
                "XDG_CONFIG_HOME": str(home / "config"),
                # Compiled bytecode, as an installed program has (pip compiles it at install):
                # written by the warm-up runs into this run's folder, never into the checkout.
                "PYTHONPYCACHEPREFIX": str(home / "pycache"),
            }
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.pop("NINESCORE_DATA_DIR", None)
        env.pop("NINESCORE_LOG_DIR", None)
        ninescore = [sys.executable, "-m", "ninescore"]
        bare = [sys.executable, str(bare_script)]
        bare_text = [*bare, "--text"]

        # One unmeasured run each, so that the first measured one is not the one that fills the
        # operating system's file cache.
        for command in (ninescore, bare, bare_text):
            timed_run(command, env)
        ninescore_times: list[float] = []
        bare_times: list[float] = []
        bare_text_times: list[float] = []
        for _ in range(runs):
            ninescore_times.append(timed_run(ninescore, env))
            bare_times.append(timed_run(bare, env))
            bare_text_times.append(timed_run(bare_text, env))

    value = statistics.median(ninescore_times) * 1000
    baseline = statistics.median(bare_times) * 1000
    text_baseline = statistics.median(bare_text_times) * 1000
    return [
        # The goal is set against the yardstick the real limit is: a bare window that shows one
        # line of text (the font database is loaded for it) in the same run.
        {
            "figure": (
                f"start-up to first paint (median of {runs}), against a bare window showing "
                "one label"
            ),
            "value": value,
            "unit": "ms",
            "baseline": text_baseline,
            "ratio": value / text_baseline,
            "goal": f"≤ {GOAL_RATIO}×",
            "goal_ratio": GOAL_RATIO,
            "goal_kind": "max",
        },
        {
            "figure": "  same, against an empty QMainWindow (no goal)",
            "value": value,
            "unit": "ms",
            "baseline": baseline,
            "ratio": value / baseline,
            "goal": "—",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
    ]
