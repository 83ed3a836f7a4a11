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

from .files import SpecialFileError, existing_kind

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


def write_atomically(target: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``target`` with ``data``.  Raises OSError; never leaves the temporary file behind.

    ``durable=False`` skips both fsyncs: only for bulk writes that can be redone (sample data).
    The file gets the permissions any new file of the user's gets (0o644 less the umask).
    Raises :class:`SpecialFileError` when ``target`` is a folder, a link, a device or a pipe.
    """
    refuse_special(target)
    folder = target.parent
    temporary = folder / f".{target.name}.tmp-{secrets.token_hex(4)}"
    try:
        write_new(temporary, data, durable)
        # Looked at again just before the rename: the window between the two is a few
        # microseconds, and only someone who may write this folder can use it.
        refuse_special(target)
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    if durable:
        fsync_folder(folder)


@contextlib.contextmanager
def replacing(target: Path, durable: bool = True) -> Iterator[io.BufferedWriter]:
    """A file to write that replaces ``target`` whole once the ``with`` block ends without an
    error, as :func:`write_atomically` does for bytes already in memory.

    For output too large to hold in memory (a CSV of a hundred thousand matches): the bytes go
    to the temporary file as they come. An error in the block (or in the rename) removes the
    temporary file and leaves ``target`` as it was.
    """
    refuse_special(target)
    folder = target.parent
    temporary = folder / f".{target.name}.tmp-{secrets.token_hex(4)}"
    descriptor = os.open(temporary, _CREATE_FLAGS, 0o644)
    try:
        with open(descriptor, "wb", closefd=True) as stream:
            yield stream
            stream.flush()
            if durable:
                os.fsync(stream.fileno())
        refuse_special(target)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    if durable:
        fsync_folder(folder)


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
        os.fsync(descriptor)
    except OSError as error:
        log.debug("fsync of the folder %s failed: %s", folder, error)
    finally:
        os.close(descriptor)
