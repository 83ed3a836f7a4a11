"""The real window and controller when the store turns hostile: the lock taken by someone else,
a full disk when a match starts or resumes, a folder it may not write, pipes, links to devices
and names that are not UTF-8 in the matches folder."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ninescore.controller import MatchController
from ninescore.records import MatchRecord, Store, locks
from ninescore.rules import Shot
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import create_main_window

from .window_fixtures import saved_file, scoring_window  # noqa: F401

SCORER = Path(__file__).with_name("scorer_process.py")


def steal(lock_path: Path, pid: int = 4242, host: str = "table-3") -> None:
    """Another ninescore, on another machine, takes the lock over (a synced folder)."""
    now = datetime.now(UTC).isoformat()
    lock_path.write_text(
        json.dumps(
            {"pid": pid, "host": host, "machine": "other", "since": now, "beat": now, "token": "x"}
        )
    )


def lock_of(controller: MatchController) -> Path:
    assert controller.store is not None and controller.record is not None
    return controller.store.matches_path / f".{controller.record.id}.json.lock"


def test_a_window_whose_lock_is_taken_stops_saving_says_so_and_shows_read_only(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = window.controller
    c.new_match(players=("A", "B"), race_to=(3, 3))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    before = saved_file(window)
    steal(lock_of(c))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the save finds out: this shot is kept beside
    qtbot.keyClick(window, Qt.Key.Key_Return)  # then read-only, as the bar says: refused
    assert window.save_bar.isVisible()
    text = window.save_bar.label.text()
    assert "process 4242 on table-3" in text and "stopped saving" in text
    assert "shown read-only" in text and window.windowTitle().endswith("(read-only)")
    assert "read-only" in window.message_text()
    assert c.match is not None and len(c.match.frame.log) == 2
    assert saved_file(window) == before  # the other window's file is never written
    # What this window scored since is kept beside the match, so nothing is only in memory:
    # quitting loses nothing and does not have to ask.
    assert c.store is not None
    [copy] = c.store.matches_path.glob("*.conflict-*.json")
    assert copy.name in text and len(c.store.load(copy).actions) == 2
    assert not c.has_unsaved_actions
    monkeypatch.setattr(window, "ask_quit_unsaved", lambda: pytest.fail("asked"))
    assert window.close()


def test_the_heartbeat_tells_the_window_between_shots(data_dir: Path, qtbot: QtBot) -> None:
    store = Store(data_dir, lock_max_age=timedelta(seconds=1.5))  # a beat every 0.1 s
    controller = MatchController(store)
    controller.new_match(players=("A", "B"))
    beat = json.loads(lock_of(controller).read_text())["beat"]
    qtbot.waitUntil(
        lambda: json.loads(lock_of(controller).read_text())["beat"] > beat, timeout=5000
    )
    steal(lock_of(controller))
    with qtbot.waitSignal(controller.save_failed, timeout=5000) as failed:
        pass  # no shot: the heartbeat finds out by itself
    assert "process 4242 on table-3" in failed.args[0]
    # Read-only now, as it says: nothing was lost, and nothing more is taken here.
    assert controller.read_only and not controller.can_score
    controller.close_match()
    assert lock_of(controller).exists()  # the new owner's lock is left alone
    store.close()


def test_a_match_started_on_a_full_disk_leaves_no_lock_and_is_saved_once_there_is_room(
    small_disk: Path, fill_disk: Callable[[Path], Callable[[], None]], qtbot: QtBot
) -> None:
    store = Store(small_disk / "data")
    free = fill_disk(small_disk)
    controller = MatchController(store)
    with qtbot.waitSignal(controller.save_failed, timeout=1000) as failed:
        assert controller.new_match(players=("A", "B"))
    assert "disk holding" in failed.args[0] and "full" in failed.args[0]
    assert list(store.matches_path.iterdir()) == []  # not even an empty lock
    assert controller.record is not None and not store.is_locked(controller.record.id)
    controller.commit_shot()  # scoring goes on in memory
    free()
    with qtbot.waitSignal(controller.save_succeeded, timeout=1000):
        assert controller.retry_save()
    assert lock_of(controller).exists() and locks.held(lock_of(controller)) is not None
    assert len(store.load(controller.record.id).actions) == 1
    controller.close_match()
    store.close()


def test_a_match_resumed_on_a_full_disk_is_scored_in_memory_and_saved_later(
    small_disk: Path, fill_disk: Callable[[Path], Callable[[], None]], qtbot: QtBot
) -> None:
    store = Store(small_disk / "data")
    record = MatchRecord.new(players=("A", "B"))
    record.append(Shot(balls_to_rail=4))
    store.save(record)
    free = fill_disk(small_disk)
    controller = MatchController(store)
    with qtbot.waitSignal(controller.save_failed, timeout=1000) as failed:
        assert controller.resume(record.id)
    assert "full" in failed.args[0]
    assert controller.can_score and not store.is_locked(record.id)
    assert [path.name for path in store.matches_path.iterdir()] == [f"{record.id}.json"]
    controller.commit_shot()
    assert controller.has_unsaved_actions
    free()
    assert controller.retry_save()
    assert len(store.load(record.id).actions) == 2 and lock_of(controller).exists()
    controller.close_match()
    store.close()


def test_resuming_in_a_folder_that_cannot_be_written_offers_the_match_read_only(
    unprivileged,  # type: ignore[no-untyped-def]
) -> None:
    data = unprivileged.scratch / "data"
    store = Store(data)
    record = MatchRecord.new(players=("Ivanov", "Petrov"))
    record.append(Shot(balls_to_rail=4))
    store.save(record)
    store.close()
    for folder, _, _ in os.walk(data):
        os.chmod(folder, 0o555)
    commands = f"resume {record.id}\nshot\nquit\n"
    result = unprivileged.run([sys.executable, str(SCORER), str(data)], input=commands)
    assert result.returncode == 0, result.stderr
    ready, resumed, shot, _ = (json.loads(line) for line in result.stdout.splitlines())
    assert ready == {"ready": True}
    assert resumed["read_only"] is True and resumed["actions"] == 1
    [sentence] = resumed["errors"]
    assert "cannot be written, so this match is opened read-only" in sentence
    assert "Permission denied" not in sentence
    assert shot["ok"] is False and shot["actions"] == 1  # read-only: nothing is scored
    assert "Traceback" not in result.stderr


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_window_starts_and_lists_beside_pipes_endless_links_and_odd_names(
    data_dir: Path, qtbot: QtBot, never_hangs: None
) -> None:
    store = Store(data_dir)
    for players in (("Ivanov", "Petrov"), ("Anna", "Boris")):
        record = MatchRecord.new(players=players)
        record.append(Shot(balls_to_rail=4))
        store.save(record)
    odd = MatchRecord.new(players=("Café", "Noël"))
    odd.append(Shot(balls_to_rail=4))
    (store.matches_path / os.fsdecode(b"caf\xe9.json")).write_text(odd.to_json(), "utf-8")
    store.close()
    os.mkfifo(data_dir / "matches" / "x.json")
    (data_dir / "matches" / "zero.json").symlink_to("/dev/zero")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = create_main_window(app, data_dir, offer_resume=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.start_screen
    qtbot.waitUntil(lambda: len(screen.waiting_buttons) == 3, timeout=10_000)
    texts = " ".join(button.text() for button in screen.waiting_buttons)
    assert "Ivanov" in texts and "Anna" in texts and "Café" in texts
    window.show_history()  # beside or over it: what is listed is the point here
    history = window.history_window
    assert history is not None
    model = history.model  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=10_000)
    assert (
        history.statusBar().currentMessage() == "2 files in the matches folder could not be read."
    )  # type: ignore[attr-defined]
    history.close()
    window.controller.close_store()
