"""Following a data folder: matches appear, change and vanish with their files; a half-written
file, a conflict copy, a temporary file or an old match change nothing."""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from ninescore.feed.follower import FolderFollower
from ninescore.feed.hub import Hub
from ninescore.records import MatchRecord, Store
from ninescore.rules import Shot

from .helpers import live_record


def saved(store: Store, record: MatchRecord) -> Path:
    return store.save(record)


def test_matches_appear_change_and_vanish_with_their_files(data_dir: Path) -> None:
    store, hub = Store(data_dir), Hub()
    follower = FolderFollower(data_dir, hub)
    assert follower.sweep() == 0
    record = live_record(table="3")
    path = saved(store, record)
    assert follower.sweep() == 1
    live = hub.match(record.id)
    assert live is not None and live.info.table == "3"
    assert follower.sweep() == 0  # nothing changed: nothing read again
    record.append(Shot(pocketed={1}))
    saved(store, record)
    assert follower.sweep() == 1
    assert hub.match(record.id).state.frame.on_table == frozenset(range(2, 10))  # type: ignore[union-attr]
    path.unlink()
    assert follower.sweep() == 1
    assert hub.match(record.id) is None
    store.close()


def test_a_half_written_file_keeps_the_last_good_state(data_dir: Path) -> None:
    store, hub = Store(data_dir), Hub()
    follower = FolderFollower(data_dir, hub)
    record = live_record()
    path = saved(store, record)
    follower.sweep()
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])  # a writer that writes in place, caught halfway
    assert follower.sweep() == 0
    assert hub.match(record.id) is not None
    record.append(Shot(pocketed={1}))
    store.close()
    path.write_bytes(record.to_json().encode())
    assert follower.sweep() == 1
    assert hub.match(record.id).state.score == (0, 0)  # type: ignore[union-attr]
    assert hub.match(record.id).state.frame.on_table == frozenset(range(2, 10))  # type: ignore[union-attr]


def test_a_file_that_never_was_a_match_is_not_listed(data_dir: Path) -> None:
    hub = Hub()
    follower = FolderFollower(data_dir, hub)
    matches = data_dir / "matches"
    matches.mkdir()
    (matches / "11111111-1111-4111-8111-111111111111.json").write_text('{"format": 1, "pla')
    (matches / "notes.json").write_text("[]")
    assert follower.sweep() == 0 and hub.matches()[1] == []


def test_syncthing_files_and_temporary_files_are_never_matches(data_dir: Path) -> None:
    store, hub = Store(data_dir), Hub()
    follower = FolderFollower(data_dir, hub)
    record = live_record()
    path = saved(store, record)
    copy = live_record(players=("Conflict", "Copy"))
    text = copy.to_json()
    folder = path.parent
    (folder / f"{record.id}.sync-conflict-20240501-190312-ABCDEF1.json").write_text(text)
    (folder / f".syncthing.{record.id}.json.tmp").write_text(text)
    (folder / f"~syncthing~{record.id}.json.tmp").write_text(text)
    (folder / f".{record.id}.json.tmp-1a2b3c4d").write_text(text)
    follower.sweep()
    _, matches = hub.matches()
    assert [m.info.id for m in matches] == [record.id]
    store.close()


def test_only_live_matches_are_followed(data_dir: Path) -> None:
    store, hub = Store(data_dir), Hub()
    now = datetime.now(UTC)
    follower = FolderFollower(data_dir, hub, now=lambda: now)
    playing = live_record(table="1")
    finished = live_record(table="2", race_to=1, actions=[Shot(pocketed={9})])
    left_last_week = MatchRecord.new(players=("Old", "Match"), created=now - timedelta(days=7))
    left_last_week.append(Shot(pocketed={1}), at=now - timedelta(days=7))
    for record in (playing, finished, left_last_week):
        saved(store, record)
    old = store.path_of(left_last_week.id)
    week_ago = (now - timedelta(days=7)).timestamp()
    os.utime(old, (week_ago, week_ago))
    follower.sweep()
    assert {m.info.id for m in hub.matches()[1]} == {playing.id, finished.id}
    # Tomorrow: the finished match is yesterday's, and nobody has played on for twelve hours.
    follower._now = lambda: now + timedelta(days=1)  # type: ignore[method-assign]
    follower.sweep()
    assert hub.matches()[1] == []
    store.close()


def test_a_match_copied_in_under_another_name_is_one_match(data_dir: Path) -> None:
    store, hub = Store(data_dir), Hub()
    follower = FolderFollower(data_dir, hub)
    record = live_record()
    path = saved(store, record)
    shutil.copy(path, path.with_name("copied by hand.json"))
    follower.sweep()
    assert [m.info.id for m in hub.matches()[1]] == [record.id]
    path.unlink()
    follower.sweep()
    assert hub.match(record.id) is not None  # the copy still holds it
    store.close()


def test_a_missing_folder_is_waited_for(tmp_path: Path) -> None:
    hub = Hub()
    follower = FolderFollower(tmp_path / "not yet", hub)
    assert follower.sweep() == 0
    assert not (tmp_path / "not yet").exists()  # following never creates anything
    store = Store(tmp_path / "not yet")
    saved(store, live_record())
    assert follower.sweep() == 1
    store.close()
