"""Locks: one scorer per match; stale locks (dead process, old lock elsewhere) are taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ninescore.records import MatchLocked, Store

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
