"""The printed bracket: one landscape page per side of the bracket (the final beside the
winners' side, where its player comes from), a page per group of a round robin.

The boxes, their words and the lines between them are :func:`~ninescore.describe.bracket.
bracket_view`'s: here they are only placed.  The rounds stand side by side, as wide as the page
allows; a box sits level with the boxes whose winners it takes (on its own side), or evenly down
its round where none does (the first round; a losers' round fed from the other side), and never
on another.  Its height is the page's height shared by the longest round, so 64 entrants (32
boxes in the first round, 16 on the losers' side) fit one page each on A4 and Letter, larger on
A3.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QRectF

from ninescore.describe.bracket import Box, BoxState, BracketView, Column, Section, players_line
from ninescore.tournament import FINAL

from .ink import SHADE, Ink
from .style import CENTER, GREY, INK, LEFT, LIGHT_RULE, RIGHT, RULE, WHITE

Page = Callable[[Ink], None]

TITLE_PT = 15.0
SUBTITLE_PT = 8.5
ROUND_PT = 7.0
NAME_PT_MAX = 9.5
NAME_PT_MIN = 4.5
BOX_MM_MAX = 15.0
"""A box no taller than this, however few the round has (a bracket of 4 on A3)."""
CONNECTOR_SHARE = 0.16
"""Of a round's width, the gap the lines to the next round run in."""
HOT_SEAT_MARK = "★"


SLOT_MM_MIN = 3.6
"""A box's share of the page's height below which a side goes on to more pages (a bracket of
128 on A4 or Letter: two pages a side, the top half of every round first; on A3 one)."""


@dataclass(frozen=True, slots=True)
class _Round:
    section: Section
    column: Column
    boxes: tuple[Box, ...]
    """The column's boxes on this page (all of them unless the side is split)."""


def bracket_pages(ink: Ink, view: BracketView) -> list[Page]:
    pages: list[Page] = []
    for title, rounds in _plan(ink, view):
        if isinstance(rounds, Section):
            pages.append(partial(_group_page, view=view, title=title, group=rounds))
        else:
            pages.append(partial(_side_page, view=view, title=title, rounds=rounds))
    return pages


def _plan(ink: Ink, view: BracketView) -> list[tuple[str, Sequence[_Round] | Section]]:
    knockout = [s for s in view.sections if not s.table]
    finals = [_Round(s, c, c.boxes) for s in knockout if s.stage == FINAL for c in s.columns]
    sides = [s for s in knockout if s.stage != FINAL]
    plan: list[tuple[str, Sequence[_Round] | Section]] = [
        (s.title, s) for s in view.sections if s.table
    ]
    for index, side in enumerate(sides):
        parts = _parts(ink, max((len(c.boxes) for c in side.columns), default=1))
        for part in range(parts):
            rounds = [_Round(side, c, _share(c.boxes, part, parts)) for c in side.columns]
            rounds = [r for r in rounds if r.boxes]
            if index == 0 and part == parts - 1:
                rounds += finals
            title = side.title
            if parts > 1:
                title = QCoreApplication.translate(
                    "TournamentSheet", "{side}, part {part} of {parts}"
                ).format(side=side.title, part=part + 1, parts=parts)
            plan.append((title, rounds))
    if finals and not sides:
        plan.append((finals[0].section.title, finals))
    return plan


def _parts(ink: Ink, longest: int) -> int:
    """How many pages a side whose longest round has ``longest`` boxes takes."""
    room = ink.height - heading_height(ink) - ink.footer_height() - ink.mm(12)
    return max(1, -(-int(longest * ink.mm(SLOT_MM_MIN)) // max(int(room), 1)))


def _share(boxes: tuple[Box, ...], part: int, parts: int) -> tuple[Box, ...]:
    """The boxes of a round on page ``part`` of ``parts``: its top half first (a round's boxes
    stand in the order of the bracket, each half feeding the same half of the next round); a
    round with fewer boxes than pages stands on the last, where the side ends."""
    if len(boxes) < parts:
        return boxes if part == parts - 1 else ()
    size = len(boxes) / parts
    return boxes[round(part * size) : round((part + 1) * size)]


def heading_height(ink: Ink) -> float:
    """What :func:`heading` takes of the page's top."""
    rows = ink.line_height(TITLE_PT, bold=True) + ink.line_height(SUBTITLE_PT)
    return rows + ink.mm(1.5) + ink.mm(2)


def heading(ink: Ink, view: BracketView, title: str, champion: bool = True) -> float:
    """The page's head: the tournament, what this page is, where the event stands (the
    champion, unless the page names it itself); returns the height it took."""
    y = 0.0
    height = ink.line_height(TITLE_PT, bold=True)
    ink.text(QRectF(0, y, ink.width, height), view.name, TITLE_PT, bold=True)
    y += height
    facts = [title, view.summary]
    if view.champion and champion:
        facts.append(
            QCoreApplication.translate("TournamentSheet", "Champion: {name}").format(
                name=view.champion
            )
        )
    elif view.hot_seat:
        facts.append(f"{HOT_SEAT_MARK} {view.hot_seat}")
    height = ink.line_height(SUBTITLE_PT)
    ink.text(QRectF(0, y, ink.width, height), " · ".join(facts), SUBTITLE_PT, color=GREY)
    y += height + ink.mm(1.5)
    ink.line(0, y, ink.width, y, 0.8, INK)
    return y + ink.mm(2)


def _side_page(ink: Ink, view: BracketView, title: str, rounds: Sequence[_Round]) -> None:
    top = heading(ink, view, title)
    bottom = ink.height - ink.footer_height() - ink.mm(3)
    round_height = ink.line_height(ROUND_PT, bold=True) + ink.line_height(ROUND_PT) + ink.mm(1)
    width = ink.width / len(rounds)
    box_width = width * (1 - CONNECTOR_SHARE)
    for index, item in enumerate(rounds):
        # Two lines, so that neither is cut short where the rounds are narrow (10 a side).
        title = item.column.title
        if item.section.stage == FINAL and len(rounds) == len(item.section.columns):
            title = f"{item.section.title} · {title}"
        race = item.boxes[0].race if item.boxes else ""
        line = ink.line_height(ROUND_PT, bold=True)
        x = index * width
        ink.text(QRectF(x, top, box_width, line), title, ROUND_PT, bold=True, color=GREY)
        ink.text(QRectF(x, top + line, box_width, line), race, ROUND_PT, color=GREY)
    area_top = top + round_height
    longest = max(len(item.boxes) for item in rounds)
    slot = (bottom - area_top) / max(longest, 1)
    box_height = min(slot * 0.82, ink.mm(BOX_MM_MAX))
    centres = _centres(rounds, area_top, bottom, slot, box_height)
    left = {box.match_id: index * width for index, item in enumerate(rounds) for box in item.boxes}
    for box_id, y in centres.items():
        box = _find(rounds, box_id)
        target = box.winner_to
        if target is None or target not in centres:
            continue
        x1 = left[box_id] + box_width
        x2 = left[target]
        middle = x1 + (width - box_width) / 2 if x2 > x1 else x1
        ink.line(x1, y, middle, y, 0.6, RULE)
        ink.line(middle, y, middle, centres[target], 0.6, RULE)
        ink.line(middle, centres[target], x2, centres[target], 0.6, RULE)
    for index, item in enumerate(rounds):
        for box in item.boxes:
            y = centres[box.match_id]
            rect = QRectF(index * width, y - box_height / 2, box_width, box_height)
            _box(ink, box, rect, under=min(slot - box_height, box_height) / 2)


def _find(rounds: Sequence[_Round], match_id: int) -> Box:
    for item in rounds:
        for box in item.boxes:
            if box.match_id == match_id:
                return box
    raise KeyError(match_id)


def _centres(
    rounds: Sequence[_Round], top: float, bottom: float, slot: float, box_height: float
) -> dict[int, float]:
    """Each box's middle, down the page: level with its feeders on this page, else evenly
    down its round; then moved apart where two would touch, kept on the page."""
    centres: dict[int, float] = {}
    fed_by: dict[int, list[int]] = {}
    for item in rounds:
        for box in item.boxes:
            if box.winner_to is not None:
                fed_by.setdefault(box.winner_to, []).append(box.match_id)
    gap = max(slot - box_height, 0.0) / 2 + box_height
    for item in rounds:
        boxes = item.boxes
        even = (bottom - top) / max(len(boxes), 1)
        wanted = []
        for position, box in enumerate(boxes):
            feeders = [centres[f] for f in fed_by.get(box.match_id, ()) if f in centres]
            if feeders:
                wanted.append(sum(feeders) / len(feeders))
            else:
                wanted.append(top + even * (position + 0.5))
        order = sorted(range(len(boxes)), key=lambda i: wanted[i])
        placed: list[float] = []
        for i in order:
            y = wanted[i]
            if placed and y < placed[-1] + gap:
                y = placed[-1] + gap
            placed.append(y)
        overflow = (placed[-1] + box_height / 2 - bottom) if placed else 0.0
        if overflow > 0:
            placed = [y - overflow for y in placed]
        for i, y in zip(order, placed, strict=True):
            centres[boxes[i].match_id] = max(y, top + box_height / 2)
    return centres


def _box(ink: Ink, box: Box, rect: QRectF, under: float) -> None:
    line_height = rect.height() / 2
    # As large as the box's height allows, and small enough that a name of 15 letters fits
    # its width (10 losers' rounds side by side on A4).
    by_width = rect.width() * 0.62 / (ink.text_width("Mmmmmmmmmmmmmmm", 1.0) or 1.0) * 0.75
    size = max(NAME_PT_MIN, min(NAME_PT_MAX, line_height / ink.pt * 0.55, by_width))
    live = box.state in (BoxState.CALLED, BoxState.PLAYING)
    ink.rect(rect, 1.4 if live else 0.6, INK if live else RULE, WHITE)
    number_size = size * 0.8
    widest_number = ink.text_width("#000", number_size)
    number_width = min(rect.width() * 0.17, widest_number + 2 * ink.pt)
    if widest_number + 2 * ink.pt > number_width:
        number_size *= (number_width - 2 * ink.pt) / widest_number
    racks_width = ink.text_width("00", size, bold=True) + 3 * ink.pt
    for index, player in enumerate(box.players):
        row = QRectF(
            rect.left() + number_width, rect.top() + index * line_height,
            rect.width() - number_width, line_height,
        )  # fmt: skip
        if player.won:
            ink.rect(row, 0, fill=SHADE)
        name = player.text + (f" {HOT_SEAT_MARK}" if player.hot_seat else "")
        seed_width = 0.0
        if player.known and player.seed is not None:
            seed = str(player.seed)
            seed_width = ink.text_width("000", size * 0.75) + ink.pt
            ink.text(
                QRectF(row.left() + ink.pt, row.top(), seed_width, row.height()),
                seed, size * 0.75, color=GREY,
            )  # fmt: skip
        ink.text(
            QRectF(
                row.left() + ink.pt + seed_width, row.top(),
                row.width() - racks_width - seed_width - 2 * ink.pt, row.height(),
            ),
            name, size, bold=player.won, color=INK if player.known else GREY,
        )  # fmt: skip
        if player.racks is not None:
            ink.text(
                QRectF(row.right() - racks_width, row.top(), racks_width - ink.pt, row.height()),
                str(player.racks), size, bold=player.won, align=RIGHT,
            )  # fmt: skip
    middle = rect.top() + line_height
    ink.line(rect.left() + number_width, middle, rect.right(), middle, 0.4, LIGHT_RULE)
    ink.line(
        rect.left() + number_width,
        rect.top(),
        rect.left() + number_width,
        rect.bottom(),
        0.4,
        LIGHT_RULE,
    )
    ink.text(
        QRectF(rect.left(), rect.top(), number_width, rect.height()),
        box.number, number_size, align=CENTER, color=GREY,
    )  # fmt: skip
    # What a person at the wall asks: where it is played now, or that it was a forfeit.
    if (live or box.forfeit) and under * 2 >= ink.line_height(NAME_PT_MIN):
        note = min(size * 0.8, under * 2 / ink.pt * 0.6)
        ink.text(
            QRectF(rect.left(), rect.bottom(), rect.width(), under * 2),
            box.status, max(note, NAME_PT_MIN), color=GREY,
        )  # fmt: skip


def _group_page(ink: Ink, view: BracketView, title: str, group: Section) -> None:
    top = heading(ink, view, title)
    headers = (
        QCoreApplication.translate("TournamentSheet", "Place"),
        QCoreApplication.translate("TournamentSheet", "Name"),
        QCoreApplication.translate("TournamentSheet", "Won"),
        QCoreApplication.translate("TournamentSheet", "Lost"),
        QCoreApplication.translate("TournamentSheet", "Racks won"),
        QCoreApplication.translate("TournamentSheet", "Racks lost"),
    )
    shares = (0.08, 0.36, 0.1, 0.1, 0.18, 0.18)
    table_width = ink.width * 0.75
    matches = [(column, box) for column in group.columns for box in column.boxes]
    # Every match of the group on its page: the rows grow smaller rather than leave one out.
    rows = len(group.table) + 1 + len(matches)
    room = ink.height - ink.footer_height() - top - ink.mm(6)
    size = 9.0
    row_height = ink.line_height(size) + ink.mm(1.5)
    if rows * row_height > room:
        size = max(NAME_PT_MIN, size * room / (rows * row_height))
        row_height = room / rows
    y = top

    def row(cells: Sequence[str], bold: bool) -> None:
        nonlocal y
        x = 0.0
        for index, (cell, share) in enumerate(zip(cells, shares, strict=True)):
            width = table_width * share
            align = LEFT if index == 1 else RIGHT
            ink.text(
                QRectF(x, y, width - ink.mm(1), row_height), cell, size, bold=bold, align=align
            )
            x += width
        y += row_height
        ink.line(0, y, table_width, y, 0.4, LIGHT_RULE)

    row(headers, True)
    for entry in group.table:
        cells = (
            str(entry.place), entry.name, str(entry.won), str(entry.lost),
            str(entry.racks_won), str(entry.racks_lost),
        )  # fmt: skip
        row(cells, False)
    y += ink.mm(4)
    for column, box in matches:
        text = f"{box.number}  {column.title}: {players_line(box)} — {box.status}"
        ink.text(QRectF(0, y, ink.width, row_height), text, size * 0.9)
        y += row_height
