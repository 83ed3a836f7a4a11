"""Locks: one scorer per match; stale locks (dead process, old lock elsewhere) are taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ninescore.records import MatchLocked, Store, StoreError, locks
from ninescore.records.errors import ChangedElsewhere, LockLost
from ninescore.rules import Shot

from .helpers import small_match

HOLD_LOCK = textwrap.dedent(
    """
    import sys, time
    from ninescore.records import Store
    store = Store(sys.argv[1])
    lock = store.lock(sys.argv[2])
    print("locked", flush=True)
    time.sleep(120)
    """
)


def lock_path(store: Store, match_id: str) -> Path:
    return store.matches_path / f".{match_id}.json.lock"


def write_lock(path: Path, pid: int, host: str, since: datetime) -> None:
    path.write_text(json.dumps({"pid": pid, "host": host, "since": since.isoformat()}))


def test_a_lock_is_a_dot_file_with_pid_host_and_time(store: Store) -> None:
    record = small_match()
    with store.lock(record.id):
        content = json.loads(lock_path(store, record.id).read_text())
        assert content["pid"] == os.getpid() and content["host"] and content["since"]
        assert not store.is_locked(record.id)  # held here, not elsewhere
    assert not lock_path(store, record.id).exists()


def test_the_same_match_cannot_be_locked_twice(store: Store) -> None:
    lock = store.lock("5a1b")
    with pytest.raises(MatchLocked):
        store.lock("5a1b")
    lock.release()
    lock.release()  # twice is harmless
    store.lock("5a1b").release()


def test_a_live_process_holds_its_lock_and_a_killed_ones_is_taken_over(store: Store) -> None:
    record = small_match()
    store.save(record)
    with subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(store.data_path), record.id],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        hold_then_kill(store, record, child)
    assert not store.is_locked(record.id)
    with store.lock(record.id):
        store.save(record)


def hold_then_kill(store: Store, record, child: subprocess.Popen[str]) -> None:  # type: ignore[no-untyped-def]
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "locked"
        assert store.is_locked(record.id)
        with pytest.raises(MatchLocked) as caught:
            store.lock(record.id)
        sentence = str(caught.value)
        assert f"process {child.pid}" in sentence and "read-only" in sentence
        with pytest.raises(MatchLocked):
            store.save(record)  # a second instance cannot write it either
        assert store.load(record.id).same_as(record)  # but can read it
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()


def test_a_lock_from_another_host_is_live_until_it_is_old(store: Store) -> None:
    path = lock_path(store, "abc")
    write_lock(path, 1, "table-7-laptop", datetime.now(UTC) - timedelta(hours=2))
    assert store.is_locked("abc")
    with pytest.raises(MatchLocked, match="table-7-laptop"):
        store.lock("abc")
    write_lock(path, 1, "table-7-laptop", datetime.now(UTC) - timedelta(hours=13))
    assert not store.is_locked("abc")
    store.lock("abc").release()
    assert not path.exists()


def test_a_lock_left_by_an_earlier_process_with_our_pid_is_stale(store: Store) -> None:
    import socket

    write_lock(lock_path(store, "abc"), os.getpid(), socket.gethostname(), datetime.now(UTC))
    store.lock("abc").release()


def test_an_unreadable_lock_is_live_for_a_moment_then_stale(store: Store) -> None:
    path = lock_path(store, "abc")
    path.write_bytes(b"")
    with pytest.raises(MatchLocked):
        store.lock("abc")
    old = datetime.now().timestamp() - 60
    os.utime(path, (old, old))
    store.lock("abc").release()


def test_release_leaves_a_lock_that_someone_else_took_over(store: Store) -> None:
    lock = store.lock("abc")
    write_lock(lock_path(store, "abc"), 1, "elsewhere", datetime.now(UTC))
    lock.release()
    assert lock_path(store, "abc").exists()


# -- the lock's heartbeat, and what it tells about its owner ---------------------------------------


def identity_fields() -> dict[str, object]:
    return {
        "host": locks.this_host(),
        "machine": locks.this_machine(),
        "boot": locks.this_boot(),
        "pid_namespace": locks.this_pid_namespace(),
    }


def write_full_lock(path: Path, **fields: object) -> None:
    now = datetime.now(UTC)
    content = {
        "program": "ninescore",
        "pid": 1,
        "start": None,
        **identity_fields(),
        "since": now.isoformat(),
        "beat": now.isoformat(),
        "token": "someone-else",
    }
    content.update(fields)
    path.write_text(json.dumps(content))


def ago(**delta: float) -> str:
    return (datetime.now(UTC) - timedelta(**delta)).isoformat()


def test_a_lock_names_its_process_machine_boot_and_last_heartbeat(store: Store) -> None:
    with store.lock("abc") as lock:
        content = json.loads(lock.path.read_text())
        assert content["pid"] == os.getpid() and content["token"] == lock.token
        assert content["start"] == locks.process_start(os.getpid())
        assert content["machine"] == locks.this_machine() and content["boot"] == locks.this_boot()
        first_beat = content["beat"]
        lock.beat(force=True)
        assert json.loads(lock.path.read_text())["beat"] >= first_beat
        assert [path.name for path in store.matches_path.iterdir()] == [lock.path.name]


@pytest.fixture
def stranger() -> Iterator[subprocess.Popen[bytes]]:
    """A live process that is not ninescore: what a recycled process id points at."""
    with subprocess.Popen(["sleep", "300"]) as process:
        yield process
        process.kill()


@pytest.mark.skipif(locks.process_start(os.getpid()) is None, reason="no process start times")
def test_a_lock_whose_pid_now_belongs_to_another_process_is_taken_over(
    store: Store, stranger: subprocess.Popen[bytes]
) -> None:
    path = lock_path(store, "abc")
    started = locks.process_start(stranger.pid)
    assert started is not None
    write_full_lock(path, pid=stranger.pid, start=started)
    assert store.is_locked("abc")  # the very process that took it: live
    write_full_lock(path, pid=stranger.pid, start=started - 1)  # same pid, another start
    assert not store.is_locked("abc")
    store.lock("abc").release()


def test_without_start_times_a_live_pid_holds_only_while_its_heartbeat_does(
    store: Store, stranger: subprocess.Popen[bytes]
) -> None:
    path = lock_path(store, "abc")
    write_full_lock(path, pid=stranger.pid, start=None, beat=ago(minutes=1))
    assert store.is_locked("abc")
    write_full_lock(path, pid=stranger.pid, start=None, beat=ago(minutes=16))
    assert not store.is_locked("abc")
    # A lock from before heartbeats (no beat at all) with a live process is trusted, as before.
    write_lock(path, stranger.pid, locks.this_host(), datetime.now(UTC) - timedelta(days=3))
    assert store.is_locked("abc")


def test_another_machine_s_lock_is_live_while_its_heartbeat_is_fresh(store: Store) -> None:
    path = lock_path(store, "abc")
    write_full_lock(path, host="table-7-laptop", machine="other", beat=ago(minutes=14))
    with pytest.raises(MatchLocked, match="table-7-laptop"):
        store.lock("abc")
    write_full_lock(path, host="table-7-laptop", machine="other", beat=ago(minutes=16))
    assert not store.is_locked("abc")
    store.lock("abc").release()
    # A clock ahead of ours: live, never taken over before its time.
    ahead = (datetime.now(UTC) + timedelta(hours=1)).isoformat()
    write_full_lock(path, host="table-7-laptop", beat=ahead)
    assert store.is_locked("abc")


def test_the_same_host_name_on_another_machine_is_another_machine(
    store: Store, stranger: subprocess.Popen[bytes]
) -> None:
    path = lock_path(store, "abc")
    # Cloned laptops all called "debian": the pid means nothing here, the heartbeat decides.
    write_full_lock(path, pid=999_999, machine="f" * 32, beat=ago(minutes=1))
    assert store.is_locked("abc")
    write_full_lock(path, pid=999_999, machine="f" * 32, beat=ago(minutes=20))
    assert not store.is_locked("abc")


@pytest.mark.skipif(locks.boot_time() is None, reason="no boot time on this system")
def test_a_lock_from_before_this_machine_started_is_stale(store: Store) -> None:
    path = lock_path(store, "abc")
    boot = locks.boot_time()
    assert boot is not None
    before_boot = datetime.fromtimestamp(boot - 3600, UTC).isoformat()
    write_full_lock(path, pid=os.getppid(), boot="an-earlier-boot", beat=before_boot)
    assert not store.is_locked("abc")
    # Another boot id yet a beat since this boot: a clone of this machine, judged by its beat.
    write_full_lock(path, pid=999_999, boot="a-clone", beat=ago(seconds=5))
    assert store.is_locked("abc")


def test_a_lock_from_another_pid_namespace_is_judged_by_its_heartbeat(store: Store) -> None:
    path = lock_path(store, "abc")
    write_full_lock(path, pid=2, pid_namespace="pid:[1]", beat=ago(minutes=1))
    assert store.is_locked("abc")  # pid 2 means nothing here (a sandbox), but it beats
    write_full_lock(path, pid=2, pid_namespace="pid:[1]", beat=ago(minutes=30))
    assert not store.is_locked("abc")


@pytest.mark.parametrize("what", ["folder", "pipe", "link"])
def test_a_lock_name_holding_no_lock_is_never_a_live_owner(store: Store, what: str) -> None:
    path = lock_path(store, "abc")
    if what == "folder":
        path.mkdir()
    elif what == "pipe":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    assert not store.is_locked("abc")
    if what == "folder":
        with pytest.raises(StoreError, match="folder has the lock's name"):
            store.lock("abc")
    else:
        store.lock("abc").release()


def test_a_stolen_lock_is_noticed_before_the_next_write(store: Store) -> None:
    record = small_match()
    with store.lock(record.id) as lock:
        store.save(record)
        before = store.path_of(record.id).read_bytes()
        write_full_lock(lock.path, pid=4242, host="table-3", machine="other")
        record.append(Shot(first_contact=1))
        with pytest.raises(LockLost) as caught:
            store.save(record)
        assert "process 4242 on table-3" in str(caught.value)
        assert store.path_of(record.id).read_bytes() == before
        assert lock.lost
        with pytest.raises(LockLost):
            store.keep_alive(record)
        # Our version had a shot the file lacks: kept beside it, not lost.
        [copy] = store.matches_path.glob("*.conflict-*.json")
        assert store.load(copy).actions == record.actions
    assert lock_path(store, record.id).exists()  # the new owner's lock stays


def test_a_vanished_lock_is_taken_again_when_the_file_is_as_we_left_it(store: Store) -> None:
    record = small_match()
    with store.lock(record.id) as lock:
        store.save(record)
        lock.path.unlink()
        store.keep_alive(record)  # the heartbeat takes it again
        assert not lock.lost and lock.path.exists()
        lock.path.unlink()
        record.append(Shot(first_contact=1))
        store.save(record)  # so does a save
        assert json.loads(lock.path.read_text())["token"] == lock.token
        assert store.load(record.id).actions == record.actions


def test_a_vanished_lock_and_a_file_changed_meanwhile_keep_both_versions(store: Store) -> None:
    record = small_match()
    with store.lock(record.id) as lock:
        store.save(record)
        lock.path.unlink()
        other = store.load(record.id)
        other.append(Shot(pocketed={1}))
        store.save(other)  # someone wrote while no lock was there
        record.append(Shot(first_contact=1))
        with pytest.raises(ChangedElsewhere):
            store.save(record)
        assert store.load(store.path_of(record.id)).actions == other.actions
        [copy] = store.matches_path.glob("*.conflict-*.json")
        assert store.load(copy).actions == record.actions


def test_on_a_full_disk_no_lock_is_left_behind(small_disk: Path, fill_disk) -> None:  # type: ignore[no-untyped-def]
    store = Store(small_disk / "data")
    record = small_match()
    free = fill_disk(small_disk)
    with pytest.raises(StoreError) as caught:
        store.lock(record.id)
    assert caught.value.kind == "disk_full"
    assert list(store.matches_path.iterdir()) == []  # no empty lock, no temporary file
    assert not store.is_locked(record.id)  # so nobody is told it is scored elsewhere
    free()
    with store.lock(record.id):
        store.save(record)
    store.close()


def test_a_lock_made_while_a_takeover_looks_at_an_empty_name_is_never_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two windows race for a stale lock: the first removed it and is about to make its own; the
    # second, looking under the guard, finds the name empty.  The first window's lock lands at
    # any moment after that look (its hard link needs no guard) — at the latest just before
    # anything the second does next: it must never be removed.
    path = tmp_path / ".m.json.lock"
    theirs = locks._content("their-token", datetime.now(UTC))
    landed: list[bool] = []
    real_unlink = Path.unlink

    def their_link_lands_first(self: Path, missing_ok: bool = False) -> None:
        if self == path and not landed:
            self.write_bytes(theirs)
            landed.append(True)
        real_unlink(self, missing_ok)

    monkeypatch.setattr(Path, "unlink", their_link_lands_first)
    locks._take_over(path, None, locks.DEFAULT_MAX_AGE)
    if not landed:
        path.write_bytes(theirs)  # it lands after the takeover's last step
    info = locks.read_lock(path)
    assert info is not None and info.token == "their-token"
