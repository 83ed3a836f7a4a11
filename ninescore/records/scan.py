"""Looking at the matches folder: what the folder's readers share.

:func:`local_midnight` is the start of the day the desk and the live feed show.
"""

from __future__ import annotations

from datetime import datetime


def local_midnight(now: datetime) -> datetime:
    """The start of ``now``'s day where this machine is."""
    local = now.astimezone()
    return local.replace(hour=0, minute=0, second=0, microsecond=0)


__all__ = ["local_midnight"]
