"""The limits of one match at the table: the new-match dialog, the foul reasons and held Enter
stop where the file format stops, with a sentence, and what was accepted loads again."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.records import Store
from ninescore.rules import limits
from ninescore.ui.dialogs.new_match import NewMatchDialog


def test_a_name_as_long_as_the_dialog_takes_is_saved_and_loads_again(
    data_dir: Path, qtbot: QtBot
) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.name_edits[0], "n" * (limits.MAX_NAME_LENGTH + 20))
    qtbot.keyClicks(dialog.name_edits[1], "Petrov")
    qtbot.keyClicks(dialog.text_edits["event"], "e" * (limits.MAX_TEXT_LENGTH + 5))
    settings = dialog.settings()
    assert len(settings.players[0]) == limits.MAX_NAME_LENGTH
    assert len(settings.event) == limits.MAX_TEXT_LENGTH
    store = Store(data_dir)
    controller = MatchController(store)
    assert controller.new_match(players=settings.players, event=settings.event)
    assert controller.record is not None
    assert store.load(controller.record.id).players == settings.players
    controller.close_match()
    store.close()


def test_one_foul_reason_too_many_or_too_long_is_refused_with_a_sentence(
    data_dir: Path, qtbot: QtBot
) -> None:
    store = Store(data_dir)
    controller = MatchController(store)
    controller.new_match(players=("A", "B"))
    controller.toggle_fact("balls_to_rail")
    controller.commit_shot()
    for number in range(limits.MAX_FOUL_REASONS):
        controller.add_foul_reason(f"reason {number}")
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as refused:
        controller.add_foul_reason("one more")
    assert "at most 20 foul reasons" in refused.args[0]
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as refused:
        controller.add_foul_reason("x" * (limits.MAX_REASON_LENGTH + 1))
    assert "at most 200 characters" in refused.args[0]
    assert len(controller.draft.fouls) == limits.MAX_FOUL_REASONS
    assert controller.commit_shot() is not None
    assert controller.record is not None
    assert store.load(controller.record.id).same_as(controller.record)
    controller.close_match()
    store.close()


def test_enter_held_down_stops_at_the_frame_limit_with_a_sentence(qtbot: QtBot) -> None:
    controller = MatchController(None)
    controller.new_match(players=("A", "B"))
    controller.toggle_fact("balls_to_rail")
    for _ in range(limits.MAX_ACTIONS_PER_FRAME):
        assert controller.commit_shot() is not None
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as refused:
        assert controller.commit_shot() is None
    assert "already holds 10000 actions" in refused.args[0]
    assert controller.match is not None
    assert len(controller.match.frame.log) == limits.MAX_ACTIONS_PER_FRAME
