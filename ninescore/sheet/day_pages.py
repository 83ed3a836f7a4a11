"""The end of the day's sheet: the final standings, then every result in playing order (the
match, its round, its players, the racks, the winner, the table), flowing over as many portrait
pages as it needs with the table's head on each.  Words from
:func:`~ninescore.describe.bracket.bracket_view`, as the bracket's."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF

from ninescore.describe import Heading
from ninescore.describe import heading as heading_text
from ninescore.describe.bracket import Box, BoxState, BracketView, Standing
from ninescore.describe.desk import score_text

from .bracket_pages import heading, heading_height
from .ink import SHADE, Ink
from .style import GREY, INK, LEFT, LIGHT_RULE, RIGHT

Page = Callable[[Ink], None]

HEAD_PT = 11.0
CELL_PT = 8.5
STANDING_COLUMNS = 3
"""Standings in three columns down the page: 128 entrants in a third of a page's rows each."""
RESULT_SHARES = (0.065, 0.245, 0.195, 0.195, 0.075, 0.175, 0.055)
"""Of the page's width: match, round, player, player, racks, winner, table."""


@dataclass(frozen=True, slots=True)
class _Result:
    number: str
    round: str
    players: tuple[str, str]
    racks: str
    winner: str
    table: str


def results_of(view: BracketView) -> list[_Result]:
    """Every match with a result, in playing order (the bracket's match numbers)."""
    found: list[tuple[int, _Result]] = []
    for section in view.sections:
        for column in section.columns:
            for box in column.boxes:
                if box.state is BoxState.DONE:
                    where = f"{section.title}, {column.title.lower()}"
                    found.append((box.match_id, _result(box, where)))
    return [result for _, result in sorted(found, key=lambda item: item[0])]


def _result(box: Box, where: str) -> _Result:
    first, second = box.players
    if box.forfeit or first.racks is None or second.racks is None:
        racks = QCoreApplication.translate("TournamentSheet", "forfeit")
    else:
        racks = score_text(first.racks, second.racks)
    winner = next((p.text for p in box.players if p.won), "")
    return _Result(box.number, where, (first.text, second.text), racks, winner, box.table)


def day_pages(ink: Ink, view: BracketView) -> list[Page]:
    """The pages of the day's sheet: laid out first (so each knows "page 2 of 5"), drawn when
    called."""
    pages: list[list[Callable[[], object]]] = [[]]
    title = QCoreApplication.translate("TournamentSheet", "Final standings and every result")
    head_height = ink.line_height(HEAD_PT, bold=True) + ink.mm(2)
    row_height = ink.line_height(CELL_PT) + ink.mm(1.4)
    bottom = ink.height - ink.footer_height() - ink.mm(2)
    state = {"y": 0.0}

    def first_of_page(continued: str = "") -> None:
        pages[-1].append(lambda: heading(ink, view, title, champion=False))
        state["y"] = heading_height(ink)
        if continued:
            _section_title(ink, continued, state, pages[-1], head_height)

    def room(height: float, continued: str = "") -> None:
        if state["y"] + height > bottom:
            pages.append([])
            first_of_page(continued)

    first_of_page()
    # The standings, in columns.
    standings = list(view.standings)
    room(head_height + row_height)
    _section_title(ink, view.standings_title, state, pages[-1], head_height)
    column_width = ink.width / STANDING_COLUMNS
    while standings:
        if state["y"] + row_height > bottom:
            pages.append([])
            first_of_page(view.standings_title)
        # Balanced columns when the rest fits this page, else as many rows as the page holds.
        rows = max(1, int((bottom - state["y"]) // row_height))
        rows = min(rows, -(-len(standings) // STANDING_COLUMNS))
        fit = rows * STANDING_COLUMNS
        chunk, standings = standings[:fit], standings[fit:]
        top = state["y"]
        for index, standing in enumerate(chunk):
            x = column_width * (index // rows)
            y = top + row_height * (index % rows)
            row = _standing_row(ink, x, y, column_width, row_height, standing)
            pages[-1].append(row)
        state["y"] = top + row_height * min(rows, len(chunk))
    state["y"] += ink.mm(4)
    # Every result.
    results = results_of(view)
    results_title = QCoreApplication.translate("TournamentSheet", "Results ({count})").format(
        count=len(results)
    )
    room(head_height + 2 * row_height)
    _section_title(ink, results_title, state, pages[-1], head_height)
    headers = (
        QCoreApplication.translate("TournamentSheet", "Match"),
        heading_text(Heading.ROUND),
        QCoreApplication.translate("Sheet", "Player"),  # the match sheet's, as it prints it
        QCoreApplication.translate("Sheet", "Player"),
        QCoreApplication.translate("TournamentSheet", "Racks"),
        heading_text(Heading.WINNER),
        heading_text(Heading.TABLE),
    )
    pages[-1].append(_result_row(ink, state["y"], row_height, headers, header=True))
    state["y"] += row_height
    if not results:
        none = QCoreApplication.translate("TournamentSheet", "No result yet.")
        pages[-1].append(_note(ink, state["y"], row_height, none))
    for shade, result in enumerate(results):
        if state["y"] + row_height > bottom:
            pages.append([])
            first_of_page(results_title)
            pages[-1].append(_result_row(ink, state["y"], row_height, headers, header=True))
            state["y"] += row_height
        cells = (
            result.number, result.round, result.players[0], result.players[1],
            result.racks, result.winner, result.table,
        )  # fmt: skip
        pages[-1].append(_result_row(ink, state["y"], row_height, cells, shaded=bool(shade % 2)))
        state["y"] += row_height
    return [_painter_of(ops) for ops in pages]


def _painter_of(ops: Sequence[Callable[[], object]]) -> Page:
    def paint(_: Ink) -> None:
        for op in ops:
            op()

    return paint


def _section_title(
    ink: Ink, text: str, state: dict[str, float], ops: list[Callable[[], object]], height: float
) -> None:
    y = state["y"]
    ops.append(
        lambda: ink.text(QRectF(0, y, ink.width, height), text, HEAD_PT, bold=True, color=INK)
    )
    state["y"] = y + height


def _standing_row(
    ink: Ink, x: float, y: float, width: float, height: float, standing: Standing
) -> Callable[[], object]:
    place, name = standing.place_text, standing.name

    def draw() -> None:
        place_width = ink.text_width("000–000", CELL_PT, bold=True)
        ink.text(QRectF(x, y, place_width, height), place, CELL_PT, bold=True, align=RIGHT)
        ink.text(
            QRectF(x + place_width + ink.mm(2), y, width - place_width - ink.mm(4), height),
            name,
            CELL_PT,
        )
        ink.line(x, y + height, x + width - ink.mm(2), y + height, 0.3, LIGHT_RULE)

    return draw


def _result_row(
    ink: Ink,
    y: float,
    height: float,
    cells: Sequence[str],
    *,
    header: bool = False,
    shaded: bool = False,
) -> Callable[[], object]:
    def draw() -> None:
        if shaded:
            ink.rect(QRectF(0, y, ink.width, height), 0, fill=SHADE)
        x = 0.0
        for index, (cell, share) in enumerate(zip(cells, RESULT_SHARES, strict=True)):
            width = ink.width * share
            align = RIGHT if index == 4 else LEFT
            ink.text(
                QRectF(x + ink.mm(0.8), y, width - ink.mm(1.6), height),
                cell,
                CELL_PT,
                bold=header or index == 5,
                align=align,
                color=GREY if header else INK,
            )
            x += width
        if header:
            ink.line(0, y + height, ink.width, y + height, 0.6, INK)

    return draw


def _note(ink: Ink, y: float, height: float, text: str) -> Callable[[], object]:
    return lambda: ink.text(QRectF(0, y, ink.width, height), text, CELL_PT, color=GREY)
