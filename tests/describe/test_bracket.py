"""The one presenter of a tournament's bracket: what every view (desk window, /bracket, paper,
spectator screen) shows of each match, of the calls and of the standings."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ninescore.describe.bracket import BoxState, TableProgress, bracket_view, players_line
from ninescore.tournament import Entrant, Format, Tournament

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor"]


def _double(names: list[str] = NAMES) -> Tournament:
    return Tournament.draw(
        name="Club Open",
        entrants=[Entrant(n) for n in names],
        format=Format.DOUBLE_ELIMINATION,
        races=5,
    )


def test_every_match_is_one_box_and_the_winners_lines_make_a_tree() -> None:
    tournament = _double()
    view = bracket_view(tournament)
    ids = [box.match_id for s in view.sections for c in s.columns for box in c.boxes]
    assert sorted(ids) == [m.id for m in tournament.matches()]
    assert [s.title for s in view.sections] == ["Winners' side", "Losers' side", "Final"]
    # Every match but the last race is fed forward; nothing feeds backwards.
    for box in (view.box(i) for i in ids):
        if box.winner_to is not None:
            assert box.winner_to > box.match_id
        if box.loser_to is not None:
            assert view.box(box.loser_to).stage in ("losers", "final")
    last = max(ids)
    assert view.box(last).winner_to is None
    assert sum(1 for i in ids if view.box(i).winner_to is None) == 1


def test_unknown_players_say_where_they_come_from() -> None:
    view = bracket_view(_double())
    lines = {
        line.text for s in view.sections for c in s.columns for b in c.boxes for line in b.players
    }
    assert "Winner of #2" in lines and "Loser of #3" in lines
    waiting = [
        b for s in view.sections for c in s.columns for b in c.boxes if b.state is BoxState.WAITING
    ]
    assert waiting and all(b.status == "waiting for its players" for b in waiting)
    assert all(
        not line.known
        for b in waiting
        for line in b.players
        if line.text.startswith(("Winner", "Loser"))
    )


def test_a_call_a_match_in_play_and_a_result_each_say_so() -> None:
    tournament = _double()
    first, second = tournament.ready()
    tournament.record_result(first.id, first.players[1] or "", score=(3, 5))
    view = bracket_view(
        tournament,
        {second.id: TableProgress("4"), first.id: TableProgress("7", started=True, score=(1, 1))},
    )
    done = view.box(first.id)
    assert done.state is BoxState.DONE
    assert done.status == f"3 : 5, {first.players[1]} wins"
    assert [line.racks for line in done.players] == [3, 5]
    assert [line.won for line in done.players] == [False, True]
    # A table's word on a match already decided changes nothing.
    assert "Table 7" not in done.status
    called = view.box(second.id)
    assert called.state is BoxState.CALLED and called.status == "called to Table 4"
    assert [line.text for line in view.now_calling] == [
        f"Now calling: Table 4 — {second.players[0]} v {second.players[1]}"
    ]
    assert view.next_at_table("4") == view.now_calling[0]
    assert view.next_at_table("5") is None
    # The match the first's winner goes on to is ready and not called: up next.
    assert [line.match_id for line in view.up_next] == [
        m.id for m in tournament.ready() if m.id != second.id
    ]


def test_a_match_in_play_shows_the_tables_score_in_the_brackets_order() -> None:
    tournament = _double()
    match = tournament.ready()[0]
    view = bracket_view(tournament, {match.id: TableProgress("TV", started=True, score=(2, 4))})
    box = view.box(match.id)
    assert box.state is BoxState.PLAYING
    assert box.status == "playing at TV, 2 : 4"
    assert [line.racks for line in box.players] == [2, 4]
    assert view.now_calling == ()


def test_a_forfeit_and_the_hot_seat_are_marked() -> None:
    names = ["Anna", "Boris", "Vera", "Gleb"]
    tournament = _double(names)
    while tournament.hot_seat is None:
        match = next(m for m in tournament.ready() if m.stage == "winners")
        winner = match.players[0] or ""
        tournament.record_result(match.id, winner, forfeit=True)
    view = bracket_view(tournament)
    forfeits = [b for s in view.sections for c in s.columns for b in c.boxes if b.forfeit]
    assert forfeits and all(b.status.endswith("wins by forfeit") for b in forfeits)
    assert (
        view.hot_seat == f"In the hot seat, unbeaten, waiting for the final: {tournament.hot_seat}"
    )
    final = next(s for s in view.sections if s.stage == "final")
    seated = [line for c in final.columns for b in c.boxes for line in b.players if line.hot_seat]
    assert [line.text for line in seated] == [tournament.hot_seat]


def test_groups_show_their_tables_and_the_knockout_takes_places() -> None:
    tournament = Tournament.draw(
        name="Groups",
        entrants=[Entrant(n) for n in ["A", "B", "C", "D", "E", "F", "G", "H"]],
        format=Format.GROUPS,
        races=3,
        groups=2,
        advance=2,
    )
    view = bracket_view(tournament)
    titles = [s.title for s in view.sections]
    assert titles[:2] == ["Group A", "Group B"] and "Knockout" in titles
    group = view.sections[0]
    assert sorted(row.name for row in group.table) == sorted(tournament.groups[0])
    knockout = next(s for s in view.sections if s.title == "Knockout")
    first_box = knockout.columns[0].boxes[0]
    assert first_box.players[0].text == "No. 1 of group A"


def test_standings_share_places_in_words() -> None:
    tournament = _double()
    view = bracket_view(tournament)
    assert {s.place_text for s in view.standings} == {"1–6"}
    first, second = (line.text for line in view.box(1).players)
    assert players_line(view.box(1)) == f"{first} – {second}"


def test_the_bracket_speaks_russian(russian: QApplication) -> None:
    tournament = _double()
    match = tournament.ready()[0]
    view = bracket_view(tournament, {match.id: TableProgress("4")})
    assert view.sections[0].title != "Winners' side"
    assert view.box(match.id).status != "called to Table 4"
    assert "4" in view.box(match.id).status
    unknown = next(
        line for b in (view.box(i) for i in range(1, 11)) for line in b.players if not line.known
    )
    assert not unknown.text.startswith(("Winner", "Loser"))


@pytest.mark.parametrize("count", [2, 3, 17, 64])
def test_any_size_has_one_box_per_match(count: int) -> None:
    tournament = _double([f"P{i}" for i in range(count)])
    view = bracket_view(tournament)
    assert sum(len(c.boxes) for s in view.sections for c in s.columns) == len(tournament.matches())
