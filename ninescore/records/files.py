"""Touching files in a folder that may hold anything: a pipe, a device, a link to a secret.

ninescore's folders are shared (a synced folder, a USB stick, a colleague's copy), so a name that
looks like a match file may be a FIFO (opening it would wait forever for a writer), a link to
``/dev/zero`` (reading it would never end) or a link out of the folder. Every read therefore
opens without blocking, refuses what is not a regular file, and reads at most a limit; every
write goes only to a regular file or a new name (see :mod:`ninescore.records.atomic`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

from .errors import ErrorKind, record_error

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_NOCTTY", 0)
)
_FOLDER_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_DIRECTORY", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
)
DIR_FD = os.name == "posix" and os.open in os.supports_dir_fd and os.rename in os.supports_dir_fd
"""Whether folders can be held by a descriptor here (POSIX: ``openat``, ``renameat``); elsewhere
each component is looked at with ``lstat`` instead, just before use."""


class SpecialFileError(OSError):
    """A path that is there but is not a regular file: a folder, a device, a pipe, a link.

    ``what`` says which: ``"directory"``, ``"symlink"`` or ``"special"``.
    """

    def __init__(self, path: str | os.PathLike[str], what: str) -> None:
        reasons = {
            "directory": "it is a folder",
            "symlink": "it is a symbolic link",
            "special": "it is not a regular file (a device, a pipe or a socket)",
            "file": "it is a file, not a folder",
        }
        super().__init__(errno.EINVAL, reasons[what], str(path))
        self.what = what


class FileTooLarge(OSError):
    """A regular file larger than the caller's limit; ``size`` is its size (or what was read)."""

    def __init__(self, path: str | os.PathLike[str], size: int) -> None:
        super().__init__(errno.EFBIG, "file too large", str(path))
        self.size = size


def kind_of(mode: int) -> str:
    """``"file"``, ``"directory"``, ``"symlink"`` or ``"special"`` for an ``st_mode``."""
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "directory"
    if stat.S_ISLNK(mode):
        return "symlink"
    return "special"


def existing_kind(path: str | os.PathLike[str]) -> str | None:
    """What is at ``path`` without following a link, or None when nothing is there."""
    try:
        return kind_of(os.lstat(path).st_mode)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None


def read_regular(
    path: str | os.PathLike[str], limit: int, *, follow_symlinks: bool = False
) -> tuple[bytes, os.stat_result]:
    """The bytes of the regular file at ``path`` and its stat.

    Raises :class:`SpecialFileError` for anything but a regular file (a link too, unless
    ``follow_symlinks``: a name the user typed may be a link, a name found in a folder may not),
    :class:`FileTooLarge` beyond ``limit`` bytes (without reading it when its size says so), and
    ``OSError`` when it cannot be opened. Never blocks on a pipe, never reads a device.
    """
    return _read_opened(path, _open_regular(path, follow_symlinks), limit)


def read_head(path: str | os.PathLike[str], size: int) -> bytes:
    """The first ``size`` bytes of the regular file at ``path`` (all of it when it is shorter),
    opened as :func:`read_regular` opens: never through a link, never blocking, never a device
    or a pipe (:class:`SpecialFileError`)."""
    descriptor = _open_regular(path, follow_symlinks=False)
    try:
        _regular_status(path, descriptor)
        return os.read(descriptor, size)
    finally:
        os.close(descriptor)


def _open_regular(path: str | os.PathLike[str], follow_symlinks: bool) -> int:
    flags = _READ_FLAGS | (0 if follow_symlinks else _NOFOLLOW)
    if not follow_symlinks and not _NOFOLLOW and os.path.islink(path):
        raise SpecialFileError(path, "symlink")  # pragma: no cover - Windows has no O_NOFOLLOW
    try:
        return os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ELOOP and not follow_symlinks:
            raise SpecialFileError(path, "symlink") from None
        if isinstance(error, PermissionError) and os.path.isdir(path):
            raise SpecialFileError(path, "directory") from None  # Windows opens no folders
        raise


def _regular_status(path: str | os.PathLike[str], descriptor: int) -> os.stat_result:
    """The status of the opened ``descriptor``; :class:`SpecialFileError` unless it is a regular
    file (what was opened, not what the name was when it was looked at)."""
    status = os.fstat(descriptor)
    what = kind_of(status.st_mode)
    if what != "file":
        raise SpecialFileError(path, what)
    return status


def _read_opened(
    path: str | os.PathLike[str], descriptor: int, limit: int
) -> tuple[bytes, os.stat_result]:
    """Read the opened ``descriptor`` (closed after) as :func:`read_regular` does."""
    try:
        status = _regular_status(path, descriptor)
        if status.st_size > limit:
            raise FileTooLarge(path, status.st_size)
        # One read of the size it has (one allocation, no joining of pieces: the peak of a
        # 30 MB file is 30 MB), then on to the end in case it grew or the read was short.
        chunks = [os.read(descriptor, status.st_size + 1)]
        total = len(chunks[0])
        while total <= limit:
            chunk = os.read(descriptor, min(limit + 1 - total, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        data = chunks[0] if len(chunks) == 1 else b"".join(chunks)
        if len(data) > limit:  # it grew while being read
            raise FileTooLarge(path, len(data))
        return data, status
    finally:
        os.close(descriptor)


@contextlib.contextmanager
def folder(
    base: str | os.PathLike[str], parts: Sequence[str] = (), *, create: bool = False
) -> Iterator[int | None]:
    """A descriptor of the folder ``base/parts[0]/parts[1]/…`` in which every part is a real
    folder, never a link, a file or a device: a peer may sync a link named ``desk`` into a
    shared folder, and a write through it would land outside.

    ``base`` is the folder the person chose (it may be a link: their choice), the parts are
    looked at one by one relative to the one before (``openat`` with ``O_NOFOLLOW``), so that
    nothing can swap a part for a link between the check and the use.  ``create``: parts that
    are not there are made.  Raises :class:`SpecialFileError` for a part that is no folder
    (``FileNotFoundError`` for one missing).  Yields None where folders have no descriptors
    (Windows), after the same check by name.
    """
    shown = Path(base)
    if not DIR_FD:  # pragma: no cover - Windows
        if create:
            shown.mkdir(parents=True, exist_ok=True)
        for part in parts:
            shown = shown / part
            if create and existing_kind(shown) is None:
                shown.mkdir(exist_ok=True)
            what = existing_kind(shown)
            if what is None:
                raise FileNotFoundError(errno.ENOENT, "no such folder", str(shown))
            if what != "directory":
                raise SpecialFileError(shown, what)
        yield None
        return
    if create:
        shown.mkdir(parents=True, exist_ok=True)  # the chosen folder itself, links and all
    descriptor = os.open(base, _FOLDER_FLAGS)
    try:
        for part in parts:
            if part in ("", ".", "..") or "/" in part:
                raise ValueError(f"{part!r} is not a folder's name")
            shown = shown / part
            if create:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o777, dir_fd=descriptor)
            try:
                inner = os.open(part, _FOLDER_FLAGS | _NOFOLLOW, dir_fd=descriptor)
            except OSError as error:
                if error.errno not in (errno.ELOOP, errno.ENOTDIR):
                    raise
                mode = os.stat(part, dir_fd=descriptor, follow_symlinks=False).st_mode
                raise SpecialFileError(shown, kind_of(mode)) from None
            os.close(descriptor)
            descriptor = inner
        yield descriptor
    finally:
        os.close(descriptor)


def read_in(
    base: str | os.PathLike[str], parts: Sequence[str], name: str, limit: int
) -> tuple[bytes, os.stat_result]:
    """:func:`read_regular` of ``base/parts…/name``, every folder part a real folder (see
    :func:`folder`) and ``name`` itself no link."""
    with folder(base, parts) as descriptor:
        path = Path(base, *parts, name)
        if descriptor is None:  # pragma: no cover - Windows
            return read_regular(path, limit)
        return _read_opened(path, _open_for_reading(path, name, descriptor), limit)


def _open_for_reading(path: Path, name: str, folder_descriptor: int) -> int:
    try:
        return os.open(name, _READ_FLAGS | _NOFOLLOW, dir_fd=folder_descriptor)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise SpecialFileError(path, "symlink") from None
        raise


def is_inside(path: Path, folder: Path) -> bool:
    """Whether ``path`` names an entry directly in ``folder`` (by name, links not followed)."""
    return path.parent == folder and path.name not in ("", ".", "..")


_SPECIAL_KINDS = {"directory": ErrorKind.IS_DIRECTORY, "symlink": ErrorKind.SYMLINK}


def read_match_bytes(
    path: Path, limit: int, *, follow_symlinks: bool = False
) -> tuple[bytes, os.stat_result]:
    """:func:`read_regular` for a match file: every failure is a RecordError with its sentence."""
    try:
        return read_regular(path, limit, follow_symlinks=follow_symlinks)
    except SpecialFileError as error:
        raise record_error(_SPECIAL_KINDS.get(error.what, ErrorKind.NOT_REGULAR), path) from None
    except FileTooLarge as error:
        raise record_error(ErrorKind.TOO_LARGE, path, size=error.size) from None
    except FileNotFoundError:
        raise record_error(ErrorKind.MISSING, path) from None
    except IsADirectoryError:
        raise record_error(ErrorKind.IS_DIRECTORY, path) from None
    except OSError as error:
        raise record_error(
            ErrorKind.UNREADABLE, path, detail=error.strerror or str(error)
        ) from None
