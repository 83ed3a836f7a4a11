"""The caller's tournaments kept between calls: the same object while its file is the same, the
file read again once anyone wrote it, never one object for two calls at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.desk.loaded import LoadedTournaments
from ninescore.records import tournaments as files
from ninescore.tournament import Entrant, Format, Tournament

NAME = "Kept Cup"


def _saved(data_dir: Path) -> Tournament:
    players = [Entrant(name) for name in ("Anna", "Boris", "Vera", "Gleb")]
    tournament = Tournament.draw(NAME, players, Format.SINGLE_ELIMINATION, seed=1, races=2)
    files.save(data_dir, tournament, new=True)
    return tournament


def test_a_tournament_given_back_is_the_next_calls_while_its_file_is_the_same(
    tmp_path: Path,
) -> None:
    _saved(tmp_path)
    kept = LoadedTournaments()
    first, signature = kept.take(tmp_path, NAME)
    # Taken and not given back: the next call reads its own, never shares this one.
    second, _ = kept.take(tmp_path, NAME)
    assert second is not first and second == first
    kept.give_back(tmp_path, NAME, first, signature)
    again, _ = kept.take(tmp_path, NAME)
    assert again is first


def test_a_tournament_written_by_anyone_since_is_read_again(tmp_path: Path) -> None:
    _saved(tmp_path)
    kept = LoadedTournaments()
    first, signature = kept.take(tmp_path, NAME)
    kept.give_back(tmp_path, NAME, first, signature)
    # `ninescore tournament result` in another process: the file is replaced.
    elsewhere = files.load(tmp_path, NAME)
    (match, *_) = elsewhere.ready()
    winner = match.players[0]
    assert winner is not None
    elsewhere.record_result(match.id, winner, (2, 0))
    files.save(tmp_path, elsewhere)
    now, _ = kept.take(tmp_path, NAME)
    assert now is not first
    assert now.match(match.id).result == elsewhere.match(match.id).result is not None


def test_a_tournament_file_that_went_is_not_kept(tmp_path: Path) -> None:
    _saved(tmp_path)
    kept = LoadedTournaments()
    first, signature = kept.take(tmp_path, NAME)
    kept.give_back(tmp_path, NAME, first, signature)
    files.path_of(tmp_path, NAME).unlink()
    with pytest.raises(files.TournamentFileError, match=r"kept-cup\.json"):
        kept.take(tmp_path, NAME)
