"""The tournament on the room's pages, in a real browser (Debian's Chromium, headless): the
board's "Now calling" and "Up next" lines and the bracket page (both sides, the hot seat, zoom,
a transparent background for a stream), kept up to date by the events as the tables play."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from ninescore.describe import bracket as bracket_words
from ninescore.describe import calling as calling_words
from ninescore.describe import room as room_words
from ninescore.describe import tournament as tournament_words
from ninescore.describe.bracket import TableProgress
from ninescore.describe.language import in_language
from ninescore.feed import server as feed_server
from ninescore.feed.follower import FolderFollower
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.feed.tournaments import TournamentFollower
from ninescore.records import tournaments as tournament_files
from ninescore.tournament import Format

from .browser import Browser
from .helpers import events
from .test_pages import SCREENSHOTS, keep
from .tournament_helpers import KEY, NAME, call, draw, play


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


def _eight_played_to_the_winners_final(data_dir: Path) -> None:
    """Matches 1–8 of an 8-player double elimination given by the desk, the winners' final (9)
    called to table 3."""
    tournament = draw(data_dir)
    for number in range(1, 9):
        match = tournament.match(number)
        winner = match.players[0]
        assert winner is not None
        tournament.record_result(number, winner, (2, 1))
    tournament_files.save(data_dir, tournament)
    report = call(data_dir, ("3",))
    assert [(c.match_id, c.table) for c in report.called] == [(9, "3")]


def _box(browser: Browser, number: int, what: str) -> object:
    return browser.evaluate(f"document.querySelector('.box[data-match=\"{number}\"]'){what}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_bracket_shows_both_sides_and_follows_a_result_to_the_hot_seat(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser, tmp_path: Path, lang: str
) -> None:
    _eight_played_to_the_winners_final(data_dir)
    tournaments = TournamentFollower(data_dir, hub)
    tournaments.sweep()
    browser.open(server.url("/bracket", id=KEY, lang=lang))
    browser.wait_for("document.querySelectorAll('.box').length === 15")
    stages = browser.evaluate(
        "Array.from(document.querySelectorAll('.section')).map((s) => s.dataset.stage)"
    )
    assert stages == ["winners", "losers", "final"]
    names = browser.evaluate(
        "Array.from(document.querySelectorAll('.box[data-match=\"1\"] .player .name'))"
        ".map((n) => n.firstChild.textContent)"
    )
    assert names == ["Anna", "Ivan"]
    assert _box(browser, 1, ".dataset.state") == "done"
    assert _box(browser, 9, ".dataset.state") == "called"
    with in_language(lang):
        called = bracket_words.bracket_view(
            tournament_files.load(data_dir, NAME), {9: TableProgress("3")}
        ).box(9)
    assert _box(browser, 9, ".querySelector('.box-status').textContent") == called.status
    assert browser.evaluate("document.querySelectorAll('.lines path').length") >= 10
    assert browser.evaluate("document.getElementById('hot-seat').classList.contains('hidden')")
    # Table 3 plays the winners' final; the desk takes it in: its winner waits in the hot seat.
    play(data_dir, "3")
    report = call(data_dir, ("3",))
    assert [t.match_id for t in report.taken] == [9]
    hot = report.taken[0].winner
    tournaments.sweep()
    browser.wait_for("document.querySelector('.box[data-match=\"9\"]').dataset.state === 'done'")
    browser.wait_for("document.querySelector('.player.hot-seat')")
    marked = browser.evaluate(
        "document.querySelector('.box[data-match=\"14\"] .player.hot-seat .name')"
        ".firstChild.textContent"
    )
    assert marked == hot
    assert browser.evaluate("!document.getElementById('hot-seat').classList.contains('hidden')")
    assert hot in browser.evaluate("document.getElementById('hot-seat').textContent")
    racks = browser.evaluate(
        "Array.from(document.querySelectorAll('.box[data-match=\"9\"] .racks'))"
        ".map((r) => r.textContent)"
    )
    assert sorted(racks) in (["0", "2"], ["1", "2"])
    # The whole of it fits the screen; zoomed in, it is larger, and fits again on "0".
    fitted = float(browser.evaluate("document.body.dataset.scale"))
    assert browser.evaluate(
        f"document.getElementById('sheet').offsetWidth * {fitted} <= window.innerWidth + 1"
    )
    opaque = tmp_path / "opaque.png"
    browser.screenshot(opaque)
    assert QImage(str(opaque)).pixelColor(2, 2).alpha() == 255
    if SCREENSHOTS:
        QImage(str(opaque)).save(str(Path(SCREENSHOTS) / f"bracket-{lang}.png"))
    browser.evaluate("window.dispatchEvent(new KeyboardEvent('keydown', {key: '+'}))")
    assert float(browser.evaluate("document.body.dataset.scale")) > fitted
    browser.evaluate("window.dispatchEvent(new KeyboardEvent('keydown', {key: '0'}))")
    assert float(browser.evaluate("document.body.dataset.scale")) == fitted


def test_the_bracket_for_a_stream_has_a_transparent_background(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser, tmp_path: Path
) -> None:
    _eight_played_to_the_winners_final(data_dir)
    TournamentFollower(data_dir, hub).sweep()
    browser.resize(1280, 720)
    # No id: the tournament in play.
    browser.open(server.url("/bracket", background="transparent"))
    browser.wait_for("document.querySelectorAll('.box').length === 15")
    assert browser.evaluate("document.body.dataset.tournament") == KEY
    assert browser.evaluate("getComputedStyle(document.querySelector('.zoom')).display") == "none"
    keep(browser, tmp_path, "bracket-transparent")
    # One side only: a TV for each side of a large double elimination.
    browser.open(server.url("/bracket", id=KEY, side="losers"))
    browser.wait_for("document.querySelectorAll('.box').length === 6")
    assert browser.evaluate(
        "Array.from(document.querySelectorAll('.section')).map((s) => s.dataset.stage)"
    ) == ["losers"]


def test_the_bracket_without_a_tournament_says_so(
    server: FeedServer, browser: Browser, data_dir: Path
) -> None:
    browser.open(server.url("/bracket", id="no-such-cup"))
    browser.wait_for("document.body.dataset.connection === 'live'")
    assert browser.evaluate("!document.getElementById('waiting').classList.contains('hidden')")
    with in_language("en"):
        assert (
            browser.evaluate("document.getElementById('waiting').textContent")
            == (room_words.page_words()["no_tournament"])
        )


def test_a_bracket_too_large_for_an_event_is_asked_for_whole(
    data_dir: Path,
    hub: Hub,
    server: FeedServer,
    browser: Browser,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As a tournament of hundreds of entrants would be: its events carry its head alone.
    monkeypatch.setattr(feed_server, "TOURNAMENT_EVENT_LIMIT", 1000)
    _eight_played_to_the_winners_final(data_dir)
    tournaments = TournamentFollower(data_dir, hub)
    tournaments.sweep()
    with events(server, f"/api/v1/events?tournament={KEY}") as stream:
        stream.next_of("reset")
        head = stream.next_of("tournament")
        assert "sections" not in head.data and head.data["calling"][0]["match"] == 9
    browser.open(server.url("/bracket", id=KEY))
    browser.wait_for("document.querySelectorAll('.box').length === 15")
    assert _box(browser, 9, ".dataset.state") == "called"
    play(data_dir, "3")
    call(data_dir, ("3",))
    tournaments.sweep()
    browser.wait_for("document.querySelector('.box[data-match=\"9\"]').dataset.state === 'done'")


def test_the_front_page_gives_each_tournaments_bracket_addresses(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser
) -> None:
    draw(data_dir)
    TournamentFollower(data_dir, hub).sweep()
    browser.open(server.url("/"))
    browser.wait_for(f"document.querySelector('[data-tournament=\"{KEY}\"]')")
    links = browser.evaluate(
        f"Array.from(document.querySelectorAll('[data-tournament=\"{KEY}\"] a'))"
        ".map((a) => a.getAttribute('href'))"
    )
    assert links == [f"/bracket?id={KEY}", f"/bracket?id={KEY}&background=transparent"]


@pytest.mark.parametrize("form", [Format.SINGLE_ELIMINATION, Format.ROUND_ROBIN, Format.GROUPS])
def test_every_format_is_laid_out_as_the_presenter_says(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser, form: Format
) -> None:
    tournament = draw(data_dir, format=form)
    TournamentFollower(data_dir, hub).sweep()
    with in_language("en"):
        view = bracket_words.bracket_view(tournament)
    browser.open(server.url("/bracket", id=KEY))
    browser.wait_for(f"document.querySelectorAll('.box').length === {len(tournament.matches())}")
    titles = browser.evaluate(
        "Array.from(document.querySelectorAll('.section > h2')).map((h) => h.textContent)"
    )
    assert titles == [section.title for section in view.sections]
    tables = sum(1 for section in view.sections if section.table)
    assert browser.evaluate("document.querySelectorAll('.group-table').length") == tables


def test_a_tournament_over_shows_its_champion_and_no_hot_seat(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser
) -> None:
    tournament = draw(data_dir, players=("Anna", "Boris", "Vera"), format=Format.DOUBLE_ELIMINATION)
    while not tournament.is_over:
        match = tournament.ready()[0]
        winner = match.players[0]
        assert winner is not None
        tournament.record_result(match.id, winner, (2, 0))
    tournament_files.save(data_dir, tournament)
    TournamentFollower(data_dir, hub).sweep()
    browser.open(server.url("/bracket", id=KEY, lang="ru"))
    browser.wait_for("!document.getElementById('champion').classList.contains('hidden')")
    with in_language("ru"):
        said = tournament_words.champion_text(tournament.champion or "")
    assert browser.evaluate("document.getElementById('champion').textContent") == said
    assert browser.evaluate("document.getElementById('hot-seat').classList.contains('hidden')")
    assert not browser.evaluate("document.querySelector('.player.hot-seat')")


def test_the_front_page_lists_each_tournaments_bracket_until_its_file_goes(
    data_dir: Path, hub: Hub, server: FeedServer, browser: Browser
) -> None:
    draw(data_dir)
    tournaments = TournamentFollower(data_dir, hub)
    tournaments.sweep()
    browser.open(server.url("/"))
    browser.wait_for("document.querySelectorAll('article[data-tournament]').length === 1")
    links = browser.evaluate(
        "Array.from(document.querySelectorAll('article[data-tournament] a'))"
        ".map((a) => a.getAttribute('href'))"
    )
    assert any(f"/bracket?id={KEY}" in href and "transparent" not in href for href in links)
    assert any(f"id={KEY}" in href and "background=transparent" in href for href in links)
    assert NAME in browser.evaluate(
        "document.querySelector('article[data-tournament] .card-table').textContent"
    )
    (tournament_files.folder(data_dir) / f"{KEY}.json").unlink()
    tournaments.sweep()
    browser.wait_for("document.querySelectorAll('article[data-tournament]').length === 0")
