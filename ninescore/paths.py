"""Where ninescore keeps its matches and logs.

Pure Python (no Qt) so that the storage layer and the command line can use it without a display.
Creating the folders is left to whoever writes into them: asking where data lives must never have
side effects.

``platformdirs`` is imported only when a folder is not given by an option or the environment:
the folders are looked up before the window is drawn, and the import costs about 2 ms.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "ninescore"
DATA_DIR_ENV = "NINESCORE_DATA_DIR"
LOG_DIR_ENV = "NINESCORE_LOG_DIR"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Return the folder where matches are kept.

    The first of these wins: an explicit ``override`` (``--data-dir``), the environment variable
    ``NINESCORE_DATA_DIR``, the platform's user data folder for "ninescore".

    >>> data_dir("/tmp/matches")
    PosixPath('/tmp/matches')
    """
    if override is not None and str(override) != "":
        return Path(override).expanduser()
    from_env = os.environ.get(DATA_DIR_ENV, "")
    if from_env:
        return Path(from_env).expanduser()
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    """Return the folder for log files.

    ``NINESCORE_LOG_DIR`` if set (the tests use it to stay out of the real user folders), otherwise
    the platform's user log folder for "ninescore".
    """
    from_env = os.environ.get(LOG_DIR_ENV, "")
    if from_env:
        return Path(from_env).expanduser()
    import platformdirs

    return platformdirs.user_log_path(APP_NAME, appauthor=False)
