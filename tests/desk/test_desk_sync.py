"""The desk over a simulated Syncthing: files arriving in any order, under temporary names,
late, deleted, and conflict copies of both kinds; the desk's state after each step."""

from __future__ import annotations

import logging
import random
from pathlib import Path

import pytest

from ninescore.desk import DeskFolder
from ninescore.records import Store
from ninescore.records.codec import parse_record
from ninescore.records.sync import find_conflicts, keep_version

from .sync_sim import SimulatedSync, lowest, miss, table_match, win_match


@pytest.fixture
def tables(tmp_path: Path) -> list[Store]:
    stores = [Store(tmp_path / f"table-{n}") for n in range(1, 5)]
    yield stores  # type: ignore[misc]
    for store in stores:
        store.close()


@pytest.fixture
def desk_path(tmp_path: Path) -> Path:
    return tmp_path / "desk"


def _shown(desk: DeskFolder) -> dict[str, tuple[tuple[str, str], tuple[int, int]] | None]:
    return {
        card.table: None if card.match is None else (card.match.players, card.match.score)
        for card in desk.cards
    }


@pytest.mark.parametrize("seed", range(5))
def test_files_in_random_order_under_temporary_names_show_only_once_whole(
    tables: list[Store], desk_path: Path, seed: int
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    records = [
        table_match(store, str(n), (f"A{n}", f"B{n}"), shots=n)
        for n, store in enumerate(tables, start=1)
    ]
    order = list(range(len(records)))
    random.Random(seed).shuffle(order)
    arrived: set[str] = set()
    for index in order:
        source = tables[index].path_of(records[index].id)
        temporary = sync.begin(source, random.Random(seed + index).choice([".syncthing", "~"]))
        desk.refresh()
        assert set(_shown(desk)) == arrived, "a half-arrived file is never a match"
        sync.finish(source, temporary)
        assert desk.refresh()
        arrived.add(str(index + 1))
        assert set(_shown(desk)) == arrived
    assert [card.table for card in desk.cards] == ["1", "2", "3", "4"]  # sorted by table
    assert all(card.state == "playing" for card in desk.cards)
    assert not desk.refresh(), "nothing changed, nothing to show again"


def test_a_late_file_updates_its_card_and_a_finished_one_waits_for_its_sheet(
    tables: list[Store], desk_path: Path
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    record = table_match(tables[0], "7", ("Ivanov", "Petrov"), race=2)
    sync.copy(tables[0].path_of(record.id))
    desk.refresh()
    assert _shown(desk) == {"7": (("Ivanov", "Petrov"), (0, 0))}
    assert desk.cards[0].match is not None and desk.cards[0].match.to_shoot is not None
    win_match(tables[0], record)
    assert _shown(desk) == {"7": (("Ivanov", "Petrov"), (0, 0))}, "not arrived yet"
    sync.copy(tables[0].path_of(record.id))
    assert desk.refresh()
    card = desk.cards[0]
    assert card.state == "finished" and card.match is not None
    assert card.match.score == record.score and card.match.winner == record.winner
    assert [m.id for m in desk.waiting_for_sheet] == [record.id]


def test_a_deleted_file_leaves_the_desk(tables: list[Store], desk_path: Path) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    first = table_match(tables[0], "1", ("A", "B"))
    second = table_match(tables[1], "2", ("C", "D"))
    sync.copy(tables[0].path_of(first.id))
    sync.copy(tables[1].path_of(second.id))
    desk.refresh()
    sync.delete(tables[0].path_of(first.id).name)
    assert desk.refresh()
    assert set(_shown(desk)) == {"2"}


def test_a_damaged_arrival_keeps_the_last_good_version(
    tables: list[Store], desk_path: Path
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    record = table_match(tables[0], "1", ("A", "B"), shots=3)
    target = sync.copy(tables[0].path_of(record.id))
    desk.refresh()
    target.write_bytes(target.read_bytes()[:40])  # a program that writes in place, half done
    desk.refresh()
    assert _shown(desk) == {"1": (("A", "B"), (0, 0))}


def test_a_prefix_conflict_copy_that_is_shorter_goes_to_the_trash_with_a_log_line(
    tables: list[Store], desk_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    record = table_match(tables[0], "1", ("A", "B"), shots=2)
    source = tables[0].path_of(record.id)
    copy = sync.conflict_copy(source)  # the older version, resumed elsewhere and lost
    miss(tables[0], record, 3)
    sync.copy(source)
    with caplog.at_level(logging.INFO, logger="ninescore.records.sync"):
        desk.refresh()
    assert not copy.exists()
    assert (desk_path / "trash" / copy.name).exists()
    assert "settled" in caplog.text and copy.name in caplog.text
    desk.refresh()
    assert desk.conflicts == ()
    assert len(desk.cards) == 1 and desk.cards[0].match is not None
    assert len(_record(desk_path, source.name).actions) == 5
    assert [c.table for c in desk.cards] == ["1"], "a conflict copy is never a match of its own"


def test_a_prefix_conflict_copy_that_is_longer_becomes_the_match_file(
    tables: list[Store], desk_path: Path
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    record = table_match(tables[0], "1", ("A", "B"), shots=2)
    source = tables[0].path_of(record.id)
    target = sync.copy(source)
    short_bytes = target.read_bytes()
    miss(tables[0], record, 4)
    copy = sync.conflict_copy(source)  # the longer version lost the race and came as a copy
    desk.refresh()
    assert not copy.exists()
    assert len(_record(desk_path, target.name).actions) == 6
    trashed = list((desk_path / "trash").iterdir())
    assert [path.read_bytes() for path in trashed] == [short_bytes], "the shorter is kept too"
    desk.refresh()
    assert desk.cards[0].match is not None and desk.conflicts == ()


def test_a_divergent_conflict_is_shown_and_a_person_chooses(
    tables: list[Store], desk_path: Path
) -> None:
    sync = SimulatedSync(desk_path)
    desk = DeskFolder(desk_path)
    record = table_match(tables[0], "1", ("A", "B"), shots=2)
    source = tables[0].path_of(record.id)
    sync.copy(source)
    # The same match resumed on another machine: the two versions part after two shots.
    other = parse_record(source.read_bytes(), source)
    miss(tables[0], record, 2)
    sync.copy(source)
    from ninescore.rules import Shot

    other.append(Shot(first_contact=lowest(other), pocketed=frozenset({lowest(other)})))
    other_folder = tables[1]
    other_folder.save(other)
    copy = sync.conflict_copy(other_folder.path_of(other.id), device="TABLE2X")
    desk.refresh()
    assert len(desk.conflicts) == 1
    conflict = desk.conflicts[0]
    assert conflict.divergent and conflict.match_id == record.id
    assert (conflict.original.actions, conflict.copy.actions) == (4, 3)
    assert [c.table for c in desk.cards] == ["1"]
    assert copy.exists(), "nothing moves until a person chooses"
    keep_version(desk_path, conflict, conflict.copy.path)
    assert len(_record(desk_path, source.name).actions) == 3
    assert len(list((desk_path / "trash").iterdir())) == 1
    assert find_conflicts(desk_path) == []
    desk.refresh()
    assert desk.conflicts == ()


def _record(desk_path: Path, name: str):  # type: ignore[no-untyped-def]
    path = desk_path / "matches" / name
    return parse_record(path.read_bytes(), path)
