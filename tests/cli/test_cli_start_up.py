"""What a plain ``ninescore`` loads before its window first paints (docs/performance.md).

Start-up is measured by bench/startup.py; these tests keep the cheap parts cheap, so that a
regression shows up here as a sentence rather than as a few milliseconds in a noisy figure.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from typing import Any

import pytest

PROBE = textwrap.dedent(
    """
    import gc
    import json
    import sys

    from ninescore.cli import main

    status = main([])
    libraries = open("/proc/self/maps", encoding="utf-8").read() if sys.platform == "linux" else ""
    print(json.dumps({
        "status": status,
        "modules": sorted(sys.modules),
        "qt_svg_library": "libQt6Svg" in libraries,
        "collecting_after": gc.isenabled(),
        # PySide6 makes a module's classes and namespaces on first use.
        "qt_names": sorted(vars(sys.modules["PySide6.QtCore"])),
    }))
    """
)


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Start the window the way the desktop menu does (no arguments) and quit at first paint."""
    home = tmp_path_factory.mktemp("start-up")
    env = os.environ.copy()
    env.update(
        {
            "NINESCORE_EXIT_AFTER_PAINT": "1",
            "NINESCORE_DATA_DIR": str(home / "data"),
            "NINESCORE_LOG_DIR": str(home / "log"),
        }
    )
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    report["log"] = (home / "log" / "ninescore.log").read_text(encoding="utf-8")
    assert report["status"] == 0
    return report


@pytest.mark.parametrize(
    "module",
    [
        # The records layer opens just after the first paint.
        "ninescore.records",
        "pydantic",
        "sqlite3",
        # Both folders come from the environment here: nothing to ask the platform.
        "platformdirs",
        # The scoring page is built when a match is first shown.
        "ninescore.ui.scoring.scoreboard",
        "ninescore.ui.scoring.shot_panel",
        # The ball painter's gradients and paths: the menus read only the ball set chosen.
        "ninescore.ui.widgets.ball_painter",
        # The dialogs' touch controls: the menus read only their style (touch_styles.py).
        "ninescore.ui.widgets.touch_controls",
        # The log file rotates from just after the first paint (sockets, pickle, queues).
        "logging.handlers",
        # The rules engine loads when a match opens: the key map, the menus and the controller
        # with no match read only the balls and the rules' citations (rules/__init__ is lazy).
        "ninescore.rules.actions",
        "ninescore.rules.allowed",
        "ninescore.rules.codes",
        "ninescore.rules.errors",
        "ninescore.rules.frame",
        "ninescore.rules.limits",
        "ninescore.rules.match",
        "ninescore.rules.options",
        "ninescore.rules.rulings",
        "ninescore.rules.shot_clock",
        "ninescore.rules.state",
    ],
)
def test_the_first_paint_does_not_wait_for(started: dict[str, Any], module: str) -> None:
    assert module not in started["modules"]


def test_the_first_paint_loads_of_the_rules_only_the_balls_and_the_citations(
    started: dict[str, Any],
) -> None:
    loaded = {name for name in started["modules"] if name.startswith("ninescore.rules")}
    assert loaded == {"ninescore.rules", "ninescore.rules.balls", "ninescore.rules.citations"}


def test_the_first_paint_does_without_the_qt_namespace(started: dict[str, Any]) -> None:
    # Its first use makes PySide6 build about 90 Python enum classes (some 15 ms): the start
    # screen, its menus and the controller with no match name no `Qt.…` enum.
    assert "QTimer" in started["qt_names"]  # the probe sees the classes that were used
    assert "Qt" not in started["qt_names"]


def test_garbage_is_collected_again_once_the_start_up_is_over(started: dict[str, Any]) -> None:
    import gc

    from ninescore import app

    assert started["collecting_after"]  # the window quit at its first paint: on again anyway
    gc.disable()  # as the start-up does
    try:
        app.collect_garbage_again()  # at the first paint
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0  # the start-up's objects, out of later collections
    finally:
        gc.unfreeze()
        gc.enable()


def test_the_log_file_is_written_from_the_start(started: dict[str, Any]) -> None:
    assert "starting the window, data folder" in started["log"]
    assert "window language" in started["log"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/maps")
def test_the_window_icon_does_not_load_qt_svg(started: dict[str, Any]) -> None:
    assert not started["qt_svg_library"]


def test_the_window_icon_has_every_bitmap_size(qapp: object) -> None:
    from ninescore import app

    icon = app.window_icon()
    assert icon is not None
    sizes = sorted(size.width() for size in icon.availableSizes())
    assert sizes == list(app.WINDOW_ICON_SIZES)
