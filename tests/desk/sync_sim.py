"""A simulated Syncthing: copies match files from tables' data folders to the desk's, the way
Syncthing does (first under a temporary name, then renamed into place), in any order."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot


class SimulatedSync:
    """Moves files between data folders as Syncthing would, one step at a time."""

    def __init__(self, desk: Path) -> None:
        self.desk = desk
        (desk / "matches").mkdir(parents=True, exist_ok=True)

    def begin(self, source: Path, temp_style: str = ".syncthing") -> Path:
        """The first half of a copy: part of the file under Syncthing's temporary name."""
        data = source.read_bytes()
        if temp_style == ".syncthing":
            temporary = self.desk / "matches" / f".syncthing.{source.name}.tmp"
        else:
            temporary = self.desk / "matches" / f"~syncthing~{source.name}.tmp"
        temporary.write_bytes(data[: len(data) // 2])
        return temporary

    def finish(self, source: Path, temporary: Path, name: str | None = None) -> Path:
        """The second half: the whole file, renamed into place (atomic, as Syncthing does)."""
        temporary.write_bytes(source.read_bytes())
        target = self.desk / "matches" / (name or source.name)
        os.replace(temporary, target)
        return target

    def copy(self, source: Path, name: str | None = None) -> Path:
        return self.finish(source, self.begin(source), name)

    def delete(self, name: str) -> None:
        (self.desk / "matches" / name).unlink()

    def conflict_copy(self, source: Path, device: str = "ABCDEF7") -> Path:
        """What Syncthing makes when the file changed on two machines: the losing version
        beside the winner, under a conflict name."""
        stem = source.name.removesuffix(".json")
        target = self.desk / "matches" / f"{stem}.sync-conflict-20260105-190312-{device}.json"
        shutil.copyfile(source, target)
        return target


def table_match(
    store: Store, table: str, players: tuple[str, str], shots: int = 2, race: int = 5
) -> MatchRecord:
    """A match scored at ``table``: ``shots`` shots pocketing 1, 2, … (one player's run), saved."""
    record = MatchRecord.new(players=players, race_to=(race, race), table=table, event="Open")
    for number in range(shots):
        ball = min(number + 1, 8)
        record.append(
            Shot(first_contact=ball, pocketed=frozenset({ball}) if number < 8 else frozenset())
        )
    store.save(record)
    return record


def win_match(store: Store, record: MatchRecord) -> None:
    """Golden breaks until the match is won."""
    while record.status == "in_progress":
        record.append(Shot(first_contact=lowest(record), pocketed=frozenset({9})))
    store.save(record)


def lowest(record: MatchRecord) -> int:
    """The ball the next shot must hit first."""
    return min(record.match.frame.on_table)


def miss(store: Store, record: MatchRecord, shots: int) -> None:
    """``shots`` misses (legal contact, nothing pocketed), saved."""
    for _ in range(shots):
        record.append(Shot(first_contact=lowest(record)))
    store.save(record)


def write_match(data_path: Path, record: MatchRecord) -> Path:
    """A table's match file as Syncthing leaves it in the desk's folder."""
    folder = data_path / "matches"
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{record.id}.json"
    target.write_text(record.to_json(), "utf-8")
    return target


PLAYERS = [
    ("Иванов", "Петров"),
    ("Smirnova", "Kuznetsova"),
    ("Popov", "Vasiliev"),
    ("Sokolov", "Mikhailov"),
    ("Новиков", "Фёдоров"),
    ("Morozov", "Volkov"),
    ("Alekseev", "Lebedev"),
    ("Semenov", "Egorov"),
    ("Pavlov", "Kozlov"),
    ("Stepanov", "Nikolaev"),
    ("Orlov", "Andreev"),
    ("Makarov", "Zakharov"),
]


def dozen_tables(data_path: Path) -> list[MatchRecord]:
    """Twelve tables of a tournament day: most playing, two finished (one sheet printed), one
    quiet, one free with the desk's next match waiting."""
    from datetime import timedelta

    from ninescore.records import utc_now
    from ninescore.records.assignments import Assignment, mark_printed, save_assignment

    records = []
    for number, players in enumerate(PLAYERS[:11], start=1):
        race = 5 if number % 3 else 7
        record = MatchRecord.new(
            players=players,
            race_to=(race, race),
            table=str(number),
            event="Moscow Open",
            round="Last 16" if number <= 8 else "Quarter-final",
            created=utc_now() - timedelta(minutes=40),
        )
        # Table 6 has not saved a shot for 14 minutes: the desk calls it quiet.
        at = utc_now() - timedelta(minutes=14) if number == 6 else None
        wins = (number * 7) % 5
        for _ in range(wins):
            record.append(Shot(first_contact=lowest(record), pocketed=frozenset({9})), at)
        for _ in range(number % 3):
            record.append(Shot(first_contact=lowest(record)), at)
        if number in (3, 8):
            while record.status == "in_progress":
                record.append(Shot(first_contact=lowest(record), pocketed=frozenset({9})))
        if number == 4:  # two fouls in a row: the warning before a third (R12)
            for scratch in (True, False, True, False):
                record.append(Shot(first_contact=lowest(record), scratch=scratch))
        write_match(data_path, record)
        records.append(record)
    mark_printed(data_path, [records[7].id])
    save_assignment(data_path, Assignment(table="12", players=PLAYERS[11], race_to=(7, 7)))
    return records
