"""A lock file per match being scored, so two running ninescores never write the same match.

The lock of ``matches/<name>.json`` is ``matches/.<name>.json.lock`` (a dot file: listing ignores
it). It holds who owns it — process id, the process's start time, host name, machine id, boot id,
PID namespace — a random token, when it was taken (``since``) and when its owner last showed it
is alive (``beat``). The owner refreshes ``beat`` on every save and on a timer while the match is
open (:data:`heartbeat_interval`), and before every write it checks that the file still holds its
token: a window whose lock was taken over or removed finds out before it writes, never after.

Whether a lock found on disk is still live:

- **this machine** (same host name, machine id, boot and PID namespace): live while its process
  runs — and is the same process: a process id the system has since given to another program
  (told by the process's start time) does not keep a lock. Where start times cannot be read
  (not Linux), a lock whose heartbeat stopped for ``max_age`` is stale too;
- **the same machine, started since** (another boot id, and the last beat before this boot):
  stale — every process of that boot is gone;
- **another machine** (a folder synced between tables): live until its heartbeat has been silent
  for ``max_age`` (15 minutes by default), as seen on this machine's clock. Machines' clocks
  must therefore agree to within a few minutes;
- **unreadable** (empty, damaged, a pipe): live for a few seconds, then stale.

A lock is created whole or not at all: its content is written to a temporary file that is then
hard-linked to the lock's name, which fails if the name exists (an ``O_EXCL`` create with the
content already in it). A full disk therefore leaves no empty lock behind. A stale lock is taken
over under a second such file, so two processes racing for it cannot both win.

What the lock promises is written down in docs/file-format.md ("Locks").
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import secrets
import socket
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from types import TracebackType

from .atomic import write_new
from .errors import ErrorKind, LockLost, MatchLocked, StoreError
from .files import existing_kind, read_regular

log = logging.getLogger(__name__)

DEFAULT_MAX_AGE = timedelta(minutes=15)
"""A lock from another machine whose heartbeat has been silent this long is stale."""
LEGACY_MAX_AGE = timedelta(hours=12)
"""Locks written before heartbeats existed (no ``beat``) were never refreshed: judged by this."""
HEARTBEATS_PER_MAX_AGE = 15
"""The owner beats this many times per ``max_age``: once a minute with the default."""
UNREADABLE_GRACE_SECONDS = 10.0
"""A lock that cannot be read (being written, or damaged) is live for this long, then stale."""
MAX_LOCK_SIZE = 4096
"""A lock file is a few hundred bytes; anything longer is not a lock."""

_held: dict[str, MatchLock] = {}
"""Lock paths held by this process."""
_lost: dict[str, MatchLock] = {}
"""Locks this process held until someone else took or removed them, until released."""


def heartbeat_interval(max_age: timedelta) -> float:
    """Seconds between two heartbeats of a lock judged with ``max_age``."""
    return max(max_age.total_seconds() / HEARTBEATS_PER_MAX_AGE, 0.05)


# -- who we are ----------------------------------------------------------------------------------


def this_host() -> str:
    return socket.gethostname()


def _read_small(path: str) -> str:
    try:
        with open(path, encoding="ascii", errors="replace") as handle:
            return handle.read(256).strip()
    except OSError:
        return ""


@cache
def this_machine() -> str:
    """The machine id (Linux: /etc/machine-id), or "" where there is none."""
    return _read_small("/etc/machine-id") or _read_small("/var/lib/dbus/machine-id")


def this_boot() -> str:
    """An id of the current boot (Linux), or ""."""
    return _read_small("/proc/sys/kernel/random/boot_id")


def boot_time() -> float | None:
    """When this machine last started, in seconds since 1970 (Linux), or None."""
    for line in _read_small_lines("/proc/stat"):
        if line.startswith("btime "):
            with contextlib.suppress(ValueError):
                return float(line.split()[1])
    return None


def _read_small_lines(path: str) -> list[str]:
    try:
        with open(path, encoding="ascii", errors="replace") as handle:
            return handle.read(1 << 16).splitlines()
    except OSError:
        return []


def this_pid_namespace() -> str:
    """The PID namespace of this process (Linux: containers and sandboxes have their own)."""
    try:
        return os.readlink("/proc/self/ns/pid")
    except OSError:
        return ""


def process_start(pid: int) -> int | None:
    """When process ``pid`` started, in clock ticks since boot (Linux), or None if unknown.

    Together with the pid it names one process: the system may give a pid to a new program
    once the old one is gone, never with the same start time.
    """
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            text = handle.read(4096)
    except OSError:
        return None
    # Field 2 is the program name in parentheses and may itself hold spaces and ")".
    fields = text[text.rfind(b")") + 2 :].split()
    try:
        return int(fields[19])  # field 22 of the whole line
    except (IndexError, ValueError):
        return None


def pid_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine."""
    if pid <= 0 or pid > 2**31:
        return False
    if sys.platform == "win32":  # pragma: no cover - Windows
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


# -- what a lock says ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LockInfo:
    """The owner of a lock, as its file says."""

    pid: int
    host: str
    since: datetime
    token: str
    machine: str = ""
    boot: str = ""
    pid_namespace: str = ""
    start: int | None = None
    beat: datetime | None = None
    """None in locks written before heartbeats existed."""

    @property
    def last_seen(self) -> datetime:
        return self.beat if self.beat is not None else self.since


def _content(token: str, since: datetime) -> bytes:
    now = datetime.now(UTC)
    return json.dumps(
        {
            "program": "ninescore",
            "pid": os.getpid(),
            "start": process_start(os.getpid()),
            "host": this_host(),
            "machine": this_machine(),
            "boot": this_boot(),
            "pid_namespace": this_pid_namespace(),
            "since": since.isoformat(timespec="seconds"),
            "beat": now.isoformat(timespec="milliseconds"),
            "token": token,
        }
    ).encode("utf-8")


def _time(value: object) -> datetime:
    if not isinstance(value, str):
        raise TypeError("not a time")
    moment = datetime.fromisoformat(value)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def read_lock(path: Path) -> LockInfo | None:
    """The lock's owner, or None when there is no lock or it is unreadable or not a lock."""
    try:
        data, _ = read_regular(path, MAX_LOCK_SIZE)
        content = json.loads(data.decode("utf-8"))
        start = content.get("start")
        beat = content.get("beat")
        return LockInfo(
            pid=int(content["pid"]),
            host=str(content["host"]),
            since=_time(content["since"]),
            token=str(content.get("token", "")),
            machine=str(content.get("machine", "")),
            boot=str(content.get("boot", "")),
            pid_namespace=str(content.get("pid_namespace", "")),
            start=int(start) if isinstance(start, int) and not isinstance(start, bool) else None,
            beat=_time(beat) if beat is not None else None,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError, OverflowError):
        return None


def _file_age(path: Path) -> float:
    try:
        return time.time() - os.lstat(path).st_mtime
    except OSError:
        return 0.0


def is_live(path: Path, info: LockInfo | None, max_age: timedelta) -> bool:
    """Whether the lock at ``path`` (owned as ``info``) still belongs to a running scorer."""
    if info is None:
        # A lock being written by a ninescore without hard links may be empty for a moment;
        # a folder, a link or a pipe with the lock's name never is a lock.
        return existing_kind(path) == "file" and _file_age(path) < UNREADABLE_GRACE_SECONDS
    held = _held.get(str(path))
    if held is not None and held.token == info.token:
        return True
    now = datetime.now(UTC)
    if info.host == this_host() and (
        not info.machine or not this_machine() or info.machine == this_machine()
    ):
        same_boot = not info.boot or not this_boot() or info.boot == this_boot()
        same_space = (
            not info.pid_namespace
            or not this_pid_namespace()
            or info.pid_namespace == this_pid_namespace()
        )
        if same_boot and same_space:
            return _process_holds(info, now, max_age)
        started = boot_time()
        if not same_boot and started is not None and info.last_seen.timestamp() < started - 60:
            return False  # written before this machine last started: its process is gone
        # A machine cloned from this one, or a sandbox: its processes cannot be looked at.
    limit = max_age if info.beat is not None else max(max_age, LEGACY_MAX_AGE)
    return now - info.last_seen < limit


def _process_holds(info: LockInfo, now: datetime, max_age: timedelta) -> bool:
    """Whether the process named by a lock of this machine still runs and is its owner."""
    if info.pid == os.getpid():
        return False  # our pid but not a lock we hold: released, or an earlier process's
    if not pid_alive(info.pid):
        return False
    if info.start is not None:
        started = process_start(info.pid)
        if started is not None:
            return started == info.start  # another start: the pid was given to a new process
    if info.beat is not None:
        return now - info.beat < max_age  # no start times here: a silent heartbeat decides
    return True  # a lock from before heartbeats, and its process runs: trust it


def locked_error(info: LockInfo | None) -> MatchLocked:
    if info is None:
        return MatchLocked(ErrorKind.LOCKED, pid="?", host="?", since="?")
    return MatchLocked(
        ErrorKind.LOCKED,
        pid=info.pid,
        host=info.host,
        since=info.since,  # a moment: the words say it as the region writes it
    )


def lost_error(info: LockInfo | None, path: Path) -> LockLost:
    if info is None:
        return LockLost(ErrorKind.LOCK_LOST, path=path, pid="?", host="?")
    return LockLost(ErrorKind.LOCK_LOST, path=path, pid=info.pid, host=info.host)


def _creation_error(error: OSError, path: Path) -> StoreError:
    folder = path.parent
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return StoreError(ErrorKind.DISK_FULL, path=path, folder=folder)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return StoreError(ErrorKind.READ_ONLY, path=path, folder=folder)
    return StoreError(ErrorKind.LOCK_FAILED, path=path, detail=error.strerror or str(error))


# -- a held lock ---------------------------------------------------------------------------------

HELD = "held"
MISSING = "missing"


class MatchLock:
    """A held lock; release it with :meth:`release` or by leaving a ``with`` block."""

    def __init__(self, path: Path, token: str, max_age: timedelta, since: datetime) -> None:
        self.path = path
        self.token = token
        self.max_age = max_age
        self.since = since
        self.released = False
        self.last_beat = time.monotonic()

    @property
    def heartbeat_seconds(self) -> float:
        """Seconds between two heartbeats of this lock (see :func:`heartbeat_interval`)."""
        return heartbeat_interval(self.max_age)

    @property
    def lost(self) -> bool:
        """Someone else took this lock, or it was removed, since this process took it."""
        return str(self.path) in _lost and _lost[str(self.path)] is self

    def check(self) -> str | LockInfo | None:
        """:data:`HELD` when the file still holds our token; else this lock is marked lost and
        the result is :data:`MISSING` (no lock file at all) or the new owner (None: unreadable).
        """
        info = read_lock(self.path)
        if info is not None and info.token == self.token and not self.released:
            if self.lost:  # it came back (the same token restored): ours again
                _lost.pop(str(self.path), None)
                _held[str(self.path)] = self
            return HELD
        self._mark_lost()
        if info is None and existing_kind(self.path) is None:
            return MISSING
        return info

    def beat(self, force: bool = False) -> None:
        """Show that the owner is alive (when a beat is due, or ``force``). Call after check()
        said HELD. A beat that cannot be written (a full disk) is logged and tried again later."""
        now = time.monotonic()
        if not force and now - self.last_beat < heartbeat_interval(self.max_age) / 2:
            return
        temporary = self.path.with_name(f"{self.path.name}.tmp-{secrets.token_hex(4)}")
        try:
            write_new(temporary, _content(self.token, self.since), durable=False)
            os.replace(temporary, self.path)
        except OSError as error:
            with contextlib.suppress(OSError):
                temporary.unlink()
            log.warning("the heartbeat of %s could not be written: %s", self.path, error)
            return
        self.last_beat = now

    def retake(self) -> None:
        """Take the lock again after it vanished (nobody else holds it). Raises MatchLocked
        when someone took it meanwhile, StoreError when it cannot be written."""
        token = secrets.token_hex(16)
        since = datetime.now(UTC)
        try:
            _create(self.path, _content(token, since))
        except FileExistsError:
            raise locked_error(read_lock(self.path)) from None
        except OSError as error:
            raise _creation_error(error, self.path) from None
        log.warning("the lock %s had vanished; it is taken again", self.path)
        self.token, self.since, self.last_beat = token, since, time.monotonic()
        _lost.pop(str(self.path), None)
        _held[str(self.path)] = self

    def _mark_lost(self) -> None:
        key = str(self.path)
        if _held.get(key) is self:
            del _held[key]
            _lost[key] = self
            log.warning("the lock %s is no longer this process's", self.path)

    def release(self) -> None:
        """Remove the lock file if it is still ours. Safe to call more than once."""
        if self.released:
            return
        key = str(self.path)
        if _held.get(key) is self:
            del _held[key]
            info = read_lock(self.path)
            if info is not None and info.token == self.token:
                with contextlib.suppress(OSError):
                    self.path.unlink()
        if _lost.get(key) is self:
            del _lost[key]
        self.released = True

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
        state = "released" if self.released else "lost" if self.lost else "held"
        return f"<MatchLock {self.path.name} {state}>"


def held(path: Path) -> MatchLock | None:
    """The lock at ``path`` this process holds (as far as it knows), or None."""
    return _held.get(str(path))


def lost(path: Path) -> MatchLock | None:
    """The lock at ``path`` this process held until someone else took or removed it."""
    return _lost.get(str(path))


def held_here(path: Path) -> bool:
    return str(path) in _held


# -- taking a lock -------------------------------------------------------------------------------


def _create(path: Path, content: bytes) -> None:
    """Create ``path`` holding ``content``, whole, or raise FileExistsError if it exists."""
    temporary = path.with_name(f"{path.name}.tmp-{secrets.token_hex(4)}")
    write_new(temporary, content, durable=False)
    try:
        os.link(temporary, path)
    except FileExistsError:
        raise
    except OSError as error:
        if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
            raise
        # No hard links here (FAT, some network folders): an O_EXCL create, which for a moment
        # is empty (an empty lock is live for a few seconds, then stale).
        write_new(path, content, durable=False)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()


def acquire(path: Path, max_age: timedelta = DEFAULT_MAX_AGE) -> MatchLock:
    """Take the lock at ``path``; raise :class:`MatchLocked` when someone live holds it, and a
    :class:`StoreError` (disk full, read-only folder...) when it cannot be written."""
    for _attempt in range(5):
        token = secrets.token_hex(16)
        since = datetime.now(UTC)
        try:
            _create(path, _content(token, since))
        except FileExistsError:
            info = read_lock(path)
            if info is None and existing_kind(path) is None:
                continue  # gone meanwhile (released, or taken over): try again
            if is_live(path, info, max_age):
                raise locked_error(info) from None
            _take_over(path, info, max_age)
            continue
        except OSError as error:
            raise _creation_error(error, path) from None
        lock = MatchLock(path, token, max_age, since)
        previous = _lost.pop(str(path), None)
        if previous is not None:
            previous.released = True
        _held[str(path)] = lock
        return lock
    raise locked_error(read_lock(path))


def _take_over(path: Path, judged: LockInfo | None, max_age: timedelta) -> None:
    """Remove the stale lock ``judged``, making sure only one process does it."""
    guard = path.with_name(path.name + ".takeover")
    try:
        _create(guard, secrets.token_hex(8).encode())
    except FileExistsError:
        if _file_age(guard) > UNREADABLE_GRACE_SECONDS:
            # Left by a process that died in the middle of a takeover.
            with contextlib.suppress(OSError):
                guard.unlink()
        else:
            time.sleep(0.05)
        return
    except OSError as error:
        raise _creation_error(error, path) from None
    try:
        # Look again under the guard: the owner may have shown it is alive, or another process
        # may have taken the lock over meanwhile.
        info = read_lock(path)
        if info is None and existing_kind(path) is None:
            # Nothing to take over: whatever has the name by the time of an unlink would be
            # another process's new lock, made without the guard.
            return
        if info == judged and not is_live(path, info, max_age):
            log.warning("taking over the stale lock %s (%s)", path, info)
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except IsADirectoryError:
                raise StoreError(
                    ErrorKind.LOCK_FAILED, path=path, detail="a folder has the lock's name"
                ) from None
            except OSError as error:
                if existing_kind(path) == "directory":
                    raise StoreError(
                        ErrorKind.LOCK_FAILED, path=path, detail="a folder has the lock's name"
                    ) from None
                raise _creation_error(error, path) from None
    finally:
        with contextlib.suppress(OSError):
            guard.unlink()


def live_lock(path: Path, max_age: timedelta = DEFAULT_MAX_AGE) -> LockInfo | None:
    """The owner of a live lock at ``path`` that this process does not hold, or None."""
    if existing_kind(path) is None:
        return None
    info = read_lock(path)
    lock = _held.get(str(path))
    if info is not None and lock is not None and lock.token == info.token:
        return None
    if is_live(path, info, max_age):
        return info if info is not None else LockInfo(0, "?", datetime.now(UTC), "")
    return None
