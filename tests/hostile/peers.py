"""What a hostile or merely unlucky peer leaves in a shared folder: versions of one match with
chosen histories, links, pipes, devices and huge files, made by hand as a peer's Syncthing would
deliver them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ninescore.records import MatchRecord
from ninescore.rules import Shot

START = datetime.now(UTC).replace(microsecond=0) - timedelta(hours=1)
"""An hour ago: the desk and the feed show the match (it is of today's play)."""


def at(seconds: float) -> datetime:
    return START + timedelta(seconds=seconds)


def match(shots: int, *, start: float = 1) -> MatchRecord:
    """A match of ``shots`` misses, the n-th at ``start + n`` seconds."""
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(5, 5), table="1", created=START)
    for number in range(shots):
        record.append(Shot(first_contact=lowest(record)), at=at(start + number), shot_time=12.0)
    return record


def lowest(record: MatchRecord) -> int:
    return min(record.match.frame.on_table)


def copy_of(record: MatchRecord) -> MatchRecord:
    from ninescore.records.codec import parse_record

    return parse_record(record.to_json().encode("utf-8"), Path("copy.json"))


def write(folder: Path, name: str, record: MatchRecord) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(record.to_json(), "utf-8")
    return path


def conflict_name(record: MatchRecord, device: str = "ABCDEF7") -> str:
    return f"{record.id}.sync-conflict-20260105-190312-{device}.json"


def action_sets(folder: Path) -> set[tuple[str, ...]]:
    """Every action (with its time) held by any match file or copy in ``folder``."""
    from ninescore.records.codec import parse_record

    found: set[tuple[str, ...]] = set()
    for path in folder.glob("*.json"):
        record = parse_record(path.read_bytes(), path)
        for action, moment, seconds in zip(
            record.actions, record.times, record.shot_times, strict=True
        ):
            found.add((repr(action), moment.isoformat(), repr(seconds)))
    return found


def actions_of(*records: MatchRecord) -> set[tuple[str, ...]]:
    return {
        (repr(action), moment.isoformat(), repr(seconds))
        for record in records
        for action, moment, seconds in zip(
            record.actions, record.times, record.shot_times, strict=True
        )
    }


def secret_file(tmp_path: Path) -> Path:
    """A file outside the data folder that nothing may read: mode 0600, a known text."""
    secret = tmp_path / "outside" / "shadow"
    secret.parent.mkdir(parents=True, exist_ok=True)
    secret.write_text("root:SECRET-HASH:19000:0:99999:7:::\n", "utf-8")
    secret.chmod(0o600)
    return secret


def nothing_holds(folder: Path, text: str) -> bool:
    """Whether no file under ``folder`` (links not followed) contains ``text``."""
    for path in walk(folder):
        if path.is_symlink() or not path.is_file():
            continue
        if path.stat().st_blocks == 0:
            continue  # a sparse file made by the test: holds nothing
        if text.encode() in path.read_bytes():
            return False
    return True


def walk(folder: Path) -> Iterator[Path]:
    for root, folders, names in os.walk(folder):
        for name in (*folders, *names):
            yield Path(root, name)


def sparse(path: Path, size: int) -> Path:
    """A file of ``size`` bytes that takes no room on disk."""
    with open(path, "wb") as file:
        file.truncate(size)
    return path
