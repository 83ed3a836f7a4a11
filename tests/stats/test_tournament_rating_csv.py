"""``ninescore tournament export NAME --what rating``: the results in the shape a rating body's
upload asks for (date, event, players, racks won by each, winner, forfeit), through the one CSV
writer, as the engine has them."""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from ninescore import cli
from ninescore.records import tournaments as files
from ninescore.stats.tournament_csv import RATING_COLUMNS, event_day
from ninescore.tournament import Entrant, Format, Tournament

NAME = "Кубок клуба"


def ninescore(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = cli.main(["--lang", "en", "tournament", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def _played(data_dir: Path) -> Tournament:
    """Four entrants, one a name a spreadsheet would run: a result the desk took in from a
    table (its times as the desk keeps them), a forfeit (no times), one typed with a day."""
    entrants = [Entrant(name) for name in ("Anna", "=HYPERLINK(1)", "Vera", "Борис")]
    tournament = Tournament.draw(NAME, entrants, Format.SINGLE_ELIMINATION, races=5)
    first, second = tournament.ready()
    assert first.players == ("Anna", "Борис") and second.players == ("=HYPERLINK(1)", "Vera")
    tournament.record_result(
        first.id,
        "Борис",
        (3, 5),
        table="4",
        started="2026-05-02T17:05:00Z",
        ended="2026-05-02T18:10:00Z",
    )
    tournament.record_result(second.id, "=HYPERLINK(1)", forfeit=True)
    (final,) = tournament.ready()
    tournament.record_result(final.id, "Борис", (5, 4), started="2026-05-03 11:00")
    files.save(data_dir, tournament, new=True)
    return tournament


def test_every_match_is_one_row_of_the_rating_bodys_columns(
    data_dir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tournament = _played(data_dir)
    out_file = tmp_path / "upload.csv"
    status, out, err = ninescore(capsys, "export", NAME, "--csv", str(out_file), "--what", "rating")
    assert (status, err) == (0, ""), err
    assert "3 rows" in out
    text = out_file.read_text("utf-8")
    assert text.splitlines()[0] == ",".join(RATING_COLUMNS)
    rows = list(csv.DictReader(io.StringIO(text)))
    first_day = event_day(tournament)
    assert first_day is not None and first_day.isoformat()[:8] == "2026-05-"
    assert rows == [
        {"date": first_day.isoformat(), "event": NAME, "player1": "Anna", "player2": "Борис",
         "racks1": "3", "racks2": "5", "winner": "Борис", "forfeit": "no"},
        # No time of its own: the day the event began.  The name is kept as text.
        {"date": first_day.isoformat(), "event": NAME, "player1": "'=HYPERLINK(1)",
         "player2": "Vera", "racks1": "", "racks2": "", "winner": "'=HYPERLINK(1)",
         "forfeit": "yes"},
        {"date": "2026-05-03", "event": NAME, "player1": "Борис", "player2": "'=HYPERLINK(1)",
         "racks1": "5", "racks2": "4", "winner": "Борис", "forfeit": "no"},
    ]  # fmt: skip


def test_the_desk_gives_the_day_of_the_matches_without_a_time(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _played(data_dir)
    status, out, _ = ninescore(
        capsys, "export", NAME, "--csv", "-", "--what", "rating", "--date", "2026-05-01"
    )
    assert status == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [row["date"] for row in rows if row["forfeit"] == "yes"] == ["2026-05-01"]
    assert rows[2]["date"] == "2026-05-03"  # a time of its own wins


def test_a_tournament_with_no_time_at_all_is_dated_today(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tournament = Tournament.draw(
        NAME, [Entrant("Anna"), Entrant("Boris")], Format.SINGLE_ELIMINATION
    )
    (match,) = tournament.ready()
    tournament.record_result(match.id, "Anna", forfeit=True)
    files.save(data_dir, tournament, new=True)
    before = date.today()
    status, out, _ = ninescore(capsys, "export", NAME, "--csv", "-", "--what", "rating")
    after = date.today()
    assert status == 0
    (row,) = csv.DictReader(io.StringIO(out))
    assert row["date"] in {before.isoformat(), after.isoformat()}
    assert (row["winner"], row["forfeit"], row["racks1"]) == ("Anna", "yes", "")


def test_a_date_that_is_no_date_gets_one_sentence(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _played(data_dir)
    status, out, err = ninescore(
        capsys, "export", NAME, "--csv", "-", "--what", "rating", "--date", "May 2nd"
    )
    assert status == 2 and not out
    assert "'May 2nd' is not a date; write it as YYYY-MM-DD, for example 2025-03-01" in err


@pytest.mark.parametrize(
    ("written", "day"),
    [
        # A time with its zone is the day where this machine is.
        ("2026-05-02T12:00:00Z", datetime(2026, 5, 2, 12, tzinfo=UTC).astimezone().date()),
        ("2026-05-02T23:30:00+03:00", datetime(2026, 5, 2, 20, 30, tzinfo=UTC).astimezone().date()),
        ("2026-05-02 19:00", date(2026, 5, 2)),
        ("2026-05-02 evening", date(2026, 5, 2)),
        ("2026-05-02", date(2026, 5, 2)),
        ("after lunch", None),
        ("", None),
        ("2026-13-40", None),
    ],
)
def test_a_results_time_gives_its_day_when_it_says_one(written: str, day: date | None) -> None:
    from ninescore.stats.tournament_csv import played_on

    assert played_on(written) == day
