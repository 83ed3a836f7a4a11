"""The shot clock (R14) on the pages, in a real browser (Debian's Chromium, headless): the
``/overlay/clock`` page counts down by itself, turns amber at the warning and red at the time
up, shows each player's extensions left; the scorebug and the board carry the clock too."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from ninescore.describe import live as live_words
from ninescore.describe.language import in_language
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.rules import PROFILES, Shot

from .browser import Browser
from .helpers import live_record, publish, publish_clock, wpa_record
from .test_pages import keep

FACE = "document.getElementById('clock').dataset.face"
SECONDS = "document.getElementById('seconds').textContent"


def words(lang: str) -> dict[str, str]:
    with in_language(lang):
        return live_words.page_words()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_clock_counts_down_by_itself_and_turns_amber_at_the_warning(
    hub: Hub, server: FeedServer, browser: Browser, tmp_path: Path, lang: str
) -> None:
    record = wpa_record(table="1")
    # The first shot after the break has 60 s (WPA Regulation 20); 48.8 s are gone: 11.2 left.
    publish_clock(hub, record, elapsed=48.8)
    browser.resize(480, 400)
    browser.open(server.url("/overlay/clock", table="1", lang=lang))
    browser.wait_for(f"{FACE} === 'running'")
    assert browser.evaluate(SECONDS) in ("12", "11")
    assert browser.evaluate("document.querySelector('#extension0 .name').textContent") == ("Ivanov")
    assert browser.evaluate("document.getElementById('extension0').dataset.left") == "1"
    assert browser.evaluate("document.getElementById('extension0').classList") == {
        "0": "extension",
        "1": "at-table",
    }
    keep(browser, tmp_path, f"overlay-clock-{lang}", QRect(0, 0, 480, 400))
    # No new state comes: the page itself reaches the warning (10 s left) and says so.
    browser.wait_for(f"{FACE} === 'warning'", timeout=5)
    assert int(browser.evaluate(SECONDS)) <= 10
    assert browser.evaluate("document.getElementById('face').classList.contains('face-warning')")
    keep(browser, tmp_path, f"overlay-clock-warning-{lang}", QRect(0, 0, 480, 400))


def test_the_time_up_is_red_and_a_paused_clock_stands_still(
    hub: Hub, server: FeedServer, browser: Browser
) -> None:
    record = wpa_record(table="2")
    publish_clock(hub, record, elapsed=61.0)
    browser.open(server.url("/overlay/clock", table="2"))
    browser.wait_for(f"{FACE} === 'expired' && {SECONDS} === '0'")
    record.append(Shot(first_contact=1))  # a miss: Petrov's shot, 35 s
    publish_clock(hub, record, elapsed=5.0, run=False)
    browser.wait_for(f"{FACE} === 'paused' && {SECONDS} === '30'")
    browser.wait_for("document.getElementById('extension1').classList.contains('at-table')")
    # Paused means still: the face reads 30 however long one looks (asked again after the
    # page's ticks would have moved it).
    browser.evaluate("new Promise((done) => window.setTimeout(done, 1200))")
    assert browser.evaluate(SECONDS) == "30"


def test_under_serve_the_numbers_show_and_the_seconds_are_said_to_be_elsewhere(
    hub: Hub, server: FeedServer, browser: Browser
) -> None:
    publish(hub, wpa_record(table="3"))  # as the folder follower does: no clock reading
    browser.open(server.url("/overlay/clock", table="3"))
    browser.wait_for(f"{FACE} === 'off'")
    assert browser.evaluate(SECONDS) == "—"
    assert (
        browser.evaluate("document.getElementById('caption').textContent")
        == (words("en")["clock_elsewhere"])
    )
    assert browser.evaluate("document.getElementById('extension1').dataset.left") == "1"


def test_a_match_off_the_clock_shows_no_clock(
    hub: Hub, server: FeedServer, browser: Browser
) -> None:
    publish(hub, live_record(table="4", options=PROFILES["seed"]))
    browser.open(server.url("/overlay/clock", table="4", lang="ru"))
    expected = words("ru")["no_shot_clock"]
    browser.wait_for(f"document.getElementById('waiting').textContent === {expected!r}")
    assert browser.evaluate("document.getElementById('clock').classList.contains('hidden')")


def test_the_scorebug_and_the_board_carry_the_clock(
    hub: Hub, server: FeedServer, browser: Browser, tmp_path: Path
) -> None:
    record = wpa_record(table="5", players=("Kuznetsov", "Popov"))
    publish_clock(hub, record, elapsed=50.5)  # 9.5 s left: the warning
    other = live_record(table="6", players=("Orlova", "Belova"))
    publish(hub, other)
    browser.resize(960, 200)
    browser.open(server.url("/overlay/scorebug", table="5"))
    browser.wait_for("document.getElementById('clock').dataset.face === 'warning'")
    assert int(browser.evaluate("document.getElementById('clock').textContent")) <= 10
    keep(browser, tmp_path, "overlay-scorebug-clock-en", QRect(0, 0, 960, 200))
    browser.resize(1280, 720)
    browser.open(server.url("/board"))
    chip = f"document.querySelector('[data-match=\"{record.id}\"] .card-clock')"
    browser.wait_for(f"{chip} && {chip}.dataset.face === 'warning'")
    other_chip = f"document.querySelector('[data-match=\"{other.id}\"] .card-clock')"
    assert browser.evaluate(other_chip) is None  # a match off the clock has none
