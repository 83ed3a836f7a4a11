"""The frame-won news over the prompt has the strip's own height and type no smaller than the
prompt's: on a 1024×600 tablet in Russian it was squeezed into two lines of 11 px type."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow

from ..flush import flush
from ..test_main_window_screens import clipped_texts, russian_tablet  # noqa: F401
from ..window_fixtures import scoring_window  # noqa: F401


def frame_won_on_the_break(window: MainWindow) -> tuple[int, int]:
    """The prompt's height and type in pixels, then a 9 on the break."""
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(3, 3))
    flush()
    strip = window.message
    prompt = (strip.height(), QFontInfo(strip.font()).pixelSize())
    c.toggle_pocketed(9)
    c.commit_shot()
    flush()
    return prompt


def assert_news_has_room(window: MainWindow, prompt: tuple[int, int], words: str) -> None:
    strip = window.message
    assert words in window.message_text()
    assert strip.property("style") == "banner"
    assert strip.height() == prompt[0] >= 44
    assert QFontInfo(strip.font()).pixelSize() >= prompt[1]
    # The headline and the prompt under it, wrapped, fit inside the strip's padding.
    text_room = strip.contentsRect()
    needed = QFontMetrics(strip.font()).boundingRect(
        text_room.adjusted(0, 0, 0, 10_000),
        int(strip.alignment()) | int(Qt.TextFlag.TextWordWrap),
        strip.text(),
    )
    assert needed.height() <= text_room.height() + 2
    assert clipped_texts(window) == []


def test_the_frame_won_news_is_as_large_as_the_prompt_on_a_russian_tablet(
    russian_tablet: MainWindow,  # noqa: F811
) -> None:
    prompt = frame_won_on_the_break(russian_tablet)
    assert_news_has_room(russian_tablet, prompt, "выигрывает партию")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)], ids=["1024x600", "1280x800"])
def test_the_frame_won_news_is_as_large_as_the_prompt(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window.resize(*size)
    flush()
    prompt = frame_won_on_the_break(window)
    assert_news_has_room(window, prompt, "wins the frame")
