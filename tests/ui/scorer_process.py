"""A scoring window without the widgets, in a process of its own, driven line by line.

The tests start two (or more) of these on one data folder to play two windows, or two machines,
scoring one match: the real MatchController and the real Store, each in its own process with its
own pid and locks. Between commands the Qt event loop runs, so the lock's heartbeat beats.

    python3 scorer_process.py DATA_FOLDER [MAX_AGE_SECONDS]

Commands on stdin, one per line; each is answered with one JSON line on stdout:

    new                  start a match          resume ID      resume a match
    shot [BALL..]        commit a shot, pocketing these balls (none: a miss)
    undo                 take the last action back
    wait SECONDS         let the event loop (the heartbeat) run that long
    state                only report             dump    report, with the record as JSON
    quit

The answer: ``{"ok": …, "id": …, "actions": N, "unsaved": …, "read_only": …,
"saved": [counts of actions each save_succeeded confirmed], "failed": [sentences], "errors": […]}``
"""

from __future__ import annotations

import json
import select
import sys
import time
from datetime import timedelta


def main() -> int:
    from PySide6.QtCore import QCoreApplication

    from ninescore.controller import MatchController
    from ninescore.records import Store

    app = QCoreApplication([])
    data = sys.argv[1]
    max_age = timedelta(seconds=float(sys.argv[2])) if len(sys.argv) > 2 else None
    store = Store(data, lock_max_age=max_age) if max_age is not None else Store(data)
    controller = MatchController(store)
    saved: list[int] = []
    failed: list[str] = []
    errors: list[str] = []

    def on_saved() -> None:
        record = controller.record
        saved.append(len(record.actions) if record is not None else -1)

    controller.save_succeeded.connect(on_saved)
    controller.save_failed.connect(failed.append)
    controller.error_occurred.connect(errors.append)
    controller.match_locked.connect(lambda match_id: errors.append(f"locked {match_id}"))

    def answer(ok: object, **more: object) -> None:
        record = controller.record
        print(
            json.dumps(
                {
                    **more,
                    "ok": ok,
                    "id": record.id if record is not None else None,
                    "actions": len(record.actions) if record is not None else 0,
                    "unsaved": controller.has_unsaved_actions,
                    "read_only": controller.read_only,
                    "saved": saved[:],
                    "failed": failed[:],
                    "errors": errors[:],
                },
                ensure_ascii=False,
            ),
            flush=True,
        )
        saved.clear()
        failed.clear()
        errors.clear()

    print(json.dumps({"ready": True}), flush=True)
    while True:
        readable, _, _ = select.select([sys.stdin], [], [], 0.02)
        app.processEvents()
        if not readable:
            continue
        line = sys.stdin.readline()
        if not line:
            break
        word, *rest = line.split()
        if word == "new":
            answer(controller.new_match(players=("Иванов", "Petrov"), race_to=(5, 5)))
        elif word == "resume":
            answer(controller.resume(rest[0]))
        elif word == "shot":
            for ball in rest:
                controller.toggle_pocketed(int(ball))
            answer(controller.commit_shot() is not None)
        elif word == "undo":
            answer(controller.undo() is not None)
        elif word == "wait":
            until = time.monotonic() + float(rest[0])
            while time.monotonic() < until:
                app.processEvents()
                time.sleep(0.01)
            answer(True)
        elif word == "state":
            answer(True)
        elif word == "dump":  # the record as this window holds it, as a match file
            record = controller.record
            answer(True, record=record.to_json() if record is not None else None)
        elif word == "quit":
            controller.close_match()
            store.close()
            answer(True)
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
