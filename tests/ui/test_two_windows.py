"""Two windows, two machines, one match: real processes, each with the real controller and store.

Every shot a window acknowledged (``save_succeeded``) must be on disk at the end, whoever wrote
last; a window that lost its lock must find out before it writes, stop writing the match, keep
scoring in memory and say so. "Another machine" is a process with a host name of its own (a UTS
namespace from ``unshare``), sharing the folder as a synced folder would.
"""

from __future__ import annotations

import functools
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType

import pytest

from ninescore.records import MatchRecord, Store
from ninescore.records.codec import parse_record
from ninescore.records.store import holds

SCRIPT = Path(__file__).with_name("scorer_process.py")
ANSWER_TIMEOUT = 60.0


@functools.cache
def other_host_prefix() -> tuple[str, ...] | None:
    """How to start a process that sees another host name, or None where it cannot be done."""
    for prefix in (("unshare", "--uts"), ("unshare", "--user", "--map-root-user", "--uts")):
        try:
            probe = subprocess.run(
                [*prefix, "sh", "-c", "hostname table-2-laptop && hostname"],
                capture_output=True,
                text=True,
                timeout=20,
            )
        except (OSError, subprocess.TimeoutExpired):
            continue
        if probe.returncode == 0 and probe.stdout.strip() == "table-2-laptop":
            return prefix
    return None


class Scorer:
    """One scoring window in a process of its own (see scorer_process.py)."""

    def __init__(self, data: Path, max_age: float | None = None, host: str | None = None) -> None:
        command = [sys.executable, str(SCRIPT), str(data)]
        if max_age is not None:
            command.append(str(max_age))
        if host is not None:
            prefix = other_host_prefix()
            if prefix is None:
                pytest.skip("no way to give a process another host name here (unshare --uts)")
            quoted = " ".join(f"'{part}'" for part in command)
            command = [*prefix, "sh", "-c", f"hostname {host} && exec {quoted}"]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        assert self._read() == {"ready": True}

    @property
    def pid(self) -> int:
        return self.process.pid

    def _read(self) -> dict[str, object]:
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], ANSWER_TIMEOUT)
        assert ready, "the scorer did not answer: it hangs"
        line = self.process.stdout.readline()
        assert line, f"the scorer ended (status {self.process.poll()})"
        answer: dict[str, object] = json.loads(line)
        return answer

    def send(self, command: str) -> dict[str, object]:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self._read()

    def __enter__(self) -> Scorer:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
        self.process.wait(timeout=30)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                stream.close()


def stored_actions(data: Path, match_id: str) -> int:
    store = Store(data)
    try:
        return len(store.load(store.path_of(match_id)).actions)
    finally:
        store.close()


def version_copies(data: Path) -> list[Path]:
    return sorted((data / "matches").glob("*.conflict-*.json"))


def acknowledge(scorer: Scorer, command: str = "shot") -> int:
    """Send a shot and return the action count its save confirmed."""
    answer = scorer.send(command)
    assert answer["ok"] is True and answer["failed"] == [], answer
    saved = answer["saved"]
    assert isinstance(saved, list) and saved == [answer["actions"]], answer
    return int(saved[0])


def test_a_lock_removed_while_one_window_scores_and_another_resumes_loses_no_shot(
    data_dir: Path,
) -> None:
    with Scorer(data_dir) as first, Scorer(data_dir) as second:
        match_id = str(first.send("new")["id"])
        acknowledged = [acknowledge(first) for _ in range(3)]
        (data_dir / "matches" / f".{match_id}.json.lock").unlink()  # removed by hand, say

        resumed = second.send(f"resume {match_id}")
        assert resumed["ok"] is True and resumed["actions"] == 3
        acknowledged += [acknowledge(second) for _ in range(2)]

        # The first window finds out before it writes, writes nothing, keeps the shot.
        lost = first.send("shot")
        assert lost["saved"] == [] and lost["actions"] == 4
        assert lost["unsaved"] is False  # not only in memory: kept beside the match, below
        [sentence] = lost["failed"]  # type: ignore[misc]
        assert f"process {second.pid}" in sentence and "stopped saving" in sentence
        assert stored_actions(data_dir, match_id) == 5  # the second window's, untouched
        # What the first window scored since is kept beside the match, not lost.
        [copy] = version_copies(data_dir)
        assert str(copy.name) in sentence
        store = Store(data_dir)
        assert len(store.load(copy).actions) == 4
        assert [summary.id for summary in store.list()] == [match_id]  # one match listed
        store.close()

        acknowledged.append(acknowledge(second))
        assert stored_actions(data_dir, match_id) == 6
    assert max(acknowledged) <= 6


def test_another_machine_cannot_take_over_while_the_heartbeat_is_fresh(data_dir: Path) -> None:
    max_age = 3.0
    with Scorer(data_dir, max_age) as table:
        match_id = str(table.send("new")["id"])
        acknowledge(table)
        # Idle far longer than the lock's age limit: only the heartbeat keeps the lock live.
        assert table.send(f"wait {2 * max_age}")["failed"] == []
        with Scorer(data_dir, max_age, host="table-2-laptop") as other:
            refused = other.send(f"resume {match_id}")
            assert refused["ok"] is False and refused["errors"] == [f"locked {match_id}"]
        assert acknowledge(table) == 2


def test_a_machine_that_went_to_sleep_is_taken_over_and_stops_saving_when_it_wakes(
    data_dir: Path,
) -> None:
    max_age = 1.0
    with (
        Scorer(data_dir, max_age) as sleeper,
        Scorer(data_dir, max_age, host="table-2-laptop") as spare,
    ):
        match_id = str(sleeper.send("new")["id"])
        acknowledge(sleeper)
        sleeper.process.send_signal(signal.SIGSTOP)  # the lid closed: no heartbeat any more
        deadline = time.monotonic() + 30
        while True:  # the other machine takes over once the heartbeat has been silent enough
            answer = spare.send(f"resume {match_id}")
            if answer["ok"] is True:
                break
            assert time.monotonic() < deadline, answer
            spare.send("wait 0.2")
        assert answer["actions"] == 1
        acknowledge(spare)

        sleeper.process.send_signal(signal.SIGCONT)  # the lid opened
        woke = sleeper.send("wait 0.5")  # its heartbeat finds out, before any shot
        [sentence] = woke["failed"]  # type: ignore[misc]
        assert "table-2-laptop" in sentence and "stopped saving" in sentence
        # It shows the match read-only now, as it says: its next shot is refused, not lost.
        shot = sleeper.send("shot")
        assert shot["ok"] is False and shot["saved"] == [] and shot["unsaved"] is False
        assert stored_actions(data_dir, match_id) == 2  # the spare's file, never overwritten
        acknowledge(spare)
        assert stored_actions(data_dir, match_id) == 3
        assert version_copies(data_dir) == []  # nothing of the sleeper's to keep beside it


def test_a_killed_window_is_taken_over_at_once_on_the_same_machine(data_dir: Path) -> None:
    with Scorer(data_dir) as killed:
        match_id = str(killed.send("new")["id"])
        acknowledged = [acknowledge(killed) for _ in range(4)]
        killed.process.send_signal(signal.SIGKILL)
        killed.process.wait(timeout=30)
    with Scorer(data_dir) as spare:
        resumed = spare.send(f"resume {match_id}")
        assert resumed["ok"] is True and resumed["actions"] == max(acknowledged)
        acknowledge(spare)


def test_two_windows_racing_for_a_stale_lock_cannot_both_win(data_dir: Path) -> None:
    with Scorer(data_dir) as killed:
        match_id = str(killed.send("new")["id"])
        acknowledge(killed)
        killed.process.send_signal(signal.SIGKILL)
        killed.process.wait(timeout=30)
    for _round in range(3):
        with Scorer(data_dir) as one, Scorer(data_dir) as two:
            for scorer in (one, two):
                assert scorer.process.stdin is not None
                scorer.process.stdin.write(f"resume {match_id}\n")
                scorer.process.stdin.flush()
            answers = [one._read(), two._read()]
            assert sorted(answer["ok"] is True for answer in answers) == [False, True], answers
            loser = next(answer for answer in answers if answer["ok"] is not True)
            assert loser["errors"] == [f"locked {match_id}"]
            os.kill((one if answers[0]["ok"] is True else two).pid, signal.SIGKILL)


SOAK_ROUNDS = 40 if os.environ.get("NINESCORE_SOAK") == "1" else 2


def files_on_disk(data: Path) -> list[MatchRecord]:
    store = Store(data)
    try:
        return [store.load(path) for path in sorted((data / "matches").glob("*.json"))]
    finally:
        store.close()


def play(scorer: Scorer, shots: int, acknowledged: dict[int, str]) -> None:
    """Shots from ``scorer``; remember the record as of its last acknowledged save."""
    for _ in range(shots):
        answer = scorer.send("shot")
        if answer["saved"]:
            dumped = scorer.send("dump")
            acknowledged[scorer.pid] = str(dumped["record"])


@pytest.mark.slow
@pytest.mark.parametrize("round_number", range(SOAK_ROUNDS))
def test_random_takeovers_never_lose_an_acknowledged_shot(
    data_dir: Path, round_number: int
) -> None:
    """A removed lock, a killed window, a sleeping machine taken over, in a random order, and
    both windows scoring on: every window's last acknowledged record is held by a file."""
    rng = random.Random(round_number)
    max_age = 1.0
    acknowledged: dict[int, str] = {}
    with Scorer(data_dir, max_age) as first:
        match_id = str(first.send("new")["id"])
        play(first, rng.randint(1, 4), acknowledged)
        event = rng.choice(["lock removed", "killed", "asleep"])
        host = "table-2-laptop" if event == "asleep" and other_host_prefix() else None
        with Scorer(data_dir, max_age, host=host) as second:
            if event == "lock removed":
                (data_dir / "matches" / f".{match_id}.json.lock").unlink()
            elif event == "killed":
                first.process.send_signal(signal.SIGKILL)
                first.process.wait(timeout=30)
            else:
                first.process.send_signal(signal.SIGSTOP)
            deadline = time.monotonic() + 30
            while (answer := second.send(f"resume {match_id}"))["ok"] is not True:
                if event == "lock removed":
                    # The first window's heartbeat took its vanished lock again before the
                    # second came: then the second is refused, and both stay safe.
                    assert answer["errors"] == [f"locked {match_id}"], answer
                    break
                assert time.monotonic() < deadline, (event, answer)
                second.send("wait 0.2")
            if event == "asleep":
                first.process.send_signal(signal.SIGCONT)
            for _ in range(rng.randint(2, 5)):
                if answer["ok"] is True:
                    play(second, rng.randint(1, 3), acknowledged)
                if event != "killed":
                    play(first, rng.randint(0, 2), acknowledged)
    held = files_on_disk(data_dir)
    for text in acknowledged.values():
        state = parse_record(text.encode(), Path("acknowledged.json"))
        assert any(holds(record, state) for record in held), (event, len(state.actions))
