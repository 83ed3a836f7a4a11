"""View → Live feed…: on and off, the addresses to paste into OBS, the copy buttons, the token;
the window's own server told of every shot by the controller."""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from feed.helpers import EventStream
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from ninescore.ui.live import feed_dialog as live_feed_dialog
from ninescore.ui.live.feed_dialog import (
    NETWORK_SETTING,
    ON_SETTING,
    PORT_SETTING,
    TOKEN_SETTING,
    LiveFeedDialog,
)
from ninescore.ui.live.menu import LiveMenus
from ninescore.ui.main_window import MainWindow
from ninescore.ui.wiring import live_views

from ..window_fixtures import scoring_window  # noqa: F401 - the window fixture


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def live(window: MainWindow, qtbot: QtBot) -> Iterator[LiveMenus]:
    settings = QSettings()
    for name in (ON_SETTING, NETWORK_SETTING, TOKEN_SETTING):
        settings.remove(name)
    settings.setValue(PORT_SETTING, free_port())
    qtbot.waitUntil(lambda: live_views(window) is not None)
    found = live_views(window)
    assert found is not None
    yield found
    found.feed.stop()
    for name in (ON_SETTING, NETWORK_SETTING, TOKEN_SETTING, PORT_SETTING):
        settings.remove(name)


def open_dialog(live: LiveMenus, qtbot: QtBot) -> LiveFeedDialog:
    live.live_feed.trigger()  # View → Live feed…
    dialog = live.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def test_turning_the_feed_on_serves_the_window_and_shows_where(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    dialog = open_dialog(live, qtbot)
    assert not live.feed.running and not dialog.addresses["/overlay/scorebug"].isEnabled()
    dialog.on_box.setChecked(True)
    assert live.feed.running
    port = QSettings().value(PORT_SETTING)
    address = dialog.addresses["/overlay/scorebug"].text()
    assert address == f"http://127.0.0.1:{port}/overlay/scorebug"
    assert dialog.addresses["/board"].text().endswith("/board")
    assert dialog.addresses["token"].text() == ""  # this machine only: no token
    dialog.copy_buttons["/overlay/scorebug"].click()
    assert QGuiApplication.clipboard().text() == address
    assert QSettings().value(ON_SETTING) == "true"
    dialog.on_box.setChecked(False)
    assert not live.feed.running and dialog.addresses["/overlay/scorebug"].text() == ""


def test_a_shot_in_the_window_reaches_the_feed_within_a_second(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    dialog = open_dialog(live, qtbot)
    dialog.on_box.setChecked(True)
    controller = window.controller
    controller.new_match(("Ivanov", "Petrov"), race_to=(5, 5), table="2")
    server = live.feed.server
    assert server is not None
    stream = EventStream(server.base_url, "/api/v1/events")
    try:
        stream.next_of("reset")
        assert stream.next_of("match").data["players"][0]["name"] == "Ivanov"
        controller.toggle_pocketed(1)
        started = time.perf_counter()
        controller.commit_shot()
        event = stream.next_of("match", timeout=1.0)
        assert event.received - started < 1.0
        assert event.data["frame"]["on_table"] == [2, 3, 4, 5, 6, 7, 8, 9]
    finally:
        stream.close()


def test_open_to_the_network_every_address_carries_the_token(
    window: MainWindow, live: LiveMenus, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The tests never listen beyond loopback: the "network" address is loopback here, and the
    # feed must still ask for its token.
    monkeypatch.setattr(live_feed_dialog, "NETWORK_HOST", "127.0.0.1")
    dialog = open_dialog(live, qtbot)
    dialog.network_box.setChecked(True)
    dialog.on_box.setChecked(True)
    token = dialog.addresses["token"].text()
    assert len(token) >= 20 and QSettings().value(TOKEN_SETTING) == token
    board = dialog.addresses["/board"].text()
    assert board.endswith(f"/board?token={token}")
    with urllib.request.urlopen(board.replace("/board", "/api/v1/tables"), timeout=10) as answer:
        assert json.loads(answer.read())["api"] == 1
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(board.split("?")[0], timeout=10)
    assert refused.value.code == 403
    refused.value.close()


def test_a_remembered_token_that_could_be_guessed_is_made_anew(
    window: MainWindow, live: LiveMenus, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_feed_dialog, "NETWORK_HOST", "127.0.0.1")
    QSettings().setValue(TOKEN_SETTING, "a")  # the settings file edited by hand
    dialog = open_dialog(live, qtbot)
    dialog.network_box.setChecked(True)
    dialog.on_box.setChecked(True)
    token = dialog.addresses["token"].text()
    assert token != "a" and len(token) >= 20 and QSettings().value(TOKEN_SETTING) == token
    tables = dialog.addresses["/board"].text().replace("/board", "/api/v1/tables")
    with urllib.request.urlopen(tables, timeout=10) as answer:
        assert answer.status == 200


def test_a_port_in_use_is_one_sentence_and_the_feed_stays_off(
    window: MainWindow, live: LiveMenus, qtbot: QtBot
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        QSettings().setValue(PORT_SETTING, taken.getsockname()[1])
        dialog = open_dialog(live, qtbot)
        dialog.port_box.setValue(taken.getsockname()[1])
        dialog.on_box.setChecked(True)
        assert not live.feed.running and not dialog.on_box.isChecked()
        assert str(taken.getsockname()[1]) in dialog.status.text()


def test_a_feed_left_on_is_on_again_at_the_next_start(
    window: MainWindow, live: LiveMenus, qtbot: QtBot, data_dir: object
) -> None:
    from PySide6.QtWidgets import QApplication

    from ninescore.ui.wiring import create_main_window

    dialog = open_dialog(live, qtbot)
    dialog.on_box.setChecked(True)
    live.feed.stop()  # the program quits with the feed on
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    again = create_main_window(app, window.controller.store.data_path, offer_resume=False)  # type: ignore[union-attr]
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: live_views(again) is not None)
    started = live_views(again)
    assert started is not None
    try:
        assert started.feed.running
    finally:
        started.feed.stop()
        again.controller.close_match()
