"""Every events stream, written on the feed's event loop.

The hub tells the server of each change in the publisher's thread (the window's, or a
follower's), with the change's live view made there (the hub compared it with the one before);
the server hands the change to the loop with ``call_soon_threadsafe`` (once for a burst: changes
that arrive while the loop has not yet taken the ones before join them).  On the loop, the
:class:`Broadcaster` makes each change's event (one bytes object per language, shared by every
stream of it) and gives it to every stream that wants it: straight to its socket's transport
when nothing of the stream is waiting (the usual case: one ``send``, no task woken), else to its
queue, which the stream's writer empties in order.
A change made before its save (the window's shot: :meth:`~.hub.Hub.prepare`) has its events
made then, in the publisher's thread, for the languages the streams speak (:attr:`Broadcaster.
languages`), so the loop only writes them once the save returned.
So a shot costs the window one view and one wake-up of the loop, whether one client follows it
or five hundred, and no client can hold up another: a stream whose bytes waiting (its queue and
its socket's buffer) pass the limit, or that takes nothing for the write timeout, is dropped
(its page reconnects with ``Last-Event-ID``).  A client that leaves is noticed when its
connection is lost, at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from aiohttp import web

from .hub import Change, Departure, Hub, LiveMatch, table_of

log = logging.getLogger(__name__)

BUFFER_LIMIT = 1 << 20
"""Bytes a stream may have waiting (some 400 events); one more and it is dropped."""
WATCH_SECONDS = 0.5
"""How often the streams are looked at for a write that does not end."""

Render = Callable[[Change, str], bytes]


@dataclass(eq=False)
class Stream:
    """One client's events stream (its headers are sent)."""

    response: web.StreamResponse
    transport: asyncio.Transport
    lang: str
    wants: Callable[[str, str], bool]
    last_event_id: str | None
    address: str
    pending: deque[bytes] = field(default_factory=deque)
    """The events waiting, each the one copy every stream of its language shares."""
    pending_bytes: int = 0
    since: int = 0
    """Changes up to this sequence are in what it was sent on arrival."""
    writing_since: float | None = None
    """When the write under way began (``loop.time()``), None when none is."""
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    ended: bool = False


class Broadcaster:
    """Writes ``hub``'s changes to every stream, on ``loop``."""

    def __init__(
        self,
        hub: Hub,
        render: Render,
        loop: asyncio.AbstractEventLoop,
        heartbeat: float,
        write_timeout: float,
        buffer_limit: int = BUFFER_LIMIT,
    ) -> None:
        self._hub = hub
        self._render = render
        self._loop = loop
        self._heartbeat = heartbeat
        self._write_timeout = write_timeout
        self._buffer_limit = buffer_limit
        self._streams: set[Stream] = set()
        self.languages: frozenset[str] = frozenset()
        """The languages of the streams now (set on the loop, read by any thread)."""
        self._incoming: list[Change] = []
        self._incoming_lock = threading.Lock()
        self._woken = False
        self._loop_thread: int | None = None
        """The loop's thread (set by :meth:`start`, which runs on it)."""
        """The loop is told to take what is incoming (and has not yet)."""
        self._watch: asyncio.TimerHandle | None = None
        self._next_beat = 0.0
        self._stopped = False

    # -- any thread -------------------------------------------------------------------------

    def changed(self, change: Change) -> None:
        """``change`` was published (in the publisher's thread): hand it to the loop, and wake
        it unless it is woken already (it takes the change with the ones before)."""
        with self._incoming_lock:
            self._incoming.append(change)
            if self._woken:
                return
            self._woken = True
        self._wake_loop()

    def _wake_loop(self) -> None:
        if threading.get_ident() == self._loop_thread:
            # Published on the loop itself (a phone's tap): its next turn takes it, with no
            # write to its wake-up pipe and no turn of the loop woken for nothing.
            self._loop.call_soon(self._take)
            return
        with contextlib.suppress(RuntimeError):  # the loop has stopped: nobody follows
            self._loop.call_soon_threadsafe(self._take)

    @property
    def stream_count(self) -> int:
        return len(self._streams)

    # -- the loop ---------------------------------------------------------------------------

    def start(self) -> None:
        self._loop_thread = threading.get_ident()
        self._next_beat = self._loop.time() + self._heartbeat
        self._watch = self._loop.call_later(WATCH_SECONDS, self._look)

    def stop(self) -> None:
        """End every stream (their handlers return, their connections close)."""
        self._stopped = True
        if self._watch is not None:
            self._watch.cancel()
        for stream in list(self._streams):
            self._end(stream)

    async def follow(self, stream: Stream) -> None:
        """Send ``stream`` the current state, then every change it wants, until it ends."""
        if self._stopped:
            return
        self._take()  # what was published before it arrived is in what it is sent now
        sequence, reset, changes = self._hub.catch_up(stream.wants, stream.last_event_id)
        stream.since = sequence
        self._streams.add(stream)
        if stream.lang not in self.languages:
            self.languages = self.languages | {stream.lang}
        if reset is not None:
            self._queue(stream, self._render_reset(reset))
        for change in changes:
            self._queue(stream, self._render(change, stream.lang))
        try:
            await self._write(stream)
        finally:
            self._end(stream)

    async def _write(self, stream: Stream) -> None:
        while not stream.ended:
            if not stream.pending:
                stream.wake.clear()
                await stream.wake.wait()
                continue
            chunk = b"".join(stream.pending)
            stream.pending.clear()
            stream.pending_bytes = 0
            stream.writing_since = self._loop.time()
            try:
                await stream.response.write(chunk)
            except (ConnectionError, RuntimeError, asyncio.CancelledError):
                # The client went away (or was dropped) while the bytes were on their way.
                self.drop(stream, "went away", quiet=True)
                return
            finally:
                stream.writing_since = None

    def _take(self) -> None:
        with self._incoming_lock:
            incoming, self._incoming = self._incoming, []
            self._woken = False
        for change in incoming:
            self._deliver(change)

    def _deliver(self, change: Change) -> None:
        table, match_id, sequence = table_of(change), change.id, change.sequence
        events: dict[str, bytes] = {}  # one per language, made when a stream first needs it
        for stream in list(self._streams):
            if sequence > stream.since and stream.wants(match_id, table):
                lang = stream.lang
                data = events.get(lang)
                if data is None:
                    data = events[lang] = self._render(change, lang)
                self._queue(stream, data)

    def _render_reset(self, sequence: int) -> bytes:
        from .render import reset_json

        return b"id: %s\nevent: reset\ndata: %s\n\n" % (
            self._hub.event_id(sequence).encode(),
            reset_json(sequence),
        )

    def _queue(self, stream: Stream, data: bytes) -> None:
        if stream.ended:
            return
        transport = stream.transport
        if transport.is_closing():
            self.drop(stream, "went away", quiet=True)
            return
        buffered = transport.get_write_buffer_size()
        if not stream.pending and stream.writing_since is None and not buffered:
            # Nothing of this stream is on its way: its bytes go to the socket now, in order,
            # without waking its writer (the transport keeps what the socket does not take).
            transport.write(data)
            return
        if stream.pending_bytes + buffered + len(data) > self._buffer_limit:
            self.drop(stream, "fell too far behind")
            return
        stream.pending.append(data)
        stream.pending_bytes += len(data)
        stream.wake.set()

    def _look(self) -> None:
        """Drop the streams whose write has not ended in the write timeout; the heartbeat."""
        now = self._loop.time()
        for stream in list(self._streams):
            began = stream.writing_since
            if began is not None and now - began > self._write_timeout:
                self.drop(stream, "took nothing for too long")
        if now >= self._next_beat:
            self._next_beat = now + self._heartbeat
            for stream in list(self._streams):
                self._queue(stream, b": keep-alive\n\n")
        delay = min(WATCH_SECONDS, max(0.01, self._next_beat - now))
        self._watch = self._loop.call_later(delay, self._look)

    def drop(self, stream: Stream, why: str, quiet: bool = False) -> None:
        """Let ``stream``'s client go: what it has waiting is thrown away with its socket."""
        if stream.ended:
            return
        self._end(stream)
        stream.pending.clear()
        stream.pending_bytes = 0
        stream.transport.abort()
        level = logging.DEBUG if quiet else logging.INFO
        log.log(level, "events client %s %s", stream.address, why)

    def _end(self, stream: Stream) -> None:
        stream.ended = True
        self._streams.discard(stream)
        stream.wake.set()
        self.languages = frozenset(other.lang for other in self._streams)


__all__ = ["BUFFER_LIMIT", "Broadcaster", "Departure", "LiveMatch", "Stream"]
