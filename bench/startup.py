"""Start-up: process start until the main window has painted, against a bare PySide6 window.

Both are separate Python processes under ``QT_QPA_PLATFORM=offscreen`` that quit right after
the first paint of their main window (ninescore through ``NINESCORE_EXIT_AFTER_PAINT=1``). They
alternate, so a machine that slows down during the run slows both; medians absorb the outliers.
Beside the goal's yardstick, for diagnosis: the bare window building ninescore's first screen
itself (its menus and start screen, read from a real window first), which tells what the screen
costs in Qt from what ninescore's own code adds.
"""

from __future__ import annotations

import json
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
    if "--screen" in sys.argv:
        # The same first screen as ninescore's, from what its window holds (SCREEN_SPEC below):
        # the menu bar with its style and every item and key, the start screen's labels and
        # buttons in their fonts; no ninescore code.
        import json

        from PySide6.QtGui import QFont, QKeySequence
        from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

        with open(sys.argv[sys.argv.index("--screen") + 1], encoding="utf-8") as spec_file:
            spec = json.load(spec_file)
        bar = window.menuBar()
        bar.setStyleSheet(spec["menu_style"])

        def fill(menu, items):
            for item in items:
                if item is None:
                    menu.addSeparator()
                elif "items" in item:
                    fill(menu.addMenu(item["text"]), item["items"])
                else:
                    action = menu.addAction(item["text"])
                    action.setShortcuts([QKeySequence(key) for key in item["keys"]])
                    action.setCheckable(item["checkable"])
                    action.setEnabled(item["enabled"])

        for menu in spec["menus"]:
            fill(bar.addMenu(menu["text"]), menu["items"])
        central = QWidget()
        column = QVBoxLayout(central)
        column.addStretch(2)
        for shown in spec["widgets"]:
            widget = (QPushButton if shown["button"] else QLabel)(shown["text"], central)
            font = QFont(widget.font())
            font.setPointSizeF(shown["points"])
            font.setBold(shown["bold"])
            widget.setFont(font)
            widget.setMinimumHeight(shown["least_height"])
            widget.setToolTip(shown["tooltip"])
            widget.setVisible(shown["visible"])
            column.addWidget(widget)
        column.addStretch(3)
        window.setCentralWidget(central)
        window.resize(*spec["size"])
    watcher = QuitAfterFirstPaint(window)
    app.installEventFilter(watcher)
    window.show()
    sys.exit(app.exec())
    """
)


def first_screen_spec() -> dict[str, Any]:
    """What ninescore's first screen holds, for the bare window to build the same with Qt alone:
    the window's size, the menu bar's style and items (text, keys, checkable, enabled), and the
    start screen's labels and buttons (text, font, least height, tooltip, shown or not)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton

    from ninescore.ui.wiring import create_main_window

    app = QApplication.instance() or QApplication(["bench-startup"])
    assert isinstance(app, QApplication)

    def items(menu: QMenu) -> list[Any]:
        found: list[Any] = []
        for action in menu.actions():
            submenu = action.menu()
            if action.isSeparator():
                found.append(None)
            elif isinstance(submenu, QMenu):
                found.append({"text": action.text(), "items": items(submenu)})
            else:
                found.append(
                    {
                        "text": action.text(),
                        "keys": [key.toString() for key in action.shortcuts()],
                        "checkable": action.isCheckable(),
                        "enabled": action.isEnabled(),
                    }
                )
        return found

    with tempfile.TemporaryDirectory(prefix="ninescore-bench-screen-") as folder:
        window = create_main_window(app, Path(folder), offer_resume=False)
        menus = [
            {"text": action.text(), "items": items(menu)}
            for action in window.menuBar().actions()
            if isinstance(menu := action.menu(), QMenu)
        ]
        widgets = [
            {
                "button": isinstance(widget, QPushButton),
                "text": widget.text(),
                "points": widget.font().pointSizeF(),
                "bold": widget.font().bold(),
                "least_height": widget.minimumHeight(),
                "tooltip": widget.toolTip(),
                "visible": not widget.isHidden(),
            }
            for widget in window.start_screen.children()
            if isinstance(widget, (QLabel, QPushButton))
        ]
        spec = {
            "size": [window.width(), window.height()],
            "menu_style": window.menuBar().styleSheet(),
            "menus": menus,
            "widgets": widgets,
        }
        window.close()
        window.deleteLater()
        app.processEvents()
    return spec


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
        screen_spec = home / "first_screen.json"
        screen_spec.write_text(json.dumps(first_screen_spec()), encoding="utf-8")
        ninescore = [sys.executable, "-m", "ninescore"]
        bare = [sys.executable, str(bare_script)]
        bare_text = [*bare, "--text"]
        bare_screen = [*bare, "--screen", str(screen_spec)]

        # One unmeasured run each, so that the first measured one is not the one that fills the
        # operating system's file cache.
        for command in (ninescore, bare, bare_text, bare_screen):
            timed_run(command, env)
        ninescore_times: list[float] = []
        bare_times: list[float] = []
        bare_text_times: list[float] = []
        bare_screen_times: list[float] = []
        for _ in range(runs):
            ninescore_times.append(timed_run(ninescore, env))
            bare_times.append(timed_run(bare, env))
            bare_text_times.append(timed_run(bare_text, env))
            bare_screen_times.append(timed_run(bare_screen, env))

    value = statistics.median(ninescore_times) * 1000
    baseline = statistics.median(bare_times) * 1000
    text_baseline = statistics.median(bare_text_times) * 1000
    screen_baseline = statistics.median(bare_screen_times) * 1000
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
            # What the first screen itself costs in Qt: ninescore's start against it is what
            # ninescore's own Python adds (its imports, settings, log, translations, window).
            "figure": (
                "  same, against a bare window building the same first screen (menus with "
                "their items and keys, the start screen's labels and buttons) (no goal)"
            ),
            "value": value,
            "unit": "ms",
            "baseline": screen_baseline,
            "ratio": value / screen_baseline,
            "goal": "—",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
        {
            "figure": "  the bare first screen, against the bare window with one label (no goal)",
            "value": screen_baseline,
            "unit": "ms",
            "baseline": text_baseline,
            "ratio": screen_baseline / text_baseline,
            "goal": "—",
            "goal_ratio": 0.0,
            "goal_kind": "info",
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
