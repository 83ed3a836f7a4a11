"""The scoring controller, without a window: drafts, actions, autosave, undo/redo, failures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController, ShotDraft
from ninescore.records import Store
from ninescore.rules import Code, RuleOptions, Shot
from ninescore.scoring import ScoringState


@pytest.fixture
def store(data_dir: Path) -> Store:
    store = Store(data_dir)
    yield store
    store.close()


@pytest.fixture
def controller(store: Store, qtbot: QtBot) -> MatchController:
    controller = MatchController(store)
    assert controller.new_match(players=("Ivanov", "Petrov"), race_to=(2, 2))
    yield controller
    controller.close_match()


def saved(controller: MatchController) -> dict:
    assert controller.store is not None and controller.record is not None
    return json.loads(controller.store.path_of(controller.record.id).read_text("utf-8"))


def saved_actions(controller: MatchController) -> list[dict]:
    return [action for frame in saved(controller)["frames"] for action in frame["actions"]]


def test_new_match_is_saved_at_once_and_locked(controller: MatchController) -> None:
    assert saved(controller)["players"] == ["Ivanov", "Petrov"]
    assert saved(controller)["status"] == "in_progress"
    store = controller.store
    assert store is not None and controller.record is not None
    # Another ninescore (another process) sees the match as being scored, and cannot take it.
    probe = textwrap.dedent(
        f"""
        from ninescore.records import MatchLocked, Store
        store = Store({str(store.data_path)!r})
        print("locked" if store.is_locked({controller.record.id!r}) else "free")
        try:
            store.lock({controller.record.id!r})
        except MatchLocked:
            print("refused")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.stdout.split() == ["locked", "refused"], result.stderr
    controller.close_match()
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.stdout.split() == ["free"], result.stderr  # released with the match


def test_commit_with_nothing_marked_is_a_legal_miss_on_the_lowest_ball(
    controller: MatchController,
) -> None:
    controller.toggle_pocketed(3)
    controller.commit_shot()  # the break: pockets the 3
    entry = controller.commit_shot()
    assert entry is not None
    assert entry.action == Shot(first_contact=1)
    assert Code.MISS in entry.codes
    assert controller.match is not None and controller.match.frame.to_shoot == 1
    assert saved_actions(controller)[-1]["first_contact"] == 1


def test_a_break_with_nothing_marked_is_the_r3a_foul_and_claims_no_rails(
    controller: MatchController,
) -> None:
    assert controller.draft.break_rails is False  # the toggle starts off
    preview = controller.preview()
    assert preview is not None and Code.FOUL_BREAK_TOO_FEW_RAILS in preview.codes
    entry = controller.commit_shot()
    assert entry is not None and entry.is_foul
    assert isinstance(entry.action, Shot) and entry.action.balls_to_rail == 0
    assert saved_actions(controller)[-1].get("balls_to_rail", 0) == 0


def test_a_dry_break_with_four_rails_marked_is_legal(controller: MatchController) -> None:
    controller.toggle_fact("balls_to_rail")
    entry = controller.commit_shot()
    assert entry is not None and not entry.is_foul and Code.BREAK_DRY in entry.codes
    assert saved_actions(controller)[-1]["balls_to_rail"] == 4


def test_a_break_that_pockets_a_ball_sends_no_rail_count(
    controller: MatchController, qtbot: QtBot
) -> None:
    controller.toggle_fact("balls_to_rail")
    controller.toggle_pocketed(3)
    assert controller.draft.break_rails is False  # cleared: a pocketed ball decides R3a
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        controller.set_fact("balls_to_rail", True)
    assert "R3a" in blocker.args[0]
    entry = controller.commit_shot()
    assert entry is not None and isinstance(entry.action, Shot)
    assert entry.action.balls_to_rail == 0 and not entry.is_foul


def test_no_rail_is_refused_and_cleared_while_a_ball_is_pocketed(
    controller: MatchController, qtbot: QtBot
) -> None:
    controller.toggle_pocketed(3)
    controller.commit_shot()  # the break pockets the 3
    controller.set_fact("no_rail", True)
    assert controller.draft.no_rail
    controller.toggle_pocketed(1)
    assert not controller.draft.no_rail  # R8 cannot apply: not kept unseen
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        controller.toggle_fact("no_rail")
    assert "R8" in blocker.args[0] and not controller.draft.no_rail
    entry = controller.commit_shot()
    assert entry is not None and isinstance(entry.action, Shot) and entry.action.rail


def test_stalemate_before_the_break_says_there_is_nothing_to_re_rack(
    controller: MatchController, qtbot: QtBot
) -> None:
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        assert controller.stalemate() is None
    assert "Nothing to re-rack before the break" in blocker.args[0]
    assert "foul on the break" not in blocker.args[0]
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        controller.foul_between_shots("ball_touched")
    assert "foul on the break as a shot" in blocker.args[0]


def test_every_action_is_autosaved(controller: MatchController, qtbot: QtBot) -> None:
    for expected in range(1, 4):
        with qtbot.waitSignal(controller.save_succeeded, timeout=1000):
            controller.commit_shot()
        assert len(saved_actions(controller)) == expected


def test_illegal_input_says_one_sentence_and_keeps_the_draft(
    controller: MatchController, qtbot: QtBot
) -> None:
    controller.toggle_pocketed(2)
    controller.commit_shot()  # break pockets the 2
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        controller.toggle_pocketed(2)  # already gone
    assert "no longer on the table" in blocker.args[0]
    controller.toggle_pocketed(4)
    controller.set_fact("scratch", True)
    draft = controller.draft
    with qtbot.waitSignal(controller.error_occurred, timeout=1000):
        controller.accept_push_out()  # no push-out waiting
    assert controller.draft == draft


def test_push_out_only_when_allowed(controller: MatchController, qtbot: QtBot) -> None:
    with qtbot.waitSignal(controller.error_occurred, timeout=1000) as blocker:
        controller.set_fact("push_out", True)
    assert "R5a" in blocker.args[0]
    assert controller.draft.push_out is False
    controller.toggle_fact("balls_to_rail")
    controller.commit_shot()  # dry legal break: the opponent may push out
    controller.set_fact("push_out", True)
    entry = controller.commit_shot()
    assert entry is not None and Code.PUSH_OUT_CHOICE in entry.codes
    entry = controller.pass_push_out()
    assert entry is not None and Code.PUSH_OUT_PASSED in entry.codes


def test_scratch_and_cue_off_table_exclude_each_other(controller: MatchController) -> None:
    controller.set_fact("scratch", True)
    controller.set_fact("cue_off_table", True)
    assert controller.draft.cue_off_table and not controller.draft.scratch
    controller.toggle_pocketed(5)
    controller.toggle_jumped(5)
    assert controller.draft.jumped == {5} and controller.draft.pocketed == frozenset()


def test_first_contact_default_choice_and_back(controller: MatchController) -> None:
    assert controller.draft == ShotDraft()
    controller.set_first_contact(4)
    assert controller.draft.first_contact == 4 and controller.draft.first_contact_chosen
    controller.set_first_contact(4)
    assert not controller.draft.first_contact_chosen
    controller.set_first_contact(None)
    assert controller.draft.first_contact is None and controller.draft.first_contact_chosen


def test_preview_is_the_rules_engines_verdict(controller: MatchController) -> None:
    controller.toggle_pocketed(1)
    controller.commit_shot()
    controller.set_first_contact(5)
    preview = controller.preview()
    assert preview is not None and preview.is_foul
    assert controller.match is not None and len(controller.match.frame.log) == 1


def test_undo_and_redo_cross_a_frame_boundary(controller: MatchController) -> None:
    controller.toggle_pocketed(9)
    controller.commit_shot()  # golden break
    match = controller.match
    assert match is not None and match.score == (1, 0) and len(match.frames) == 2
    controller.undo()
    assert match.score == (0, 0) and len(match.frames) == 1
    assert saved(controller)["score"] == [0, 0]
    assert controller.can_redo
    controller.redo()
    assert match.score == (1, 0)
    assert saved(controller)["score"] == [1, 0]
    assert not controller.can_redo


def test_a_new_action_forgets_the_redo_stack(controller: MatchController) -> None:
    controller.commit_shot()
    controller.undo()
    controller.toggle_pocketed(2)
    controller.commit_shot()
    assert not controller.can_redo


def test_match_won_emits_and_saves_finished(controller: MatchController, qtbot: QtBot) -> None:
    controller.toggle_pocketed(9)
    with qtbot.waitSignal(controller.frame_won, timeout=1000):
        controller.commit_shot()
    controller.toggle_pocketed(9)
    with qtbot.waitSignal(controller.match_won, timeout=1000):
        controller.commit_shot()
    assert saved(controller)["status"] == "finished"
    assert not controller.can_score
    with qtbot.waitSignal(controller.error_occurred, timeout=1000):
        controller.commit_shot()


def test_failing_save_keeps_scoring_in_memory_and_retries(
    controller: MatchController, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller.commit_shot()
    store = controller.store
    assert store is not None
    real_replace = os.replace

    def disk_full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with qtbot.waitSignal(controller.save_failed, timeout=1000) as blocker:
        controller.commit_shot()
    assert "full" in blocker.args[0]
    assert controller.has_unsaved_actions
    controller.commit_shot()  # scoring goes on
    assert controller.match is not None and len(controller.match.frame.log) == 3
    assert len(saved_actions(controller)) == 1
    assert not controller.retry_save()
    monkeypatch.setattr(os, "replace", real_replace)
    with qtbot.waitSignal(controller.save_succeeded, timeout=1000):
        assert controller.retry_save()
    assert not controller.has_unsaved_actions
    assert len(saved_actions(controller)) == 3


def test_retry_timer_saves_by_itself(
    store: Store, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = MatchController(store, retry_interval_ms=50)
    assert controller.new_match(players=("Ivanov", "Petrov"), race_to=(2, 2))
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda *a, **k: (_ for _ in ()).throw(OSError(13, "no")))
    with qtbot.waitSignal(controller.save_failed, timeout=1000):
        controller.commit_shot()
    assert controller.has_unsaved_actions
    monkeypatch.setattr(os, "replace", real_replace)
    # Nothing but the retry timer saves now: its timeout is what brings the save back.
    with qtbot.waitSignal(controller.save_succeeded, timeout=2000):
        pass
    assert not controller.has_unsaved_actions
    assert len(saved_actions(controller)) == 1
    controller.close_match()


def test_resume_restores_the_same_state(store: Store, qtbot: QtBot) -> None:
    first = MatchController(store)
    first.new_match(players=("A", "B"), race_to=(3, 3), options=RuleOptions(break_rule="alternate"))
    first.toggle_pocketed(2)
    first.commit_shot()
    first.set_first_contact(4)
    first.commit_shot()
    assert first.record is not None and first.match is not None
    match_id, state = first.record.id, first.match.frame.state
    first.close_match()

    second = MatchController(store)
    assert second.resume(match_id)
    assert second.match is not None and second.match.frame.state == state
    assert second.record is not None and second.record.options.break_rule == "alternate"
    second.close_match()


def test_a_locked_match_can_only_be_opened_read_only(
    store: Store, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ninescore.records.locks as locks

    first = MatchController(store)
    first.new_match(players=("A", "B"))
    assert first.record is not None
    match_id = first.record.id
    first.close_match()
    # Another live process (our parent) holds the lock.
    lock_path = store.path_of(match_id).with_name(f".{match_id}.json.lock")
    lock_path.write_text(
        json.dumps(
            {"pid": os.getppid(), "host": locks.this_host(), "since": "2026-01-01T00:00:00+00:00"}
        )
    )
    second = MatchController(store)
    with qtbot.waitSignal(second.match_locked, timeout=1000):
        assert not second.resume(match_id)
    assert second.open_read_only(match_id)
    assert second.read_only and not second.can_score
    with qtbot.waitSignal(second.error_occurred, timeout=1000):
        second.commit_shot()


def test_foul_between_shots_concession_and_stalemate(controller: MatchController) -> None:
    controller.toggle_fact("balls_to_rail")
    controller.commit_shot()  # dry legal break
    entry = controller.foul_between_shots("ball_touched")
    assert entry is not None and entry.is_foul
    entry = controller.stalemate()
    assert entry is not None and Code.STALEMATE in entry.codes
    controller.commit_shot()
    entry = controller.concede(1, "left the table")
    assert entry is not None and Code.FRAME_WON in entry.codes
    assert controller.match is not None and controller.match.score == (1, 0)


def test_abandon_keeps_the_match_resumable(controller: MatchController) -> None:
    controller.commit_shot()
    controller.abandon()
    assert saved(controller)["status"] == "abandoned"


def test_a_tap_says_only_that_the_draft_changed(controller: MatchController, qtbot: QtBot) -> None:
    with (
        qtbot.waitSignal(controller.draft_changed) as changed,
        qtbot.assertNotEmitted(controller.match_changed),
        qtbot.assertNotEmitted(controller.action_applied),
    ):
        controller.toggle_pocketed(3)
    state = changed.args[0]
    assert isinstance(state, ScoringState) and state.draft.pocketed == {3}
    assert state is controller.state


def test_an_action_says_the_match_changed_and_what_was_applied(
    controller: MatchController, qtbot: QtBot
) -> None:
    controller.toggle_pocketed(9)
    applied: list[object] = []
    controller.action_applied.connect(applied.append)
    with (
        qtbot.waitSignal(controller.match_changed),
        qtbot.assertNotEmitted(controller.draft_changed),
    ):
        entry = controller.commit_shot()
    assert entry is not None and Code.FRAME_WON in entry.codes
    assert applied == [entry]
    assert controller.state.score == (1, 0) and controller.state.draft == ShotDraft()
    with qtbot.waitSignal(controller.action_undone) as undone:
        controller.undo()
    assert undone.args == [entry] and controller.state.score == (0, 0)


def test_every_change_is_also_told_whole_to_a_view_of_everything(
    controller: MatchController, qtbot: QtBot
) -> None:
    seen: list[ScoringState] = []
    controller.state_changed.connect(seen.append)
    controller.toggle_pocketed(2)
    controller.commit_shot()
    assert [state.draft.pocketed for state in seen] == [{2}, frozenset()]
    assert seen[-1].log[-1].action == Shot(first_contact=1, pocketed={2})
