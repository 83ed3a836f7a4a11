"""The scoring page in real headless Chromium with a phone's viewport and touch events: a frame
scored by taps (a push-out passed back, a foul), the taps made while the server is down kept and
sent once it is back (nothing lost, nothing twice), and every target at least 44 CSS px."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.records import Store

from .browser import Browser
from .helpers import SERVER_TOKEN
from .test_scoring_api import actions_of, new_match


@pytest.fixture
def phone(browser: Browser) -> Browser:
    browser.resize(360, 640)
    browser.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
    return browser


def tap(browser: Browser, selector: str) -> None:
    """A finger's tap on the middle of ``selector`` (a touch start and end, as a phone sends),
    scrolled to first if it is below the screen's edge."""
    box: dict[str, Any] = browser.evaluate(
        f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
        " e.scrollIntoView({block: 'center', behavior: 'instant'});"
        " const r = e.getBoundingClientRect();"
        " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()"
    )
    point = {"x": box["x"], "y": box["y"]}
    browser.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[point])
    browser.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])


def tap_and_see(browser: Browser, selector: str, condition: str) -> None:
    # The page ignores a second tap within its debounce: each tap here waits for the last
    # answer, and for the debounce to have passed, in the page's own time.
    browser.wait_for("!document.getElementById('note').classList.contains('pending')")
    browser.evaluate("new Promise((resolve) => setTimeout(resolve, 400))")
    tap(browser, selector)
    browser.wait_for(condition)


def choose(browser: Browser, reason: str) -> None:
    """A foul's reason picked from the list (the phone's own picker is not the page's)."""
    browser.evaluate(
        f"(() => {{ const s = document.getElementById('reason'); s.value = {json.dumps(reason)};"
        " s.dispatchEvent(new Event('change')); })()"
    )
    browser.wait_for(f"document.getElementById('reason').value === {json.dumps(reason)}")


def balls(browser: Browser) -> str:
    return "document.querySelectorAll('.ball-button').length"


def open_page(browser: Browser, server: FeedServer, token: str, lang: str = "en") -> None:
    browser.open(server.url("/score", table="7", token=token, lang=lang))
    browser.wait_for(f"{balls(browser)} === 9")


def test_a_frame_is_scored_by_taps_on_a_phone(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, data_dir: Path
) -> None:
    match_id = new_match(scoring, table="7")
    token = desk.token_for_table("7")
    open_page(phone, scoring, token)
    assert phone.evaluate("document.querySelector('#player0 .name').textContent") == "Ivanov"
    tap(phone, "[data-ball='3']")
    phone.wait_for(
        "document.querySelector(\"[data-ball='3']\").getAttribute('aria-pressed') === 'true'"
    )
    tap_and_see(phone, "#commit", f"{balls(phone)} === 8")  # the 3 on the break
    tap(phone, "#push-out")
    tap_and_see(phone, "#commit", "!document.getElementById('choice').classList.contains('hidden')")
    tap_and_see(phone, "#pass", "document.getElementById('choice').classList.contains('hidden')")
    tap(phone, "#scratch")
    tap_and_see(
        phone, "#commit", "document.getElementById('player1').classList.contains('at-table')"
    )
    # Petrov touches a ball between shots (R12), with its reason chosen from the list.
    choose(phone, "ball_touched")
    tap_and_see(
        phone, "#foul-between", "document.getElementById('player0').classList.contains('at-table')"
    )
    # Ivanov's shot is a foul for a reason the operator saw (R11): Petrov has ball in hand.
    choose(phone, "double_hit")
    tap_and_see(
        phone, "#commit", "document.getElementById('player1').classList.contains('at-table')"
    )
    tap(phone, "[data-ball='9']")
    tap_and_see(phone, "#commit", "document.querySelector('#player1 .points').textContent === '1'")
    saved = actions_of(data_dir / "matches" / f"{match_id}.json")
    kinds = [(a["type"], a.get("push_out", False), a.get("scratch", False)) for a in saved]
    assert kinds == [
        ("shot", False, False),
        ("shot", True, False),
        ("pass_push_out", False, False),
        ("shot", False, True),
        ("foul_between_shots", False, False),
        ("shot", False, False),
        ("shot", False, False),
    ]
    assert saved[4]["reason"] == "ball_touched" and saved[5]["fouls"] == ["double_hit"]
    assert saved[6]["pocketed"] == [9] and not saved[6].get("fouls")
    tap_and_see(phone, "#undo", "document.querySelector('#player1 .points').textContent === '0'")
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 6


def test_taps_made_while_the_server_is_down_are_sent_once_it_is_back(
    hub: Hub, data_dir: Path, phone: Browser
) -> None:
    first = FeedServer(hub, "127.0.0.1", 0, scoring=ScoringDesk(data_dir, hub, SERVER_TOKEN))
    first.start()
    port = first.address[1]
    match_id = new_match(first, table="7")
    try:
        open_page(phone, first, SERVER_TOKEN)
        tap_and_see(
            phone, "#commit", "document.getElementById('player1').classList.contains('at-table')"
        )
    finally:
        first.stop()
    phone.evaluate("new Promise((resolve) => setTimeout(resolve, 400))")
    tap(phone, "#commit")  # Petrov misses: not saved yet
    phone.wait_for("document.getElementById('note').classList.contains('pending')")
    phone.evaluate("new Promise((resolve) => setTimeout(resolve, 400))")
    tap(phone, "#commit")  # Ivanov misses: two waiting
    phone.wait_for("JSON.parse(localStorage.getItem('ninescore-score-table-7')).length === 2")
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 1
    again = FeedServer(hub, "127.0.0.1", port, scoring=ScoringDesk(data_dir, hub, SERVER_TOKEN))
    again.start()
    try:
        phone.wait_for(
            "JSON.parse(localStorage.getItem('ninescore-score-table-7')).length === 0", 20
        )
        phone.wait_for("document.getElementById('player1').classList.contains('at-table')")
        assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == 3
    finally:
        again.stop()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_target_is_at_least_44_css_px(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, lang: str, tmp_path: Path
) -> None:
    new_match(scoring, table="7")
    open_page(phone, scoring, SERVER_TOKEN, lang)
    small = phone.evaluate(
        "Array.from(document.querySelectorAll('button')).filter((b) => b.offsetParent !== null)"
        ".map((b) => [b.id || b.dataset.ball, b.getBoundingClientRect()])"
        ".filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)"
    )
    assert small == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    phone.screenshot(tmp_path / f"score-{lang}.png")


def test_a_match_is_started_by_hand_at_a_table_without_one(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, data_dir: Path
) -> None:
    token = desk.token_for_table("9")
    phone.open(scoring.url("/score", table="9", token=token, lang="en"))
    phone.wait_for("!document.getElementById('new-match').classList.contains('hidden')")
    for field, value in (("first-player", "Sidorov"), ("second-player", "Orlova")):
        tap(phone, f"#{field}")
        phone.call("Input.insertText", text=value)
    tap(phone, "#start")
    phone.wait_for(f"{balls(phone)} === 9")
    assert phone.evaluate("document.querySelector('#player1 .name').textContent") == "Orlova"
    (saved,) = list((data_dir / "matches").glob("*.json"))
    store = Store(data_dir)
    try:
        record = store.load(saved.stem)
    finally:
        store.close()
    assert record.table == "9" and tuple(record.players) == ("Sidorov", "Orlova")
