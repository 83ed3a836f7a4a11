"""A table of the room, as a process: it takes the desk's assignment for its table and plays it
as the scoring window would, a shot at a time, saving the match file after each.

Run as ``python tests/desk/table_sim.py DATA TABLE SEED [--abandon]``.  The match is started
from the assignment the way the start screen's one tap does (``ui/desk/offer.start_assignment``:
players, race, event, round, table and referee as sent), and played with the demo generator's
random but legal shots (``records/demo.py``).  ``--abandon`` stops after a few shots and leaves
it unfinished.  Prints the match's id, or nothing when no assignment waits for this table.
"""

from __future__ import annotations

import random
import sys
from datetime import datetime
from pathlib import Path

from ninescore.desk import DeskFolder
from ninescore.records import demo
from ninescore.records.assignments import Assignment
from ninescore.records.record import MatchRecord
from ninescore.records.store import Store


def record_of(assignment: Assignment, created: datetime | None = None) -> MatchRecord:
    """The match as the start screen's one tap starts it from ``assignment`` (``created``: the
    table's clock, when it is not this machine's)."""
    return MatchRecord.new(
        players=assignment.players,
        race_to=assignment.race_to,
        event=assignment.event,
        round=assignment.round,
        table=assignment.table,
        referee=assignment.referee,
        created=created,
    )


def main(data: str, table: str, seed: str, *flags: str) -> int:
    data_path = Path(data)
    waiting = DeskFolder(data_path, resolve=False)
    waiting.refresh()
    pending = waiting.pending_assignments(table)
    if not pending:
        return 0
    assignment = pending[0]
    rng = random.Random(int(seed))
    record = record_of(assignment)
    store = Store(data_path, durable=False)
    store.save(record)
    styles = (demo._style(rng), demo._style(rng))
    shots = 0
    while not record.match.is_over:
        if "--abandon" in flags and shots == 3:
            record.abandon()
            break
        record.append(demo._choose(rng, record.match.frame, styles, None))
        store.save(record)
        shots += 1
    store.save(record)
    store.close()
    print(record.id)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
