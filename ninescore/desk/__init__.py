"""The tournament desk's state of a shared data folder, below its window and its command.

:class:`~ninescore.desk.folder.DeskFolder` (one card per table, the conflict copies to choose,
the assignments and the printed marks) has no Qt and no screen: the desk window
(``ninescore.ui``) shows it, ``ninescore desk --text`` prints it, the tests and the benchmark
refresh it.  It is a layer beside the live feed (both read the matches a folder holds and make
what the public sees of them), not a part of it.
"""

from .folder import REFRESH_SECONDS, STALE_AFTER, DeskFolder, DeskMatch, TableCard

__all__ = ["REFRESH_SECONDS", "STALE_AFTER", "DeskFolder", "DeskMatch", "TableCard"]
