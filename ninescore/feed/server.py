"""The feed's HTTP server: the standard library's ``ThreadingHTTPServer``, read-only.

Served, and nothing else (every other address is a 404; any method but GET and HEAD a 405):

- ``/api/v1/tables``, ``/api/v1/matches/{id}``: JSON (``docs/feed-api.schema.json``);
- ``/api/v1/events[?match=ID|table=N]``: Server-Sent Events, one per change, the current state
  first (after a ``reset``), or after ``Last-Event-ID`` only what changed since;
- the bundled pages (:mod:`.pages`): ``/``, ``/board``, ``/overlay/scorebug``, ``/overlay/rack``.

Every answer is in ``?lang=ru|en`` (default: the program's language).  Addresses are matched
whole against that list, never mapped onto files, so no path (``..``, encoded or not, absolute or
not) can reach anything else.  Bound to anything but loopback the server needs a token, in the
``Authorization: Bearer`` or ``X-Ninescore-Token`` header or the ``token`` query parameter;
without it every request is a 403.  Each events client reads from its own bounded queue
(:class:`.hub.Subscription`) and writes with a timeout: a client that stops reading is dropped,
and nobody else, the window least of all, waits for it.
"""

from __future__ import annotations

import hmac
import logging
import re
import socket
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ninescore.describe import live as live_words
from ninescore.describe.language import LANGUAGES, in_language

from .address import DEFAULT_HOST, DEFAULT_PORT, is_loopback
from .broadcast import BUFFER_LIMIT, Broadcaster, Stream
from .hub import Change, Hub, LiveMatch
from .model import Problem
from .pages import PageCache
from .render import gone_json, match_json, tables_json

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0
"""A comment line this often keeps proxies and OBS from closing a quiet events stream."""
WRITE_TIMEOUT_SECONDS = 10.0
"""A client that takes longer than this to accept bytes (or to send its request) is dropped."""
RETRY_MS = 2000
JSON = "application/json; charset=utf-8"
"""How soon a page's EventSource reconnects after the server went away (a restart)."""

_MATCH_ID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_MATCH_PREFIX = "/api/v1/matches/"


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    # A room's TVs and a stream's sources reconnecting at once after a restart (the default
    # backlog of 5 would make some wait a second for their SYN to be retried).
    request_queue_size = 128

    def __init__(self, feed: FeedServer, address: tuple[str, int]) -> None:
        self.feed = feed
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        super().__init__(address, _Handler)


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
    ) -> None:
        if not is_loopback(host) and not token:
            raise ValueError(f"a feed on {host} (beyond this machine) needs a token")
        if default_lang not in LANGUAGES:
            raise ValueError(f"unknown language {default_lang!r}")
        self.hub = hub
        self.token = token or None
        self.default_lang = default_lang
        self.heartbeat = heartbeat
        self.write_timeout = write_timeout
        self.pages = PageCache()
        self._requested = (host, port)
        self.buffer_limit = buffer_limit
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._broadcaster: Broadcaster | None = None
        self.stopping = threading.Event()
        hub.add_listener(self._prepare)

    def _prepare(self, change: Change) -> None:
        """In the publisher's thread, while clients follow: make the event in the default
        language at once, so that every stream only writes it (the window pays for one render
        per change, not one thread per client fighting for the interpreter to make it)."""
        broadcaster = self._broadcaster
        if isinstance(change, LiveMatch) and broadcaster is not None and broadcaster.stream_count:
            change.rendered("event", self.default_lang, _match_event)

    # -- running -----------------------------------------------------------------------------

    def start(self) -> None:
        """Bind and serve in a thread of its own; raises OSError (port taken, no such address)."""
        if self._server is not None:
            return
        self.stopping.clear()
        server = _Server(self, self._requested)
        self._server = server
        self._broadcaster = Broadcaster(
            self.hub, render_change, self.heartbeat, self.write_timeout, self.buffer_limit
        )
        self._broadcaster.start()
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.2}, name="ninescore-feed"
        )
        self._thread.daemon = True
        self._thread.start()
        log.info("live feed on %s", self.base_url)

    def stop(self) -> None:
        """Stop serving and end every events stream."""
        server, self._server = self._server, None
        if server is None:
            return
        self.stopping.set()
        server.shutdown()
        if self._broadcaster is not None:
            self._broadcaster.stop()
            self._broadcaster = None
        server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        log.info("live feed stopped")

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def address(self) -> tuple[str, int]:
        """The host and the port really bound (the port chosen, for port 0)."""
        if self._server is None:
            return self._requested
        bound = self._server.server_address
        return str(bound[0]), int(bound[1])

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
        text = "&".join(f"{key}={value}" for key, value in query.items())
        return self.base_url + path + (f"?{text}" if text else "")

    @property
    def client_count(self) -> int:
        """The events streams open now."""
        broadcaster = self._broadcaster
        return 0 if broadcaster is None else broadcaster.stream_count

    def _follow(self, stream: Stream) -> bool:
        broadcaster = self._broadcaster
        if broadcaster is None:
            return False
        broadcaster.add(stream)
        return True


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"
    server_version = "ninescore-feed"

    def version_string(self) -> str:
        return self.server_version

    def setup(self) -> None:
        super().setup()
        # Reading the request and writing every answer: a client that stalls is let go.
        self.connection.settimeout(self.server.feed.write_timeout)

    @property
    def feed(self) -> FeedServer:
        return self.server.feed

    # -- methods -----------------------------------------------------------------------------

    def do_GET(self) -> None:
        self._answer(body=True)

    def do_HEAD(self) -> None:
        self._answer(body=False)

    def _refuse_method(self) -> None:
        self._problem(
            HTTPStatus.METHOD_NOT_ALLOWED,
            live_words.read_only_text,
            self.feed.default_lang,
            extra={"Allow": "GET, HEAD"},
        )

    do_POST = do_PUT = do_PATCH = do_DELETE = do_OPTIONS = _refuse_method

    # -- routing -----------------------------------------------------------------------------

    def _answer(self, body: bool) -> None:
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        lang = self._language(query)
        if not self._authorised(query):
            self._problem(HTTPStatus.FORBIDDEN, live_words.token_needed_text, lang, body=body)
            return
        path = parts.path
        hub = self.feed.hub
        if path == "/api/v1/tables":
            sequence, matches = hub.matches()
            self._send(HTTPStatus.OK, JSON, tables_json(sequence, matches, lang), body)
        elif path.startswith(_MATCH_PREFIX) and _MATCH_ID.fullmatch(path[len(_MATCH_PREFIX) :]):
            live = hub.match(path[len(_MATCH_PREFIX) :])
            if live is None:
                self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang, body=body)
            else:
                data = live.rendered("match", lang, match_json)
                self._send(HTTPStatus.OK, JSON, data, body)
        elif path == "/api/v1/events":
            self._events(query, lang, body)
        elif path == "/favicon.ico":
            self._favicon(body)
        else:
            page = self.feed.pages.get(path, lang)
            if page is None:
                self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang, body=body)
                return
            self._send(
                HTTPStatus.OK,
                "text/html; charset=utf-8",
                page.body,
                body,
                {"Content-Security-Policy": page.content_security_policy},
            )

    def _language(self, query: dict[str, list[str]]) -> str:
        asked = (query.get("lang") or [""])[-1]
        return asked if asked in LANGUAGES else self.feed.default_lang

    def _authorised(self, query: dict[str, list[str]]) -> bool:
        expected = self.feed.token
        if expected is None:
            return self._asked_for_this_machine()
        given = [
            self.headers.get("X-Ninescore-Token", ""),
            *(query.get("token") or []),
        ]
        authorization = self.headers.get("Authorization", "")
        if authorization[:7].lower() == "bearer ":
            given.append(authorization[7:].strip())
        wanted = expected.encode()
        return any(
            hmac.compare_digest(candidate.encode(), wanted) for candidate in given if candidate
        )

    def _asked_for_this_machine(self) -> bool:
        """A feed without a token answers only requests addressed to this machine by a loopback
        name: a web page elsewhere whose name was made to point at 127.0.0.1 (DNS rebinding)
        sends its own name as the Host, and is refused."""
        host = self.headers.get("Host", "")
        name = host.rsplit("]", 1)[0].lstrip("[") if host.startswith("[") else host.split(":")[0]
        return not host or is_loopback(name)

    # -- answers -----------------------------------------------------------------------------

    def _send(
        self,
        status: HTTPStatus,
        content_type: str,
        data: bytes,
        body: bool = True,
        extra: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", (extra or {}).pop("Cache-Control", "no-store"))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.end_headers()
        if body:
            self.wfile.write(data)

    def _problem(
        self,
        status: HTTPStatus,
        sentence: Any,
        lang: str,
        body: bool = True,
        extra: dict[str, str] | None = None,
    ) -> None:
        with in_language(lang):
            text = sentence()
        data = Problem(error=text).model_dump_json().encode("utf-8")
        self._send(status, JSON, data, body, extra)

    def _favicon(self, body: bool) -> None:
        from ninescore import resources

        try:
            data = resources.read_bytes("icons", "ninescore_32.png")
        except (FileNotFoundError, resources.ResourcesNotCompiledError):
            self._problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, self.feed.default_lang)
            return
        self._send(HTTPStatus.OK, "image/png", data, body, {"Cache-Control": "max-age=86400"})

    # -- Server-Sent Events ------------------------------------------------------------------

    def _events(self, query: dict[str, list[str]], lang: str, body: bool) -> None:
        match_id = (query.get("match") or [""])[-1].strip().lower()
        table = (query.get("table") or [""])[-1].strip()

        def wants(candidate_id: str, candidate_table: str) -> bool:
            if match_id and candidate_id != match_id:
                return False
            return not table or candidate_table.strip() == table

        last_event_id = self.headers.get("Last-Event-ID") or (query.get("lastEventId") or [""])[-1]
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        if not body:
            return
        self.wfile.write(f"retry: {RETRY_MS}\n\n".encode())
        stream = Stream(
            connection=self.connection,
            lang=lang,
            wants=wants,
            last_event_id=last_event_id or None,
            address=self.client_address[0],
        )
        if self.feed._follow(stream):
            stream.ended.wait()  # the broadcaster writes; this thread only keeps the connection

    def log_message(self, format: str, *args: Any) -> None:
        # Never the query: it may hold the token.
        log.debug("%s %s", self.client_address[0], self.path.split("?", 1)[0])

    def log_error(self, format: str, *args: Any) -> None:
        log.info("feed request from %s: %s", self.client_address[0], format % args)


def _event(kind: str, event_id: str, data: bytes) -> bytes:
    return b"id: %s\nevent: %s\ndata: %s\n\n" % (event_id.encode(), kind.encode(), data)


def _match_event(live: LiveMatch, lang: str) -> bytes:
    return _event("match", live.event_id, match_json(live, lang))


def render_change(change: Change, lang: str) -> bytes:
    """A change as the bytes of its event, in ``lang`` (a match's, made once and kept)."""
    if isinstance(change, LiveMatch):
        return change.rendered("event", lang, _match_event)
    return _event("gone", change.event_id, gone_json(change))
