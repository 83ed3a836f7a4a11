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


def finished_by(ledger: Path, timeout: float) -> None:
    """Return once the ledger confirms a finished match (polling a file another process
    writes: there is no signal to wait on across processes)."""
    deadline = time.monotonic() + timeout
    while not any(status == "finished" for _, status in confirmed_saves(ledger).values()):
        assert time.monotonic() < deadline, "the scorer finished no match in time"
        time.sleep(0.05)


@pytest.mark.slow
def test_killing_a_saving_process_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    ledger = tmp_path / "ledger.txt"
    ledger.touch()
    # Seeded: a failure comes back as it was, moments and matches alike.
    rng = random.Random(2024)
    for kill in range(KILLS):
        # The last run is killed only once it has confirmed a finished match, so that the
        # check below of finished matches kept finished always has one to check.
        last = kill == KILLS - 1
        with subprocess.Popen(
            [sys.executable, "-c", SCORER, str(data), str(ledger), str(kill)],
            stdout=subprocess.PIPE,
            text=True,
        ) as child:
            try:
                assert child.stdout is not None and child.stdout.readline().strip() == "ready"
                if last:
                    finished_by(ledger, timeout=60)
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
    assert finished, "no finished match was confirmed: the check of finished ones ran on none"
