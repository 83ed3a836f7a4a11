"""Waiting on Qt without waiting on the clock: deliver what is already queued, then look."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def flush() -> None:
    """Deliver every event already posted (layout requests, resizes, repaints, deferred calls),
    three rounds over, since delivering some posts more.  No time passes, so a negative
    assertion after it ("nothing repainted") means that nothing was going to happen."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()
