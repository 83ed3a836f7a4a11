"""Logging set-up: a rotating file in the user log folder, and stderr when asked for (-v)."""

from __future__ import annotations

import logging
import logging.handlers
import sys

from ninescore import paths

LOG_FILE_NAME = "ninescore.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Enough to reconstruct a match-day problem, never enough to fill a disk.
_MAX_BYTES = 1_000_000
_BACKUP_COUNT = 3

_configured_handlers: list[logging.Handler] = []


def configure(verbose: bool) -> None:
    """Send the ``ninescore`` loggers to the log file, and to stderr when ``verbose``.

    Calling it again replaces the handlers it installed before (tests call ``main()`` repeatedly).
    A log folder that cannot be created or written is not worth crashing over: the file handler is
    then simply left out.
    """
    root = logging.getLogger("ninescore")
    for handler in _configured_handlers:
        root.removeHandler(handler)
        handler.close()
    _configured_handlers.clear()

    formatter = logging.Formatter(_FORMAT)
    file_handler = _file_handler()
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


def _file_handler() -> logging.Handler | None:
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        return _QuietRotatingFileHandler(
            folder / LOG_FILE_NAME,
            maxBytes=_MAX_BYTES,
            backupCount=_BACKUP_COUNT,
            encoding="utf-8",
        )
    except OSError:
        return None


class _QuietRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A log file that goes quiet instead of printing tracebacks when the disk fills up.

    The operator at the table cannot act on a logging failure; the scoring window reports save
    failures itself.
    """

    def handleError(self, record: logging.LogRecord) -> None:
        pass
