"""What the subcommands print, through one door: harmless on a terminal, and never a traceback.

Names, events and file names come from people and from shared folders, so any of them may hold
a terminal escape sequence (``ESC [2J`` clears the screen, ``ESC ]52`` writes the clipboard), a
right-to-left override that makes the rest of a line read backwards, or bytes that are not UTF-8.
Everything printed goes through :func:`visible`, which shows such characters as harmless text
(``\\x1b``, ``<U+202E>``), and JSON through :func:`json_text`, which writes them as ``\\u``
escapes (the same data, read back exactly by any JSON reader).

Standard output may also be a closed pipe (``ninescore list | head``), a full disk or a closed
descriptor. :func:`guarded` wraps a command's ``run``: a closed pipe ends the command quietly, any
other failure to write is said in one sentence on standard error with exit status 1.

>>> visible("Ivanov\\x1b]52;c;ZXZpbA==\\x07 \\u202eevil")
'Ivanov\\\\x1b]52;c;ZXZpbA==\\\\x07 <U+202E>evil'
>>> json_text({"name": "\\u202e\\x9b2J"})
'{"name": "\\\\u202e\\\\u009b2J"}'
"""

from __future__ import annotations

import argparse
import errno
import functools
import os
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from pathlib import Path

# C0 and C1 control characters and DEL; bidirectional controls; line and paragraph separators;
# lone surrogates (bytes of a file name that are not UTF-8).
_CONTROL = "\x00-\x08\x0b-\x1f\x7f-\x9f"
_FORMAT = "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
_SURROGATE = "\ud800-\udfff"


@functools.cache
def _unsafe() -> re.Pattern[str]:
    # Compiled when first needed: `ninescore --version` prints through this module too.
    return re.compile(f"[{_CONTROL}\t{_FORMAT}{_SURROGATE}]")


@functools.cache
def _unsafe_in_json() -> re.Pattern[str]:
    return re.compile(f"[\x7f-\x9f{_FORMAT}{_SURROGATE}]")


_NAMED = {"\t": "\\t", "\r": "\\r"}


def _shown(match: re.Match[str]) -> str:
    character = match.group()
    named = _NAMED.get(character)
    if named is not None:
        return named
    code = ord(character)
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"  # a byte that was not UTF-8, as surrogateescape keeps it
    if code < 0x100:
        return f"\\x{code:02x}"
    if 0xD800 <= code <= 0xDFFF:
        return f"\\u{code:04x}"
    return f"<U+{code:04X}>"


_ISOLATES = str.maketrans("", "", "\u2068\u2069")


def visible(text: str) -> str:
    """``text`` with every character that could act on a terminal shown as plain text instead.

    Line breaks stay (they end our own lines); everything else that a terminal would obey or
    hide is replaced, so what is printed is what is there.  FSI and PDI are left out instead:
    they are what every sentence puts around a typed text (``ninescore.describe.bidi``), and
    with every other control shown as text they act on nothing.

    >>> visible("\u2068Ivanov\u202e\u202c\u2069 – Petrov")
    'Ivanov<U+202E><U+202C> – Petrov'
    """
    return _unsafe().sub(_shown, text.translate(_ISOLATES))


def json_text(value: Any, **options: Any) -> str:
    """``value`` as JSON (UTF-8, not ASCII-escaped) with every character a terminal would obey
    written as a ``\\uXXXX`` escape: valid JSON that reads back to exactly ``value``."""
    import json

    text = json.dumps(value, ensure_ascii=False, **options)
    return _unsafe_in_json().sub(lambda match: f"\\u{ord(match.group()):04x}", text)


class OutputClosed(Exception):
    """The reader went away (a closed pipe): stop quietly."""


class OutputFailed(Exception):
    """Standard output cannot be written (a full disk, a closed descriptor)."""

    def __init__(self, error: OSError | None) -> None:
        super().__init__(str(error))
        self.error = error


class TerminalStream:
    """A text stream (for ``csv.writer``, ``print(file=...)``) that writes what it is given to
    standard output or standard error through :func:`visible`."""

    def __init__(self, name: str = "stdout") -> None:
        self.name = name

    def write(self, text: str) -> int:
        _write(self.name, visible(text))
        return len(text)

    def flush(self) -> None:
        _flush(self.name)


def _stream(name: str) -> TextIO:
    stream: TextIO | None = getattr(sys, name)
    if stream is None:
        raise OutputFailed(None)  # started with the descriptor closed
    return stream


def _write(name: str, text: str) -> None:
    stream = _stream(name)
    try:
        stream.write(text)
    except BrokenPipeError:
        raise OutputClosed from None
    except UnicodeEncodeError:
        # A terminal that cannot show every character (a Latin-1 locale): show the rest.
        encoding = getattr(stream, "encoding", None) or "ascii"
        try:
            stream.write(text.encode(encoding, "backslashreplace").decode(encoding))
        except BrokenPipeError:
            raise OutputClosed from None
        except OSError as error:
            raise OutputFailed(error) from None
    except OSError as error:
        raise OutputFailed(error) from None
    except ValueError:  # closed file
        raise OutputFailed(None) from None


def _flush(name: str) -> None:
    stream = _stream(name)
    try:
        stream.flush()
    except BrokenPipeError:
        raise OutputClosed from None
    except OSError as error:
        raise OutputFailed(error) from None
    except ValueError:
        raise OutputFailed(None) from None


def line(text: str = "") -> None:
    """Print one line (or several) on standard output, made visible."""
    _write("stdout", visible(text) + "\n")


def error(text: str) -> None:
    """Print one line on standard error, made visible. Never fails: when even standard error
    cannot be written there is nobody left to tell, and the exit status says it."""
    try:
        _write("stderr", visible(text) + "\n")
        _flush("stderr")
    except (OutputClosed, OutputFailed):
        pass


def raw(text: str) -> None:
    """Write ``text`` on standard output as it is: for text already made safe (JSON)."""
    _write("stdout", text)


def _silence_stdout() -> None:
    """Point standard output at the null device, so that the interpreter's last flush of what
    is still buffered does not fail again (and print a traceback) at exit."""
    try:
        target = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    try:
        if sys.stdout is not None:
            os.dup2(target, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    finally:
        os.close(target)


def failure_sentence(problem: OSError | None) -> str:
    from PySide6.QtCore import QCoreApplication

    if problem is None:
        return QCoreApplication.translate(
            "cli", "The output could not be written: standard output is closed."
        )
    if problem.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate(
            "cli", "The output could not be written: the disk is full."
        )
    return QCoreApplication.translate("cli", "The output could not be written: {reason}.").format(
        reason=problem.strerror or problem.__class__.__name__
    )


def guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Wrap a command's ``run`` so that writing its output never ends in a traceback."""

    @functools.wraps(run)
    def wrapper(args: argparse.Namespace) -> int:
        try:
            status = run(args)
            _flush("stdout")
            return status
        except (OutputClosed, BrokenPipeError):
            _silence_stdout()
            return 0
        except OutputFailed as failed:
            _silence_stdout()
            error(failure_sentence(failed.error))
            return 1

    return wrapper


def print_only(text: str) -> int:
    """Print ``text`` as a command's whole output (``ninescore --version``), guarded like a
    command; Qt is loaded only to say, in a sentence, that the output could not be written."""

    def run(arguments: argparse.Namespace) -> int:
        line(text)
        return 0

    return guarded(run)(argparse.Namespace())


def file_problem(path: Path, folder_must_exist: bool = True) -> str | None:
    """Why ``path`` cannot be the file a command writes (a folder, a device, a pipe, a link, a
    missing folder), or None when it can: a regular file or a new name in a folder."""
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.files import existing_kind

    what = existing_kind(path)
    if what == "directory":
        return QCoreApplication.translate(
            "cli", "{file} is a folder; give the name of the file to write."
        ).format(file=visible(str(path)))
    if what in ("special", "symlink"):
        return QCoreApplication.translate(
            "cli",
            "{file} is not a regular file (a device, a pipe, a socket or a link), so it is not "
            "written; give the name of a file.",
        ).format(file=visible(str(path)))
    folder = path.parent
    if folder_must_exist and not folder.is_dir():
        return QCoreApplication.translate(
            "cli", "Cannot write {file}: the folder {folder} does not exist."
        ).format(file=visible(str(path)), folder=visible(str(folder)))
    return None


def write_failure(path: Path, problem: OSError) -> str:
    """One sentence for a file that could not be written."""
    from PySide6.QtCore import QCoreApplication

    from ninescore.records.files import SpecialFileError

    shown = visible(str(path))
    if isinstance(problem, SpecialFileError):
        # The part that is no regular file or folder (a ``desk`` a peer made a link), which
        # may be a folder on the way to ``path`` rather than ``path`` itself.
        named = type(path)(problem.filename) if problem.filename else path
        return file_problem(named) or str(problem)
    if problem.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate(
            "cli", "{file} cannot be written because the disk is full."
        ).format(file=shown)
    if problem.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return QCoreApplication.translate(
            "cli", "{file} cannot be written: its folder is read-only or not writable."
        ).format(file=shown)
    return QCoreApplication.translate("cli", "Cannot write {file}: {reason}.").format(
        file=shown, reason=problem.strerror or problem.__class__.__name__
    )
