"""The bundled DejaVu Sans: registered with Qt, has Cyrillic, and is embedded in PDFs."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from ninescore.fonts import FONT_FAMILY, register_fonts

CYRILLIC_NAME = "Пётр Щукин — партия"


def test_bundled_font_registers_as_dejavu_sans_with_cyrillic(qapp: QApplication) -> None:
    family = register_fonts()
    assert family == FONT_FAMILY == "DejaVu Sans"
    assert register_fonts() == family  # registering twice is harmless
    assert QFontDatabase.WritingSystem.Cyrillic in QFontDatabase.writingSystems(family)
    assert "Bold" in QFontDatabase.styles(family)
    assert QFontInfo(QFont(family)).family() == family


@pytest.mark.skipif(
    shutil.which("pdffonts") is None or shutil.which("pdftotext") is None,
    reason="poppler-utils (pdffonts, pdftotext) is not installed",
)
def test_cyrillic_text_in_a_pdf_is_kept_and_the_font_embedded(
    qapp: QApplication, tmp_path: Path
) -> None:
    pdf = tmp_path / "names.pdf"
    writer = QPdfWriter(str(pdf))
    painter = QPainter(writer)
    font = QFont(register_fonts())
    font.setPointSize(14)
    painter.setFont(font)
    painter.drawText(QPointF(200, 400), CYRILLIC_NAME)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QPointF(200, 800), CYRILLIC_NAME)
    painter.end()

    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, encoding="utf-8", check=True
    ).stdout
    assert text.count(CYRILLIC_NAME) == 2
    fonts = subprocess.run(
        ["pdffonts", str(pdf)], capture_output=True, text=True, check=True
    ).stdout.splitlines()[2:]
    dejavu = [line for line in fonts if "DejaVuSans" in line]
    assert len(dejavu) == 2, fonts  # regular and bold
    # Columns end with: emb sub uni object-number generation.
    assert all(line.split()[-5] == "yes" for line in dejavu), fonts
