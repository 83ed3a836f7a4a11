"""Crash safety, for real: a process saving after every action is killed with SIGKILL at random
moments, many times; every file left loads and replays, no saved action or finished match is
lost, and no temporary file is ever listed. ``NINESCORE_SOAK=1`` runs many more kills."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ninescore.records import Store
from ninescore.records.checking import check_folder

KILLS = 200 if os.environ.get("NINESCORE_SOAK") == "1" else 6

SCORER = textwrap.dedent(
    """
    import random, sys
    from ninescore.records import MatchRecord, Store
    from ninescore.records.demo import random_match

    data, ledger_path, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(seed)
    store = Store(data)
    ledger = open(ledger_path, "a", encoding="utf-8")
    print("ready", flush=True)
    while True:
        played = random_match(rng, race_to=(2, 2), finish=True)
        record = MatchRecord(id=played.id, players=played.players, race_to=played.race_to,
                             first_breaker=played.first_breaker, options=played.options,
                             created=played.created)
        store.save(record)
        for action, moment in zip(played.actions, played.times):
            record.append(action, at=moment)
            store.save(record)  # the autosave after every action
            # Written only once the save has returned: the file must hold at least this much.
            ledger.write(f"{record.id} {len(record.actions)} {record.status}\\n")
            ledger.flush()
    """
)


def confirmed_saves(ledger: Path) -> dict[str, tuple[int, str]]:
    confirmed: dict[str, tuple[int, str]] = {}
    for line in ledger.read_text("utf-8").splitlines():
        parts = line.split()
        if len(parts) == 3:  # the last line may be cut by the kill
            confirmed[parts[0]] = (int(parts[1]), parts[2])
    return confirmed


@pytest.mark.slow
def test_killing_a_saving_process_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    ledger = tmp_path / "ledger.txt"
    ledger.touch()
    rng = random.Random(os.getpid())
    for kill in range(KILLS):
        with subprocess.Popen(
            [sys.executable, "-c", SCORER, str(data), str(ledger), str(kill)],
            stdout=subprocess.PIPE,
            text=True,
        ) as child:
            try:
                assert child.stdout is not None and child.stdout.readline().strip() == "ready"
                time.sleep(rng.uniform(0.05, 0.6))
            finally:
                child.send_signal(signal.SIGKILL)
                child.wait()
        assert child.returncode == -signal.SIGKILL

        report = check_folder(data)
        assert report.ok, [str(problem) for problem in report.problems]
        store = Store(data)
        try:
            listed = {summary.id: summary for summary in store.list()}
            assert store.problems == []
            for match_id, (actions, status) in confirmed_saves(ledger).items():
                record = store.load(match_id)
                # At least what was confirmed; at most one more (saved, not yet confirmed).
                assert actions <= len(record.actions) <= actions + 1
                if status == "finished":
                    assert record.status == "finished" and listed[match_id].status == "finished"
            assert all(
                not path.name.startswith(".")
                for path in (summary.path for summary in listed.values())
            )
        finally:
            store.close()
    finished = [s for s in confirmed_saves(ledger).values() if s[1] == "finished"]
    assert confirmed_saves(ledger), "the scorer never got to save anything"
    assert KILLS < 50 or finished
