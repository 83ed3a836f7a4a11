"""The scoring page in real headless Chromium with a phone's viewport and touch events: a frame
scored by taps (a push-out passed back, a foul), the taps made while the server is down kept and
sent once it is back (nothing lost, nothing twice), the shot clock (counting, stopped by a mark,
an extension, the time foul asked when it runs out), the window's question before a third foul
and a concession, the desk's match started by one tap, and every target at least 44 CSS px in
both languages (screenshots kept in docs/screenshots/ when ``NINESCORE_SCREENSHOTS`` names it).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer
from ninescore.records import Store
from ninescore.records.assignments import Assignment, save_assignment

from .browser import Browser
from .helpers import SERVER_TOKEN
from .test_scoring_api import actions_of, new_match, post


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


SMALL_TARGETS = (
    "Array.from(document.querySelectorAll('button, select, input'))"
    ".filter((b) => b.offsetParent !== null || getComputedStyle(b).position === 'fixed')"
    ".map((b) => [b.id || b.dataset.ball || b.dataset.assignment, b.getBoundingClientRect()])"
    ".filter(([, r]) => r.width < 44 || r.height < 44).map(([name]) => name)"
)
"""The visible targets (buttons, the list of reasons, the fields) smaller than 44 CSS px."""


def shown(browser: Browser, element: str) -> str:
    return f"!document.getElementById('{element}').classList.contains('hidden')"


def keep_screenshot(browser: Browser, tmp_path: Path, name: str, whole: bool = False) -> None:
    """The page as it looks now (``whole``: all of it, as if scrolled through), into
    ``tmp_path`` and, when asked, into docs/screenshots/."""
    picture = tmp_path / name
    if whole:
        height = browser.evaluate("document.documentElement.scrollHeight")
        clip = {"x": 0, "y": 0, "width": 360, "height": height, "scale": 1}
        data = browser.call(
            "Page.captureScreenshot", format="png", captureBeyondViewport=True, clip=clip
        )["data"]
        picture.write_bytes(base64.b64decode(data))
    else:
        browser.screenshot(picture)
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder:
        shutil.copyfile(picture, Path(folder) / name)


def wpa_match(server: FeedServer, table: str = "7") -> str:
    """A WPA match (a shot clock) with its break played: the first shot after it is timed."""
    status, created = post(
        server,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 5, "table": table, "profile": "wpa"},
    )
    assert status == 201
    match_id = str(created["id"])
    shot = {"type": "shot", "pocketed": [3]}
    assert (
        post(server, f"/api/v1/matches/{match_id}/actions", {"after": 0, "action": shot})[0] == 200
    )
    return match_id


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_target_is_at_least_44_css_px(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, lang: str, tmp_path: Path
) -> None:
    wpa_match(scoring)
    phone.open(scoring.url("/score", table="7", token=SERVER_TOKEN, lang=lang))
    phone.wait_for(f"{balls(phone)} === 8 && {shown(phone, 'clock')}")
    assert phone.evaluate(SMALL_TARGETS) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    keep_screenshot(phone, tmp_path, f"score-{lang}.png", whole=True)
    # The question before a concession, over the page.
    tap(phone, "#concede0")
    phone.wait_for(shown(phone, "question"))
    assert phone.evaluate(SMALL_TARGETS) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    keep_screenshot(phone, tmp_path, f"score-question-{lang}.png")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_desks_offer_is_44_css_px_too(
    scoring: FeedServer,
    desk: ScoringDesk,
    phone: Browser,
    lang: str,
    data_dir: Path,
    tmp_path: Path,
) -> None:
    save_assignment(
        data_dir,
        Assignment(table="7", players=("Anna Kuznetsova", "Boris Sokolov"), race_to=(7, 7)),
    )
    phone.open(scoring.url("/score", table="7", token=desk.token_for_table("7"), lang=lang))
    phone.wait_for("document.querySelectorAll('.offer').length === 1")
    assert phone.evaluate(SMALL_TARGETS) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    keep_screenshot(phone, tmp_path, f"score-from-desk-{lang}.png")


def test_the_desks_match_is_started_by_one_tap(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, data_dir: Path
) -> None:
    sent = Assignment(table="7", players=("Anna", "Boris"), race_to=(5, 5), event="Cup")
    save_assignment(data_dir, sent)
    phone.open(scoring.url("/score", table="7", token=desk.token_for_table("7"), lang="en"))
    phone.wait_for("document.querySelectorAll('.offer').length === 1")
    assert phone.evaluate("document.querySelector('.offer').textContent") == (
        "From the desk: Anna – Boris, race to 5"
    )
    tap(phone, ".offer")
    phone.wait_for(f"{balls(phone)} === 9")
    assert phone.evaluate("document.querySelector('#player1 .name').textContent") == "Boris"
    (saved,) = list((data_dir / "matches").glob("*.json"))
    store = Store(data_dir)
    try:
        record = store.load(saved.stem)
    finally:
        store.close()
    assert (record.table, record.players, record.event) == ("7", ("Anna", "Boris"), "Cup")


def test_the_desks_next_match_is_offered_once_the_match_is_over(
    scoring: FeedServer, desk: ScoringDesk, phone: Browser, data_dir: Path
) -> None:
    status, _ = post(
        scoring, "/api/v1/matches", {"players": ["Ivanov", "Petrov"], "race_to": 1, "table": "7"}
    )
    assert status == 201
    token = desk.token_for_table("7")
    phone.open(scoring.url("/score", table="7", token=token, lang="en"))
    phone.wait_for(f"{balls(phone)} === 9")
    assert phone.evaluate("document.getElementById('offers').classList.contains('hidden')")
    # The desk calls the next match to this table while this one is played.
    save_assignment(data_dir, Assignment(table="7", players=("Sidorov", "Orlova"), race_to=(3, 3)))
    tap(phone, "[data-ball='9']")
    tap_and_see(phone, "#commit", "document.querySelectorAll('.offer').length === 1")
    assert phone.evaluate("document.querySelector('#player0 .points').textContent") == "1"
    tap_and_see(
        phone, ".offer", "document.querySelector('#player0 .name').textContent === 'Sidorov'"
    )
    phone.wait_for(f"{balls(phone)} === 9 && {shown(phone, 'offers')} === false")
    assert len(list((data_dir / "matches").glob("*.json"))) == 2


def test_a_match_a_window_took_over_is_said_and_taken_again_once_it_is_let_go(
    hub: Hub, data_dir: Path, phone: Browser, qtbot: QtBot
) -> None:
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, idle_seconds=0.05)
    scoring = FeedServer(hub, "127.0.0.1", 0, scoring=desk)
    scoring.start()
    window = Store(data_dir)
    try:
        match_id = new_match(scoring, table="7")
        qtbot.waitUntil(lambda: match_id not in desk.held, timeout=5000)  # let go, idle
        lock = window.lock(match_id)  # a window scores it now
        phone.open(scoring.url("/score", table="7", token=SERVER_TOKEN, lang="en"))
        phone.wait_for(
            "document.getElementById('waiting').textContent === "
            "'This match is being scored in a ninescore window; score it there.'"
        )
        assert phone.evaluate("document.getElementById('new-match').classList.contains('hidden')")
        lock.release()
        phone.wait_for(f"{balls(phone)} === 9", 15)  # asked again, and scored here again
        assert phone.evaluate("document.getElementById('waiting').textContent") == ""
    finally:
        window.close()
        scoring.stop()


@pytest.fixture
def now() -> list[float]:
    return [1000.0]


@pytest.fixture
def timed(hub: Hub, data_dir: Path, now: list[float]) -> Iterator[FeedServer]:
    """A scoring server whose shot clocks run on the test's "now" (the page counts on its own
    between two states, in the browser's time)."""
    desk = ScoringDesk(data_dir, hub, SERVER_TOKEN, now=lambda: now[0])
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, scoring=desk)
    feed.start()
    yield feed
    feed.stop()


def face(browser: Browser) -> str:
    return "document.getElementById('clock-face').dataset.face"


def seconds(browser: Browser) -> str:
    return "Number(document.getElementById('clock-seconds').textContent)"


def test_the_shot_clock_counts_stops_at_a_mark_and_asks_for_the_time_foul(
    timed: FeedServer, now: list[float], phone: Browser, data_dir: Path
) -> None:
    match_id = wpa_match(timed)
    open_page_with(phone, timed, 8)
    phone.wait_for(f"{face(phone)} === 'running' && {seconds(phone)} <= 60")
    assert phone.evaluate("document.getElementById('clock-caption').textContent") == (
        "60 s: first shot after the break"
    )
    phone.wait_for(f"{seconds(phone)} <= 59", 5)  # counted down by the page itself
    # The first mark of the shot stops the clock (the stroke was played); unmarked, it goes on.
    tap(phone, "[data-ball='4']")
    phone.wait_for(f"{face(phone)} === 'stopped'")
    tap(phone, "[data-ball='4']")
    phone.wait_for(f"{face(phone)} === 'running'")
    # An extension: 25 s more for this shot, none left for Ivanov in this frame.
    tap_and_see(phone, "#extension", f"{seconds(phone)} > 80")
    assert phone.evaluate("document.getElementById('extension').disabled")
    # The time runs out (the server's clock): the page asks the referee at once.
    now[0] += 90
    tap(phone, "#clock-start")  # the pause the referee wanted comes too late
    phone.wait_for(shown(phone, "question"))
    assert phone.evaluate("document.getElementById('question-title').textContent") == "Time foul"
    assert phone.evaluate("document.getElementById('question-text').textContent").startswith(
        "Time ran out on the shot clock. Record a time foul by Ivanov"
    )
    assert phone.evaluate("document.activeElement.id") == "question-back"  # the default
    tap_and_see(
        phone,
        "#question-confirm",
        "document.getElementById('player1').classList.contains('at-table')",
    )
    saved = actions_of(data_dir / "matches" / f"{match_id}.json")
    assert [a["type"] for a in saved] == ["shot", "use_extension", "shot_clock_foul"]


def test_on_the_break_nothing_is_timed_and_the_clocks_controls_are_off(
    scoring: FeedServer, phone: Browser
) -> None:
    status, _ = post(
        scoring,
        "/api/v1/matches",
        {"players": ["Ivanov", "Petrov"], "race_to": 5, "table": "7", "profile": "wpa"},
    )
    assert status == 201
    open_page_with(phone, scoring, 9)
    phone.wait_for(shown(phone, "clock"))
    assert phone.evaluate("document.getElementById('clock-seconds').textContent") == "—"
    for control in ("clock-start", "clock-reset", "shot-taken", "extension", "time-foul"):
        assert phone.evaluate(f"document.getElementById('{control}').disabled"), control


def open_page_with(browser: Browser, server: FeedServer, on_table: int, lang: str = "en") -> None:
    browser.open(server.url("/score", table="7", token=SERVER_TOKEN, lang=lang))
    browser.wait_for(f"{balls(browser)} === {on_table}")


THIRD_FOUL = [
    {"type": "shot", "pocketed": [3]},  # Ivanov breaks
    {"type": "foul_between_shots", "reason": "ball_touched"},  # Ivanov's first foul
    {"type": "shot", "first_contact": 2},  # Petrov fouls
    {"type": "foul_between_shots", "reason": "ball_touched"},  # Ivanov's second
    {"type": "shot", "first_contact": 2},  # Petrov fouls again: Ivanov warned (R12)
]


def test_a_third_foul_between_shots_is_asked_before_it_ends_the_frame(
    scoring: FeedServer, phone: Browser, data_dir: Path
) -> None:
    match_id = new_match(scoring, table="7")
    for count, action in enumerate(THIRD_FOUL):
        body = {"after": count, "action": action}
        assert post(scoring, f"/api/v1/matches/{match_id}/actions", body)[0] == 200
    open_page_with(phone, scoring, 8)
    phone.wait_for(shown(phone, "warning"))
    choose(phone, "ball_touched")
    tap(phone, "#foul-between")
    phone.wait_for(shown(phone, "question"))
    assert phone.evaluate("document.getElementById('question-title').textContent") == (
        "This foul loses the frame"
    )
    tap(phone, "#question-back")  # going back records nothing
    phone.wait_for(f"!{shown(phone, 'question')}")
    assert len(actions_of(data_dir / "matches" / f"{match_id}.json")) == len(THIRD_FOUL)
    choose(phone, "ball_touched")
    tap(phone, "#foul-between")
    phone.wait_for(shown(phone, "question"))
    tap_and_see(
        phone, "#question-confirm", "document.querySelector('#player1 .points').textContent === '1'"
    )
    saved = actions_of(data_dir / "matches" / f"{match_id}.json")
    assert saved[-1]["type"] == "foul_between_shots" and len(saved) == len(THIRD_FOUL) + 1


def test_a_concession_is_asked_in_russian_with_its_reason(
    scoring: FeedServer, phone: Browser, data_dir: Path
) -> None:
    match_id = new_match(scoring, table="7")
    post(scoring, f"/api/v1/matches/{match_id}/actions", {"after": 0, "action": THIRD_FOUL[0]})
    status, asked = post(
        scoring,
        f"/api/v1/matches/{match_id}/question",
        {"after": 1, "action": {"type": "concession", "player": 0}},
        lang="ru",
    )
    assert status == 200
    open_page_with(phone, scoring, 8, lang="ru")
    tap(phone, "#concede0")
    phone.wait_for(shown(phone, "question"))
    question = asked["question"]
    assert (
        phone.evaluate("document.getElementById('question-title').textContent")
        == (question["title"])
    )
    assert "Ivanov" in question["title"] and "loses" not in question["title"]
    assert (
        phone.evaluate("document.getElementById('question-confirm').textContent")
        == (question["confirm"])
    )
    tap(phone, "#question-reason")
    phone.call("Input.insertText", text="травма руки")
    tap_and_see(
        phone, "#question-confirm", "document.querySelector('#player1 .points').textContent === '1'"
    )
    saved = actions_of(data_dir / "matches" / f"{match_id}.json")
    assert saved[-1] == {"type": "concession", "player": 0, "reason": "травма руки"}


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
