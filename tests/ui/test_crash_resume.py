"""A scorer killed mid-match (SIGKILL): the next window offers the match, exactly as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.records import Store
from ninescore.ui import wiring
from ninescore.ui.dialogs.resume import ResumeChoice, ResumeDialog, resumable_matches
from ninescore.ui.scoring.scoreboard import Badge

from .window_fixtures import shown_balls

SCORER = textwrap.dedent(
    """
    import json, sys, time
    from PySide6.QtCore import QCoreApplication
    app = QCoreApplication([])
    from ninescore.records import Store
    from ninescore.controller import MatchController

    store = Store(sys.argv[1])
    c = MatchController(store)
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3), event="Club night")
    c.toggle_pocketed(9); c.commit_shot()          # frame 1: golden break
    c.toggle_pocketed(2); c.commit_shot()          # frame 2: break pockets the 2
    c.set_first_contact(3); c.commit_shot()        # Ivanov: wrong ball first, a foul
    c.toggle_pocketed(1); c.commit_shot()          # Petrov, ball in hand, pockets the 1
    c.set_first_contact(5); c.commit_shot()        # Petrov fouls: Ivanov has ball in hand
    c.toggle_pocketed(4)                           # a draft, never committed
    frame = c.match.frame
    print(json.dumps({
        "id": c.record.id,
        "score": list(c.match.score),
        "to_shoot": frame.to_shoot,
        "on_table": sorted(frame.on_table),
        "fouls_in_row": list(frame.fouls_in_row),
        "actions": len(c.record.actions),
    }), flush=True)
    time.sleep(120)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_resume_after_sigkill_shows_the_same_state(
    data_dir: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    scorer = subprocess.Popen(
        [sys.executable, "-c", SCORER, str(data_dir)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        assert scorer.stdout is not None
        line = scorer.stdout.readline()
        before = json.loads(line)
        # While the scorer lives, its match is locked: offered, but only read-only.
        store = Store(data_dir)
        try:
            [live] = resumable_matches(store, include_abandoned=False)
            assert live.locked
        finally:
            store.close()
    finally:
        scorer.send_signal(signal.SIGKILL)
        scorer.wait(timeout=10)
        if scorer.stdout is not None:
            scorer.stdout.close()
    assert scorer.returncode == -signal.SIGKILL

    offered: list[str] = []

    def choose_first(parent: object, store: Store, at_start: bool = False) -> ResumeChoice | None:
        matches = resumable_matches(store, include_abandoned=not at_start)
        dialog = ResumeDialog(matches, None, at_start)
        try:
            offered.extend(dialog.list.item(i).text() for i in range(dialog.list.count()))
            assert dialog.resume_button.isEnabled()  # the dead scorer's lock is stale
            return dialog.choice()
        finally:
            dialog.deleteLater()

    monkeypatch.setattr(ResumeDialog, "ask", choose_first)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = wiring.create_main_window(app, data_dir)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller.record is not None, timeout=5000)

    assert len(offered) == 1 and "Ivanov 1–0 Petrov" in offered[0] and "Club night" in offered[0]
    c = window.controller
    assert c.record is not None and c.match is not None
    assert c.record.id == before["id"]
    frame = c.match.frame
    assert list(c.match.score) == before["score"]
    assert frame.to_shoot == before["to_shoot"] == 0
    assert sorted(frame.on_table) == before["on_table"]
    assert list(frame.fouls_in_row) == before["fouls_in_row"]
    assert len(c.record.actions) == before["actions"]
    # What the window shows: the score, whose turn, ball in hand; the draft was never saved.
    panels = window.scoreboard.panels
    assert (panels[0].score.text(), panels[1].score.text()) == ("1", "0")
    assert panels[0].property("active")
    assert not panels[0].badge_labels[Badge.BALL_IN_HAND].isHidden()
    assert shown_balls(window).pocketed == frozenset()
    assert shown_balls(window).on_table == frozenset(before["on_table"])
    assert "Petrov pocketed ball 1" in window.log_view.toPlainText()
    # And scoring goes on, saved under the same id.
    window.controller.commit_shot()
    reader = Store(data_dir)
    try:
        assert len(reader.load(before["id"]).actions) == before["actions"] + 1
    finally:
        reader.close()
    window.controller.close_match()
