"""The pages in a real browser (Debian's Chromium, headless), loaded from the running server:
they show the names and the score, a markup name as text, and they stay live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter

from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.rules import Shot

from .browser import Browser, dump_dom
from .helpers import MARKUP_NAME, WARNED, live_record, publish

SCREENSHOTS = os.environ.get("NINESCORE_SCREENSHOTS")


@pytest.fixture
def tables(hub: Hub) -> dict[str, str]:
    """Three tables in play: one warned, one with a markup name, one with a frame won."""
    warned = live_record(
        players=("Ivanov", "Petrov"), table="1", actions=WARNED, event="Moscow Open"
    )
    markup = live_record(
        players=("Смирнова", MARKUP_NAME),
        table="2",
        race_to=7,
        actions=[Shot(pocketed={1, 2}), Shot(first_contact=3, pocketed={3, 5})],
    )
    won = live_record(
        players=("Kuznetsov", "Popov"),
        table="3",
        race_to=9,
        actions=[Shot(pocketed={2}), Shot(first_contact=1, pocketed={9})],
    )
    for record in (warned, markup, won):
        publish(hub, record)
    return {"1": warned.id, "2": markup.id, "3": won.id}


def over_checkerboard(shot: Path, target: Path, crop: QRect | None = None) -> None:
    """The transparent page shot laid over a checkerboard, as an image editor shows alpha."""
    page = QImage(str(shot))
    if crop is not None:
        page = page.copy(crop)
    board = QImage(page.size(), QImage.Format.Format_ARGB32)
    painter = QPainter(board)
    square = 16
    for y in range(0, board.height(), square):
        for x in range(0, board.width(), square):
            light = (x // square + y // square) % 2 == 0
            painter.fillRect(x, y, square, square, QColor("#d6d6d6" if light else "#9a9a9a"))
    painter.drawImage(QPoint(0, 0), page)
    painter.end()
    assert board.save(str(target))


def keep(browser: Browser, tmp_path: Path, name: str, crop: QRect | None = None) -> Path:
    shot = tmp_path / f"{name}.png"
    browser.screenshot(shot)
    image = QImage(str(shot))
    assert (
        image.hasAlphaChannel()
        and image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    )
    if SCREENSHOTS:
        over_checkerboard(shot, Path(SCREENSHOTS) / f"{name}.png", crop)
    return shot


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_scorebug_shows_the_names_the_score_and_the_warning(
    server: FeedServer, tables: dict[str, str], browser: Browser, tmp_path: Path, lang: str
) -> None:
    browser.resize(960, 150)
    browser.open(server.url("/overlay/scorebug", table="1", lang=lang))
    browser.wait_for("document.querySelector('#player1.at-table.warned')")
    assert browser.evaluate("document.querySelector('#player0 .name').textContent") == "Ivanov"
    assert browser.evaluate("document.querySelector('#player1 .name').textContent") == "Petrov"
    assert browser.evaluate("document.querySelector('#player1 .score').textContent") == "0"
    assert browser.evaluate("!document.getElementById('warning').classList.contains('hidden')")
    keep(browser, tmp_path, f"overlay-scorebug-{lang}", QRect(0, 0, 960, 130))


def test_a_markup_name_is_shown_as_text_and_never_runs(
    server: FeedServer, tables: dict[str, str], browser: Browser
) -> None:
    for path in ("/overlay/scorebug?table=2", "/board"):
        browser.open(server.base_url + path)
        # The name as the page shows it, in its place (the body's text also holds the data a
        # page was given before it shows them); on the new page, not the one before it.
        page = path.split("?")[0]
        browser.wait_for(
            f"location.pathname === {page!r} && Array.from(document.querySelectorAll('.name'))"
            f".some((n) => n.textContent === {MARKUP_NAME!r})"
        )
        assert browser.evaluate("document.querySelectorAll('img').length") == 0
        assert browser.evaluate("window.alerted") == 0
    shown = browser.evaluate(
        "Array.from(document.querySelectorAll('.name')).map((n) => n.textContent)"
    )
    assert MARKUP_NAME in shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_rack_shows_the_balls_on_the_table(
    server: FeedServer, tables: dict[str, str], browser: Browser, tmp_path: Path, lang: str
) -> None:
    browser.resize(640, 100)
    browser.open(server.url("/overlay/rack", table="2", lang=lang))
    browser.wait_for("document.querySelectorAll('#rack .ball').length === 9")
    gone = browser.evaluate(
        "Array.from(document.querySelectorAll('#rack .ball-gone'))"
        ".map((ball) => Number(ball.dataset.ball))"
    )
    assert gone == [1, 2, 3, 5]
    label = browser.evaluate("document.getElementById('rack').getAttribute('aria-label')")
    assert label.endswith("4, 6, 7, 8, 9")
    keep(browser, tmp_path, f"overlay-rack-{lang}", QRect(0, 0, 640, 100))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_board_shows_every_table_and_follows_the_play(
    hub: Hub,
    server: FeedServer,
    tables: dict[str, str],
    browser: Browser,
    tmp_path: Path,
    lang: str,
) -> None:
    browser.open(server.url("/board", lang=lang))
    browser.wait_for("document.querySelectorAll('.card').length === 3")
    order = browser.evaluate(
        "Array.from(document.querySelectorAll('.card')).map((c) => c.dataset.match)"
    )
    assert order == [tables["1"], tables["2"], tables["3"]]
    scores = browser.evaluate(
        f"Array.from(document.querySelectorAll('[data-match=\"{tables['3']}\"] .score'))"
        ".map((s) => s.textContent)"
    )
    assert scores == ["1", "0"]
    keep(browser, tmp_path, f"board-{lang}", QRect(0, 0, 1280, 520))
    # Play goes on: the board follows, with no reload.
    another = live_record(players=("Orlova", "Belova"), table="4")
    publish(hub, another)
    browser.wait_for(f"document.querySelector('[data-match=\"{another.id}\"]')")
    hub.remove(tables["1"])
    browser.wait_for(f"!document.querySelector('[data-match=\"{tables['1']}\"]')")


def test_a_page_stays_live_across_a_restart_of_the_server(hub: Hub, browser: Browser) -> None:
    first = FeedServer(hub, "127.0.0.1", 0)
    first.start()
    port = first.address[1]
    record = live_record(table="5")
    publish(hub, record)
    try:
        browser.open(first.url("/overlay/scorebug", table="5"))
        browser.wait_for("document.querySelector('#player0 .score').textContent === '0'")
    finally:
        first.stop()
    browser.wait_for("document.body.dataset.connection === 'offline'")
    record.append(Shot(pocketed={9}))
    restarted = FeedServer(Hub(), "127.0.0.1", port)  # a new run: the page must start afresh
    publish(restarted.hub, record)
    restarted.start()
    try:
        browser.wait_for(
            "document.querySelector('#player0 .score').textContent === '1'", timeout=20
        )
    finally:
        restarted.stop()


def test_dump_dom_shows_the_board_in_the_language_asked_for(
    server: FeedServer, tables: dict[str, str]
) -> None:
    from ninescore.describe import live as words
    from ninescore.describe.language import in_language

    dom = dump_dom(server.url("/board", lang="ru"))
    with in_language("ru"):
        title = words.page_words()["board_title"]
    assert '<html lang="ru">' in dom
    assert f'<h1 id="title">{title}</h1>' in dom
