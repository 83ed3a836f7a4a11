"""The subcommands of ``ninescore``, one module each: sheet, list, check, demo, export, serve, desk,
tournament.

Each module provides two functions (the ``Command`` protocol of ``ninescore.cli``, which mypy holds
every module to) and is listed in the command line's static table, ``ninescore.cli.COMMANDS``:

``add_parser(subparsers) -> None``
    Adds the subcommand's parser to the ``argparse`` subparsers object (help texts through
    ``QCoreApplication.translate("cli", ...)``). Nothing heavy at module level — no Qt widgets, no
    pydantic — because every command-line start imports every command module; import those
    inside ``run``.

``run(args: argparse.Namespace) -> int``
    Does the work and returns the exit status. ``args.data_path`` is the data folder as a
    ``pathlib.Path``, already resolved (``--data-dir``, then ``NINESCORE_DATA_DIR``, then the
    platform's user data folder); ``args.lang`` and ``args.verbose`` are the global options.
    Translators are installed and logging is configured before ``run`` is called. Report bad
    input with one clear sentence on stderr and a non-zero status, never a traceback.

A command that draws (fonts, painting) is marked ``draws=True`` in the table: the command line
then creates a QGuiApplication, offscreen when there is no display, instead of a bare
QCoreApplication.
"""
