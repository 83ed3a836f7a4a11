"""Replace a file whole or not at all: the one way ninescore writes a file a person keeps.

The bytes go to a temporary file in the same folder (named with a leading dot, so listing never
mistakes it for a match), which is flushed, fsynced and renamed over the target; then the folder
is fsynced so that the rename itself survives a power cut.  A crash at any instant leaves either
the old file or the new one.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
from pathlib import Path

log = logging.getLogger(__name__)


def write_atomically(target: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``target`` with ``data``.  Raises OSError; never leaves the temporary file behind.

    ``durable=False`` skips both fsyncs: only for bulk writes that can be redone (sample data).
    The file gets the permissions any new file of the user's gets (0o644 less the umask).
    """
    folder = target.parent
    temporary = folder / f".{target.name}.tmp-{secrets.token_hex(4)}"
    try:
        descriptor = os.open(
            temporary,
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
            0o644,
        )
        try:
            view = memoryview(data)
            while view:
                written = os.write(descriptor, view)
                view = view[written:]
            if durable:
                os.fsync(descriptor)
        finally:
            os.close(descriptor)
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    if durable:
        fsync_folder(folder)


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
