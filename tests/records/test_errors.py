"""The records errors: one kind each, one sentence each, values shown short and printable."""

from __future__ import annotations

import string
from pathlib import Path
from typing import get_args

import pytest

from ninescore.records.errors import (
    MESSAGES,
    ErrorKind,
    ErrorKindName,
    NinescoreDataError,
    record_error,
    shown,
)


def test_every_kind_has_one_sentence_and_a_literal_name() -> None:
    assert set(MESSAGES) == set(ErrorKind)
    assert set(get_args(ErrorKindName)) == {kind.value for kind in ErrorKind}
    for kind, template in MESSAGES.items():
        assert template.endswith("."), kind
        assert "\n" not in template and template.count(". ") == 0, kind
        assert "kept in memory" not in template, kind  # the window says that, not the store


@pytest.mark.parametrize("kind", list(ErrorKind))
def test_every_sentence_can_be_said_even_without_its_values(kind: ErrorKind) -> None:
    fields = {field for _, field, _, _ in string.Formatter().parse(MESSAGES[kind]) if field}
    sentence = NinescoreDataError(kind, path=Path("/data/matches/x.json")).describe()
    assert "{" not in sentence
    if fields - {"file", "place"}:
        assert "?" in sentence


def test_a_value_from_a_file_is_cut_in_the_middle_and_a_path_keeps_its_name() -> None:
    long_key = "k" * 1_000_000
    sentence = record_error("not_found", prefix=long_key).describe()
    assert len(sentence) < 150 and "…" in sentence
    deep = Path("/" + "/".join(["folder"] * 200) + "/the-match.json")
    assert str(record_error("empty", deep)).endswith("the-match.json is empty.")


def test_a_file_name_that_is_not_utf8_is_shown_with_its_bytes() -> None:
    assert shown("caf\udce9.json") == "caf\\xe9.json"
    sentence = str(record_error("empty", Path("/d/caf\udce9.json")))
    sentence.encode("utf-8")
    assert "caf\\xe9.json" in sentence


def test_a_broken_translation_falls_back_to_english() -> None:
    error = record_error("empty", Path("x.json"))
    assert error.describe(lambda context, text: "Файл {nonsense} пуст.") == str(error)
    assert error.describe(lambda context, text: "Файл {file} пуст.") == "Файл x.json пуст."


def test_the_kind_is_an_enum_that_compares_with_its_stored_text() -> None:
    error = record_error("disk_full", folder="/d")
    assert error.kind is ErrorKind.DISK_FULL and error.kind == "disk_full"
    with pytest.raises(ValueError):
        record_error("no such kind")  # type: ignore[arg-type]
