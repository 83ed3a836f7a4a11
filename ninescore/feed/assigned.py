"""What the desk sent a table (``desk/assignments/``), for the phones: the assignments no match
has started, offered in the window's words, and the rules a match started from one gets.

The desk's own rule (``DeskFolder.pending_assignments``: an assignment is started once a match
of the same table and players was created after it), over the store's list of matches: the
feed does not reach into the desk's package (they are one layer, independent).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from ninescore.describe import desk as desk_words
from ninescore.records.assignments import Assignment, load_assignments

from .scoring_api import Offered

if TYPE_CHECKING:
    from ninescore.records import Store
    from ninescore.rules import RuleOptions

log = logging.getLogger(__name__)


def pending_assignments(data_path: Path, store: Store, table: str | None) -> list[Assignment]:
    """The assignments (for ``table``, or all) that no match in the folder has started."""
    assignments = [
        a
        for a in load_assignments(data_path)
        if table is None or a.table.strip().casefold() == table.strip().casefold()
    ]
    if not assignments:
        return []
    matches = store.list()
    return [
        a
        for a in assignments
        if not any(a.started_by(m.table, (m.player0, m.player1), m.created) for m in matches)
    ]


def offered(assignment: Assignment) -> Offered:
    """``assignment`` as the phone's page offers it: a button in the window's words."""
    return Offered(
        id=assignment.id,
        table=assignment.table,
        players=list(assignment.players),
        race_to=list(assignment.race_to),
        event=assignment.event,
        round=assignment.round,
        referee=assignment.referee,
        text=desk_words.assignment_text(*assignment.players, assignment.race_to),
    )


def last_options(store: Store) -> RuleOptions | None:
    """The rules of the newest match in the folder, as the window's one tap on an assignment
    takes them (``ui/desk/offer.py``'s ``last_options``); None when there is none."""
    try:
        summaries = store.list()
        return store.load(summaries[0].id).options if summaries else None
    except Exception:  # an unreadable last match costs only its rules
        log.info("the last match's rules could not be read", exc_info=True)
        return None
