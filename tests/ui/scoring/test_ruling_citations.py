"""A ruling too long for the preview's room is cut after a whole word, never inside a rule's
citation: on a 1024×600 tablet in Russian it read "… (п. …" and named no rule."""

from __future__ import annotations

import re

from ninescore.ui.main_window import MainWindow

from ..flush import flush
from ..test_main_window_screens import (
    foul_on_the_shot,
    russian_tablet,  # noqa: F401  (a fixture)
)


def assert_cut_whole(shown: list[str], text: str) -> None:
    """Every citation shown is shown whole, and the "…" follows a whole word of ``text``."""
    joined = " ".join(shown)
    for opened in re.finditer(r"\(", joined):
        assert ")" in joined[opened.end() :], f"a citation cut: {joined!r}"
    words = text.replace("\u00a0", " ").split()
    if shown and shown[-1].endswith("…"):
        last = shown[-1].removesuffix("…").replace("\u00a0", " ").split()
        if last:
            assert last[-1] in words, f"a word cut: {shown[-1]!r}"


def test_a_long_russian_ruling_is_cut_after_a_whole_word_at_every_zoom(
    russian_tablet: MainWindow,  # noqa: F811
) -> None:
    window = russian_tablet
    foul_on_the_shot(window.controller)
    flush()
    preview = window.shot_panel.preview
    text = preview.text()
    assert "(п.\u00a07)" in text  # the ruling cites the rules
    try:
        cuts = 0
        for step in (-1, -1, 0, +1, +1, +1):
            window.zoom(step)
            flush()
            lines = [words for words, _ in preview.visible_lines()]
            assert lines
            cuts += preview.is_cut
            assert_cut_whole(lines, text)
            room = preview.contentsRect().width()
            assert all(preview.fontMetrics().horizontalAdvance(words) <= room for words in lines)
        assert cuts  # the tablet's room is short for it somewhere: the cut was tried
    finally:
        window.zoom(0)


def test_a_citation_that_does_not_fit_is_left_out_whole(
    russian_tablet: MainWindow,  # noqa: F811
) -> None:
    window = russian_tablet
    foul_on_the_shot(window.controller)
    flush()
    preview = window.shot_panel.preview
    # A ruling whose room ends in the middle of its citation, whatever the font's widths.
    for filler in range(1, 40):
        text = "Нарушение. " * filler + "(п.\u00a06, п.\u00a012)" + " Ещё." * 60
        preview.setText(text)
        lines = [words for words, _ in preview.visible_lines()]
        assert preview.is_cut
        assert_cut_whole(lines, text)
