"""The one thread that writes every events stream.

A handler thread of the HTTP server answers a client's ``GET /api/v1/events`` with the headers,
then hands the connection to the :class:`Broadcaster` and parks until the stream ends.  The
broadcaster follows the hub with one queue, makes each change's event once per language (the
server made the default language's already, in the publisher's thread), appends it to the
buffer of every stream that wants it and sends what each socket takes without waiting.  So a
shot costs the window one render and a wake-up, whether one client follows it or two hundred,
and no client can hold up another: a stream whose buffer grows past its limit, or that takes
nothing for the write timeout, is dropped (its page reconnects with ``Last-Event-ID``).

The thread waits on the hub's queue (a condition variable), not on a socket: waking it that way
costs the publishing window no system call, during which the interpreter would pass to this
thread and the window would wait to get it back.  It looks at the sockets only while some
stream has bytes waiting, and notices a client gone when a write to it fails (the heartbeat
writes to every stream).
"""

from __future__ import annotations

import contextlib
import logging
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .hub import Change, Departure, Dropped, Hub, LiveMatch, Subscription, table_of

log = logging.getLogger(__name__)

BUFFER_LIMIT = 1 << 20
"""Bytes a stream may have waiting (some 400 events); one more and it is dropped."""

Render = Callable[[Change, str], bytes]


@dataclass(eq=False)
class Stream:
    """One client's events stream."""

    connection: socket.socket
    lang: str
    wants: Callable[[str, str], bool]
    last_event_id: str | None
    address: str
    pending: bytearray = field(default_factory=bytearray)
    since: int = 0
    """Changes up to this sequence are in what it was sent on arrival."""
    stalled_since: float | None = None
    ended: threading.Event = field(default_factory=threading.Event)


class Broadcaster:
    """Writes ``hub``'s changes to every stream, in a thread of its own."""

    def __init__(
        self,
        hub: Hub,
        render: Render,
        heartbeat: float,
        write_timeout: float,
        buffer_limit: int = BUFFER_LIMIT,
    ) -> None:
        self._hub = hub
        self._render = render
        self._heartbeat = heartbeat
        self._write_timeout = write_timeout
        self._buffer_limit = buffer_limit
        self._selector = selectors.DefaultSelector()
        self._arriving: list[Stream] = []
        self._lock = threading.Lock()
        self._streams: set[Stream] = set()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._queue = self._follow()

    def _follow(self) -> Subscription:
        # A queue far longer than any client's: the broadcaster never waits, so it keeps up.
        queue, _, _ = self._hub.subscribe(limit=1 << 16)
        return queue

    # -- the server's side ------------------------------------------------------------------

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="ninescore-events", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stopping.set()
        self._queue.nudge()
        if self._thread is not None:
            self._thread.join(timeout=5)
        with self._lock:
            arriving, self._arriving = self._arriving, []
        for stream in [*self._streams, *arriving]:
            stream.ended.set()
        self._streams.clear()
        self._queue.close()
        self._selector.close()

    def add(self, stream: Stream) -> None:
        """Take over ``stream`` (its headers are sent); it is sent the current state first."""
        with self._lock:
            self._arriving.append(stream)
        self._queue.nudge()

    @property
    def stream_count(self) -> int:
        with self._lock:
            return len(self._streams) + len(self._arriving)

    # -- the thread ---------------------------------------------------------------------------

    def _run(self) -> None:
        next_beat = time.monotonic() + self._heartbeat
        while not self._stopping.is_set():
            self._admit()
            waiting = [stream for stream in self._streams if stream.pending]
            if waiting:
                self._write_waiting()
            try:
                change = self._queue.get(
                    0.01 if waiting else max(0.0, min(1.0, next_beat - time.monotonic()))
                )
            except Dropped:  # cannot happen while this thread runs; start everyone afresh
                for stream in list(self._streams):
                    self._drop(stream, "was too far behind")
                self._queue = self._follow()
                continue
            while change is not None:
                self._deliver(change)
                change = self._queue.get(0)
            now = time.monotonic()
            if now >= next_beat:
                next_beat = now + self._heartbeat
                for stream in list(self._streams):
                    self._queue_bytes(stream, b": keep-alive\n\n")
            for stream in list(self._streams):
                stalled = stream.stalled_since
                if stalled is not None and now - stalled > self._write_timeout:
                    self._drop(stream, "took nothing for too long")

    def _write_waiting(self) -> None:
        """Send what the sockets that were full take now; notice the clients that left."""
        try:
            ready = self._selector.select(0)
        except OSError:
            return
        for key, mask in ready:
            stream: Stream = key.data
            if mask & selectors.EVENT_READ and not self._client_still_there(stream):
                self._drop(stream, "went away")
            elif mask & selectors.EVENT_WRITE:
                self._send(stream)

    def _client_still_there(self, stream: Stream) -> bool:
        try:
            return bool(stream.connection.recv(4096))  # a client says nothing after its request
        except BlockingIOError:
            return True
        except OSError:
            return False

    def _admit(self) -> None:
        with self._lock:
            arriving, self._arriving = self._arriving, []
        for stream in arriving:
            sequence, reset, changes = self._hub.catch_up(stream.wants, stream.last_event_id)
            stream.since = sequence
            try:
                stream.connection.setblocking(False)
                self._selector.register(stream.connection, selectors.EVENT_READ, stream)
            except (OSError, ValueError):
                stream.ended.set()
                continue
            self._streams.add(stream)
            if reset is not None:
                self._queue_bytes(stream, self._render_reset(reset))
            for change in changes:
                self._queue_bytes(stream, self._render(change, stream.lang))

    def _render_reset(self, sequence: int) -> bytes:
        from .render import reset_json

        return b"id: %s\nevent: reset\ndata: %s\n\n" % (
            self._hub.event_id(sequence).encode(),
            reset_json(sequence),
        )

    def _deliver(self, change: Change) -> None:
        table = table_of(change)
        for stream in list(self._streams):
            if change.sequence > stream.since and stream.wants(change.id, table):
                self._queue_bytes(stream, self._render(change, stream.lang))

    def _queue_bytes(self, stream: Stream, data: bytes) -> None:
        if len(stream.pending) + len(data) > self._buffer_limit:
            self._drop(stream, "fell too far behind")
            return
        stream.pending += data
        self._send(stream)

    def _send(self, stream: Stream) -> None:
        if stream not in self._streams:
            return
        try:
            sent = stream.connection.send(stream.pending) if stream.pending else 0
        except BlockingIOError:
            sent = 0
        except OSError:
            self._drop(stream, "went away")
            return
        del stream.pending[:sent]
        if stream.pending:
            if sent or stream.stalled_since is None:
                stream.stalled_since = time.monotonic()
            events = selectors.EVENT_READ | selectors.EVENT_WRITE
        else:
            stream.stalled_since = None
            events = selectors.EVENT_READ
        with contextlib.suppress(KeyError, ValueError, OSError):
            if self._selector.get_key(stream.connection).events != events:
                self._selector.modify(stream.connection, events, stream)

    def _drop(self, stream: Stream, why: str) -> None:
        if stream not in self._streams:
            return
        self._streams.discard(stream)
        with contextlib.suppress(KeyError, ValueError, OSError):
            self._selector.unregister(stream.connection)
        with contextlib.suppress(OSError):
            stream.connection.shutdown(socket.SHUT_RDWR)
        log.info("events client %s %s: dropped", stream.address, why)
        stream.ended.set()


__all__ = ["BUFFER_LIMIT", "Broadcaster", "Departure", "LiveMatch", "Stream"]
