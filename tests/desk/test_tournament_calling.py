"""The desk without a window: ``ninescore tournament call`` over real files, each table a real
process that takes its assignment and writes its match as the scoring window does."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from ninescore import cli
from ninescore.desk import DeskFolder
from ninescore.desk.calling import bracket_match_of
from ninescore.records import demo
from ninescore.records import tournaments as files
from ninescore.records.record import format_time
from ninescore.records.store import Store
from ninescore.tournament import ResultBlocked, Tournament

TABLE = Path(__file__).with_name("table_sim.py")
NAME = "Spring Open"
KEY = "spring-open"


def ninescore(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = cli.main(["--lang", "en", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def call(capsys: pytest.CaptureFixture[str], *options: str) -> tuple[str, str]:
    status, out, err = ninescore(capsys, "tournament", "call", NAME, "--tables", "1-4", *options)
    assert status == 0, err
    return out, err


def play_tables(data_dir: Path, tables: list[str], seed: int, *flags: str) -> None:
    """Each table with an assignment plays it, all at once, each in its own process."""
    processes = [
        subprocess.Popen(
            [sys.executable, str(TABLE), str(data_dir), table, str(seed + index), *flags],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for index, table in enumerate(tables)
    ]
    for process in processes:
        out, err = process.communicate(timeout=60)
        assert process.returncode == 0, err
        assert out.strip(), "the table found no assignment"


def waiting_tables(data_dir: Path) -> list[str]:
    desk = DeskFolder(data_dir, resolve=False)
    desk.refresh()
    return sorted({a.table for a in desk.pending_assignments()})


def new_tournament(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], count: int, *more: str
) -> None:
    players = tmp_path / "players.csv"
    rows = [f"Игрок {number:02},yes" for number in range(1, count + 1)]
    players.write_text("Name,Checked in\n" + "\n".join(rows) + "\n", encoding="utf-8")
    status, _, err = ninescore(
        capsys, "tournament", "new", NAME, "--players", str(players), "--race", "2", *more
    )
    assert status == 0, err


def test_a_double_elimination_of_16_on_4_tables_ends_with_the_engines_standings(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    new_tournament(data_dir, tmp_path, capsys, 16, "--format", "double", "--seed", "27")
    out, _ = call(capsys)
    assert out.count("Called match") == 4  # 8 ready, 4 tables
    assert "0 results taken in, 4 matches called." in out
    status, shown, _ = ninescore(capsys, "desk", "--text")
    assert status == 0
    assert "Now calling: Table 1 — " in shown and "Now calling: Table 4 — " in shown
    assert shown.count("Up next: ") == 4
    rng = random.Random(27)
    forfeit: tuple[int, str] | None = None
    correction: tuple[int, str, tuple[int, int]] | None = None
    rounds = 0
    while not files.load(data_dir, NAME).is_over:
        rounds += 1
        assert rounds < 40, "the tournament does not move"
        tables = waiting_tables(data_dir)
        assert tables, "nothing called and the tournament is not over"
        if forfeit is None and rounds == 3:
            # A called player is not there: the caller lists the call; a person gives the forfeit.
            absent_table = tables.pop()
            desk = DeskFolder(data_dir, resolve=False)
            desk.refresh()
            (assignment,) = desk.pending_assignments(absent_table)
            number = bracket_match_of(assignment, KEY)
            assert number is not None
            out, _ = call(capsys, "--late", "0")
            assert f"Match {number} at Table {absent_table} (" in out
            assert "has not started" in out
            winner = assignment.players[0]
            status, _, err = ninescore(
                capsys, "tournament", "result", NAME, str(number), winner, "forfeit"
            )
            assert status == 0, err
            forfeit = (number, winner)
        play_tables(data_dir, tables, rng.randrange(10_000))
        out, err = call(capsys)
        assert not err, err  # no conflict in a day that went right
        if forfeit is not None and rounds == 3:
            assert f"Took back the call of match {forfeit[0]} from Table " in out
        if correction is None and rounds >= 4 and "Result of match" in out:
            # The desk corrects a result the table sent: undone, and given again the other way.
            tournament = files.load(data_dir, NAME)
            taken = [
                m for m in tournament.matches() if m.result is not None and not m.result.forfeit
            ]
            fixable = next(m for m in reversed(taken) if _undoable(tournament, m.id))
            status, _, err = ninescore(capsys, "tournament", "undo", NAME, str(fixable.id))
            assert status == 0, err
            loser = fixable.loser
            assert loser is not None
            race = fixable.race_to[0]
            status, _, err = ninescore(
                capsys, "tournament", "result", NAME, str(fixable.id), loser, f"{race}-0"
            )
            assert status == 0, err
            correction = (fixable.id, loser, (race, 0))
            out, err = call(capsys)  # the calls naming the old winner are taken back
            assert not err, err
    assert forfeit is not None and correction is not None
    final = files.load(data_dir, NAME)
    # The engine's standings for the same results: the tables' files, the forfeit and the
    # correction, recorded in whatever order they can be.
    engine = Tournament.from_json(files.path_of(data_dir, NAME).read_bytes())
    expected = _from_the_files(data_dir, engine, forfeit, correction)
    assert final.standings() == expected.standings()
    assert final.champion == expected.champion is not None
    for match in final.matches():
        if match.result is not None:
            assert match.result == expected.match(match.id).result


def _from_the_files(
    data_dir: Path,
    engine: Tournament,
    forfeit: tuple[int, str],
    correction: tuple[int, str, tuple[int, int]],
) -> Tournament:
    blank = Tournament(engine.settings)
    store = Store(data_dir)
    given: dict[int, tuple[str, tuple[int, int] | None, bool, str, str, str]] = {}
    for summary in store.list():
        record = store.load(summary.id)
        number = bracket_match_of(record, KEY)
        assert number is not None and record.status == "finished"
        assert record.winner is not None
        given[number] = (
            record.players[record.winner],
            record.score,
            False,
            record.table,
            format_time(record.created),
            format_time(record.updated),
        )
    store.close()
    given[forfeit[0]] = (forfeit[1], None, True, "", "", "")
    given[correction[0]] = (correction[1], correction[2], False, "", "", "")
    while given:
        playable = [n for n in given if blank.is_playable(n)]
        assert playable, f"results that fit no bracket: {sorted(given)}"
        for number in playable:
            winner, score, is_forfeit, table, started, ended = given.pop(number)
            blank.record_result(
                number, winner, score, forfeit=is_forfeit, table=table, started=started, ended=ended
            )
    return blank


def _undoable(tournament: Tournament, number: int) -> bool:
    trial = Tournament.from_json(tournament.to_json())
    try:
        trial.undo_result(number)
    except ResultBlocked:
        return False
    return True


def test_a_table_taken_out_one_kept_for_the_final_an_abandoned_match_and_a_changed_file(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    new_tournament(data_dir, tmp_path, capsys, 4, "--format", "single")
    tables = ("--tables", "1-3", "--out", "2", "--reserve", "3")
    out, _ = call(capsys, *tables)
    # Table 2 is out, table 3 waits for the final: one match is called, the other waits.
    assert "Called match 1 to Table 1: " in out
    assert "Match 2 waits for a free table." in out
    assert waiting_tables(data_dir) == ["1"]
    play_tables(data_dir, ["1"], 1)
    out, err = call(capsys, *tables)
    assert "Result of match 1 from Table 1: " in out and not err
    assert "Called match 2 to Table 1: " in out
    first = files.load(data_dir, NAME).match(1).result
    assert first is not None

    # Match 2 is left unfinished at its table: a person is told, the table stays its.
    play_tables(data_dir, ["1"], 2, "--abandon")
    out, err = call(capsys, *tables)
    assert "Match 2 at Table 1 (" in err and "was left unfinished" in err
    assert "0 results taken in, 0 matches called." in out
    assert files.load(data_dir, NAME).match(2).result is None

    # Match 2 is taken up again and finished at the table: the final goes to the table kept.
    store = Store(data_dir, durable=False)
    by_round = {store.load(s.id).round.split(" ")[0]: s.id for s in store.list()}
    resumed = store.load(by_round["#2"])
    rng = random.Random(3)
    styles = (demo._style(rng), demo._style(rng))
    while not resumed.match.is_over:
        resumed.append(demo._choose(rng, resumed.match.frame, styles, None))
    store.save(resumed)
    out, err = call(capsys, *tables)
    assert "Result of match 2 from Table 1: " in out and not err
    assert "Called match 3 to Table 3: " in out

    # Match 1's file changes after its result was taken in: a conflict, the bracket unchanged.
    record = store.load(by_round["#1"])
    record.pop()
    store.save(record)
    store.close()
    status, out, err = ninescore(capsys, "--lang", "ru", "tournament", "call", NAME, *tables)
    assert status == 0
    assert "Конфликт: матч 1 (Стол 1; " in err
    assert "0 результатов принято, 0 матчей вызвано." in out
    assert files.load(data_dir, NAME).match(1).result == first


def test_a_match_waits_for_a_player_who_has_not_checked_in(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "players.csv"
    players.write_text("Name,Checked in\nAnna,yes\nBoris,no\nVera,yes\nGleb,yes\n", "utf-8")
    status, _, err = ninescore(
        capsys, "tournament", "new", NAME, "--players", str(players), "--format", "single"
    )
    assert status == 0, err
    out, _ = call(capsys)
    # Seeds 1 v 4 and 2 v 3: Boris (seed 2) is not there, so only the first is called.
    assert "Called match 1 to Table 1: Anna – Gleb." in out
    assert "Match 2 waits for Boris to check in." in out
    assert "1 match called." in out
    assert waiting_tables(data_dir) == ["1"]


def test_tables_that_are_no_list_and_a_tournament_that_is_not_there_get_one_sentence(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = ninescore(capsys, "tournament", "call", NAME, "--tables", "9-1")
    assert status == 2
    assert "'9-1' is not a list of tables (write them as 1-16, or 1,3,5-8)." in err
    status, out, err = ninescore(capsys, "tournament", "call", NAME, "--tables", "1-4")
    assert status == 1 and not out
    assert err.count("\n") == 1 and "spring-open.json" in err
    assert not (data_dir / "desk").exists()  # nothing written for a tournament not there


def test_the_bracket_shows_the_calls_waiting_and_the_match_a_table_has_started(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ninescore.describe.bracket import BoxState, bracket_view
    from ninescore.desk.calling import progress_of
    from ninescore.records.record import MatchRecord

    new_tournament(data_dir, tmp_path, capsys, 4, "--format", "single", "--seed", "5")
    call(capsys)
    desk = DeskFolder(data_dir, resolve=False)
    desk.refresh()
    first, second = sorted(desk.pending_assignments(), key=lambda a: a.table)
    # Table 1 starts its match the way the start screen's one tap does, and plays a rack.
    record = MatchRecord.new(
        players=first.players,
        race_to=first.race_to,
        event=first.event,
        round=first.round,
        table=first.table,
        referee=first.referee,
    )
    store = Store(data_dir, durable=False)
    rng = random.Random(5)
    styles = (demo._style(rng), demo._style(rng))
    while record.match.score == (0, 0):
        record.append(demo._choose(rng, record.match.frame, styles, None))
    store.save(record)
    store.close()
    desk.refresh()
    tournament = files.load(data_dir, NAME)
    progress = progress_of(tournament, desk)
    started, waiting = bracket_match_of(first, KEY), bracket_match_of(second, KEY)
    assert started is not None and waiting is not None
    assert progress[started].started and progress[started].table == "1"
    assert sum(progress[started].score or ()) == 1
    assert not progress[waiting].started and progress[waiting].table == "2"
    view = bracket_view(tournament, progress)
    assert view.box(started).state is BoxState.PLAYING
    assert view.box(waiting).state is BoxState.CALLED
    assert [line.match_id for line in view.now_calling] == [waiting]
    assert view.next_at_table("2") is not None and view.next_at_table("1") is None
