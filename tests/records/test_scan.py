"""The matches folder's one listing: the store's quick form says what scan_matches says."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ninescore.records.scan import COPY, MATCH, REFUSED, match_signatures, scan_matches


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    matches = tmp_path / "matches"
    matches.mkdir()
    for number in range(5):
        (matches / f"5f0c000{number}.json").write_text("{}" * (number + 1), encoding="utf-8")
    (matches / "5f0c.conflict-20260105-190312-table-3.json").write_text("{}", encoding="utf-8")
    (matches / "5f0c.sync-conflict-20260105-190312-ABCDEF7.json").write_text("{}", "utf-8")
    (matches / "conflict-of-names.json").write_text("{}", encoding="utf-8")  # a match after all
    (matches / ".hidden.json").write_text("{}", encoding="utf-8")
    (matches / ".json").write_text("{}", encoding="utf-8")
    (matches / "notes.txt").write_text("", encoding="utf-8")
    (matches / "folder.json").mkdir()
    (matches / "link.json").symlink_to(matches / "5f0c0000.json")
    (matches / "conflict-link.json").symlink_to(matches / "5f0c0001.json")
    os.mkfifo(matches / "pipe.json")
    return matches


def test_the_listings_quick_form_finds_what_scan_matches_finds(folder: Path) -> None:
    found = list(scan_matches(folder))
    signatures, others = match_signatures(folder)
    assert signatures == {
        item.name: (item.status.st_mtime_ns, item.status.st_size)
        for item in found
        if item.kind == MATCH
    }
    assert others == [item for item in found if item.kind != MATCH]
    assert sorted(signatures) == [
        "5f0c0000.json",
        "5f0c0001.json",
        "5f0c0002.json",
        "5f0c0003.json",
        "5f0c0004.json",
        "conflict-of-names.json",
    ]
    assert sorted((item.name, item.kind) for item in others) == [
        ("5f0c.conflict-20260105-190312-table-3.json", COPY),
        ("5f0c.sync-conflict-20260105-190312-ABCDEF7.json", COPY),
        ("conflict-link.json", REFUSED),
        ("folder.json", REFUSED),
        ("link.json", REFUSED),
        ("pipe.json", REFUSED),
    ]


def test_a_folder_that_cannot_be_listed_raises_in_both(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        list(scan_matches(tmp_path / "gone"))
    with pytest.raises(FileNotFoundError):
        match_signatures(tmp_path / "gone")
