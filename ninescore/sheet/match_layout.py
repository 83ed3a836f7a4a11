"""One match's sheet laid out: the title, the match's facts, the scoreboard, the frames, the
totals, the signatures, then (with ``detail``) the shot-by-shot log."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPaintDevice

from ninescore.describe import Heading, heading

from .content import FrameLog, FrameRow, SheetContent, TotalsRow
from .ops import Box, Line, Op, Text
from .page_layout import Column, PageLayout, on_grid
from .style import (
    ALERT,
    BAND,
    CENTER,
    GREY,
    INK,
    LEFT,
    LIGHT_RULE,
    RIGHT,
    RULE,
    SHADE,
    TOP_LEFT,
    WHITE,
    WINNER_FILL,
    WRAP,
)

FIGURE_SPACE = "\u2007"
NUMBER_SLOT = FIGURE_SPACE * 3
TIME_GAP = "\u2002"  # an en space


class SheetLayout(PageLayout):
    """Lays one match's sheet out into pages of drawing operations."""

    def __init__(self, device: QPaintDevice, family: str, content: SheetContent) -> None:
        super().__init__(device, family, content.continued)
        self.content = content

    # -- the sheet --------------------------------------------------------------------------

    def lay_out(self, detail: bool) -> list[list[Op]]:
        self.new_page()
        self.title()
        self.header_fields()
        self.scoreboard()
        self.frame_table()
        self.totals()
        self.signatures()
        if detail and self.content.frame_logs:
            self.new_page()
            self.detail_pages()
        return self.pages

    def title(self) -> None:
        height = self.line_height("title")
        self.text(QRectF(0, self.y, self.width, height), "title", self.content.title)
        self.y += height + 3 * self.pt
        self.hline(self.y, 0, self.width, 1.5, INK)
        self.y += 8 * self.pt

    def header_fields(self) -> None:
        gap = 16 * self.pt
        column = (self.width - gap) / 2
        label_width = column * 0.26
        value_width = column - label_width
        fields = self.content.fields
        pairs = [fields[index : index + 2] for index in range(0, len(fields), 2)]
        for pair in pairs:
            heights = [self.text_height("value", value_width, value) for _label, value in pair]
            row = max(heights) + 3 * self.pt
            for index, (label, value) in enumerate(pair):
                # The last field (rule options) may be long: give it the whole width.
                wide = len(pair) == 1
                x = index * (column + gap)
                width = (self.width if wide else column) - label_width
                if wide:
                    row = self.text_height("value", width, value) + 3 * self.pt
                self.text(
                    QRectF(x, self.y, label_width, self.line_height("value")),
                    "label",
                    label.upper(),
                    LEFT,
                    GREY,
                )
                self.text(
                    QRectF(x + label_width, self.y, width, row), "value", value, TOP_LEFT | WRAP
                )
            self.y += row
        self.y += 8 * self.pt

    def scoreboard(self) -> None:
        pt = self.pt
        middle = 26 * pt
        panel_width = (self.width - middle) / 2
        name_height = self.line_height("name")
        digits = max(2, *(len(str(box.score)) for box in self.content.players))
        score_width = self.metrics["score"].horizontalAdvance("0" * digits) + 4 * pt
        badge = 20 * pt
        inner = 10 * pt
        # inner | badge | inner | name | inner | score | inner, mirrored for player B
        name_width = panel_width - score_width - badge - 4 * inner
        role = "name"
        names = [self.fit_lines(role, name_width, box.name, 2) for box in self.content.players]
        if any(line.endswith("…") for name in names for line in name):
            # A long name in a smaller type beats a name cut short on a signed sheet.
            role = "name_small"
            name_height = self.line_height(role)
            names = [self.fit_lines(role, name_width, box.name, 2) for box in self.content.players]
        lines = max(len(name) for name in names)
        name_block = lines * name_height
        race_height = self.line_height("label")
        panel_height = max(self.line_height("score") + 10 * pt, name_block + race_height + 26 * pt)
        top = self.y + 7 * pt  # room for the WINNER tag that sits on the panel's edge
        for index, box in enumerate(self.content.players):
            left_side = index == 0
            x = 0.0 if left_side else panel_width + middle
            panel = QRectF(x, top, panel_width, panel_height)
            if box.is_winner:
                self.box(panel, WINNER_FILL, 2.4, INK)
            else:
                self.box(panel, None, 0.7, RULE)
            # Names on the outside, scores next to the middle: "A Name  7 : 5  Name B".
            if left_side:
                badge_x = x + inner
                name_x = badge_x + badge + inner
                score_x = x + panel_width - inner - score_width
                score_flags = RIGHT
                name_align = int(Qt.AlignmentFlag.AlignLeft)
            else:
                badge_x = x + panel_width - inner - badge
                name_x = x + 2 * inner + score_width
                score_x = x + inner
                score_flags = LEFT
                name_align = int(Qt.AlignmentFlag.AlignRight)
            own_block = len(names[index]) * name_height
            block_top = top + (panel_height - own_block - race_height - 2 * pt) / 2
            badge_rect = QRectF(badge_x, top + (panel_height - badge) / 2, badge, badge)
            self.ops.append(Box(badge_rect, INK if box.is_winner else None, 1.0 * pt, INK, True))
            self.text(badge_rect, "tag", box.letter, CENTER, WHITE if box.is_winner else INK)
            for number, line in enumerate(names[index]):
                self.text(
                    QRectF(name_x, block_top + number * name_height, name_width, name_height),
                    role,
                    line,
                    name_align | int(Qt.AlignmentFlag.AlignVCenter),
                )
            self.text(
                QRectF(name_x, block_top + own_block + 2 * pt, name_width, race_height),
                "label",
                box.race,
                name_align | int(Qt.AlignmentFlag.AlignVCenter),
                GREY,
            )
            self.text(
                QRectF(score_x, top, score_width, panel_height),
                "score",
                str(box.score),
                score_flags,
            )
            if box.is_winner:
                tag = QCoreApplication.translate("Sheet", "WINNER")
                tag_width = self.metrics["tag"].horizontalAdvance(tag) + 14 * pt
                tag_height = self.line_height("tag") + 4 * pt
                tag_x = x + inner if left_side else x + panel_width - inner - tag_width
                tag_rect = QRectF(tag_x, top - tag_height / 2, tag_width, tag_height)
                self.box(tag_rect, INK)
                self.text(tag_rect, "tag", tag, CENTER, WHITE)
        self.text(QRectF(panel_width, top, middle, panel_height), "score", ":", CENTER, GREY)
        self.y = top + panel_height + 8 * pt
        self.status_line()

    def status_line(self) -> None:
        pt = self.pt
        content = self.content
        if content.status == "finished":
            height = self.text_height("status", self.width, content.status_text)
            self.text(
                QRectF(0, self.y, self.width, height), "status", content.status_text, CENTER | WRAP
            )
            self.y += height + 12 * pt
            return
        pad = 6 * pt
        height = self.text_height("status", self.width - 2 * pad, content.status_text) + 2 * pad
        rect = QRectF(0, self.y, self.width, height)
        self.box(rect, None, 2.2, ALERT)
        self.text(
            rect.adjusted(pad, pad, -pad, -pad), "status", content.status_text, CENTER | WRAP, ALERT
        )
        self.y += height + 12 * pt

    # -- the frame table --------------------------------------------------------------------

    def frame_columns(self) -> list[Column]:
        fouls = heading(Heading.FOULS)
        innings = heading(Heading.INNINGS)
        return [
            Column("#", 4, RIGHT),
            Column(heading(Heading.BREAKER, narrow=True), 8, CENTER),
            Column(heading(Heading.WINNER), 25, LEFT),
            Column(heading(Heading.HOW_WON), 19, LEFT),
            Column(QCoreApplication.translate("Sheet", "Balls on break"), 9, CENTER),
            Column(heading(Heading.PUSH_OUTS), 9, CENTER),
            Column("A", 5, CENTER, fouls),
            Column("B", 5, CENTER, fouls),
            Column("A", 5, CENTER, innings),
            Column("B", 5, CENTER, innings),
            Column(heading(Heading.DURATION, narrow=True), 9, RIGHT),
        ]

    def frame_table(self) -> None:
        pt = self.pt
        pad = 3 * pt
        columns = self.frame_columns()
        spans = self._column_x(columns)
        self.ensure(self.line_height("h2") + 60 * pt)
        self.section_heading(heading(Heading.FRAMES))
        self.table_header(columns, spans)
        self._on_new_page = lambda: self.table_header(columns, spans)
        line = self.line_height("cell")
        for number, row in enumerate(self.content.frames):
            how_width = spans[3][1] - 2 * pad
            height = max(line, self.text_height("cell", how_width, row.how)) + 2 * pad
            self.ensure(height)
            self.frame_row(row, spans, height, shaded=number % 2 == 1)
        self._on_new_page = None
        self.hline(self.y, 0, self.width, 0.9, INK)
        self.y += 14 * pt

    def frame_row(
        self, row: FrameRow, spans: Sequence[tuple[float, float]], height: float, shaded: bool
    ) -> None:
        pad = 3 * self.pt
        top = self.y
        if shaded:
            self.box(QRectF(0, top, self.width, height), SHADE)
        color = INK if row.finished else GREY
        cells = (
            (row.number, "cell", RIGHT),
            (row.breaker, "cell", CENTER),
            (row.winner, "cell_bold", LEFT),
            (row.how, "cell", LEFT | WRAP),
            (row.break_balls, "cell", CENTER),
            (row.push_outs, "cell", CENTER),
            (row.fouls[0], "cell", CENTER),
            (row.fouls[1], "cell", CENTER),
            (row.innings[0], "cell", CENTER),
            (row.innings[1], "cell", CENTER),
            (row.duration, "cell", RIGHT),
        )
        for (text, role, flags), (x, width) in zip(cells, spans, strict=True):
            inner = width - 2 * pad
            shown = text if flags & WRAP else self.elide(role, inner, text)
            self.put(x + pad, top, inner, height, role, shown, flags, color)
        # Separate the per-player pairs so "Fouls A | B" reads as a pair.
        for index in (6, 8, 10):
            self.vline(spans[index][0], top, top + height, 0.3, LIGHT_RULE)
        self.y = top + height

    # -- totals and signatures --------------------------------------------------------------

    def totals(self) -> None:
        content = self.content
        self.totals_table(
            QCoreApplication.translate("Sheet", "Totals"), content.totals_headers, content.totals
        )
        if content.clock_totals:
            self.totals_table(
                content.clock_title,
                content.clock_headers,
                content.clock_totals,
            )

    def totals_table(self, heading: str, headers: Sequence[str], rows: Sequence[TotalsRow]) -> None:
        """A table of each player's numbers: the name, then a centred number per column."""
        pt = self.pt
        pad = 3 * pt
        columns = [Column(headers[0], 36, LEFT)] + [
            Column(header, 14, CENTER) for header in headers[1:]
        ]
        spans = self._column_x(columns)
        line = self.line_height("cell")
        row_height = line + 2 * pad
        header_height = (
            max(
                self.text_height("head", width - 2 * pad, column.header)
                for column, (_x, width) in zip(columns, spans, strict=True)
            )
            + 2 * pad
        )
        self.ensure(self.line_height("h2") + 3 * pt + header_height + 2 * row_height)
        self.section_heading(heading)
        self.table_header(columns, spans)
        for index, row in enumerate(rows):
            top = self.y
            if index % 2:
                self.box(QRectF(0, top, self.width, row_height), SHADE)
            x, width = spans[0]
            self.text(
                QRectF(x + pad, top, width - 2 * pad, row_height),
                "cell_bold",
                self.elide("cell_bold", width - 2 * pad, f"{row.letter}   {row.name}"),
                LEFT,
            )
            for value, (x, width) in zip(row.cells, spans[1:], strict=True):
                self.text(QRectF(x, top, width, row_height), "cell", value, CENTER)
            self.y = top + row_height
        self.hline(self.y, 0, self.width, 0.9, INK)
        self.y += 18 * pt

    def signatures(self) -> None:
        pt = self.pt
        gap = 18 * pt
        space = 36 * pt
        note = QCoreApplication.translate(
            "Sheet", "By signing, the players and the referee confirm the result above."
        )
        note_height = self.text_height("small", self.width, note)
        width = (self.width - 2 * gap) / 3
        labels = [self.fit_lines("small", width, text, 2) for text in self.content.signatures]
        label = self.line_height("small") * max(len(lines) for lines in labels)
        self.ensure(note_height + space + label + 6 * pt)
        self.text(QRectF(0, self.y, self.width, note_height), "small", note, LEFT | WRAP, GREY)
        line_y = self.y + note_height + space
        for index, lines in enumerate(labels):
            x = index * (width + gap)
            self.hline(line_y, x, x + width, 0.8, INK)
            for number, text in enumerate(lines):
                line_height = self.line_height("small")
                self.text(
                    QRectF(x, line_y + 2 * pt + number * line_height, width, line_height),
                    "small",
                    text,
                    LEFT,
                )
        self.y = line_y + label + 6 * pt

    # -- the detail pages -------------------------------------------------------------------

    def detail_pages(self) -> None:
        pt = self.pt
        height = self.line_height("title")
        self.text(
            QRectF(0, self.y, self.width, height),
            "title",
            QCoreApplication.translate("Sheet", "Shot-by-shot log"),
        )
        self.y += height + 3 * pt
        self.hline(self.y, 0, self.width, 1.5, INK)
        self.y += 8 * pt
        columns = [
            Column("#", 4, RIGHT),
            Column(QCoreApplication.translate("Sheet", "Time"), 10, LEFT),
            Column(QCoreApplication.translate("Sheet", "Entered"), 33, LEFT),
            Column(QCoreApplication.translate("Sheet", "Ruling (rule)"), 53, LEFT),
        ]
        if self.content.timed:
            # How long each shot took (R14), between the time of day and what was entered.
            columns.insert(2, Column(QCoreApplication.translate("Sheet", "Shot"), 7, RIGHT))
        spans = self._column_x(columns)
        # The shot number and its time share one text (digits and figure spaces have the same
        # width, so numbers still line up): one text fewer per row on the longest pages.
        number_width = self.advance("log", NUMBER_SLOT + TIME_GAP)
        joined = spans[0][1] + spans[1][1]
        spans[0] = (0.0, number_width)
        spans[1] = (number_width, joined - number_width)
        # The column heads open each page; every frame then has its heading band.
        self.log_header(columns, spans)
        for log in self.content.frame_logs:
            self.frame_log(log, columns, spans)
        self._on_new_page = None

    def frame_band(self, heading: str) -> float:
        pad = 3 * self.pt
        height = self.text_height("log_bold", self.width - 2 * pad, heading) + 2 * pad
        rect = QRectF(0, self.y, self.width, height)
        self.box(rect, BAND)
        self.text(rect.adjusted(pad, 0, -pad, 0), "log_bold", heading, LEFT | WRAP)
        self.y += height
        return height

    def log_header(self, columns: Sequence[Column], spans: Sequence[tuple[float, float]]) -> None:
        pad = 2 * self.pt
        height = self.line_height("head") + 2 * pad
        for column, (x, width) in zip(columns, spans, strict=True):
            self.text(
                QRectF(x + pad, self.y, width - 2 * pad, height),
                "head",
                column.header,
                column.align,
                GREY,
            )
        self.y += height
        self.hline(self.y, 0, self.width, 0.6, RULE)
        self.y += 3 * self.pt

    def frame_log(
        self, log: FrameLog, columns: Sequence[Column], spans: Sequence[tuple[float, float]]
    ) -> None:
        pt = self.pt
        pad = 1.7 * pt
        action_span, ruling_span = spans[-2], spans[-1]
        shot_span = spans[2] if self.content.timed else None
        action_width = action_span[1] - 2 * pad
        ruling_width = ruling_span[1] - 2 * pad
        ascent, line, _descent = self.vertical["log"]
        # What was entered and the ruling, broken into lines once: for the row's height and
        # for drawing them (as text_height and put with LOG would, each measuring again).
        broken = [
            (self.log_lines(action_width, row.action), self.log_lines(ruling_width, row.ruling))
            for row in log.rows
        ]
        heights = [
            max(line, line * (len(action) or 1), line * (len(ruling) or 1)) + 2 * pad
            for action, ruling in broken
        ]
        band = self.text_height("log_bold", self.width, log.heading) + 8 * pt
        # Never leave a frame's heading alone at the bottom of a page.
        self.ensure(band + (heights[0] if heights else 0))
        self.frame_band(log.heading)
        continued = QCoreApplication.translate("Sheet", "{heading} (continued)").format(
            heading=log.heading
        )

        def repeat_heading() -> None:
            self.log_header(columns, spans)
            self.frame_band(continued)

        self._on_new_page = repeat_heading
        number_x, number_width = spans[0][0], spans[0][1] + spans[1][1]
        action_x = action_span[0] + pad
        ruling_x = ruling_span[0] + pad
        shot_x, shot_width = shot_span if shot_span is not None else (0.0, 0.0)
        shot_x += pad
        shot_width -= 2 * pad
        rule = self.pen(0.3, LIGHT_RULE)
        number_left = on_grid(number_x + pad)
        number_room = number_width - 2 * pad
        cells = ((on_grid(action_x), 0), (on_grid(ruling_x), 1))
        # Every cell of a row starts at its top left (LOG) but the shot time, at its top right:
        # placed here as put would place them, without its measuring each text again. A cell of
        # one line (nearly all) is one text at the row's first baseline.
        for row, height, lines in zip(log.rows, heights, broken, strict=True):
            self.ensure(height)
            ops = self.ops
            top = self.y
            baseline = top + pad + ascent
            first = on_grid(baseline)
            number = row.number.rjust(len(NUMBER_SLOT), FIGURE_SPACE)
            number_text = f"{number}{TIME_GAP}{row.time}"
            if self.advance("log", number_text) <= number_room:
                ops.append(Text("log", number_text, INK, QPointF(number_left, first)))
            else:
                number_lines = self.wrap("log", number_room, number_text)
                self.place_lines(number_left, baseline, "log", number_lines, line)
            for left, index in cells:
                cell = lines[index]
                if len(cell) == 1:
                    ops.append(Text("log", cell[0], INK, QPointF(left, first)))
                else:
                    self.place_lines(left, baseline, "log", cell, line)
            if shot_span is not None and row.shot_time:
                shot_left = shot_x + (shot_width - self.advance("log", row.shot_time))
                ops.append(Text("log", row.shot_time, INK, QPointF(on_grid(shot_left), first)))
            self.y = top + height
            ops.append(Line(QPointF(0, self.y), QPointF(self.width, self.y), rule))
        self._on_new_page = lambda: self.log_header(columns, spans)
        self.y += 6 * pt
