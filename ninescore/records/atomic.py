"""Replace a file whole or not at all: the one way ninescore writes a file a person keeps.

The bytes go to a temporary file in the same folder (named with a leading dot, so listing never
mistakes it for a match), which is flushed, fsynced and renamed over the target; then the folder
is fsynced so that the rename itself survives a power cut.  A crash at any instant leaves either
the old file or the new one.

Only a regular file or a new name is ever replaced: a rename over ``/dev/null``, a pipe or a link
would put a regular file in its place (as root, ``sheet -o /dev/full`` would replace the device),
so anything else is refused with :class:`~ninescore.records.files.SpecialFileError`.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

from . import files
from .files import SpecialFileError, existing_kind, kind_of

log = logging.getLogger(__name__)

_CREATE_FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_NOFOLLOW", 0)
)


def refuse_special(target: Path) -> None:
    """Raise SpecialFileError unless ``target`` is a regular file or is not there at all."""
    what = existing_kind(target)
    if what not in (None, "file"):
        raise SpecialFileError(target, what)


def _refuse_special_at(descriptor: int | None, name: str, shown: Path) -> None:
    if descriptor is None:  # pragma: no cover - Windows
        refuse_special(shown)
        return
    try:
        mode = os.stat(name, dir_fd=descriptor, follow_symlinks=False).st_mode
    except FileNotFoundError:
        return
    what = kind_of(mode)
    if what != "file":
        raise SpecialFileError(shown, what)


def _parts_between(target: Path, inside: Path | None) -> tuple[Path, tuple[str, ...]]:
    """The folder to start from and the folder names to walk from it down to ``target``'s."""
    if inside is None:
        return target.parent, ()
    try:
        parts = target.parent.relative_to(inside).parts
    except ValueError:
        raise ValueError(f"{target} is not inside {inside}") from None
    return inside, parts


def write_atomically(
    target: Path,
    data: bytes,
    durable: bool = True,
    *,
    inside: Path | None = None,
    mode: int = 0o644,
) -> None:
    """Replace ``target`` with ``data``.  Raises OSError; never leaves the temporary file behind.

    ``durable=False`` skips both fsyncs: only for bulk writes that can be redone (sample data).
    The file gets ``mode`` less the umask (0o600 for a secret only its owner may read).
    Raises :class:`SpecialFileError` when ``target`` is a folder, a link, a device or a pipe,
    and when a folder between ``inside`` (the data folder) and it is a link or no folder: the
    folders are held by descriptors from ``inside`` down (see :func:`files.folder`), so the
    file is written where its name says or not at all.
    """
    with _replaced(target, durable, inside, mode) as descriptor:
        view = memoryview(data)
        while view:
            written = os.write(descriptor, view)
            view = view[written:]


@contextlib.contextmanager
def replacing(
    target: Path, durable: bool = True, *, inside: Path | None = None
) -> Iterator[io.BufferedWriter]:
    """A file to write that replaces ``target`` whole once the ``with`` block ends without an
    error, as :func:`write_atomically` does for bytes already in memory.

    For output too large to hold in memory (a CSV of a hundred thousand matches): the bytes go
    to the temporary file as they come. An error in the block (or in the rename) removes the
    temporary file and leaves ``target`` as it was.
    """
    with (
        _replaced(target, durable, inside) as descriptor,
        open(descriptor, "wb", closefd=False) as stream,
    ):
        yield stream


@contextlib.contextmanager
def _replaced(target: Path, durable: bool, inside: Path | None, mode: int = 0o644) -> Iterator[int]:
    """The descriptor of a new temporary file beside ``target``, renamed over it once the block
    ends without an error (fsynced first, and the folder after, when ``durable``)."""
    base, parts = _parts_between(target, inside)
    with files.folder(base, parts) as folder:
        name = target.name
        _refuse_special_at(folder, name, target)
        temporary = f".{name}.tmp-{secrets.token_hex(4)}"
        if folder is None:  # pragma: no cover - Windows
            opened = os.open(target.parent / temporary, _CREATE_FLAGS, mode)
        else:
            opened = os.open(temporary, _CREATE_FLAGS, mode, dir_fd=folder)
        try:
            try:
                yield opened
                if durable:
                    os.fsync(opened)
            finally:
                os.close(opened)
            # Looked at again just before the rename: only someone who may write this folder
            # can use the few microseconds between the two.
            _refuse_special_at(folder, name, target)
            if folder is None:  # pragma: no cover - Windows
                os.replace(target.parent / temporary, target)
            else:
                os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException:
            with contextlib.suppress(OSError):
                if folder is None:  # pragma: no cover - Windows
                    (target.parent / temporary).unlink()
                else:
                    os.unlink(temporary, dir_fd=folder)
            raise
        if durable:
            if folder is None:  # pragma: no cover - Windows
                fsync_folder(target.parent)
            else:
                _fsync_descriptor(folder, target.parent)


def write_new(path: Path, data: bytes, durable: bool = True) -> None:
    """Create ``path`` (which must not exist) holding ``data``; remove it again on failure."""
    descriptor = os.open(path, _CREATE_FLAGS, 0o644)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(descriptor, view)
                view = view[written:]
            if durable:
                os.fsync(descriptor)
        finally:
            os.close(descriptor)
    except OSError:
        with contextlib.suppress(OSError):
            path.unlink()
        raise


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles for this)."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        _fsync_descriptor(descriptor, folder)
    finally:
        os.close(descriptor)


def _fsync_descriptor(descriptor: int, folder: Path) -> None:
    try:
        os.fsync(descriptor)
    except OSError as error:
        log.debug("fsync of the folder %s failed: %s", folder, error)
