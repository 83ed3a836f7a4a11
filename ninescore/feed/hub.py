"""The hub: the matches the feed shows now, and one counter of their changes.

A source (the files of a data folder, or the scoring window's controller) calls
:meth:`Hub.publish` with a match's record facts and its :class:`ScoringState` after each change,
and :meth:`Hub.remove` when the match leaves the feed.  The hub keeps the latest of each, makes
a change only of what its followers see (``live_key``), numbers every change with one sequence,
and hands it, without ever waiting, to its listeners (the server, which makes each event's bytes
once) and to each subscription's bounded queue (the server's broadcaster, the text files): the
window that publishes must never be slowed by a stalled reader, so a queue that is full is
dropped.  A page that reconnects with ``Last-Event-ID`` is brought up to date
(:meth:`Hub.catch_up`).

Thread-safe: sources publish from their own thread (the window's, or a follower's), the server's
thread reads.  The live view of a change is made once, by :meth:`Hub.publish`, in the language
the feed speaks first (:meth:`Hub.speak`): the hub compares it with the one before, and the
server makes its event's JSON from that very view, on its own thread.  The words of any other
answer are made only when a client asks, in its language, once per change and language
(:meth:`LiveMatch.view`, :meth:`LiveMatch.rendered`).

A change that waits for a save (the scoring window's shot) is made before it: :meth:`Hub.prepare`
makes its view, compares its key and has its preparers (the server) make its event's bytes
while the store writes, and :meth:`Hub.release`, once the save returned, only numbers it in and
hands it on; a change never released (the save failed) is simply forgotten, and the next one is
compared with what the feed last showed, so it goes out whole.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ninescore.describe.language import LANGUAGES, in_language
from ninescore.rules import ClockPhase
from ninescore.scoring import ScoringState
from ninescore.scoring.live import LiveView, live_view, news_of

if TYPE_CHECKING:
    from ninescore.records import MatchRecord, Status

log = logging.getLogger(__name__)

T = TypeVar("T")

QUEUE_LIMIT = 256
"""Events a client may have waiting; one more and it is dropped."""
GONE_KEPT = 1024
"""How many departures are remembered for clients that reconnect with Last-Event-ID."""
FRESH_SECONDS = 0.1
"""How long an answer about a running shot clock is kept: its time left ages (made once for
every client of one change, made again for a client that arrives later)."""


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """The facts of a match that its record has and the scoring state has not."""

    id: str
    table: str
    event: str
    round: str
    referee: str
    status: Status
    created: datetime
    updated: datetime

    @classmethod
    def of(cls, record: MatchRecord) -> MatchInfo:
        return cls(
            id=record.id,
            table=record.table,
            event=record.event,
            round=record.round,
            referee=record.referee,
            status=record.status,
            created=record.created,
            updated=record.updated,
        )


def ticking(state: ScoringState) -> bool:
    """The state's clock counts down by itself: what is said of it ages."""
    reading = state.clock
    return (
        reading is not None
        and reading.limit is not None
        and reading.phase is ClockPhase.RUNNING
        and not reading.expired
    )


@dataclass(eq=False, slots=True)
class LiveMatch:
    """One match as the feed shows it, at one change (``sequence``)."""

    info: MatchInfo
    state: ScoringState
    sequence: int
    run: str = ""
    """The hub's run (see :attr:`Hub.run_id`)."""
    made_at: float = field(default_factory=time.monotonic)
    """When it was published (``time.monotonic``): the shot clock's time left is as of then."""
    _rendered: dict[tuple[str, str], tuple[float, Any]] = field(default_factory=dict, repr=False)
    _views: dict[str, LiveView] = field(default_factory=dict, repr=False)

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def event_id(self) -> str:
        """The id of this change's event: ``<run>-<sequence>``."""
        return f"{self.run}-{self.sequence}"

    def view(self, lang: str) -> LiveView:
        """The live view of this change in ``lang``: made once per language (in the hub's own
        by the hub itself, which compared it with the one before)."""
        with _render_lock:
            view = self._views.get(lang)
            if view is None:
                with in_language(lang):
                    view = self._views[lang] = live_view(self.state)
            return view

    def rendered(self, kind: str, lang: str, render: Callable[[LiveMatch, str], T]) -> T:
        """``render(self, lang)``, made once per kind and language and kept (while the shot
        clock runs, for :data:`FRESH_SECONDS`)."""
        key = (kind, lang)
        with _render_lock:
            kept = self._rendered.get(key)
            if kept is not None and (
                not ticking(self.state) or time.monotonic() - kept[0] < FRESH_SECONDS
            ):
                return cast(T, kept[1])
            made = render(self, lang)
            self._rendered[key] = (time.monotonic(), made)
            return made


# Rendering translates; one at a time, so that no catalogue is read by two threads at once.
_render_lock = threading.RLock()
render_lock = _render_lock
"""Held by whoever else makes the feed's words in a thread of its own (the tournaments)."""


@dataclass(frozen=True, slots=True)
class Prepared:
    """A match's change made before its save (:meth:`Hub.prepare`), held until it is let go
    (:meth:`Hub.release`) or forgotten."""

    live: LiveMatch
    """Numbered as the hub's next change; renumbered on release if another came first."""
    shown: tuple[MatchInfo, LiveView]
    """What the feed will show then (the facts and the key of the view)."""
    before: tuple[MatchInfo, LiveView] | None
    """What the feed showed when it was made (it differs from :attr:`shown`)."""
    leaving: str = ""
    """The match that leaves the feed as this one comes (the window opened another)."""


@dataclass(frozen=True, slots=True)
class Departure:
    """A match that left the feed."""

    id: str
    sequence: int
    table: str
    run: str = ""

    @property
    def event_id(self) -> str:
        return f"{self.run}-{self.sequence}"


TOURNAMENT_PREFIX = "tournament/"
"""A tournament's change is named ``tournament/<its id>`` among the matches' UUIDs, so that a
stream's filter tells one from the other (:func:`is_tournament`)."""
QUEUE_PREFIX = "queue/"
"""The change of a tournament's queue alone (the board's "Now calling"), ``queue/<its id>``:
it changes less often than the whole, and it is a small part of a large bracket."""
STATE, QUEUE = "state", "queue"


def is_tournament(change_id: str) -> bool:
    return change_id.startswith((TOURNAMENT_PREFIX, QUEUE_PREFIX))


@dataclass(eq=False, slots=True)
class LiveTournament:
    """One tournament as the feed shows it, at one change (``sequence``): ``view`` is what its
    answers are made of (:mod:`ninescore.feed.tournaments`); ``kind`` says whether it is the
    whole (``state``) or its queue alone (``queue``)."""

    key: str
    """The tournament's id (its file's name)."""
    view: Any
    sequence: int
    run: str = ""
    kind: str = STATE
    table: str = ""
    """No table: a stream that follows one table is not sent a tournament."""
    _rendered: dict[tuple[str, str], Any] = field(default_factory=dict, repr=False)

    @property
    def id(self) -> str:
        return (TOURNAMENT_PREFIX if self.kind == STATE else QUEUE_PREFIX) + self.key

    @property
    def event_id(self) -> str:
        return f"{self.run}-{self.sequence}"

    def rendered(self, kind: str, lang: str, render: Callable[[LiveTournament, str], T]) -> T:
        """``render(self, lang)``, made once per kind and language and kept."""
        with _render_lock:
            if (kind, lang) not in self._rendered:
                self._rendered[(kind, lang)] = render(self, lang)
            return cast(T, self._rendered[(kind, lang)])


Change = LiveMatch | LiveTournament | Departure


def table_of(change: Change) -> str:
    """The table of the match a change is about ("" for a tournament)."""
    return change.info.table if isinstance(change, LiveMatch) else change.table


class Dropped(Exception):
    """The client fell too far behind and was dropped."""


class Subscription:
    """One client's bounded queue of changes, filtered by match or table."""

    def __init__(
        self,
        hub: Hub,
        wants: Callable[[str, str], bool],
        limit: int,
    ) -> None:
        self._hub = hub
        self._wants = wants
        self._limit = limit
        self._items: deque[Change] = deque()
        self._ready = threading.Condition()
        self.dropped = False
        self.closed = False
        self._nudged = False

    def wants(self, match_id: str, table: str) -> bool:
        return self._wants(match_id, table)

    def offer(self, change: Change) -> bool:
        """Queue ``change`` without waiting; False (and the client dropped) when it is full."""
        with self._ready:
            if self.closed:
                return True
            if len(self._items) >= self._limit:
                self.dropped = self.closed = True
                self._items.clear()
                self._ready.notify_all()
            else:
                self._items.append(change)
                self._ready.notify()
                return True
        log.info("a feed client fell %d events behind and was dropped", self._limit)
        return False

    def nudge(self) -> None:
        """Wake a :meth:`get` that is waiting, with nothing new (someone else has news)."""
        with self._ready:
            self._nudged = True
            self._ready.notify_all()

    def get(self, timeout: float) -> Change | None:
        """The next change, or None after ``timeout`` seconds with none; :class:`Dropped` once
        the client was dropped."""
        with self._ready:
            if not self._items and not self.closed and not self._nudged:
                self._ready.wait(timeout)
            self._nudged = False
            if self.dropped:
                raise Dropped
            return self._items.popleft() if self._items else None

    def close(self) -> None:
        with self._ready:
            self.closed = True
            self._ready.notify_all()
        self._hub.unsubscribe(self)


class Hub:
    """The live matches, their changes, and the clients that follow them."""

    def __init__(self, queue_limit: int = QUEUE_LIMIT) -> None:
        self._lock = threading.Lock()
        self._matches: dict[str, LiveMatch] = {}
        self._shown: dict[str, tuple[MatchInfo, LiveView]] = {}
        self._tournaments: dict[str, LiveTournament] = {}
        self._sequence = 0
        self._departures: deque[Departure] = deque(maxlen=GONE_KEPT)
        self._subscribers: set[Subscription] = set()
        self._queue_limit = queue_limit
        self._listeners: list[Callable[[Change], None]] = []
        self._preparers: list[Callable[[LiveMatch], None]] = []
        self.run_id = secrets.token_hex(4)
        """Names this hub's events (``<run>-<sequence>``), so that an event id from before a
        restart is told from one of this run."""
        self._lang = "en"

    def speak(self, lang: str) -> None:
        """Make each change's live view in ``lang`` (a server's default language): the view
        the hub compares is then the very one most clients are sent."""
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}")
        self._lang = lang

    # -- sources ------------------------------------------------------------------------------

    def publish(self, info: MatchInfo, state: ScoringState) -> LiveMatch | None:
        """The match ``info.id`` is now ``state``; the new entry, or None when nothing the feed
        shows has changed (the facts and :func:`~ninescore.scoring.live.live_key`: not a tap,
        not a second of a running clock)."""
        lang = self._lang
        with _render_lock, in_language(lang):  # the key is made of the view's words
            view = live_view(state)
        shown = (info, news_of(view))
        with self._lock:
            if self._shown.get(info.id) == shown:
                return None
            self._sequence += 1
            live = LiveMatch(info, state, self._sequence, self.run_id)
            live._views[lang] = view
            self._enter(live, shown)
        return live

    def prepare(self, info: MatchInfo, state: ScoringState, leaving: str = "") -> Prepared | None:
        """The change :meth:`publish` would make of ``info`` and ``state``, made now but not
        published: the view, its key, and what the preparers make of it (the server: its
        event's bytes in every language its streams speak), all before the save the change
        waits for; ``leaving``: a match that leaves the feed as it comes, just before it.  None
        when the feed would show nothing new.  Nothing leaves before :meth:`release`; one
        never released is just forgotten."""
        lang = self._lang
        with _render_lock, in_language(lang):
            view = live_view(state)
        shown = (info, news_of(view))
        with self._lock:
            before = self._shown.get(info.id)
            if before == shown:
                return None
            gone = leaving in self._matches
            live = LiveMatch(info, state, self._sequence + 1 + gone, self.run_id)
            preparers = list(self._preparers)
        live._views[lang] = view
        for preparer in preparers:
            preparer(live)
        return Prepared(live, shown, before, leaving if gone else "")

    def release(self, prepared: Prepared) -> LiveMatch | None:
        """Publish ``prepared`` (its save returned): numbered in and handed on as it was made,
        or, when another change was numbered since it was made, as the next one (its bytes are
        then made again).  None when the feed shows it already."""
        live, shown = prepared.live, prepared.shown
        with self._lock:
            if prepared.leaving:
                self._remove(prepared.leaving)
            now = self._shown.get(live.id)
            # Compared when it was made: only another change published since needs it again.
            if now is not prepared.before and now == shown:
                return None
            if live.sequence != self._sequence + 1:
                renumbered = LiveMatch(
                    live.info, live.state, self._sequence + 1, self.run_id, live.made_at
                )
                renumbered._views.update(live._views)
                live = renumbered
            self._sequence = live.sequence
            self._enter(live, shown)
        return live

    def _enter(self, live: LiveMatch, shown: tuple[MatchInfo, LiveView]) -> None:
        self._matches[live.id] = live
        self._shown[live.id] = shown
        self._deliver(live)

    def remove(self, match_id: str) -> bool:
        """The match left the feed; False if it was not in it."""
        with self._lock:
            return self._remove(match_id)

    def _remove(self, match_id: str) -> bool:
        live = self._matches.pop(match_id, None)
        if live is None:
            return False
        self._shown.pop(match_id, None)
        self._sequence += 1
        departure = Departure(match_id, self._sequence, live.info.table, self.run_id)
        self._departures.append(departure)
        self._deliver(departure)
        return True

    def publish_tournament(
        self, key: str, view: object, kind: str = STATE
    ) -> LiveTournament | None:
        """The tournament ``key`` (its whole, or its queue) is now ``view``, a value compared
        by equality: it is its own key (see :mod:`ninescore.feed.tournaments`); None when it
        has not changed."""
        with self._lock:
            known = self._tournaments.get(
                (TOURNAMENT_PREFIX if kind == STATE else QUEUE_PREFIX) + key
            )
            if known is not None and known.view == view:
                return None
            self._sequence += 1
            live = LiveTournament(key, view, self._sequence, self.run_id, kind)
            self._tournaments[live.id] = live
            self._deliver(live)
        return live

    def remove_tournament(self, key: str) -> bool:
        """The tournament left the feed (its file went); False if it was not in it."""
        with self._lock:
            gone = False
            for prefix in (TOURNAMENT_PREFIX, QUEUE_PREFIX):
                if self._tournaments.pop(prefix + key, None) is None:
                    continue
                self._sequence += 1
                departure = Departure(prefix + key, self._sequence, "", self.run_id)
                self._departures.append(departure)
                self._deliver(departure)
                gone = True
        return gone

    def _deliver(self, change: Change) -> None:
        # The listeners first: a server makes the event's bytes there, before its streams wake.
        for listener in self._listeners:
            listener(change)
        if not self._subscribers:
            return
        table = table_of(change)
        for subscriber in list(self._subscribers):
            if subscriber.wants(change.id, table) and not subscriber.offer(change):
                self._subscribers.discard(subscriber)

    def add_listener(self, listener: Callable[[Change], None]) -> None:
        """Call ``listener`` with every change, in the publisher's thread (it must not block)."""
        with self._lock:
            self._listeners.append(listener)

    def add_preparer(self, preparer: Callable[[LiveMatch], None]) -> None:
        """Call ``preparer`` with every change :meth:`prepare` makes, in the publisher's thread,
        before the change's save: what it makes of it then is not made after (it must not
        block, and must send nothing: the change may never be released)."""
        with self._lock:
            self._preparers.append(preparer)

    # -- readers ------------------------------------------------------------------------------

    @property
    def sequence(self) -> int:
        with self._lock:
            return self._sequence

    def matches(self) -> tuple[int, list[LiveMatch]]:
        """The sequence now and every live match, in order of change."""
        with self._lock:
            return self._sequence, sorted(self._matches.values(), key=lambda m: m.sequence)

    def match(self, match_id: str) -> LiveMatch | None:
        with self._lock:
            return self._matches.get(match_id)

    def tournaments(self) -> tuple[int, list[LiveTournament]]:
        """The sequence now and every tournament (each whole), by id."""
        with self._lock:
            whole = [t for t in self._tournaments.values() if t.kind == STATE]
            return self._sequence, sorted(whole, key=lambda t: t.key)

    def tournament(self, key: str) -> LiveTournament | None:
        """The tournament ``key`` whole."""
        with self._lock:
            return self._tournaments.get(TOURNAMENT_PREFIX + key)

    def subscribe(
        self,
        wants: Callable[[str, str], bool] = lambda match_id, table: True,
        last_event_id: str | None = None,
        limit: int | None = None,
    ) -> tuple[Subscription, int | None, list[Change]]:
        """A new client's queue and what to send it before the queue (:meth:`catch_up`), taken
        at one instant, so that no change falls between."""
        with self._lock:
            subscription = Subscription(self, wants, limit or self._queue_limit)
            _, reset, changes = self._catch_up(wants, last_event_id)
            self._subscribers.add(subscription)
        return subscription, reset, changes

    def catch_up(
        self, wants: Callable[[str, str], bool], last_event_id: str | None = None
    ) -> tuple[int, int | None, list[Change]]:
        """For a client that arrives now: the sequence now; that sequence again if the client
        must first forget what it had (a reset), else None; and what to send it: every wanted
        match, or after a ``last_event_id`` of this run only what changed since, in order."""
        with self._lock:
            return self._catch_up(wants, last_event_id)

    def _catch_up(
        self, wants: Callable[[str, str], bool], last_event_id: str | None
    ) -> tuple[int, int | None, list[Change]]:
        since = self._since(last_event_id)
        if since is None:
            matches: list[Change] = [m for m in self._matches.values() if wants(m.id, m.info.table)]
            matches += [t for t in self._tournaments.values() if wants(t.id, t.table)]
            changes = sorted(matches, key=lambda m: m.sequence)
            return self._sequence, self._sequence, changes
        missed: list[Change] = [m for m in self._matches.values() if m.sequence > since]
        missed += [t for t in self._tournaments.values() if t.sequence > since]
        missed += [d for d in self._departures if d.sequence > since]
        changes = [c for c in missed if wants(c.id, table_of(c))]
        return self._sequence, None, sorted(changes, key=lambda change: change.sequence)

    def _since(self, last_event_id: str | None) -> int | None:
        """The sequence a client last saw, if it is of this run and still answerable."""
        if not last_event_id:
            return None
        run, _, number = last_event_id.strip().rpartition("-")
        if run != self.run_id or not number.isdigit():
            return None
        since = int(number)
        if since > self._sequence:
            return None
        oldest = self._departures[0].sequence if self._departures else 0
        if len(self._departures) == self._departures.maxlen and since < oldest:
            return None  # departures it missed were forgotten: start it afresh
        return since

    def unsubscribe(self, subscription: Subscription) -> None:
        with self._lock:
            self._subscribers.discard(subscription)

    @property
    def client_count(self) -> int:
        with self._lock:
            return len(self._subscribers)

    def event_id(self, sequence: int) -> str:
        return f"{self.run_id}-{sequence}"

    def close_all(self, subscribers: Iterable[Subscription] | None = None) -> None:
        """Close every subscription (the server is stopping)."""
        with self._lock:
            chosen = list(self._subscribers if subscribers is None else subscribers)
        for subscription in chosen:
            subscription.close()
