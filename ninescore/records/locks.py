"""A lock file per match being scored, so two running ninescores never write the same match.

The lock is ``.<id>.json.lock`` beside the match file (a dot file: listing ignores it), created
with ``O_EXCL`` and holding the owner's pid, host and start time. A lock is stale, and is taken
over, when its process is gone (same host), when it is older than ``max_age`` (another host: a
synced folder, where the pid means nothing here), or when it cannot be read and is old. The
takeover itself is guarded by a second ``O_EXCL`` file so that two instances racing for the same
stale lock cannot both win.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import socket
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType

from .errors import MESSAGES, MatchLocked, StoreError

DEFAULT_MAX_AGE = timedelta(hours=12)
# A lock file being written right now may be empty for a moment; younger than this, it is live.
UNREADABLE_GRACE_SECONDS = 10.0

_held: dict[str, str] = {}
"""Lock paths held by this process, with the token written in each."""


@dataclass(frozen=True, slots=True)
class LockInfo:
    pid: int
    host: str
    since: datetime
    token: str


def this_host() -> str:
    return socket.gethostname()


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            code = ctypes.c_ulong()
            kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process, but alive
    except OSError:
        return False
    return True


def read_lock(path: Path) -> LockInfo | None:
    """The lock's owner, or None when the file is unreadable or not a lock."""
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
        since = datetime.fromisoformat(data["since"])
        if since.tzinfo is None:
            since = since.replace(tzinfo=UTC)
        return LockInfo(int(data["pid"]), str(data["host"]), since, str(data.get("token", "")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _file_age(path: Path) -> float:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return 0.0


def is_live(path: Path, info: LockInfo | None, max_age: timedelta) -> bool:
    """Whether the lock at ``path`` (owned as ``info``) still belongs to a running scorer."""
    if info is None:
        return _file_age(path) < UNREADABLE_GRACE_SECONDS
    if _held.get(str(path)) == info.token:
        return True
    if info.host == this_host():
        if info.pid == os.getpid():
            return False  # our pid, but not our lock: a previous process that had the same pid
        return pid_alive(info.pid)
    return datetime.now(UTC) - info.since < max_age


def locked_error(info: LockInfo | None) -> MatchLocked:
    if info is None:
        return MatchLocked("locked", MESSAGES["locked"], pid="?", host="?", since="?")
    return MatchLocked(
        "locked",
        MESSAGES["locked"],
        pid=info.pid,
        host=info.host,
        since=info.since.astimezone().strftime("%Y-%m-%d %H:%M"),
    )


class MatchLock:
    """A held lock; release it with :meth:`release` or by leaving a ``with`` block."""

    def __init__(self, path: Path, token: str) -> None:
        self.path = path
        self.token = token
        self.released = False

    def release(self) -> None:
        """Remove the lock file if it is still ours. Safe to call more than once."""
        if self.released:
            return
        self.released = True
        _held.pop(str(self.path), None)
        info = read_lock(self.path)
        if info is not None and info.token == self.token:
            with contextlib.suppress(OSError):
                self.path.unlink()

    def __enter__(self) -> MatchLock:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.release()

    def __repr__(self) -> str:
        state = "released" if self.released else "held"
        return f"<MatchLock {self.path.name} {state}>"


def acquire(path: Path, max_age: timedelta = DEFAULT_MAX_AGE) -> MatchLock:
    """Take the lock at ``path``; raise :class:`MatchLocked` when someone live holds it."""
    for _attempt in range(5):
        token = secrets.token_hex(8)
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            info = read_lock(path)
            if is_live(path, info, max_age):
                raise locked_error(info) from None
            _take_over(path, max_age)
            continue
        except OSError as error:
            raise StoreError(
                "lock_failed", MESSAGES["lock_failed"], path=path, detail=error.strerror or error
            ) from None
        try:
            content = {
                "pid": os.getpid(),
                "host": this_host(),
                "since": datetime.now(UTC).isoformat(timespec="seconds"),
                "token": token,
            }
            os.write(descriptor, json.dumps(content).encode("utf-8"))
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        _held[str(path)] = token
        return MatchLock(path, token)
    raise locked_error(read_lock(path))


def _take_over(path: Path, max_age: timedelta) -> None:
    """Remove a stale lock, making sure only one process does it."""
    guard = path.with_name(path.name + ".takeover")
    try:
        descriptor = os.open(guard, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except FileExistsError:
        if _file_age(guard) > UNREADABLE_GRACE_SECONDS:
            # Left by a process that died in the middle of a takeover.
            with contextlib.suppress(OSError):
                guard.unlink()
        else:
            time.sleep(0.05)
        return
    except OSError:
        return
    os.close(descriptor)
    try:
        # Look again under the guard: another process may have taken it over meanwhile.
        info = read_lock(path)
        if not is_live(path, info, max_age):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
    finally:
        with contextlib.suppress(OSError):
            guard.unlink()


def live_lock(path: Path, max_age: timedelta = DEFAULT_MAX_AGE) -> LockInfo | None:
    """The owner of a live lock at ``path`` that this process does not hold, or None."""
    if not os.path.lexists(path):
        return None
    info = read_lock(path)
    if info is not None and _held.get(str(path)) == info.token:
        return None
    if is_live(path, info, max_age):
        return info if info is not None else LockInfo(0, "?", datetime.now(UTC), "")
    return None


def held_here(path: Path) -> bool:
    return str(path) in _held
