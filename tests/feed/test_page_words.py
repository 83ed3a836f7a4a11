"""Every word a page's script looks up is one the server gives it, in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ninescore.describe import live as live_words
from ninescore.describe import room as room_words
from ninescore.describe.language import in_language

FEED = Path(__file__).resolve().parents[2] / "resources" / "feed"
LOOKED_UP = re.compile(r"\bwords\.([a-z_]+)")
BY_NAME = re.compile(r'\["zoom-[a-z]+", "([a-z_]+)"\]')
"""The bracket's buttons: ``["zoom-in", "zoom_in"]``, the word's key second."""


def looked_up() -> set[str]:
    keys: set[str] = set()
    for script in FEED.glob("*.js"):
        text = script.read_text("utf-8")
        keys |= set(LOOKED_UP.findall(text)) | set(BY_NAME.findall(text))
    return keys


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_word_a_page_looks_up_is_given_and_translated(lang: str) -> None:
    keys = looked_up()
    assert {"now_calling", "up_next", "hot_seat", "no_tournament", "zoom_fit"} <= keys
    with in_language(lang):
        given = {**live_words.page_words(), **room_words.page_words()}
    missing = sorted(key for key in keys if not given.get(key))
    assert missing == []
    if lang == "ru":
        with in_language("en"):
            english = room_words.page_words()
        assert all(given[key] != english[key] for key in english)  # Russian, not English
