"""``ninescore tournament``: a tournament run through the command line and its file, exactly as
the engine runs it."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path

import pytest

from ninescore import cli
from ninescore.records import tournaments as files
from ninescore.tournament import Entrant, Format, Tournament


def ninescore(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = cli.main(["--lang", "en", "tournament", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_double_elimination_of_64_with_corrections_and_forfeits_ends_as_the_engine_does(
    data_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    names = [f"Игрок {number:02}" for number in range(1, 65)]
    players = tmp_path / "players.txt"
    players.write_text("\n".join(names) + "\n", encoding="utf-8")
    status, out, _ = ninescore(
        capsys,
        "new", "Spring Open", "--format", "double", "--players", str(players), "--seed", "26",
        "--race", "5", "--losers-race", "4", "--final-race", "7",
    )  # fmt: skip
    assert status == 0 and "spring-open.json" in out
    engine = Tournament.draw(
        name="Spring Open",
        entrants=[Entrant(name) for name in names],
        format=Format.DOUBLE_ELIMINATION,
        seed=26,
        races={"winners": 5, "losers": 4, "final": 7},
        final="true_double",
    )
    rng = random.Random(64)
    corrections = forfeits = 0
    while not engine.is_over:
        match = rng.choice(engine.ready())
        winner = match.players[rng.randrange(2)]
        assert winner is not None
        if rng.random() < 0.1:
            engine.record_result(match.id, winner, forfeit=True)
            arguments = [str(match.id), winner, "forfeit"]
            forfeits += 1
        else:
            loser_racks = rng.randrange(match.race_to[0] - 1)
            engine.record_result(match.id, winner, (match.race_to[0], loser_racks))
            arguments = [str(match.id), winner, f"{match.race_to[0]}-{loser_racks}"]
        status, out, err = ninescore(capsys, "result", "Spring Open", *arguments, "--table", "2")
        assert (status, err) == (0, ""), err
        assert f"match {match.id}" in out
        if rng.random() < 0.15:
            # A correction: the desk takes the result back and enters the other winner.
            engine.undo_result(match.id)
            assert ninescore(capsys, "undo", "Spring Open", str(match.id))[0] == 0
            other = match.players[1 - match.players.index(winner)]
            assert other is not None
            engine.record_result(match.id, other, forfeit=True)
            assert ninescore(capsys, "result", "Spring Open", str(match.id), other, "ff")[0] == 0
            corrections += 1
        if rng.random() < 0.2:
            assert files.load(data_dir, "Spring Open").ready() == engine.ready()
    assert corrections and forfeits
    saved = files.load(data_dir, "spring-open")

    def played(tournament: Tournament) -> list[object]:
        return [
            (m.id, m.players, m.winner, m.result and m.result.score) for m in tournament.matches()
        ]

    assert played(saved) == played(engine)
    assert saved.standings() == engine.standings() and saved.champion == engine.champion
    status, out, _ = ninescore(capsys, "export", "Spring Open", "--csv", "-", "--what", "standings")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [(int(row["place"]), row["name"]) for row in rows] == engine.standings()
    assert {row["place"] + "-" + row["place_to"] for row in rows} >= {"1-1", "2-2", "3-3", "4-4"}
    status, out, _ = ninescore(capsys, "show", "Spring Open", "--json")
    shown = json.loads(out)
    assert shown["champion"] == engine.champion and shown["over"] is True
    assert [(s["place"], s["name"]) for s in shown["standings"]] == engine.standings()


def test_new_show_result_undo_and_export_say_what_they_did(
    data_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    challonge = tmp_path / "participants.csv"
    challonge.write_text(
        "Seed,Name,Username,Email,Misc,Checked In\n"
        "1,Anna,anna1,,Cue Club,true\n2,Boris,,,,false\n3,Vera,,,,\n4,Gleb,,,,\n",
        encoding="utf-8",
    )
    status, out, _ = ninescore(
        capsys, "new", "Club Open", "--format", "single", "--players", str(challonge)
    )
    assert status == 0 and "4 entrants" in out
    tournament = files.load(data_dir, "Club Open")
    assert tournament.entrant("Anna").club == "Cue Club" and tournament.entrant("Anna").checked_in
    status, out, _ = ninescore(capsys, "show", "Club Open")
    assert "Anna – Gleb, race to 7" in out and "To call now: 2 matches" in out
    assert ninescore(capsys, "result", "Club Open", "1", "Anna", "7-3")[0] == 0
    assert ninescore(capsys, "result", "Club Open", "2", "Vera", "7:5")[0] == 0
    status, out, _ = ninescore(capsys, "result", "Club Open", "3", "Anna", "7-6")
    assert status == 0 and "the champion is Anna" in out
    status, _, err = ninescore(capsys, "undo", "Club Open", "1")
    assert status == 1 and "undo match 3 first" in err
    status, _, err = ninescore(capsys, "result", "Club Open", "3", "Anna", "seven")
    assert status == 2 and "'seven' is not a score" in err
    status, _, err = ninescore(capsys, "undo", "Club Open", "x")
    assert status == 2 and "'x' is not a match number" in err
    status, _, err = ninescore(capsys, "result", "Club Open", "x", "Anna", "7-1")
    assert status == 2
    status, _, err = ninescore(capsys, "result", "Club Open", "9", "Anna", "7-1")
    assert status == 1 and "no match 9" in err
    results = tmp_path / "results.csv"
    status, out, _ = ninescore(capsys, "export", "Club Open", "--csv", str(results))
    assert status == 0 and "3 rows" in out
    rows = list(csv.DictReader(io.StringIO(results.read_text(encoding="utf-8"))))
    assert rows[0] | {"started": "", "ended": ""} == {
        "match": "1", "stage": "winners", "round": "1", "table": "", "player1": "Anna",
        "player2": "Gleb", "racks1": "7", "racks2": "3", "winner": "Anna", "forfeit": "no",
        "started": "", "ended": "",
    }  # fmt: skip
    status, _, err = ninescore(capsys, "export", "Club Open", "--csv", str(tmp_path))
    assert status == 1 and "folder" in err
    status, _, err = ninescore(
        capsys, "new", "club open", "--format", "double", "--player", "A", "--player", "B"
    )
    assert status == 1 and "already kept" in err
    status, _, err = ninescore(capsys, "show", "Nothing Here")
    assert status == 1 and "no tournament file" in err


def test_groups_with_a_knockout_from_the_command_line(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = [argument for n in range(1, 9) for argument in ("--player", f"P{n}")]
    status, out, err = ninescore(
        capsys, "new", "Leagues", "--format", "round-robin", "--groups", "2", "--advance", "2",
        "--race", "3", *arguments,
    )  # fmt: skip
    assert status == 0, err
    tournament = files.load(data_dir, "Leagues")
    assert tournament.format is Format.GROUPS and len(tournament.groups) == 2
    status, out, _ = ninescore(capsys, "show", "Leagues")
    assert "Group A" in out and "Group B" in out and "head-to-head" in out


def test_the_russian_words_are_complete(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = [argument for n in range(1, 4) for argument in ("--player", f"P{n}")]
    assert ninescore(capsys, "new", "Кубок", "--format", "double", *players)[0] == 0
    capsys.readouterr()
    assert cli.main(["--lang", "ru", "tournament", "show", "Кубок"]) == 0
    out = capsys.readouterr().out
    assert "Winners" not in out and "Сетка победителей" in out


def test_show_names_the_hot_seat_until_the_final_is_decided(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = ["--player", "Anna", "--player", "Boris", "--race", "3"]
    assert ninescore(capsys, "new", "Duel", "--format", "double", *players)[0] == 0
    assert ninescore(capsys, "result", "Duel", "1", "Anna", "3-1")[0] == 0
    out = ninescore(capsys, "show", "Duel")[1]
    assert "In the hot seat, unbeaten, waiting for the final: Anna" in out
    assert ninescore(capsys, "result", "Duel", "2", "Anna", "3-2")[0] == 0
    out = ninescore(capsys, "show", "Duel")[1]
    assert "hot seat, unbeaten" not in out and "Final standings (champion: Anna)" in out


def test_the_global_options_may_follow_the_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "elsewhere"
    arguments = ["--player", "A", "--player", "B", "--data-dir", str(folder)]
    assert ninescore(capsys, "new", "Pair", "--format", "single", *arguments)[0] == 0
    assert (folder / "tournaments" / "pair.json").is_file()
    status, out, _ = ninescore(capsys, "show", "Pair", "--data-dir", str(folder), "--lang", "ru")
    assert status == 0 and "олимпийская система" in out
