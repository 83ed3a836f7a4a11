"""Every refusal of the engine shows the bad input, and leaves the tournament as it was."""

from __future__ import annotations

import json
import random

import pytest

from ninescore.rules import limits
from ninescore.tournament import (
    AlreadyPlayed,
    ConfigurationError,
    DuplicateEntrant,
    Entrant,
    Format,
    InvalidEntrant,
    InvalidScore,
    InvalidTournamentFile,
    NotAPlayer,
    NotPlayed,
    NotReady,
    ResultBlocked,
    Tournament,
    TournamentError,
    UnknownEntrant,
    UnknownMatch,
)
from ninescore.tournament.entrants import MAX_ENTRANTS, check_entrants
from ninescore.tournament.seeding import _below, seeding_order

from .helpers import draw, field_of


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({"name": 7}, "name"),
        ({"name": "   "}, "name"),
        ({"name": "x" * (limits.MAX_NAME_LENGTH + 1)}, "name"),
        ({"name": "bad\ud800"}, "name"),
        ({"name": "Anna", "seed": 0}, "seed"),
        ({"name": "Anna", "seed": True}, "seed"),
        ({"name": "Anna", "seed": "1"}, "seed"),
        ({"name": "Anna", "club": 3}, "club"),
        ({"name": "Anna", "club": "c" * (limits.MAX_TEXT_LENGTH + 1)}, "club"),
        ({"name": "Anna", "rating": float("nan")}, "rating"),
        ({"name": "Anna", "rating": True}, "rating"),
        ({"name": "Anna", "rating": "600"}, "rating"),
        ({"name": "Anna", "rating": 10**7}, "rating"),
        ({"name": "Anna", "checked_in": "yes"}, "checked_in"),
    ],
)
def test_an_entrant_no_player_could_be_is_refused_naming_the_field(
    arguments: dict[str, object], field: str
) -> None:
    with pytest.raises(InvalidEntrant) as refusal:
        Entrant(**arguments)  # type: ignore[arg-type]
    assert refusal.value.field == field


def test_a_field_with_a_name_or_a_seed_twice_or_not_entrants_is_refused() -> None:
    with pytest.raises(DuplicateEntrant, match="twice"):
        check_entrants([Entrant("Anna", seed=1), Entrant("Boris", seed=1)])
    with pytest.raises(InvalidEntrant):
        check_entrants(["Anna"])  # type: ignore[list-item]
    with pytest.raises(InvalidEntrant, match=str(MAX_ENTRANTS)):
        check_entrants(field_of(MAX_ENTRANTS + 1))


def test_seeds_beyond_the_field_keep_their_order_after_the_others() -> None:
    order = seeding_order([Entrant("A", seed=9), Entrant("B"), Entrant("C", seed=5)])
    assert [entrant.name for entrant in order] == ["B", "C", "A"]


def test_seeding_by_rating_with_a_draw_shuffles_only_equal_ratings() -> None:
    field = [Entrant(f"P{n}", rating=500 + 100 * (n // 3)) for n in range(9)] + [Entrant("None")]
    order = [entrant.name for entrant in seeding_order(field, seed=3, by_rating=True)]
    assert set(order[:3]) == {"P6", "P7", "P8"} and set(order[3:6]) == {"P3", "P4", "P5"}
    assert order[-1] == "None"
    assert order == [entrant.name for entrant in seeding_order(field, seed=3, by_rating=True)]


def test_the_draw_takes_32_bits_again_when_they_would_favour_small_numbers() -> None:
    values = iter([2**32 - 1, 7])

    class Rigged(random.Random):
        def getrandbits(self, k: int, /) -> int:
            return next(values)

    assert _below(Rigged(), 3) == 1


@pytest.mark.parametrize(
    ("options", "setting"),
    [
        ({"entrants": field_of(1)}, "entrants"),
        ({"final": "double"}, "final"),
        ({"format": "swiss"}, "format"),
        ({"seed": 1.5}, "seed"),
        ({"seed": True}, "seed"),
        ({"races": 0}, "races"),
        ({"races": {"winners": 1000}}, "races['winners']"),
        ({"races": {"semis": 5}}, "races"),
        ({"races": {"losers": 5}}, "races"),
        ({"name": ""}, "name"),
        ({"name": 5}, "name"),
        ({"format": Format.ROUND_ROBIN, "entrants": field_of(300)}, "entrants"),
        ({"format": Format.GROUPS, "groups": 5}, "groups"),
        ({"format": Format.GROUPS, "groups": "2"}, "groups"),
        ({"format": Format.GROUPS, "groups": 1, "advance": 1}, "advance"),
        ({"format": Format.GROUPS, "groups": 2, "advance": 5}, "advance"),
        ({"format": Format.GROUPS, "entrants": field_of(600), "groups": 2}, "groups"),
        ({"format": Format.SINGLE_ELIMINATION, "groups": 2}, "groups"),
        ({"handicaps": {("Player 001", "Player 001"): (5, 3)}}, "handicaps"),
        ({"handicaps": {("Player 001", "Player 002"): (5, 0)}}, "handicaps"),
    ],
)
def test_a_draw_that_cannot_be_made_names_its_setting(
    options: dict[str, object], setting: str
) -> None:
    arguments: dict[str, object] = {"name": "Open", "entrants": field_of(8)} | options
    with pytest.raises(ConfigurationError) as refusal:
        Tournament.draw(**arguments)  # type: ignore[arg-type]
    assert refusal.value.setting == setting


def test_a_handicap_for_someone_not_entered_is_refused() -> None:
    with pytest.raises(UnknownEntrant, match="Nobody"):
        draw(4, Format.SINGLE_ELIMINATION, handicaps={("Player 001", "Nobody"): (5, 3)})


def test_a_handicap_is_the_race_of_its_pair_in_either_order() -> None:
    tournament = draw(
        4,
        Format.SINGLE_ELIMINATION,
        races=5,
        handicaps={("Player 004", "Player 001"): (3, 7), ("Player 002", "Player 003"): (6, 4)},
    )
    first, second = tournament.ready()
    assert (first.players, first.race_to) == (("Player 001", "Player 004"), (7, 3))
    assert (second.players, second.race_to) == (("Player 002", "Player 003"), (6, 4))
    tournament.record_result(first.id, "Player 004", score=(2, 3))
    assert tournament.match(first.id).result.score == (2, 3)  # type: ignore[union-attr]
    reloaded = Tournament.from_json(tournament.to_json())
    assert reloaded.matches() == tournament.matches()


def test_results_that_cannot_be_are_refused_and_change_nothing() -> None:
    tournament = draw(4, Format.DOUBLE_ELIMINATION, races=5)
    before = tournament.to_json()
    first = tournament.ready()[0]
    for wrong, error in [
        (lambda: tournament.record_result(99, "Player 001", (5, 0)), UnknownMatch),
        (lambda: tournament.record_result(True, "Player 001", (5, 0)), UnknownMatch),  # type: ignore[arg-type]
        (lambda: tournament.record_result(first.id, "Player 002", (5, 0)), NotAPlayer),
        (lambda: tournament.record_result(first.id, "Player 001", (5, 5)), InvalidScore),
        (lambda: tournament.record_result(first.id, "Player 001", (4, 3)), InvalidScore),
        (lambda: tournament.record_result(first.id, "Player 001", "5-0"), InvalidScore),  # type: ignore[arg-type]
        (lambda: tournament.record_result(first.id, "Player 001", (5, True)), InvalidScore),
        (lambda: tournament.record_result(first.id, "Player 001"), InvalidScore),
        (
            lambda: tournament.record_result(first.id, "Player 001", (5, 0), forfeit=True),
            InvalidScore,
        ),
        (
            lambda: tournament.record_result(first.id, "Player 001", forfeit=1),  # type: ignore[arg-type]
            InvalidScore,
        ),
        (
            lambda: tournament.record_result(first.id, "Player 001", (5, 0), table="t" * 300),
            ConfigurationError,
        ),
        (
            lambda: tournament.record_result(first.id, "Player 001", (5, 0), started="\ud800"),
            ConfigurationError,
        ),
        (lambda: tournament.record_result(len(tournament.matches()), "x", (5, 0)), NotReady),
        (lambda: tournament.undo_result(first.id), NotPlayed),
        (lambda: tournament.entrant("Nobody"), UnknownEntrant),
        (lambda: tournament.check_in("Nobody"), UnknownEntrant),
        (lambda: tournament.group_table(0), TournamentError),
    ]:
        with pytest.raises(error):
            wrong()
        assert tournament.to_json() == before
    tournament.record_result(first.id, "Player 001", (5, 0))
    with pytest.raises(AlreadyPlayed):
        tournament.record_result(first.id, "Player 001", (5, 0))


def test_a_score_written_winner_first_is_read_in_the_match_order() -> None:
    tournament = draw(2, Format.SINGLE_ELIMINATION, races=5)
    tournament.record_result(1, "Player 002", score=(5, 2))
    assert tournament.match(1).result.score == (2, 5)  # type: ignore[union-attr]


def test_undo_is_refused_while_a_match_it_feeds_has_a_result_and_names_that_match() -> None:
    tournament = draw(4, Format.DOUBLE_ELIMINATION, races=2)
    tournament.record_result(1, "Player 001", (2, 0))
    tournament.record_result(2, "Player 002", (2, 0))
    winners_final = next(m for m in tournament.ready() if m.stage == "winners")
    tournament.record_result(winners_final.id, "Player 001", (2, 1))
    with pytest.raises(ResultBlocked) as refusal:
        tournament.undo_result(1)
    assert (refusal.value.match_id, refusal.value.blocking_id) == (1, winners_final.id)
    assert "match 1" in str(refusal.value) and f"match {winners_final.id}" in str(refusal.value)


def test_a_hot_seat_that_loses_the_first_race_plays_a_second_and_undo_goes_back() -> None:
    tournament = draw(2, Format.DOUBLE_ELIMINATION, races=2)
    assert tournament.hot_seat is None
    tournament.record_result(1, "Player 001", (2, 0))
    assert tournament.hot_seat == "Player 001"
    assert draw(4, Format.SINGLE_ELIMINATION).hot_seat is None
    first_race = tournament.ready()[0]
    assert (first_race.stage, first_race.round) == ("final", 1)
    tournament.record_result(first_race.id, "Player 002", (0, 2))
    assert not tournament.is_over and tournament.champion is None
    second_race = tournament.ready()[0]
    assert second_race.players == ("Player 001", "Player 002") and second_race.round == 2
    assert tournament.standings() == [(1, "Player 001"), (1, "Player 002")]
    tournament.record_result(second_race.id, "Player 002", (1, 2))
    assert tournament.champion == "Player 002"
    assert tournament.standings() == [(1, "Player 002"), (2, "Player 001")]
    with pytest.raises(ResultBlocked):
        tournament.undo_result(first_race.id)
    tournament.undo_result(second_race.id)
    tournament.undo_result(first_race.id)
    tournament.record_result(first_race.id, "Player 001", (2, 1))
    assert tournament.champion == "Player 001"
    assert tournament.match(second_race.id).players == (None, None)
    assert not tournament.is_playable(second_race.id)
    tournament.undo_result(first_race.id)
    assert tournament.standings() == [(1, "Player 001"), (1, "Player 002")]


def test_check_in_is_kept_in_the_file() -> None:
    tournament = draw(3, Format.SINGLE_ELIMINATION)
    tournament.check_in("Player 002")
    assert tournament.entrant("Player 002").checked_in
    tournament.check_in("Player 002", present=False)
    tournament.check_in("Player 003")
    reloaded = Tournament.from_json(tournament.to_json())
    assert [e.checked_in for e in reloaded.entrants] == [False, False, True]
    assert (reloaded.name, reloaded.format) == ("Club Open", Format.SINGLE_ELIMINATION)
    assert reloaded == tournament and reloaded != tournament.to_json()
    assert "3 entrants, 0 of 2 matches played" in repr(reloaded)


def _file(**changes: object) -> str:
    tournament = draw(
        4, Format.SINGLE_ELIMINATION, handicaps={("Player 001", "Player 004"): (3, 2)}
    )
    tournament.record_result(1, "Player 001", (3, 0))
    data = json.loads(tournament.to_json())
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        b"\xff\xfe",
        "[" * 100_000,
        "[1, 2]",
        _file(format="something else"),
        _file(version=2),
        _file(draw=...),
        _file(draw={"seed": "7"}),
        _file(kind="swiss"),
        _file(entrants=[1]),
        _file(entrants=[{"seed": 1}]),
        _file(entrants=[{"name": "A"}, {"name": "a"}]),
        _file(handicaps=[3]),
        _file(handicaps=[{"players": ["Player 001"], "race_to": [1, 2]}]),
        _file(races="7"),
        _file(groups=True),
        _file(results=[5]),
        _file(results=[{"match": 1, "winner": "Nobody", "score": [3, 0]}]),
        _file(results=[{"match": "1", "winner": "Player 001", "score": [3, 0]}]),
        _file(final=None),
    ],
)
def test_a_file_that_is_not_a_tournament_is_refused_in_one_sentence(text: str | bytes) -> None:
    with pytest.raises(InvalidTournamentFile) as refusal:
        Tournament.from_json(text)
    assert "\n" not in str(refusal.value)
