"""Match sheet: the PDF of a 25-frame match with its detail pages, against plain text in a PDF.

Both run in this process, alternating, best of several runs, on the same QGuiApplication
(offscreen when there is no display). The baseline is a bare QPdfWriter at the same resolution,
in the same font, writing the same characters the sheet draws as plain lines of text, one after
another, page after page. The sheet's extra cost is its layout: measuring, wrapping, tables, the
second pass for "page N of M".
"""

from __future__ import annotations

import os
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GOAL_RATIO = 2.0
FRAMES = 25
RUNS = 15
QUICK_RUNS = 3
LINE_LENGTH = 95

_keep_alive: list[object] = []


def _application() -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    if QCoreApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _keep_alive.append(QGuiApplication(["bench-sheet"]))


def _match() -> Any:
    from ninescore.records.demo import random_match

    created = datetime(2025, 3, 14, 18, 0, tzinfo=UTC)
    return random_match(
        random.Random(2025),
        race_to=(FRAMES, FRAMES),
        frames=FRAMES,
        finish=True,
        created=created,
        today=created,
    )


def _plain_lines(record: Any) -> list[str]:
    """The characters the sheet draws, as lines of plain text."""
    from PySide6.QtGui import QPdfWriter

    from ninescore.sheet.pdf import RESOLUTION, page_layout
    from ninescore.sheet.render import lay_out, page_texts

    device = QPdfWriter(os.devnull)
    device.setResolution(RESOLUTION)
    device.setPageLayout(page_layout("a4"))
    _layout, pages = lay_out(device, record, detail=True)
    text = " ".join(page_texts(pages))
    return [text[start : start + LINE_LENGTH] for start in range(0, len(text), LINE_LENGTH)]


def _bare_pdf(lines: list[str]) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPdfWriter

    from ninescore.fonts import register_fonts
    from ninescore.sheet.pdf import RESOLUTION, page_layout

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(page_layout("a4"))
    painter = QPainter(writer)
    font = QFont(register_fonts())
    font.setPointSizeF(9.0)
    painter.setFont(font)
    step = QFontMetricsF(font, writer).lineSpacing()
    y = step
    for line in lines:
        if y > writer.height():
            writer.newPage()
            y = step
        painter.drawText(0, int(y), line)
        y += step
    painter.end()
    buffer.close()
    return bytes(data.data())


def _parts(record: Any, runs: int) -> tuple[float, float]:
    """The best times (ms) of making the sheet's texts and of laying them out into pages."""
    from PySide6.QtGui import QPdfWriter

    from ninescore.fonts import register_fonts
    from ninescore.sheet.content import sheet_content
    from ninescore.sheet.match_layout import SheetLayout
    from ninescore.sheet.pdf import RESOLUTION, page_layout

    device = QPdfWriter(os.devnull)
    device.setResolution(RESOLUTION)
    device.setPageLayout(page_layout("a4"))
    family = register_fonts()
    text_times: list[float] = []
    layout_times: list[float] = []
    for _ in range(runs):
        started = time.perf_counter()
        content = sheet_content(record, detail=True)
        text_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        SheetLayout(device, family, content).lay_out(detail=True)
        layout_times.append(time.perf_counter() - started)
    return min(text_times) * 1000, min(layout_times) * 1000


def run(quick: bool = False) -> list[dict[str, Any]]:
    _application()
    from ninescore.sheet import pdf_bytes

    runs = QUICK_RUNS if quick or os.environ.get("NINESCORE_BENCH_QUICK") == "1" else RUNS
    record = _match()
    lines = _plain_lines(record)
    # One unmeasured run each: font loading and first-use caches are not what is measured.
    pdf_bytes(record, detail=True)
    _bare_pdf(lines)
    sheet_times: list[float] = []
    bare_times: list[float] = []
    for _ in range(runs):
        started = time.perf_counter()
        pdf_bytes(record, detail=True)
        sheet_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        _bare_pdf(lines)
        bare_times.append(time.perf_counter() - started)
    # The best of the runs: both take well under a second and allocate nothing lasting, so the
    # slower runs measure the other programs on the machine, not these two.
    value = min(sheet_times) * 1000
    baseline = min(bare_times) * 1000

    # Where the sheet's time goes, for information: its texts, then their layout into pages (the
    # rest is painting and Qt's writing of the PDF). Measured apart, after the figure's runs.
    texts, layout = _parts(record, runs)

    # The first sheet a process draws also measures and shapes every text once (later sheets
    # find the widths and the glyphs in the renderer's caches): shown for information, no goal.
    from ninescore.sheet.style import forget_widths

    cold_times: list[float] = []
    for _ in range(max(1, runs // 3)):
        forget_widths()
        started = time.perf_counter()
        pdf_bytes(record, detail=True)
        cold_times.append(time.perf_counter() - started)
    cold = min(cold_times) * 1000
    return [
        {
            "figure": f"PDF of a {FRAMES}-frame match with detail pages (best of {runs})",
            "value": value,
            "unit": "ms",
            "baseline": baseline,
            "ratio": value / baseline,
            "goal": f"≤ {GOAL_RATIO:g}×",
            "goal_ratio": GOAL_RATIO,
            "goal_kind": "max",
        },
        {
            "figure": "of which the texts: statistics, the log in words",
            "value": texts,
            "unit": "ms",
            "baseline": baseline,
            "ratio": texts / baseline,
            "goal": "info",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
        {
            "figure": "of which the layout into pages",
            "value": layout,
            "unit": "ms",
            "baseline": baseline,
            "ratio": layout / baseline,
            "goal": "info",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
        {
            "figure": "the same, the first sheet of a process (no cached widths or shapes)",
            "value": cold,
            "unit": "ms",
            "baseline": baseline,
            "ratio": cold / baseline,
            "goal": "info",
            "goal_ratio": 0.0,
            "goal_kind": "info",
        },
    ]


if __name__ == "__main__":
    for row in run():
        print(row)
