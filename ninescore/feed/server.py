"""The feed's HTTP server: aiohttp, on one event loop in a thread of its own, read-only.

Served, and nothing else (every other address is a 404; any method but GET and HEAD a 405):

- ``/api/v1/tables``, ``/api/v1/matches/{id}``: JSON (``docs/feed-api.schema.json``);
- ``/api/v1/tournaments``, ``/api/v1/tournaments/{id}``: the tournaments of the data folder
  (:mod:`.tournaments`, :mod:`.tournament_json`), looked up among those followed, never on disk;
- ``/api/v1/events[?match=ID|table=N][&tournaments=1|full]`` or ``?tournament=ID``:
  Server-Sent Events, one per change, the current state first (after a ``reset``), or after
  ``Last-Event-ID`` only what changed since;
- the bundled pages (:mod:`.pages`): ``/``, ``/board``, ``/bracket``, ``/overlay/scorebug``,
  ``/overlay/rack``.

Every answer is in ``?lang=ru|en`` (default: the program's language).  Addresses are matched
whole, as the client sent them (never decoded or normalised first), against that list and never
mapped onto files, so no path (``..``, encoded or not, absolute or not) can reach anything else.
Bound to anything but loopback the server needs a token, in the ``Authorization: Bearer`` or
``X-Ninescore-Token`` header or the ``token`` query parameter; without it every request is a
403.  The limits of :mod:`.limits` (connections per address and in all, the headers' deadline,
the sizes of a request) hold before any of that; the events streams are :mod:`.broadcast`'s.

The server runs beside Qt: :meth:`FeedServer.start` and :meth:`FeedServer.stop` are called from
the window's thread (or ``serve``'s main thread) and wait for the loop to have done it; the
hub's changes reach the loop with ``call_soon_threadsafe``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import re
import socket
import threading
from collections.abc import Coroutine
from http import HTTPStatus
from typing import TYPE_CHECKING, Any, TypeVar
from urllib.parse import parse_qs, quote, unquote, urlsplit

from aiohttp import web
from aiohttp.http import HttpVersion11

from ninescore.describe import live as live_words
from ninescore.describe.language import LANGUAGES, in_language
from ninescore.records.errors import StoreError

from .address import DEFAULT_HOST, DEFAULT_PORT, is_loopback, token_bytes
from .broadcast import BUFFER_LIMIT, Broadcaster, Stream
from .hub import (
    QUEUE_PREFIX,
    STATE,
    TOURNAMENT_PREFIX,
    Change,
    Hub,
    LiveMatch,
    LiveTournament,
    is_tournament,
)
from .limits import Connection, Connections, Limits, protocol_factory, room_for
from .model import Problem
from .pages import PageCache
from .render import gone_json, match_json, tables_json
from .tournament_json import queue_json, tournament_gone_json, tournament_json, tournaments_json
from .tournaments import is_tournament_key

if TYPE_CHECKING:
    from .scoring import ScoringDesk

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0
"""A comment line this often keeps proxies and OBS from closing a quiet events stream."""
WRITE_TIMEOUT_SECONDS = 10.0
"""A client that takes nothing of its events stream for this long is dropped."""
RETRY_MS = 2000
"""How soon a page's EventSource reconnects after the server went away (a restart)."""
JSON = "application/json; charset=utf-8"
_SCORING_VERBS = {"actions": "act", "undo": "undo", "clock": "work_clock", "question": "ask"}
"""``POST /api/v1/matches/{id}/<verb>``, and the scoring desk's method that answers it."""

SERVER_NAME = "ninescore-feed"
STOP_SECONDS = 5.0
BODY_LIMIT = 16 * 1024
"""The largest body a request may carry (a scoring request is a few hundred bytes)."""

_MATCH_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_MATCH_PREFIX = "/api/v1/matches/"
_TOURNAMENT_PREFIX = "/api/v1/tournaments/"
_RAW_TOURNAMENT = re.compile(r"[0-9a-z%-]{1,960}", re.IGNORECASE)
"""A tournament's id as an address carries it: letters of another script percent-encoded."""
_READ = ("GET", "HEAD")

T = TypeVar("T")


class _Request(web.BaseRequest):
    """A request that is answered in HTTP/1.1 whatever version it asked for (a ``505`` to an
    ``HTTP/2.0`` request line is still an answer its client can read)."""

    @property
    def asked_version(self) -> tuple[int, int]:
        version = self._message.version
        return version.major, version.minor

    @property
    def version(self) -> Any:
        asked = self._message.version
        return asked if asked.major == 1 else HttpVersion11


class _EventsResponse(web.StreamResponse):
    """The events stream: its bytes as they are, up to the end of the connection (no chunked
    encoding: every EventSource reads that, and so does a client on a raw socket)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._length_check = False  # as aiohttp's own WebSocketResponse does
        self.force_close()


class FeedServer:
    """The feed on ``host:port`` (port 0: any free one), serving what ``hub`` holds."""

    def __init__(
        self,
        hub: Hub,
        host: str = DEFAULT_HOST,
        port: int = DEFAULT_PORT,
        token: str | None = None,
        default_lang: str = "en",
        heartbeat: float = HEARTBEAT_SECONDS,
        write_timeout: float = WRITE_TIMEOUT_SECONDS,
        buffer_limit: int = BUFFER_LIMIT,
        limits: Limits | None = None,
        scoring: ScoringDesk | None = None,
    ) -> None:
        if not is_loopback(host) and not token:
            raise ValueError(f"a feed on {host} (beyond this machine) needs a token")
        if token is not None and any(not 0x20 < ord(c) < 0x7F for c in token):
            raise ValueError("a token is printable ASCII without spaces")
        if default_lang not in LANGUAGES:
            raise ValueError(f"unknown language {default_lang!r}")
        self.hub = hub
        self.token = token or None
        self.default_lang = default_lang
        self.heartbeat = heartbeat
        self.write_timeout = write_timeout
        self.buffer_limit = buffer_limit
        self.limits = limits or Limits()
        self.scoring = scoring
        """Scoring from phones (:mod:`.scoring`), when this server takes it."""
        self.pages = PageCache()
        self._requested = (host, port)
        self._bound: tuple[str, int] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._listening: asyncio.AbstractServer | None = None
        self._web: web.Server | None = None
        self._broadcaster: Broadcaster | None = None
        hub.speak(default_lang)
        hub.add_listener(self._changed)
        hub.add_preparer(self._prepare)

    def _prepare(self, live: LiveMatch) -> None:
        """In the publisher's thread, before the change's save: its event's bytes, in every
        language a stream speaks now, so that the loop only writes them once it is released."""
        broadcaster = self._broadcaster
        if broadcaster is not None:
            for lang in broadcaster.languages:
                render_change(live, lang)

    def _changed(self, change: Change) -> None:
        """In the publisher's thread: hand the change to the loop, which makes its event (from
        the view the hub made in the default language) once for every stream, unless it was
        made before."""
        broadcaster = self._broadcaster
        if broadcaster is not None:
            broadcaster.changed(change)

    # -- running -----------------------------------------------------------------------------

    def start(self) -> None:
        """Bind and serve on an event loop in a thread of its own; raises OSError (port taken,
        no such address)."""
        if self._loop is not None:
            return
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_forever, name="ninescore-feed", daemon=True)
        thread.start()
        self._loop, self._thread = loop, thread
        try:
            self._on_loop(self._serve())
        except BaseException:
            self._end_loop()
            raise
        log.info("live feed on %s", self.base_url)

    def stop(self) -> None:
        """Stop serving and end every events stream."""
        if self._loop is None:
            return
        try:
            self._on_loop(self._close())
        except (TimeoutError, RuntimeError) as error:
            log.warning("the live feed did not stop cleanly: %s", error)
        self._end_loop()
        log.info("live feed stopped")

    def _on_loop(self, work: Coroutine[Any, Any, T]) -> T:
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(STOP_SECONDS * 2)

    def _end_loop(self) -> None:
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        self._bound = None
        if loop is None:
            return
        loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=STOP_SECONDS)
        if not loop.is_running():
            loop.close()

    async def _serve(self) -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(_loop_trouble)
        host, port = self._requested
        server = web.Server(self._handle, request_factory=self._make_request, access_log=None)
        connections = Connections(room_for(self.limits))
        self._web = server
        self._listening = await loop.create_server(
            protocol_factory(server, connections, loop),
            host,
            port,
            # A room's TVs and a stream's sources reconnecting at once after a restart.
            backlog=128,
        )
        bound = self._listening.sockets[0].getsockname()
        self._bound = (str(bound[0]), int(bound[1]))
        broadcaster = Broadcaster(
            self.hub, render_change, loop, self.heartbeat, self.write_timeout, self.buffer_limit
        )
        broadcaster.start()
        self._broadcaster = broadcaster
        if self.scoring is not None:
            self.scoring.attach(loop.call_later, call_soon=loop.call_soon)

    async def _close(self) -> None:
        listening, self._listening = self._listening, None
        broadcaster, self._broadcaster = self._broadcaster, None
        if listening is not None:
            listening.close()
        if broadcaster is not None:
            broadcaster.stop()
        if self._web is not None:
            await self._web.shutdown(1.0)
            self._web = None
        if self.scoring is not None:
            self.scoring.close()
        # Whatever is left (a handler past the shutdown's second) ends before the loop does.
        others = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)

    def _make_request(
        self, message: Any, payload: Any, protocol: Any, writer: Any, task: Any
    ) -> web.BaseRequest:
        return _Request(
            message,
            payload,
            protocol,
            writer,
            task,
            asyncio.get_running_loop(),
            client_max_size=BODY_LIMIT,
        )

    @property
    def running(self) -> bool:
        return self._loop is not None

    @property
    def address(self) -> tuple[str, int]:
        """The host and the port really bound (the port chosen, for port 0)."""
        return self._bound or self._requested

    @property
    def base_url(self) -> str:
        """``http://host:port``; for a server on every address, by this machine's name, which
        the other machines of the room can reach."""
        host, port = self.address
        if host in ("0.0.0.0", "::"):
            host = socket.gethostname()
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}"

    def url(self, path: str = "/", **query: str) -> str:
        """The address of ``path`` with ``query``, and the token when one is needed."""
        if self.token:
            query = {**query, "token": self.token}
        text = "&".join(f"{key}={quote(value, safe='-._~')}" for key, value in query.items())
        return self.base_url + path + (f"?{text}" if text else "")

    @property
    def client_count(self) -> int:
        """The events streams open now."""
        broadcaster = self._broadcaster
        return 0 if broadcaster is None else broadcaster.stream_count

    # -- answering (on the loop) -------------------------------------------------------------

    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        assert isinstance(request, _Request)
        # The address as sent, never decoded: "/overlay/%2e%2e/board" is no page.
        parts = urlsplit(request.raw_path)
        log.debug("%s %s %s", request.remote, request.method, parts.path[:200])
        if request.asked_version[0] != 1:
            return self._plain(HTTPStatus.HTTP_VERSION_NOT_SUPPORTED, request)
        query = parse_qs(parts.query, keep_blank_values=True)
        lang = self._language(query)
        body = request.method != "HEAD"
        if request.method in ("POST", "GET") and self.scoring is not None:
            scored = await self._score(request, parts.path, query, lang)
            if scored is not None:
                return scored
        if request.method not in _READ:
            return self._problem(
                HTTPStatus.METHOD_NOT_ALLOWED,
                live_words.read_only_text,
                self.default_lang,
                extra={"Allow": "GET, HEAD"},
            )
        if not self._authorised(request, query):
            return self._problem(HTTPStatus.FORBIDDEN, live_words.token_needed_text, lang)
        path = parts.path
        hub = self.hub
        if path == "/api/v1/tables":
            sequence, matches = hub.matches()
            return self._send(HTTPStatus.OK, JSON, tables_json(sequence, matches, lang))
        if path.startswith(_MATCH_PREFIX) and _MATCH_ID.fullmatch(path[len(_MATCH_PREFIX) :]):
            live = hub.match(path[len(_MATCH_PREFIX) :])
            if live is None:
                return self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang)
            return self._send(HTTPStatus.OK, JSON, live.rendered("match", lang, match_json))
        if path == "/api/v1/tournaments":
            sequence, tournaments = hub.tournaments()
            return self._send(HTTPStatus.OK, JSON, tournaments_json(sequence, tournaments, lang))
        if path.startswith(_TOURNAMENT_PREFIX):
            key = tournament_key(path[len(_TOURNAMENT_PREFIX) :])
            tournament = None if key is None else hub.tournament(key)
            if tournament is None:
                return self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang)
            return self._send(
                HTTPStatus.OK, JSON, tournament.rendered("state", lang, tournament_json)
            )
        if path == "/api/v1/events":
            return await self._events(request, query, lang, body)
        if path == "/favicon.ico":
            return self._favicon()
        page = self.pages.get(path, lang)
        if page is None:
            return self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang)
        return self._send(
            HTTPStatus.OK,
            "text/html; charset=utf-8",
            page.body,
            {"Content-Security-Policy": page.content_security_policy},
        )

    def _language(self, query: dict[str, list[str]]) -> str:
        asked = (query.get("lang") or [""])[-1]
        return asked if asked in LANGUAGES else self.default_lang

    @staticmethod
    def _given_tokens(request: web.BaseRequest, query: dict[str, list[str]]) -> list[str]:
        headers = request.headers
        given = [headers.get("X-Ninescore-Token", ""), *(query.get("token") or [])]
        authorization = headers.get("Authorization", "")
        if authorization[:7].lower() == "bearer ":
            given.append(authorization[7:].strip())
        return [candidate for candidate in given if candidate]

    def _authorised(self, request: web.BaseRequest, query: dict[str, list[str]]) -> bool:
        expected = self.token
        if expected is None:
            return self._asked_for_this_machine(request)
        given = self._given_tokens(request, query)
        wanted = expected.encode()
        if any(hmac.compare_digest(token_bytes(c), wanted) for c in given):
            return True
        # A table's scoring token reads the feed too (its page shows the match it scores).
        scoring = self.scoring
        return scoring is not None and scoring.scope_of(given) is not None

    async def _score(
        self, request: web.BaseRequest, path: str, query: dict[str, list[str]], lang: str
    ) -> web.Response | None:
        """A scoring request (:mod:`.scoring`); None when ``path`` is none of its addresses."""
        scoring = self.scoring
        assert scoring is not None
        if path == "/api/v1/matches" and request.method == "POST":
            match_id, verb = "", "create"
        elif path == "/api/v1/assignments" and request.method == "GET":
            match_id, verb = "", "pending"
        elif path.startswith(_MATCH_PREFIX):
            match_id, _, verb = path[len(_MATCH_PREFIX) :].partition("/")
            if not _MATCH_ID.fullmatch(match_id) or verb not in _SCORING_VERBS:
                return None
            if request.method == "GET":
                if verb != "actions":
                    return None
                verb = "look"
        else:
            return None
        # Never without a token, even on loopback: a web page on this machine must not score.
        scope = scoring.scope_of(self._given_tokens(request, query))
        if scope is None:
            return self._problem(HTTPStatus.FORBIDDEN, live_words.token_needed_text, lang)
        try:
            # A phone's body is a few hundred bytes: one trickled for longer holds a connection
            # (and a table's token is printed on a card) for nothing.
            async with asyncio.timeout(self.limits.body_seconds):
                body = await request.read()
        except web.HTTPRequestEntityTooLarge:
            return self._plain(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, request)
        except TimeoutError:
            log.info("feed request from %s refused: its body took too long", request.remote)
            return self._plain(HTTPStatus.REQUEST_TIMEOUT, request)
        except ConnectionError:
            # Gone before its body was whole: nobody to answer, nothing done.
            log.debug("feed client %s left in the middle of its request", request.remote)
            return self._plain(HTTPStatus.BAD_REQUEST, request)
        try:
            if verb == "look":
                answer = scoring.look(match_id, scope, lang)
            elif verb == "pending":
                answer = scoring.pending((query.get("table") or [""])[-1], scope, lang)
            elif verb == "create":
                answer = scoring.create(body, scope, lang)
            else:
                answer = getattr(scoring, _SCORING_VERBS[verb])(match_id, body, scope, lang)
        except StoreError as error:
            # The data folder cannot be used at all (its matches folder a link a peer made).
            answer = scoring.unusable(error, lang)
        return self._send(answer.status, JSON, answer.encoded())

    @staticmethod
    def _asked_for_this_machine(request: web.BaseRequest) -> bool:
        """A feed without a token answers only requests addressed to this machine by a loopback
        name: a web page elsewhere whose name was made to point at 127.0.0.1 (DNS rebinding)
        sends its own name as the Host, and is refused."""
        host = request.headers.get("Host", "")
        name = host.rsplit("]", 1)[0].lstrip("[") if host.startswith("[") else host.split(":")[0]
        return not host or is_loopback(name)

    # -- answers -----------------------------------------------------------------------------

    @staticmethod
    def _send(
        status: HTTPStatus,
        content_type: str,
        data: bytes,
        extra: dict[str, str] | None = None,
    ) -> web.Response:
        """One answer, its headers and body written together (aiohttp sends a ``Response``
        in one write, with TCP_NODELAY: a kept-alive client never waits for a delayed ACK).
        A HEAD request gets the same headers and no body (aiohttp leaves it out)."""
        headers = {
            "Content-Type": content_type,
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "Server": SERVER_NAME,
            **(extra or {}),
        }
        return web.Response(status=status.value, body=data, headers=headers)

    def _problem(
        self,
        status: HTTPStatus,
        sentence: Any,
        lang: str,
        extra: dict[str, str] | None = None,
    ) -> web.Response:
        with in_language(lang):
            text = sentence()
        data = Problem(error=text).model_dump_json().encode("utf-8")
        return self._send(status, JSON, data, extra)

    @staticmethod
    def _plain(status: HTTPStatus, request: web.BaseRequest) -> web.Response:
        response = web.Response(
            status=status.value,
            body=f"{status.value} {status.phrase}\n".encode(),
            content_type="text/plain",
            headers={"Server": SERVER_NAME},
        )
        response.force_close()
        log.info("feed request from %s refused: %d %s", request.remote, status, status.phrase)
        return response

    def _favicon(self) -> web.Response:
        from ninescore import resources

        try:
            data = resources.read_bytes("icons", "ninescore_32.png")
        except (FileNotFoundError, resources.ResourcesNotCompiledError):
            return self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, self.default_lang)
        return self._send(HTTPStatus.OK, "image/png", data, {"Cache-Control": "max-age=86400"})

    # -- Server-Sent Events ------------------------------------------------------------------

    async def _events(
        self, request: web.BaseRequest, query: dict[str, list[str]], lang: str, body: bool
    ) -> web.StreamResponse:
        match_id = (query.get("match") or [""])[-1].strip().lower()
        table = (query.get("table") or [""])[-1].strip()
        # Tournaments only to the streams that ask: ?tournament=ID for one whole (and no
        # match), ?tournaments=1 for every one's queue beside the matches (the board), or
        # ?tournaments=full for every one whole.
        asked = (query.get("tournament") or [""])[-1].strip()
        one = TOURNAMENT_PREFIX + asked if asked else ""
        every = (query.get("tournaments") or [""])[-1].strip()
        prefix = TOURNAMENT_PREFIX if every == "full" else QUEUE_PREFIX if every else ""

        def wants(candidate_id: str, candidate_table: str) -> bool:
            if is_tournament(candidate_id):
                if one:
                    return candidate_id == one
                return bool(prefix) and candidate_id.startswith(prefix)
            if one:
                return False
            if match_id and candidate_id != match_id:
                return False
            return not table or candidate_table.strip() == table

        last_event_id = (
            request.headers.get("Last-Event-ID") or (query.get("lastEventId") or [""])[-1]
        )
        response = _EventsResponse(
            status=200,
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff",
                "Server": SERVER_NAME,
            },
        )
        broadcaster = self._broadcaster
        transport = request.transport
        protocol = request.protocol
        if not body or broadcaster is None or transport is None:
            return response
        with contextlib.suppress(ConnectionError):
            await response.prepare(request)
            await response.write(f"retry: {RETRY_MS}\n\n".encode())
            stream = Stream(
                response=response,
                transport=transport,
                lang=lang,
                wants=wants,
                last_event_id=last_event_id or None,
                address=request.remote or "?",
            )
            if isinstance(protocol, Connection):
                protocol.when_lost(lambda: broadcaster.drop(stream, "went away", quiet=True))
            await broadcaster.follow(stream)
        return response


def _loop_trouble(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """What asyncio would print with a traceback (a socket closed under a write, no descriptor
    left for ``accept``): one line, the traceback only in the debug log."""
    error = context.get("exception")
    log.warning("live feed: %s%s", context.get("message", ""), f": {error}" if error else "")
    if error is not None:
        log.debug("live feed trouble", exc_info=error)


def _event(kind: str, event_id: str, data: bytes) -> bytes:
    return b"id: %s\nevent: %s\ndata: %s\n\n" % (event_id.encode(), kind.encode(), data)


def _match_event(live: LiveMatch, lang: str) -> bytes:
    return _event("match", live.event_id, match_json(live, lang))


TOURNAMENT_EVENT_LIMIT = 512 * 1024
"""A tournament's state larger than this (a bracket of several hundred entrants with long
names) goes in its event as its head alone, without ``sections``, and the page asks for the
whole (``GET /api/v1/tournaments/{id}``): an event must fit well inside a stream's buffer
(:data:`~ninescore.feed.broadcast.BUFFER_LIMIT`), or its stream would be dropped at each one."""


def _tournament_event(live: LiveTournament, lang: str) -> bytes:
    if live.kind != STATE:
        return _event("tournament_queue", live.event_id, queue_json(live, lang))
    data = live.rendered("state", lang, tournament_json)
    if len(data) > TOURNAMENT_EVENT_LIMIT:
        data = queue_json(live, lang)
    return _event("tournament", live.event_id, data)


def render_change(change: Change, lang: str) -> bytes:
    """A change as the bytes of its event, in ``lang`` (a match's or a tournament's, made once
    and kept)."""
    if isinstance(change, LiveMatch):
        return change.rendered("event", lang, _match_event)
    if isinstance(change, LiveTournament):
        return change.rendered("event", lang, _tournament_event)
    if is_tournament(change.id):
        return _event("tournament_gone", change.event_id, tournament_gone_json(change))
    return _event("gone", change.event_id, gone_json(change))


def tournament_key(raw: str) -> str | None:
    """The tournament an address names (its last part, as sent: percent-encoded), or None when
    it names none that could be one: never a path, never decoded twice.

    >>> tournament_key("club-open"), tournament_key("%D0%BA%D1%83%D0%B1%D0%BE%D0%BA")
    ('club-open', 'кубок')
    >>> [tournament_key(t) for t in ("..", "%2e%2e", "a%2Fb", "Club", "%FF", "a/b", "")]
    [None, None, None, None, None, None, None]
    """
    if not _RAW_TOURNAMENT.fullmatch(raw):
        return None
    try:
        key = unquote(raw, errors="strict")
    except UnicodeDecodeError:
        return None
    return key if is_tournament_key(key) else None
