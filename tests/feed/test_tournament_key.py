"""The key of a tournament's events: the hub sends one exactly when what the answers say
changes (in either language), for any run of calls, results, plays and corrections; and the
same of its queue's events (the board's), which the play at a table does not change."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninescore.desk.folder import DeskFolder
from ninescore.feed.hub import QUEUE, Hub, LiveTournament
from ninescore.feed.tournament_json import queue_json, tournament_json
from ninescore.feed.tournaments import tournament_view
from ninescore.records import tournaments as tournament_files
from ninescore.tournament import Format, TournamentError

from .tournament_helpers import KEY, NAME, call, draw, play

STEPS = st.lists(
    st.tuples(st.sampled_from(["call", "play", "result", "undo", "check"]), st.integers(0, 7)),
    max_size=10,
)


def answers(view: object) -> tuple[bytes, bytes]:
    live = LiveTournament(KEY, view, sequence=1)
    return tournament_json(live, "en"), tournament_json(live, "ru")


def queue_answers(view: object) -> tuple[bytes, bytes]:
    live = LiveTournament(KEY, view, sequence=1, kind=QUEUE)
    return queue_json(live, "en"), queue_json(live, "ru")


def step(data: Path, kind: str, number: int) -> None:
    """One thing that happens at an event, through the files as it happens there."""
    tournament = tournament_files.load(data, NAME)
    if kind == "call":
        call(data, ("1", "2"))
    elif kind == "play":
        desk = DeskFolder(data, resolve=False)
        desk.refresh()
        tables = sorted({a.table for a in desk.pending_assignments()})
        if tables:
            play(data, tables[number % len(tables)], seed=number)
    elif kind == "result":
        ready = tournament.ready()
        if ready:
            match = ready[number % len(ready)]
            winner = match.players[number % 2]
            assert winner is not None
            tournament.record_result(match.id, winner, (2, 1) if number % 2 else (0, 2))
            tournament_files.save(data, tournament)
    elif kind == "undo":
        played = [m for m in tournament.matches() if m.result is not None]
        if played:
            try:
                tournament.undo_result(played[number % len(played)].id)
            except TournamentError:
                return
            tournament_files.save(data, tournament)
    else:  # the desk saves the file again as it was: nothing shown changes
        tournament_files.save(data, tournament)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 8),
    double=st.booleans(),
    steps=STEPS,
)
def test_an_event_goes_out_exactly_when_an_answer_would_change(
    players: int, double: bool, steps: list[tuple[str, int]]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        names = tuple(f"Player {n}" for n in range(players))
        form = Format.DOUBLE_ELIMINATION if double else Format.SINGLE_ELIMINATION
        draw(data, names, format=form)
        hub = Hub()
        desk = DeskFolder(data, resolve=False)
        seen: list[tuple[object, tuple[bytes, bytes]]] = []
        queues: list[tuple[object, tuple[bytes, bytes]]] = []
        shown: tuple[bytes, bytes] | None = None
        queue_shown: tuple[bytes, bytes] | None = None
        for kind, number in [("check", 0), *steps]:
            step(data, kind, number)
            desk.refresh()
            view = tournament_view(KEY, tournament_files.load(data, NAME), desk)
            made, queue_made = answers(view), queue_answers(view.queue())
            published = hub.publish_tournament(KEY, view)
            queued = hub.publish_tournament(KEY, view.queue(), QUEUE)
            # An event when, and only when, what a page is told is not what it was told last.
            assert (published is not None) == (made != shown)
            assert (queued is not None) == (queue_made != queue_shown)
            shown, queue_shown = made, queue_made
            seen.append((view, made))
            queues.append((view.queue(), queue_made))
        for told in (seen, queues):
            for view, made in told:
                for other, other_made in told:
                    assert (view == other) == (made == other_made)
