"""The controller changes the rules of a match until its first break, and not after."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.records import Store, locks
from ninescore.rules import PROFILES, RuleOptions


@pytest.fixture
def store(data_dir: Path) -> Iterator[Store]:
    store = Store(data_dir)
    yield store
    store.close()


@pytest.fixture
def controller(store: Store, qtbot: QtBot) -> Iterator[MatchController]:
    controller = MatchController(store)
    assert controller.new_match(
        players=("Ivanov", "Petrov"), race_to=(3, 2), first_breaker=1, event="Cup", table="4"
    )
    yield controller
    controller.close_match()


def saved(controller: MatchController) -> dict:
    assert controller.store is not None and controller.record is not None
    return json.loads(controller.store.path_of(controller.record.id).read_text("utf-8"))


def test_rules_changed_before_the_break_are_saved_in_the_same_match(
    controller: MatchController, qtbot: QtBot
) -> None:
    record = controller.record
    assert record is not None and controller.state.rules_changeable
    before = saved(controller)

    with qtbot.waitSignal(controller.rules_changed) as changed:
        assert controller.change_rules(PROFILES["wpa"])

    assert changed.args == [PROFILES["wpa"]]
    after = saved(controller)
    assert after["options"]["profile"] == "wpa" and after["options"]["shot_clock"]["seconds"] == 35
    for kept in ("id", "created", "players", "race_to", "first_breaker", "event", "table"):
        assert after[kept] == before[kept]
    assert controller.state.options == PROFILES["wpa"]
    # Still one match in the folder, and its lock is still this window's.
    assert controller.store is not None
    assert [path.stem for path in controller.store.matches_path.glob("*.json")] == [record.id]
    path = controller.store.path_of(record.id)
    assert locks.held(controller.store.lock_path_of(path)) is not None
    # The clock of the new rules runs: the first shot after the break has WPA's 60 s (R14).
    controller.set_fact("balls_to_rail", True)
    assert controller.commit_shot() is not None
    assert controller.state.clock is not None and controller.state.clock.limit == 60


def test_after_the_break_the_rules_are_fixed_and_the_operator_is_told_why(
    controller: MatchController, qtbot: QtBot
) -> None:
    controller.set_fact("balls_to_rail", True)
    assert controller.commit_shot() is not None
    assert not controller.state.rules_changeable

    with qtbot.waitSignal(controller.error_occurred) as refused:
        assert not controller.change_rules(RuleOptions(push_out=False))

    assert "can no longer be changed" in refused.args[0] and "(option:profile)" in refused.args[0]
    assert saved(controller)["options"]["push_out"] is True
    assert controller.state.options == RuleOptions()


def test_a_break_undone_opens_the_rules_again_and_the_redo_is_gone(
    controller: MatchController,
) -> None:
    controller.set_fact("balls_to_rail", True)
    controller.commit_shot()
    controller.undo()
    assert controller.state.rules_changeable and controller.can_redo

    assert controller.change_rules(PROFILES["tv"])

    # The break undone was played under the old rules: it is not redone under the new ones.
    assert not controller.can_redo
    assert saved(controller)["options"]["profile"] == "tv"


def test_a_read_only_match_keeps_its_rules(store: Store, qtbot: QtBot) -> None:
    writer = MatchController(store)
    assert writer.new_match(players=("A", "B"))
    record = writer.record
    assert record is not None
    viewer = MatchController(Store(store.data_path))
    try:
        assert viewer.open_read_only(record.id)
        assert not viewer.state.rules_changeable
        with qtbot.waitSignal(viewer.error_occurred):
            assert not viewer.change_rules(PROFILES["wpa"])
    finally:
        viewer.close_match()
        writer.close_match()
    assert json.loads(store.path_of(record.id).read_text("utf-8"))["options"]["profile"] == "seed"
