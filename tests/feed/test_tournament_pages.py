"""The tournament on the room's pages, in a real browser (Debian's Chromium, headless): the
board's "Now calling" and "Up next" lines, kept up to date by the events as the tables play."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from ninescore.describe import calling as calling_words
from ninescore.describe.language import in_language
from ninescore.feed.follower import FolderFollower
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.feed.tournaments import TournamentFollower

from .browser import Browser
from .test_pages import keep
from .tournament_helpers import KEY, call, draw, play


def _lines(browser: Browser, selector: str) -> list[str]:
    return list(
        browser.evaluate(
            f"Array.from(document.querySelectorAll({selector!r})).map((n) => n.textContent)"
        )
    )


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_board_calls_the_next_match_to_its_table_as_the_tables_play(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser, tmp_path: Path, lang: str
) -> None:
    draw(data_dir)
    call(data_dir, ("1", "4"))
    matches = FolderFollower(data_dir, hub)
    tournaments = TournamentFollower(data_dir, hub)
    tournaments.sweep()
    browser.open(server.url("/board", lang=lang))
    browser.wait_for("document.querySelectorAll('#calling .call').length === 2")
    with in_language(lang):
        called = [
            calling_words.now_calling_text("1", "Anna", "Ivan"),
            calling_words.now_calling_text("4", "Gleb", "Dina"),
        ]
        following = calling_words.up_next_text("Boris", "Zoya", 3)
    assert _lines(browser, "#calling .call") == called
    assert _lines(browser, "#calling .next")[0] == following
    assert browser.evaluate("document.getElementById('empty').classList.contains('hidden')")
    # Table 1 plays its match to the end; the desk takes the result in and calls the next.
    play(data_dir, "1")
    matches.sweep()
    tournaments.sweep()
    browser.wait_for("document.querySelectorAll('#calling .call').length === 1")
    browser.wait_for("document.querySelectorAll('.card').length === 1")
    report = call(data_dir, ("1", "4"))
    assert [c.table for c in report.called] == ["1"]
    tournaments.sweep()
    with in_language(lang):
        next_call = calling_words.now_calling_text("1", *report.called[0].players)
    browser.wait_for(
        f"Array.from(document.querySelectorAll('#calling .call'))"
        f".some((n) => n.textContent === {next_call!r})"
    )
    assert browser.evaluate("document.querySelector('.queue').dataset.tournament") == KEY
    keep(browser, tmp_path, f"board-calling-{lang}", QRect(0, 0, 1280, 420))
