"""The file of a tournament: its schema, its one door to the disk, and the entrants' lists."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest

from ninescore.records import tournaments as files
from ninescore.records.tournaments import (
    EntrantsFileError,
    EntrantsProblem,
    FileProblem,
    TournamentFileError,
)
from ninescore.tournament import Format

from .helpers import draw, play_out

SCHEMA = json.loads(
    (Path(files.__file__).parent / "tournament.schema.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("format", list(Format))
def test_every_kind_of_file_follows_the_published_schema(format: Format, tmp_path: Path) -> None:
    options = {"groups": 2, "advance": 2} if format is Format.GROUPS else {}
    tournament = draw(
        9, format, handicaps={("Player 001", "Player 002"): (4, 2)}, seed=5, **options
    )
    tournament.check_in("Player 003")
    play_out(tournament, random.Random(3), forfeit_rate=0.2)
    path = files.save(tmp_path, tournament, new=True)
    assert path == tmp_path / "tournaments" / "club-open.json"
    jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), SCHEMA)
    assert files.load(tmp_path, "Club Open").to_json() == tournament.to_json()
    assert files.names(tmp_path) == ["club-open"]


def test_a_file_that_is_not_a_tournament_or_not_a_file_is_refused_by_kind(tmp_path: Path) -> None:
    folder = tmp_path / "tournaments"
    folder.mkdir()
    with pytest.raises(TournamentFileError) as refusal:
        files.load(tmp_path, "Missing")
    assert refusal.value.kind is FileProblem.NOT_FOUND
    (folder / "broken.json").write_text("{", encoding="utf-8")
    with pytest.raises(TournamentFileError) as refusal:
        files.load(tmp_path, "Broken")
    assert refusal.value.kind is FileProblem.NOT_A_TOURNAMENT
    (tmp_path / "secret").write_text("{}", encoding="utf-8")
    os.symlink(tmp_path / "secret", folder / "link.json")
    with pytest.raises(TournamentFileError) as refusal:
        files.load(tmp_path, "link")
    assert refusal.value.kind is FileProblem.NOT_REGULAR
    with (folder / "huge.json").open("wb") as huge:
        huge.truncate(files.MAX_FILE_SIZE + 1)
    with pytest.raises(TournamentFileError) as refusal:
        files.load(tmp_path, "huge")
    assert refusal.value.kind is FileProblem.TOO_LARGE
    with pytest.raises(TournamentFileError) as refusal:
        files.tournament_id("!!!")
    assert refusal.value.kind is FileProblem.NO_NAME
    assert "no_name" in str(refusal.value)
    assert files.names(tmp_path / "nowhere") == []


def test_saving_over_a_tournament_is_refused_for_a_new_one_and_a_full_disk_says_so(
    tmp_path: Path, small_disk: Path, fill_disk: Callable[[Path], Callable[[], None]]
) -> None:
    tournament = draw(4, Format.SINGLE_ELIMINATION)
    files.save(tmp_path, tournament, new=True)
    with pytest.raises(TournamentFileError) as refusal:
        files.save(tmp_path, draw(4, Format.DOUBLE_ELIMINATION), new=True)
    assert refusal.value.kind is FileProblem.EXISTS
    files.save(small_disk, tournament)
    fill_disk(small_disk)
    play_out(tournament, random.Random(4))
    with pytest.raises(TournamentFileError) as refusal:
        files.save(small_disk, tournament)
    assert refusal.value.kind is FileProblem.DISK_FULL
    # Nothing lost: the file on the full disk is the last one saved, whole.
    assert files.load(small_disk, "Club Open").matches() != tournament.matches()


def test_entrants_come_from_a_challonge_export_a_spreadsheet_or_pasted_lines(
    tmp_path: Path,
) -> None:
    challonge = tmp_path / "participants.csv"
    challonge.write_bytes(
        "\ufeffSeed,Name,Username,Email,Misc,Checked In\n"
        '1,Anna,anna,,"Cue Club, Kazan",true\n2,Борис,,,,false\n\n'.encode()
    )
    rows = files.read_entrants_file(challonge)
    assert [(e.name, e.seed, e.club, e.checked_in) for e in rows] == [
        ("Anna", 1, "Cue Club, Kazan", True),
        ("Борис", 2, "", False),
    ]
    spreadsheet = files.entrants_from_text("name;rating;club\nVera;612,5;\nGleb;580;Rack\n")
    assert [(e.name, e.rating) for e in spreadsheet] == [("Vera", 612.5), ("Gleb", 580.0)]
    assert [e.name for e in files.entrants_from_text("Name\nDina\n")] == ["Dina"]
    for text, kind in [
        ("", EntrantsProblem.EMPTY),
        ("name,seed\nAnna,first\n", EntrantsProblem.BAD_VALUE),
        ("Anna\n" + "x" * 101 + "\n", EntrantsProblem.BAD_VALUE),
    ]:
        with pytest.raises(EntrantsFileError) as refusal:
            files.entrants_from_text(text)
        assert refusal.value.kind is kind
    assert "line 2" in str(refusal.value)
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("Ren\xe9\n".encode("latin-1"))
    with pytest.raises(EntrantsFileError) as refusal:
        files.read_entrants_file(latin)
    assert refusal.value.kind is EntrantsProblem.NOT_TEXT
    with pytest.raises(TournamentFileError) as not_found:
        files.read_entrants_file(tmp_path / "none.csv")
    assert not_found.value.kind is FileProblem.NOT_FOUND
    with pytest.raises(TournamentFileError) as folder:
        files.read_entrants_file(tmp_path)
    assert folder.value.kind is FileProblem.NOT_REGULAR


def test_a_name_a_spreadsheet_would_run_as_a_formula_is_exported_as_text(tmp_path: Path) -> None:
    from ninescore.stats.tournament_csv import write_results_csv, write_standings_csv
    from ninescore.tournament import Entrant, Tournament

    tournament = Tournament.draw(
        name="Open",
        entrants=[Entrant("=HYPERLINK(1)", rating=600), Entrant("Boris", rating=512.5)],
        format=Format.SINGLE_ELIMINATION,
        races=3,
    )
    tournament.record_result(1, "Boris", forfeit=True)
    standings, results = tmp_path / "standings.csv", tmp_path / "results.csv"
    assert write_standings_csv(standings, tournament) == 2
    assert write_results_csv(results, tournament) == 1
    assert standings.read_text(encoding="utf-8").splitlines() == [
        "place,place_to,name,seed,club,rating",
        "1,1,Boris,2,,512.5",
        "2,2,'=HYPERLINK(1),1,,600",
    ]
    assert results.read_text(encoding="utf-8").splitlines()[1] == (
        "1,final,1,,'=HYPERLINK(1),Boris,,,Boris,yes,,"
    )


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("[" + "{}," * 300_000 + "{}]", "braces and brackets"),
        ("[" + '"a",' * 300_000 + '"a"]', "quotes"),
        ("[" + "1," * 300_000 + "1]", "commas and colons"),
    ],
    ids=["objects", "texts", "numbers"],
)
def test_a_file_packing_more_values_than_any_tournament_is_refused_before_it_is_parsed(
    text: str, found: str
) -> None:
    """A peer's file of millions of tiny values is refused by counting, before ``json`` makes
    an object of each (16 MiB of ``[{},…]`` cost 495 MB)."""
    from ninescore.tournament import Tournament
    from ninescore.tournament.errors import InvalidTournamentFile

    with pytest.raises(InvalidTournamentFile, match=found):
        Tournament.from_json(text)
    with pytest.raises(InvalidTournamentFile, match=found):
        Tournament.from_json(text.encode())


@pytest.mark.parametrize(
    ("count", "format", "options"),
    [
        (1024, Format.DOUBLE_ELIMINATION, {}),
        (96, Format.GROUPS, {"groups": 2, "advance": 2}),
        (2, Format.SINGLE_ELIMINATION, {}),
    ],
    ids=["largest-knockout", "groups", "smallest"],
)
def test_the_densest_real_files_are_read_back(
    count: int, format: Format, options: dict[str, int]
) -> None:
    """Every result recorded, names of one letter (or a few), no club, handicaps for many
    pairs: the densest files a tournament makes are read back whole, well within the counts."""
    from ninescore.tournament import Entrant, Tournament
    from ninescore.tournament.codec import BYTES_PER_CONTAINER, BYTES_PER_QUOTE

    names = [f"{chr(65 + index % 26)}{index // 26 or ''}" for index in range(count)]
    pairs = {(names[index], names[index + 1]): (3, 5) for index in range(0, count - 1, 2)}
    tournament = Tournament.draw(
        name="C",
        entrants=[Entrant(name) for name in names],
        format=format,
        races=2,
        handicaps=pairs,
        **options,
    )
    while not tournament.is_over:
        for match in tournament.ready():
            first = match.players[0]
            assert first is not None
            tournament.record_result(match.id, first, score=(match.race_to[0], 0))
    data = tournament.to_json().encode()
    assert Tournament.from_json(data) == tournament
    assert len(data) / (data.count(b"{") + data.count(b"[")) > 1.5 * BYTES_PER_CONTAINER
    assert len(data) / data.count(b'"') > 1.3 * BYTES_PER_QUOTE
