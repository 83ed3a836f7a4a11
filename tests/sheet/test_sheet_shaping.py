"""A sheet painted from texts shaped once (glyph runs) prints exactly as drawText prints it."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QPdfWriter
from PySide6.QtWidgets import QApplication

from ninescore.fonts import register_fonts
from ninescore.records import MatchRecord
from ninescore.sheet import pdf_bytes, render
from ninescore.sheet.pdf import RESOLUTION
from ninescore.sheet.shaping import shape, shape_cache
from ninescore.sheet.style import FONT_SIZES, forget_widths, role_fonts

from .conftest import with_players


@pytest.fixture(autouse=True)
def _gui(qapp: QApplication) -> None:
    """Fonts and painting need a GUI application (pytest-qt's)."""


def _page_images(data: bytes, folder: Path) -> list[bytes]:
    """Every page of the PDF ``data`` as pdftoppm draws it (100 dpi, grey), in order."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    folder.mkdir()
    source = folder / "sheet.pdf"
    source.write_bytes(data)
    subprocess.run(
        [tool, "-r", "100", "-gray", "-png", str(source), str(folder / "page")],
        check=True,
        timeout=120,
    )
    return [path.read_bytes() for path in sorted(folder.glob("page-*.png"))]


def _drawn_by_draw_text(monkeypatch: pytest.MonkeyPatch, record: MatchRecord) -> bytes:
    with monkeypatch.context() as patch:
        patch.setattr(render, "_shapes_for", lambda _painter, _device: None)
        return pdf_bytes(record, detail=True)


@pytest.mark.parametrize(
    ("players", "right_to_left"),
    [
        (("Anna Griffin", "John Smith"), False),  # "ffi": a ligature the shaping must keep
        (("Алексей Иванов", "Дмитрий Соколов-Петровский"), False),
        (("王小明 Wang", "Zoë Ångström"), False),  # a script the bundled font lacks: a fallback
        (("דוד לוי", "Sam O'Neil"), True),  # left to drawText
    ],
)
def test_a_sheet_drawn_from_shaped_texts_prints_as_drawn_text(
    short_match: MatchRecord,
    players: tuple[str, str],
    right_to_left: bool,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    pdf_text: Callable[..., str],
) -> None:
    record = with_players(short_match, players)
    forget_widths()
    shaped = pdf_bytes(record, detail=True)
    drawn = _drawn_by_draw_text(monkeypatch, record)

    family = register_fonts()
    shapes = shape_cache(family, RESOLUTION, list(FONT_SIZES))
    first_name = players[0].split()[0]
    naming = [runs for role in shapes.values() for text, runs in role.items() if first_name in text]
    assert naming, "the texts with the name were painted from the shapes' cache"
    if right_to_left:
        assert not any(naming), "a right-to-left name is left to drawText"
    else:
        assert all(naming), "every text with the name was painted from glyph runs"
    shaped_images = _page_images(shaped, tmp_path / "shaped")
    drawn_images = _page_images(drawn, tmp_path / "drawn")
    assert len(shaped_images) == len(drawn_images) >= 2
    for number, (mine, theirs) in enumerate(zip(shaped_images, drawn_images, strict=True), 1):
        assert mine == theirs, f"page {number} differs from drawText's"
    (tmp_path / "shaped.pdf").write_bytes(shaped)
    (tmp_path / "drawn.pdf").write_bytes(drawn)
    assert pdf_text(tmp_path / "shaped.pdf") == pdf_text(tmp_path / "drawn.pdf")
    assert players[1].split()[0] in pdf_text(tmp_path / "shaped.pdf")


def test_texts_drawText_would_lay_out_otherwise_are_not_shaped(qapp: QApplication) -> None:
    device = QPdfWriter("/dev/null")
    device.setResolution(RESOLUTION)
    fonts = role_fonts(register_fonts(), device)[0]

    assert shape("Lindqvist pocketed ball 5. (R1)", fonts["log"], device)
    assert shape("Anna\tPetrova", fonts["cell"], device) == ()
    assert shape("דוד לוי", fonts["cell"], device) == ()
    assert shape("Anna \u2028Petrova", fonts["cell"], device) == ()
