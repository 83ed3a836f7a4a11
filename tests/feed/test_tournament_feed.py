"""The tournaments of a data folder on the feed: the list and each one answered whole, the
events when one changes (and only then), and the folder's hostile files refused."""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import quote

import pytest

from ninescore.desk.folder import DeskFolder
from ninescore.feed import tournaments as tournaments_module
from ninescore.feed.follower import FolderFollower
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.feed.tournaments import TournamentFollower
from ninescore.records import tournaments as tournament_files
from ninescore.records.record import MatchRecord
from ninescore.records.store import Store
from ninescore.rules import Shot

from .helpers import events, get_json, request
from .test_state_json import validate
from .tournament_helpers import KEY, NAME, PLAYERS, call, draw, play


@pytest.fixture
def follower(data_dir: Path, hub: Hub) -> TournamentFollower:
    return TournamentFollower(data_dir, hub)


def test_the_list_and_a_tournament_say_who_is_called_and_who_is_next(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    call(data_dir, ("4",))
    assert follower.sweep() == 1
    status, listed = get_json(server, "/api/v1/tournaments")
    assert status == 200
    [summary] = listed["tournaments"]
    assert (summary["id"], summary["name"], summary["format"]) == (KEY, NAME, "double_elimination")
    assert summary["calling"] == [
        {
            "match": 1,
            "players": ["Anna", "Ivan"],
            "table": "4",
            "table_text": "Table 4",
            "text": "Now calling: Table 4 — Anna v Ivan",
        }
    ]
    assert [q["match"] for q in summary["up_next"]] == [2, 3, 4]
    assert summary["up_next"][0]["text"] == "Up next: Gleb v Dina (match 2)"
    status, state = get_json(server, f"/api/v1/tournaments/{KEY}?lang=ru")
    assert status == 200 and state["lang"] == "ru"
    assert state["calling"][0]["text"] == "Вызываются: Стол 4 — Anna и Ivan"
    assert state["format_text"] == "олимпийская система до двух поражений"
    assert {row["name"] for row in state["standings"]} == set(PLAYERS)
    assert [row["place_text"] for row in state["standings"]] == ["1–8"] * 8


def test_a_result_from_the_table_reaches_the_events_and_the_answers(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    call(data_dir, ("1",))
    follower.sweep()
    with events(server, f"/api/v1/events?tournament={KEY}") as stream:
        assert stream.next().kind == "reset"
        first = stream.next()
        assert first.kind == "tournament" and first.data["calling"][0]["table"] == "1"
        play(data_dir, "1")
        assert follower.sweep() == 1  # the match file arrived: no longer "now calling"
        started = stream.next_of("tournament")
        assert started.data["calling"] == [] and started.data["played"] == 0
        report = call(data_dir, ("1",))
        assert [t.match_id for t in report.taken] == [1]
        assert follower.sweep() == 1
        taken = stream.next_of("tournament")
        assert taken.data["played"] == 1
        assert taken.data["calling"][0]["match"] == 2
        assert follower.sweep() == 0  # nothing changed: no event
        # Reconnecting with the last id sends nothing it has.
        last = taken.id
    with (
        events(server, f"/api/v1/events?tournament={KEY}", last_event_id=last) as again,
        pytest.raises(TimeoutError),
    ):
        again.next_of("tournament", timeout=0.6)
    _, state = get_json(server, f"/api/v1/tournaments/{KEY}")
    assert state["sequence"] == int(last.rsplit("-", 1)[1])


def test_tournament_events_go_only_to_the_streams_that_ask(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    draw(data_dir, name="Second Cup")
    follower.sweep()
    with (
        events(server) as plain,
        events(server, "/api/v1/events?tournaments=1") as board,
        events(server, "/api/v1/events?tournament=second-cup") as one,
    ):
        for stream in (plain, board, one):
            assert stream.next().kind == "reset"
        queued = [board.next(), board.next()]
        assert [e.kind for e in queued] == ["tournament_queue"] * 2
        assert [e.data["id"] for e in queued] == [KEY, "second-cup"]
        assert "sections" not in queued[0].data  # the board is sent no bracket
        assert one.next().data["id"] == "second-cup"
        with pytest.raises(TimeoutError):
            plain.next(timeout=0.6)
        (data_dir / "tournaments" / f"{KEY}.json").unlink()
        follower.sweep()
        gone = board.next_of("tournament_gone")
        assert gone.data["id"] == KEY
        with pytest.raises(TimeoutError):
            one.next_of("tournament_gone", timeout=0.6)
    assert get_json(server, f"/api/v1/tournaments/{KEY}")[0] == 404


@pytest.mark.parametrize(
    "address",
    [
        "/api/v1/tournaments/..",
        "/api/v1/tournaments/%2e%2e",
        "/api/v1/tournaments/..%2Ftournaments%2Fclub-open",
        "/api/v1/tournaments/club-open%2F",
        "/api/v1/tournaments/club-open/",
        "/api/v1/tournaments/club-open.json",
        "/api/v1/tournaments/Club-Open",
        "/api/v1/tournaments/club%20open",
        "/api/v1/tournaments/club-open%00",
        "/api/v1/tournaments/%FF%FE",
        "/api/v1/tournaments/%D0",
        "/api/v1/tournaments/",
        "/api/v1/tournaments/" + "a" * 81,
        "/api/v1/tournaments/" + "%41" * 400,
        "/api/v1/tournaments/%252e%252e",
        "/api/v1/tournaments//etc/passwd",
    ],
)
def test_an_address_that_names_no_tournament_is_a_404(
    data_dir: Path, follower: TournamentFollower, server: FeedServer, address: str
) -> None:
    draw(data_dir)
    follower.sweep()
    status, _, body = request(server, address)
    assert status == 404 and json.loads(body)["error"]


def test_a_tournament_named_in_another_script_is_found_by_its_encoded_address(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir, name="Кубок клуба")
    follower.sweep()
    encoded = quote(tournament_files.tournament_id("Кубок клуба"))
    assert encoded.startswith("%D0%BA")
    status, state = get_json(server, f"/api/v1/tournaments/{encoded}")
    assert status == 200 and state["name"] == "Кубок клуба"


def test_links_pipes_huge_and_damaged_files_are_never_followed(
    data_dir: Path, tmp_path: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    folder = data_dir / "tournaments"
    outside = tmp_path / "outside"
    outside.mkdir()
    draw(outside, name="Secret Cup")
    os.symlink(outside / "tournaments" / "secret-cup.json", folder / "secret-cup.json")
    os.mkfifo(folder / "pipe-cup.json")  # opening it for reading would wait for ever
    with open(folder / "huge-cup.json", "wb") as huge:
        huge.truncate(tournament_files.MAX_FILE_SIZE + 1)  # sparse: costs no disk
    (folder / "damaged-cup.json").write_text('{"format": "ninescore-tournament"', "utf-8")
    (folder / "deep-cup.json").write_text("[" * 100_000, "utf-8")
    assert follower.sweep() == 1
    _, listed = get_json(server, "/api/v1/tournaments")
    assert [t["id"] for t in listed["tournaments"]] == [KEY]
    for key in ("secret-cup", "pipe-cup", "huge-cup", "damaged-cup", "deep-cup"):
        assert get_json(server, f"/api/v1/tournaments/{key}")[0] == 404


def test_a_tournaments_folder_that_is_a_link_is_not_followed(
    data_dir: Path, tmp_path: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    draw(outside)
    os.symlink(outside / "tournaments", data_dir / "tournaments")
    assert follower.sweep() == 0
    assert get_json(server, "/api/v1/tournaments")[1]["tournaments"] == []


def test_a_damaged_save_keeps_the_last_good_state_until_it_is_mended(
    data_dir: Path, follower: TournamentFollower, hub: Hub
) -> None:
    tournament = draw(data_dir)
    follower.sweep()
    path = data_dir / "tournaments" / f"{KEY}.json"
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 2])
    assert follower.sweep() == 0
    live = hub.tournament(KEY)
    assert live is not None and live.view.facts.played == 0
    tournament.record_result(1, "Anna", (2, 0))
    tournament_files.save(data_dir, tournament)
    assert follower.sweep() == 1
    live = hub.tournament(KEY)
    assert live is not None and live.view.facts.played == 1


def test_a_folder_flooded_with_tournaments_is_followed_up_to_its_limit(
    data_dir: Path, hub: Hub
) -> None:
    text = (draw(data_dir).to_json()).encode()
    folder = data_dir / "tournaments"
    for number in range(30):
        (folder / f"cup-{number:02}.json").write_bytes(text)
    follower = TournamentFollower(data_dir, hub, limit=8)
    assert follower.sweep() == 8
    _, followed = hub.tournaments()
    assert [t.key for t in followed] == ["club-open"] + [f"cup-{n:02}" for n in range(7)]


def test_the_play_at_a_table_changes_the_bracket_and_not_the_boards_queue(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    call(data_dir, ("1",))
    follower.sweep()
    desk = DeskFolder(data_dir, resolve=False)
    desk.refresh()
    [assignment] = desk.pending_assignments()
    record = MatchRecord.new(
        players=assignment.players,
        race_to=assignment.race_to,
        event=assignment.event,
        round=assignment.round,
        table=assignment.table,
    )
    store = Store(data_dir, durable=False)
    try:
        with (
            events(server, "/api/v1/events?tournaments=1") as board,
            events(server, f"/api/v1/events?tournament={KEY}") as bracket,
        ):
            for stream in (board, bracket):
                assert stream.next().kind == "reset"
                stream.next()
            store.save(record)  # started at the table: no longer called
            follower.sweep()
            assert board.next_of("tournament_queue").data["calling"] == []
            box = bracket.next_of("tournament").data["sections"][0]["columns"][0]["boxes"][0]
            assert box["state"] == "playing"
            record.append(Shot(pocketed={9}))  # the 9 on the break: a frame to the breaker
            store.save(record)
            follower.sweep()
            box = bracket.next_of("tournament").data["sections"][0]["columns"][0]["boxes"][0]
            assert [line["racks"] for line in box["players"]] == [1, 0]
            with pytest.raises(TimeoutError):
                board.next_of("tournament_queue", timeout=0.6)
    finally:
        store.close()


def test_a_folder_of_countless_names_is_looked_at_up_to_its_limit(
    data_dir: Path, hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournaments_module, "MAX_NAMES", 10)
    text = draw(data_dir).to_json().encode()
    folder = data_dir / "tournaments"
    for number in range(39):
        (folder / f"cup-{number:02}.json").write_bytes(text)
    TournamentFollower(data_dir, hub).sweep()
    _, followed = hub.tournaments()
    assert len(followed) == 10  # of 40: the first ten names the folder gave


def test_every_answer_and_event_is_what_the_published_schema_says(
    data_dir: Path, follower: TournamentFollower, server: FeedServer
) -> None:
    draw(data_dir)
    call(data_dir, ("1",))
    follower.sweep()
    for lang in ("en", "ru"):
        validate(get_json(server, f"/api/v1/tournaments?lang={lang}")[1], "TournamentList")
        validate(get_json(server, f"/api/v1/tournaments/{KEY}?lang={lang}")[1], "TournamentState")
    with (
        events(server, "/api/v1/events?tournaments=1") as board,
        events(server, f"/api/v1/events?tournament={KEY}") as bracket,
    ):
        validate(board.next_of("tournament_queue").data, "TournamentSummary")
        validate(bracket.next_of("tournament").data, "TournamentState")
        (data_dir / "tournaments" / f"{KEY}.json").unlink()
        follower.sweep()
        validate(board.next_of("tournament_gone").data, "TournamentGone")


def test_a_running_folder_follower_follows_its_tournaments_too(
    data_dir: Path, hub: Hub, server: FeedServer
) -> None:
    """As the desk window's room board runs it: the board has the calls with no more wiring."""
    follower = FolderFollower(data_dir, hub)
    with events(server, "/api/v1/events?tournaments=1") as board:
        assert board.next().kind == "reset"
        follower.start()
        try:
            draw(data_dir)
            call(data_dir, ("4",))
            queued = board.next_of("tournament_queue", timeout=5).data
            while not queued["calling"]:
                queued = board.next_of("tournament_queue", timeout=5).data
            assert queued["calling"][0]["table"] == "4"
        finally:
            follower.stop()
    assert FolderFollower(data_dir, Hub(), tournaments=False).tournaments is None


def test_a_file_touched_but_not_changed_is_not_parsed_again(
    data_dir: Path, follower: TournamentFollower, hub: Hub, monkeypatch: pytest.MonkeyPatch
) -> None:
    draw(data_dir)
    follower.sweep()
    parsed: list[bytes] = []
    real = tournaments_module.Tournament.from_json

    def counted(data: bytes) -> object:
        parsed.append(data)
        return real(data)

    monkeypatch.setattr(tournaments_module.Tournament, "from_json", staticmethod(counted))
    path = data_dir / "tournaments" / f"{KEY}.json"
    good = path.read_bytes()
    later = path.stat().st_mtime_ns + 5_000_000_000
    os.utime(path, ns=(later, later))  # a sync or a copy touched it, the same bytes
    assert follower.sweep() == 0
    assert parsed == []
    path.write_bytes(good[: len(good) // 2])  # damaged, then mended to the same bytes
    assert follower.sweep() == 0
    path.write_bytes(good)
    assert follower.sweep() == 0
    assert len(parsed) == 1  # the damaged one only: the mended bytes are the ones it holds
    live = hub.tournament(KEY)
    assert live is not None and live.view.facts.played == 0
