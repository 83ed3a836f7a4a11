"""``ninescore tournament print``: the bracket on paper (one landscape page per side for 64, on
A3, A4 and Letter) and the end of the day's sheet (final standings and every result), read back
through poppler as a person reads the paper: the pages, the words on each, and ink on them."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage

from ninescore import cli
from ninescore.describe.bracket import bracket_view
from ninescore.desk.calling import Tables, call_once
from ninescore.records import tournaments as files
from ninescore.sheet.tournament_print import DAY, tournament_pdf_bytes
from ninescore.tournament import Entrant, Format, Tournament

NAME = "Spring Open"
KEY = "spring-open"
PAGE_POINTS = {
    # pdfinfo's "Page size" of a landscape page, in points.
    "a3": "1191 x 842",
    "a4": "842 x 595",
    "letter": "792 x 612",
}


def ninescore(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = cli.main(["--lang", "en", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def _names(count: int) -> list[str]:
    # Every fifth a long Cyrillic name: the boxes cut it short, the font has its letters.
    return [
        f"Игрок Длинноимённый {n:02}" if n % 5 == 0 else f"Player {n:02}"
        for n in range(1, count + 1)
    ]


def _drawn(data_dir: Path, count: int, results: int, seed: int = 7) -> Tournament:
    """A double elimination of ``count`` with ``results`` matches played (one in ten a
    forfeit), saved in the data folder."""
    tournament = Tournament.draw(
        NAME, [Entrant(name) for name in _names(count)], Format.DOUBLE_ELIMINATION, seed=seed,
        races=5,
    )  # fmt: skip
    rng = random.Random(seed)
    for _ in range(results):
        ready = tournament.ready()
        if not ready:
            break
        match = ready[0]
        index = rng.randrange(2)
        winner = match.players[index]
        assert winner is not None
        if rng.random() < 0.1:
            tournament.record_result(match.id, winner, forfeit=True)
            continue
        racks = [rng.randrange(5), rng.randrange(5)]
        racks[index] = 5
        tournament.record_result(match.id, winner, (racks[0], racks[1]), table="3")
    files.save(data_dir, tournament, new=True)
    return tournament


def _pdf_info(path: Path) -> str:
    tool = shutil.which("pdfinfo")
    if tool is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    return subprocess.run(
        [tool, str(path)], capture_output=True, text=True, check=True, timeout=60
    ).stdout


def _pictures(path: Path, folder: Path) -> list[QImage]:
    """Each page as pdftoppm draws it (50 dpi, grey)."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    prefix = folder / path.stem
    subprocess.run(
        [tool, "-r", "50", "-gray", "-png", str(path), str(prefix)], check=True, timeout=120
    )
    pages = sorted(folder.glob(f"{path.stem}-*.png"))
    return [QImage(str(page)) for page in pages]


def _ink(image: QImage, left: float = 0.0, right: float = 1.0) -> float:
    """The share of inked pixels (not near white) between ``left`` and ``right`` of the
    page's width."""
    assert not image.isNull()
    inked = total = 0
    for x in range(int(image.width() * left), int(image.width() * right)):
        for y in range(image.height()):
            total += 1
            inked += (image.pixel(x, y) & 0xFF) < 200
    return inked / max(total, 1)


@pytest.mark.parametrize("paper", ["A4", "a3", "letter"])
def test_a_double_elimination_of_64_prints_one_landscape_page_a_side(
    data_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    paper: str,
    pdf_text: Callable[..., str],
) -> None:
    tournament = _drawn(data_dir, 64, results=40)
    out = tmp_path / "bracket.pdf"
    status, said, err = ninescore(
        capsys, "tournament", "print", NAME, "--paper", paper, "--out", str(out)
    )
    assert (status, err) == (0, ""), err
    assert said.strip() == f"Bracket of {NAME} written to {out}."
    info = _pdf_info(out)
    assert "Pages:           2" in info
    assert PAGE_POINTS[paper.lower()] in info
    winners, losers = pdf_text(out, 1), pdf_text(out, 2)
    assert "Winners' side" in winners and "Losers' side" in losers
    # The final stands beside the winners' side, where its first player comes from.
    assert "The final" in winners and "The final" not in losers
    # Every match of each side is on its page, by number.
    for match in tournament.matches():
        page = losers if match.stage == "losers" else winners
        assert f"#{match.id}" in page, f"match {match.id} is not on its side's page"
    assert "Player 01" in winners and "Round 10" in losers
    first_round = [m for m in tournament.matches() if m.stage == "winners" and m.round == 1]
    assert len(first_round) == 32
    played = next(m for m in first_round if m.result is not None and not m.result.forfeit)
    assert played.result is not None and played.result.score is not None
    pictures = _pictures(out, tmp_path)
    assert len(pictures) == 2
    for picture in pictures:
        assert picture.width() > picture.height(), "landscape"
        # Boxes from the left edge to the right: every round has ink, none is blank.
        for fifth in range(5):
            assert _ink(picture, fifth / 5, (fifth + 1) / 5) > 0.004, fifth


def test_the_bracket_shows_the_calls_waiting_and_the_hot_seat_in_russian(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf_text: Callable[..., str]
) -> None:
    tournament = Tournament.draw(
        NAME, [Entrant(name) for name in ("Анна", "Boris", "Вера", "Gleb")],
        Format.DOUBLE_ELIMINATION, races=3,
    )  # fmt: skip
    files.save(data_dir, tournament, new=True)
    report = call_once(data_dir, NAME, Tables(("1", "2")))
    assert len(report.called) == 2
    out = tmp_path / "сетка.pdf"
    status = cli.main(
        ["--lang", "ru", "tournament", "print", NAME, "--paper", "a4", "-o", str(out)]
    )
    assert status == 0
    text = pdf_text(out)
    assert "Сетка победителей" in text
    assert "вызван: Стол 1" in text and "вызван: Стол 2" in text
    assert "Анна" in text and "Победитель №1" in text
    assert "Winner of" not in text and "page" not in text
    assert "страница 1 из 2" in text


def test_the_end_of_the_day_lists_the_final_standings_and_every_result(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], pdf_text: Callable[..., str]
) -> None:
    tournament = _drawn(data_dir, 16, results=100)
    assert tournament.is_over and tournament.champion is not None
    out = tmp_path / "day.pdf"
    status, said, err = ninescore(
        capsys, "tournament", "print", NAME, "--what", "day", "--paper", "letter", "-o", str(out)
    )
    assert (status, err) == (0, ""), err
    assert "Results of the day of Spring Open written to" in said
    info = _pdf_info(out)
    assert "612 x 792" in info  # Letter, portrait: a list
    text = pdf_text(out)
    assert "Final standings and every result" in text
    assert f"Final standings (champion: {tournament.champion})" in text
    lines = text.splitlines()
    for place, name in tournament.standings():
        assert any(name in line and str(place) in line for line in lines), name
    played = [m for m in tournament.matches() if m.result is not None]
    assert f"Results ({len(played)})" in text
    for match in played:
        result = match.result
        assert result is not None
        row = next(line for line in lines if line.strip().startswith(f"#{match.id} "))
        assert result.winner.split()[0] in row
        if result.forfeit:
            assert "forfeit" in row
        else:
            assert result.score is not None
            assert f"{result.score[0]} : {result.score[1]}" in row
    pictures = _pictures(out, tmp_path)
    assert pictures and all(_ink(picture) > 0.005 for picture in pictures)
    assert all(picture.height() > picture.width() for picture in pictures)


def test_a_long_day_flows_over_pages_with_the_table_head_on_each(
    data_dir: Path, pdf_text: Callable[..., str], tmp_path: Path
) -> None:
    tournament = _drawn(data_dir, 128, results=300)
    assert tournament.is_over
    data = tournament_pdf_bytes(bracket_view(tournament), DAY, "a4")
    out = tmp_path / "long.pdf"
    out.write_bytes(data)
    info = _pdf_info(out)
    pages = int(next(line for line in info.splitlines() if line.startswith("Pages:")).split()[1])
    assert pages >= 4
    for page in range(2, pages + 1):
        text = pdf_text(out, page)
        assert "Match" in text and "Winner" in text, page  # the head again
        assert f"page {page} of {pages}" in text
    whole = pdf_text(out)
    for match in tournament.matches():
        if match.result is not None:
            assert f"#{match.id} " in whole
    assert all(name in whole for name in _names(128) if not name.startswith("Игрок"))


def test_groups_print_each_groups_table_and_matches_then_the_knockout(
    tmp_path: Path, pdf_text: Callable[..., str], pdf_pages: Callable[[Path], int]
) -> None:
    tournament = Tournament.draw(
        NAME, [Entrant(f"Player {n}") for n in range(1, 9)], Format.GROUPS, groups=2, advance=2,
        races=3,
    )  # fmt: skip
    data = tournament_pdf_bytes(bracket_view(tournament), "bracket", "a4")
    out = tmp_path / "groups.pdf"
    out.write_bytes(data)
    assert pdf_pages(out) == 3  # group A, group B, the knockout
    for page in (1, 2):
        text = pdf_text(out, page)
        assert "Racks won" in text
        assert sum(f"Player {n}" in text for n in range(1, 9)) == 4
    text = pdf_text(out)
    group_matches = [m for m in tournament.matches() if m.stage.startswith("group")]
    assert len(group_matches) == 12 and all(f"#{m.id} " in text for m in group_matches)
    assert "Knockout" in pdf_text(out, 3)


def test_a_paper_that_is_none_and_a_folder_to_write_get_one_sentence(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _drawn(data_dir, 4, results=1)
    status, out, err = ninescore(capsys, "tournament", "print", NAME, "--paper", "A5")
    assert status == 2 and not out
    assert "Unknown paper size “A5”: use a3, a4 or letter." in err
    status, out, err = ninescore(capsys, "tournament", "print", NAME, "--out", str(tmp_path))
    assert status == 1 and not out and err.count("\n") == 1
    assert not any(tmp_path.glob("*.pdf"))
    status, out, err = ninescore(capsys, "tournament", "print", "Nothing Here")
    assert status == 1 and not out and "nothing-here.json" in err


@pytest.mark.parametrize(("paper", "pages"), [("a4", 3), ("letter", 3), ("a3", 2)])
def test_a_bracket_of_128_goes_on_to_a_second_page_a_side_where_the_paper_is_small(
    data_dir: Path,
    tmp_path: Path,
    paper: str,
    pages: int,
    pdf_text: Callable[..., str],
    pdf_pages: Callable[[Path], int],
) -> None:
    tournament = _drawn(data_dir, 128, results=70)
    out = tmp_path / "big.pdf"
    out.write_bytes(tournament_pdf_bytes(bracket_view(tournament), "bracket", paper))
    assert pdf_pages(out) == pages
    texts = [pdf_text(out, page) for page in range(1, pages + 1)]
    if pages == 3:
        # The winners' side's 64 first matches: the top half, then the bottom half and the
        # rounds that end the side, with the final beside them.
        assert "Winners' side, part 1 of 2" in texts[0] and "part 2 of 2" in texts[1]
        assert re.search(r"#1\b", texts[0]) and not re.search(r"#1\b", texts[1])
        assert re.search(r"#64\b", texts[1]) and not re.search(r"#64\b", texts[0])
        assert "The final" in texts[1] and "The final" not in texts[0]
    else:
        assert "part 1 of" not in texts[0]
    whole = "\n".join(texts)
    for match in tournament.matches():
        assert f"#{match.id}" in whole, match.id
    folder = tmp_path / "pictures"
    folder.mkdir()
    for picture in _pictures(out, folder):
        assert all(_ink(picture, fifth / 5, (fifth + 1) / 5) > 0.004 for fifth in range(5))


def test_the_desk_windows_print_button_prints_on_any_paged_device(
    data_dir: Path, tmp_path: Path, pdf_text: Callable[..., str]
) -> None:
    from PySide6.QtGui import QPdfWriter

    from ninescore.sheet.tournament_print import print_tournament

    tournament = _drawn(data_dir, 16, results=100)
    out = tmp_path / "printer.pdf"
    writer = QPdfWriter(str(out))  # a QPagedPaintDevice, as the window's QPrinter is
    assert print_tournament(writer, bracket_view(tournament), "day", "a3") >= 1
    del writer  # the file is finished when the writer goes
    info = _pdf_info(out)
    assert "842 x 1191" in info  # A3, portrait: the day's list
    assert f"Final standings (champion: {tournament.champion})" in pdf_text(out)


def test_without_paper_the_command_prints_on_the_paper_the_desk_last_printed_a_tournament_on(
    data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ninescore.sheet.tournament_print import (
        PAPER_SETTING,
        remember_tournament_paper,
        tournament_paper,
    )

    _drawn(data_dir, 8, results=3)
    settings = QSettings("ninescore", "ninescore")
    settings.remove(PAPER_SETTING)
    try:
        assert tournament_paper() == "a4"  # none yet: the match sheet's (the region's, C)
        remember_tournament_paper("A3")  # the desk window printed the bracket on A3
        assert tournament_paper() == "a3"
        out = tmp_path / "bracket.pdf"
        status, _, err = ninescore(capsys, "tournament", "print", NAME, "--out", str(out))
        assert (status, err) == (0, "")
        assert PAGE_POINTS["a3"] in _pdf_info(out)
        settings.setValue(PAPER_SETTING, "a5")  # a settings file edited by hand: not a paper
        assert tournament_paper() == "a4"
    finally:
        settings.remove(PAPER_SETTING)
