"""fitted_font: the largest type up to a size that keeps one line whole in its room."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics

from ninescore.ui.widgets.text_fit import fitted_font

TEXT = "Записать — конец партии  [Enter]"


def test_a_text_with_room_keeps_the_largest_size(qapp: object) -> None:
    font = fitted_font(QFont(), TEXT, 10_000, 14.0, 8.0)
    assert font.pointSizeF() == 14.0


def test_a_long_text_gets_the_largest_size_that_fits(qapp: object) -> None:
    wide = QFontMetrics(fitted_font(QFont(), TEXT, 10_000, 14.0, 8.0)).horizontalAdvance(TEXT)
    room = wide * 0.8
    font = fitted_font(QFont(), TEXT, room, 14.0, 6.0)
    assert QFontMetrics(font).horizontalAdvance(TEXT) <= room
    assert 8.0 <= font.pointSizeF() < 14.0


def test_the_type_never_goes_below_the_least_size(qapp: object) -> None:
    font = fitted_font(QFont(), TEXT, 20, 30.0, 12.0, pixels=True)
    assert font.pixelSize() == 12


def test_an_empty_text_or_no_room_keeps_the_largest_size(qapp: object) -> None:
    assert fitted_font(QFont(), "", 10, 20.0, 8.0, pixels=True).pixelSize() == 20
    assert fitted_font(QFont(), TEXT, 0, 20.0, 8.0, pixels=True).pixelSize() == 20
