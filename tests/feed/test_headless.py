"""The feed runs with no display: ``ninescore serve`` loads no widgets and no painting; and the
examples in the live modules' documentation hold."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys
import textwrap

import pytest


def test_serving_loads_no_widgets_and_no_painting() -> None:
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QCoreApplication
        app = QCoreApplication([])
        from ninescore.feed.hub import Hub
        from ninescore.feed.server import FeedServer
        from ninescore.feed.follower import FolderFollower
        from ninescore.feed.textdir import TextDirWriter
        import ninescore.commands.serve
        server = FeedServer(Hub(), "127.0.0.1", 0)
        server.start()
        server.stop()
        print(sorted(m for m in sys.modules if m in ("PySide6.QtWidgets", "PySide6.QtGui")))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(
    "module",
    [
        "ninescore.describe.language",
        "ninescore.scoring.live",
        "ninescore.commands.serve",
        "ninescore.feed.server",
        "ninescore.feed.tournaments",
    ],
)
def test_the_examples_in_the_documentation_hold(module: str) -> None:
    outcome = doctest.testmod(importlib.import_module(module))
    assert outcome.attempted > 0 and outcome.failed == 0
