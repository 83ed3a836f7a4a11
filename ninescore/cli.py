"""The ``ninescore`` command line: the scoring window by default, subcommands for the rest.

Start-up cost matters here: ``--version``, ``--help`` and the non-GUI subcommands must never load
Qt widgets. So this module imports only the standard library at the top; QtCore is loaded for
translation only on the paths that print something, and ``ninescore.app`` (widgets) only when the
window is really going to open.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, Protocol, cast

from ninescore import __version__

log = logging.getLogger(__name__)

PROG = "ninescore"
LANGUAGES = ("ru", "en")
NO_DISPLAY_EXIT_STATUS = 2


class Command(Protocol):
    """What each subcommand module provides (``ninescore/commands/__init__.py`` says more)."""

    def add_parser(self, subparsers: Any) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


class CommandEntry(NamedTuple):
    module: str
    """The module under ``ninescore.commands`` that implements the command."""
    draws: bool = False
    """It paints (fonts, a PDF): the application object must be a QGuiApplication."""
    window: bool = False
    """It may open a window (``ninescore.app`` makes it): a QApplication and a display."""
    drawing_actions: frozenset[str] = frozenset()
    """Its actions that paint, as ``draws`` says for a whole command (``tournament print``)."""


COMMANDS: dict[str, CommandEntry] = {
    "sheet": CommandEntry("ninescore.commands.sheet", draws=True),
    "list": CommandEntry("ninescore.commands.list"),
    "check": CommandEntry("ninescore.commands.check"),
    "demo": CommandEntry("ninescore.commands.demo"),
    "export": CommandEntry("ninescore.commands.export"),
    "serve": CommandEntry("ninescore.commands.serve"),
    "desk": CommandEntry("ninescore.commands.desk", window=True),
    "tournament": CommandEntry(
        "ninescore.commands.tournament", drawing_actions=frozenset({"print"})
    ),
}
"""Every subcommand, in the documented order: a static table, nothing discovered by name."""

if TYPE_CHECKING:
    # mypy holds every module of the table to the Command protocol.
    from ninescore.commands import check, demo, desk, export, serve, sheet, tournament
    from ninescore.commands import list as list_command

    _ALL: tuple[Command, ...] = (sheet, list_command, check, demo, export, serve, desk, tournament)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ninescore`` with ``argv`` (default: ``sys.argv[1:]``) and return the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(arguments)
    except SystemExit as exit_request:
        # argparse exits for --help and usage errors; callers of main() want a status instead.
        return _exit_status(exit_request.code)
    except KeyboardInterrupt:
        return 130


def _main(arguments: list[str]) -> int:
    if not arguments:
        # The usual start (a menu entry, a double click) has nothing to parse, and the first
        # parser built costs 1-2 ms before the window can paint (argparse's gettext look-ups
        # import `locale` and search the disk for catalogues).
        return _start_window(_EarlyOptions(data_dir=None, verbose=False, lang=None, rest=[]))
    early = _parse_global_options(arguments)
    if early is not None and early.version:
        # No Qt at all: `ninescore --version` is what scripts and packagers call most often.
        from ninescore.commands.output import print_only

        return print_only(f"{PROG} {__version__}")
    if early is not None and not early.rest:
        return _start_window(early)
    if early is None:
        return _run_command_line(arguments, None)
    # With the global options taken out, the first word left names the command.
    return _run_command_line(arguments, early.lang, early.data_dir, early.rest[0])


# --- global options, parsed before anything heavy is loaded ---


class _EarlyParseError(Exception):
    pass


class _EarlyParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _EarlyParseError(message)


class _EarlyOptions(argparse.Namespace):
    data_dir: str | None
    verbose: bool
    lang: str | None
    version: bool
    rest: list[str]


def _parse_global_options(arguments: list[str]) -> _EarlyOptions | None:
    """Pick out the global options, or return None when they are malformed.

    Everything else is left in ``rest``: when nothing is left, the window opens without the full
    parser (and its subcommand modules) ever being built. Malformed input is left for the full,
    translated parser to explain.
    """
    parser = _EarlyParser(prog=PROG, add_help=False)
    parser.add_argument("--data-dir", dest="data_dir", default=None)
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--lang", default=None)
    parser.add_argument("--version", action="store_true")
    options = _EarlyOptions()
    try:
        _, rest = parser.parse_known_args(arguments, namespace=options)
    except _EarlyParseError:
        return None
    if options.lang is not None and options.lang not in LANGUAGES:
        return None
    options.rest = rest
    return options


# --- the window ---


def _start_window(options: _EarlyOptions) -> int:
    # No cyclic garbage collection until the first paint (ninescore.app.collect_garbage_again
    # says why, and turns it on again): paused here, before the imports that make most objects.
    import gc

    gc.disable()
    try:
        return _open_window(options)
    finally:
        gc.enable()  # the window has closed, or it could not open


def _open_window(options: _EarlyOptions) -> int:
    from ninescore import logsetup, paths

    # Written from the start, rotating once the window has painted (ninescore.app).
    logsetup.configure(options.verbose, rotating=False)
    args = argparse.Namespace(
        command=None,
        data_dir=options.data_dir,
        data_path=paths.data_dir(options.data_dir),
        verbose=options.verbose,
        lang=options.lang,
    )
    problem = display_problem()
    if problem is not None:
        _setup_translation(options.lang)
        print(problem(), file=sys.stderr)
        log.error("not starting the window: no usable display")
        return NO_DISPLAY_EXIT_STATUS
    log.info("starting the window, data folder %s", args.data_path)
    from ninescore.app import run_gui

    return run_gui(args)


def display_problem() -> Callable[[], str] | None:
    """Tell whether Qt would find no display to open a window on, before Qt gets to abort.

    Returns a function giving the one-sentence explanation (called after translators are in),
    or None when a window can be opened. Only Linux (and other X11/Wayland systems) can lack a
    display; an explicit ``QT_QPA_PLATFORM`` is the user's choice and is trusted.
    """
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("WAYLAND_DISPLAY"):
        return None
    display = os.environ.get("DISPLAY", "")
    if not display:
        return _no_display_message
    if not _x_display_reachable(display):
        return lambda: _unreachable_display_message(display)
    return None


def _x_display_reachable(display: str) -> bool:
    """Whether a local X server answers on ``display`` (``:N``); remote displays are assumed fine.

    Qt aborts the process (and may dump core) when it cannot connect, so a stale DISPLAY left by a
    closed session is worth one cheap socket connect to catch.
    """
    host, _, number = display.rpartition(":")
    if host not in ("", "unix"):
        return True
    number = number.split(".", 1)[0]
    if not number.isdigit():
        return True
    import socket

    socket_path = f"/tmp/.X11-unix/X{number}"
    for address in ("\0" + socket_path, socket_path):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            probe.settimeout(1.0)
            try:
                probe.connect(address)
            except OSError:
                continue
            return True
    return False


def _no_display_message() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "cli",
        "ninescore cannot open its window because no display was found; run it in a desktop "
        "session, or with `xvfb-run ninescore`, or with `QT_QPA_PLATFORM=offscreen ninescore`.",
    )


def _unreachable_display_message(display: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(
        "cli",
        "ninescore cannot open its window because the display {display} does not answer; run it "
        "in a desktop session, or with `xvfb-run ninescore`, or with "
        "`QT_QPA_PLATFORM=offscreen ninescore`.",
    ).format(display=display)


# --- subcommands and help ---


def _run_command_line(
    arguments: list[str],
    lang: str | None,
    data_dir: str | None = None,
    command_name: str | None = None,
) -> int:
    entry = COMMANDS.get(command_name or "")
    window = entry is not None and entry.window and not {"--text", "-h", "--help"} & set(arguments)
    if window:
        problem = display_problem()
        if problem is None:
            return _run_window_command(arguments, lang, data_dir)
        _setup_translation(lang)
        print(problem(), file=sys.stderr)
        return NO_DISPLAY_EXIT_STATUS
    draws = entry is not None and (entry.draws or bool(entry.drawing_actions & set(arguments)))
    _setup_translation(lang, gui=draws)
    commands = subcommands()
    with _argparse_in_program_language():
        parser = build_parser(commands, data_dir)
        args = parser.parse_args(arguments)
    from ninescore import logsetup, paths

    logsetup.configure(args.verbose)
    args.data_path = paths.data_dir(args.data_dir)
    if args.command is None:
        # Reached only with odd input such as a lone `--`: the window cannot open from here
        # because translation already created a non-GUI application object.
        parser.print_usage(sys.stderr)
        return 2
    log.info("running `%s`, data folder %s", args.command, args.data_path)
    command = commands[args.command]
    status = command.run(args)
    return int(status)


def _run_window_command(arguments: list[str], lang: str | None, data_dir: str | None) -> int:
    """A command with a window (``ninescore desk``): the application first, then the parser in
    its language, then the window from ``ninescore.app``."""
    from ninescore.app import application, install_window_translation

    app = application()
    install_window_translation(app, lang)
    commands = subcommands()
    with _argparse_in_program_language():
        args = build_parser(commands, data_dir).parse_args(arguments)
    from ninescore import logsetup, paths

    logsetup.configure(args.verbose)
    args.data_path = paths.data_dir(args.data_dir)
    log.info("opening `%s`, data folder %s", args.command, args.data_path)
    from ninescore.app import run_desk

    return run_desk(app, args)


def subcommands() -> dict[str, Command]:
    """The subcommand modules of :data:`COMMANDS`, imported (each is small at import)."""
    return {
        name: cast(Command, importlib.import_module(entry.module))
        for name, entry in COMMANDS.items()
    }


def build_parser(
    commands: dict[str, Command], data_dir: str | None = None
) -> argparse.ArgumentParser:
    """The full parser, with help texts in the program's language (translators must be in)."""
    from PySide6.QtCore import QCoreApplication

    parser = argparse.ArgumentParser(
        prog=PROG,
        description=QCoreApplication.translate(
            "cli",
            "Table-side scorekeeper for nine-ball pool. "
            "Without a command, it opens the scoring window.",
        ),
        epilog=QCoreApplication.translate(
            "cli",
            "Matches are kept in {folder} (choose another with --data-dir or NINESCORE_DATA_DIR).",
        ).format(folder=_default_folder_for_help(data_dir)),
        add_help=False,
    )
    parser.add_argument(
        "-h",
        "--help",
        action="help",
        help=QCoreApplication.translate("cli", "show this help and exit"),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"{PROG} {__version__}",
        help=QCoreApplication.translate("cli", "show the version and exit"),
    )
    parser.add_argument(
        "--data-dir",
        dest="data_dir",
        metavar=QCoreApplication.translate("cli", "DIR"),
        default=None,
        help=QCoreApplication.translate(
            "cli", "the folder where matches are kept (overrides NINESCORE_DATA_DIR)"
        ),
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help=QCoreApplication.translate("cli", "also write the log to the terminal"),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help=QCoreApplication.translate(
            "cli",
            "the language of the program (default: the one chosen in the program, "
            "else the system's)",
        ),
    )
    if commands:
        subparsers = parser.add_subparsers(
            dest="command",
            metavar=QCoreApplication.translate("cli", "COMMAND"),
            title=QCoreApplication.translate("cli", "commands"),
        )
        for module in commands.values():
            module.add_parser(subparsers)
        for subparser in subparsers.choices.values():
            _accept_global_options_after_command(subparser)
    else:
        parser.set_defaults(command=None)
    return parser


def _accept_global_options_after_command(subparser: argparse.ArgumentParser) -> None:
    """Let `ninescore list --data-dir X` work as well as `ninescore --data-dir X list`.

    SUPPRESS keeps a subcommand from resetting a value given before it; an option that a
    command defines itself wins.
    """
    from PySide6.QtCore import QCoreApplication

    def free(*flags: str) -> list[str]:
        return [flag for flag in flags if flag not in subparser._option_string_actions]

    group = subparser.add_argument_group(QCoreApplication.translate("cli", "global options"))
    if flags := free("--data-dir"):
        group.add_argument(
            *flags,
            dest="data_dir",
            metavar=QCoreApplication.translate("cli", "DIR"),
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "the folder where matches are kept"),
        )
    if flags := free("-v", "--verbose"):
        group.add_argument(
            *flags,
            dest="verbose",
            action="store_true",
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "also write the log to the terminal"),
        )
    if flags := free("--lang"):
        group.add_argument(
            *flags,
            dest="lang",
            choices=LANGUAGES,
            default=argparse.SUPPRESS,
            help=QCoreApplication.translate("cli", "the language of the program"),
        )


def _default_folder_for_help(data_dir: str | None = None) -> str:
    from ninescore import paths

    return str(paths.data_dir(data_dir))


def _setup_translation(lang: str | None, gui: bool = False) -> str:
    """Install the translators for command-line output.

    ``gui`` makes the application object a QGuiApplication, for a command that draws (fonts
    and painting need one): Qt allows one application object per process, so the kind must be
    chosen before translation creates it.  Without a display, such a command runs offscreen.
    """
    from ninescore import i18n

    if gui:
        from PySide6.QtGui import QGuiApplication

        if QGuiApplication.instance() is None:
            if display_problem() is not None:
                os.environ["QT_QPA_PLATFORM"] = "offscreen"
            _keep_alive.append(QGuiApplication([PROG]))
    return i18n.setup_cli_translation(lang)


_keep_alive: list[object] = []


@contextlib.contextmanager
def _argparse_in_program_language() -> Iterator[None]:
    """Let argparse's own words ("usage:", "options", its error messages) be translated too.

    argparse looks its texts up through the module-level gettext function at the moment it
    uses them, so swapping that function for the duration of building and parsing is enough.
    The texts are listed literally below so that pyside6-lupdate finds them.
    """
    from PySide6.QtCore import QCoreApplication

    known = {
        "usage: ": QCoreApplication.translate("argparse", "usage: "),
        "positional arguments": QCoreApplication.translate("argparse", "positional arguments"),
        "options": QCoreApplication.translate("argparse", "options"),
        "show this help message and exit": QCoreApplication.translate(
            "argparse", "show this help message and exit"
        ),
        "show program's version number and exit": QCoreApplication.translate(
            "argparse", "show program's version number and exit"
        ),
        "%(prog)s: error: %(message)s\n": QCoreApplication.translate(
            "argparse", "%(prog)s: error: %(message)s\n"
        ),
        "argument %(argument_name)s: %(message)s": QCoreApplication.translate(
            "argparse", "argument %(argument_name)s: %(message)s"
        ),
        "invalid choice: %(value)r (choose from %(choices)s)": QCoreApplication.translate(
            "argparse", "invalid choice: %(value)r (choose from %(choices)s)"
        ),
        "invalid %(type)s value: %(value)r": QCoreApplication.translate(
            "argparse", "invalid %(type)s value: %(value)r"
        ),
        "the following arguments are required: %s": QCoreApplication.translate(
            "argparse", "the following arguments are required: %s"
        ),
        "unrecognized arguments: %s": QCoreApplication.translate(
            "argparse", "unrecognized arguments: %s"
        ),
        "expected one argument": QCoreApplication.translate("argparse", "expected one argument"),
        "expected at most one argument": QCoreApplication.translate(
            "argparse", "expected at most one argument"
        ),
        "expected at least one argument": QCoreApplication.translate(
            "argparse", "expected at least one argument"
        ),
        "ambiguous option: %(option)s could match %(matches)s": QCoreApplication.translate(
            "argparse", "ambiguous option: %(option)s could match %(matches)s"
        ),
        "not allowed with argument %s": QCoreApplication.translate(
            "argparse", "not allowed with argument %s"
        ),
        "one of the arguments %s is required": QCoreApplication.translate(
            "argparse", "one of the arguments %s is required"
        ),
    }
    original: Callable[[str], str] = argparse._  # type: ignore[attr-defined]

    def translated(text: str) -> str:
        return known.get(text) or original(text)

    argparse._ = translated  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]


def _exit_status(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


__all__ = ["COMMANDS", "Command", "build_parser", "display_problem", "main", "subcommands"]
