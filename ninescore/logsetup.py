"""Logging set-up: a rotating file in the user log folder, and stderr when asked for (-v)."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from ninescore import paths

LOG_FILE_NAME = "ninescore.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Enough to reconstruct a match-day problem, never enough to fill a disk.
_MAX_BYTES = 1_000_000
_BACKUP_COUNT = 3

_configured_handlers: list[logging.Handler] = []


def configure(verbose: bool, rotating: bool = True) -> None:
    """Send the ``ninescore`` loggers to the log file, and to stderr when ``verbose``.

    Calling it again replaces the handlers it installed before (tests call ``main()`` repeatedly).
    A log folder that cannot be created or written is not worth crashing over: the file handler is
    then simply left out.  ``rotating=False`` (the window's start) writes the same file without
    the size check until :func:`rotate_from_now`: ``logging.handlers`` and what it imports
    (sockets, pickle, queues) cost the first paint about 4 ms, and a few lines past the limit
    do no harm.
    """
    root = logging.getLogger("ninescore")
    for handler in _configured_handlers:
        root.removeHandler(handler)
        handler.close()
    _configured_handlers.clear()

    formatter = logging.Formatter(_FORMAT)
    file_handler = _file_handler(rotating)
    if file_handler is not None:
        file_handler.setFormatter(formatter)
        file_handler.setLevel(logging.DEBUG if verbose else logging.INFO)
        _configured_handlers.append(file_handler)
    if verbose:
        stderr_handler = logging.StreamHandler(sys.stderr)
        stderr_handler.setFormatter(formatter)
        stderr_handler.setLevel(logging.DEBUG)
        _configured_handlers.append(stderr_handler)

    for handler in _configured_handlers:
        root.addHandler(handler)
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    # Without a handler of ours, messages would reach the root logger's last-resort stderr
    # handler and print warnings the user did not ask for.
    root.propagate = False


def rotate_from_now() -> None:
    """Let the log file rotate from now on, if :func:`configure` left that for later: the same
    file, its handler swapped for the rotating one (nothing logged is lost)."""
    root = logging.getLogger("ninescore")
    for index, handler in enumerate(_configured_handlers):
        if isinstance(handler, _QuietFileHandler):
            rotating = _file_handler(rotating=True)
            if rotating is None:
                return  # the folder went away: keep writing where the log was
            rotating.setFormatter(handler.formatter)
            rotating.setLevel(handler.level)
            root.addHandler(rotating)
            root.removeHandler(handler)
            handler.close()
            _configured_handlers[index] = rotating
            return


def _file_handler(rotating: bool) -> logging.Handler | None:
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        if not rotating:
            return _QuietFileHandler(folder / LOG_FILE_NAME, encoding="utf-8")
        return _quiet_rotating_handler(folder / LOG_FILE_NAME)
    except OSError:
        return None


class _QuietFileHandler(logging.FileHandler):
    """The log file until it may rotate: as quiet as the rotating one."""

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def _quiet_rotating_handler(path: Path) -> logging.Handler:
    import logging.handlers

    class QuietRotatingFileHandler(logging.handlers.RotatingFileHandler):
        """A log file that goes quiet instead of printing tracebacks when the disk fills up.

        The operator at the table cannot act on a logging failure; the scoring window reports
        save failures itself.
        """

        def handleError(self, record: logging.LogRecord) -> None:
            pass

    return QuietRotatingFileHandler(
        path, maxBytes=_MAX_BYTES, backupCount=_BACKUP_COUNT, encoding="utf-8"
    )
