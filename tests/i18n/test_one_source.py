"""One source per sentence: no text a person reads is written (and translated) in two places.

The same English text in two translator contexts means two call sites that say the same thing,
each with its own translation, which drift apart (the match won was worded three ways); such a
text belongs in one function (``ninescore.describe``, or ``ninescore.ui.widgets.words`` for the
words several widgets share).  The .ts files hold every text of the code, as ``tools/i18n.py check``
proves, so they are what this reads.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_FILES = sorted(
    path
    for path in ROOT.rglob("ninescore_*.ts")
    if ".git" not in path.parts and ".." not in path.parts
)


def contexts_by_text(ts_file: Path) -> dict[tuple[str, str], set[str]]:
    """(source, disambiguation) → the contexts that hold it."""
    found: dict[tuple[str, str], set[str]] = defaultdict(set)
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            key = (message.findtext("source") or "", message.findtext("comment") or "")
            found[key].add(name)
    return found


def test_the_translation_files_are_found() -> None:
    assert {path.name for path in TS_FILES} >= {"ninescore_ru.ts", "ninescore_en.ts"}


@pytest.mark.parametrize("ts_file", TS_FILES, ids=lambda path: path.name)
def test_no_text_sits_in_two_translator_contexts(ts_file: Path) -> None:
    twice = {
        f"{source!r} in {sorted(contexts)}"
        for (source, _), contexts in contexts_by_text(ts_file).items()
        if len(contexts) > 1
    }
    assert twice == set(), "write each in one function and call it from both places"


def test_the_check_finds_a_text_in_two_contexts(tmp_path: Path) -> None:
    ts_file = tmp_path / "ninescore_xx.ts"
    ts_file.write_text(
        "<TS><context><name>A</name><message><source>Same</source></message></context>"
        "<context><name>B</name><message><source>Same</source></message></context></TS>",
        encoding="utf-8",
    )
    assert contexts_by_text(ts_file)[("Same", "")] == {"A", "B"}
