"""The server on 127.0.0.1: what it answers, what it refuses, and the token beyond loopback."""

from __future__ import annotations

import json

import pytest

from ninescore.feed.address import is_loopback
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer

from .helpers import MARKUP_NAME, WARNED, get_json, live_record, publish, request


def test_the_tables_list_holds_every_live_match(hub: Hub, server: FeedServer) -> None:
    first = live_record(table="2", actions=WARNED)
    second = live_record(players=("Sidorov", "Orlova"), table="1")
    publish(hub, first)
    publish(hub, second)
    status, tables = get_json(server, "/api/v1/tables")
    assert status == 200
    assert [entry["id"] for entry in tables["tables"]] == [second.id, first.id]
    assert tables["tables"][1]["at_table"] == "Petrov" and tables["tables"][1]["warning"]
    assert tables["tables"][0]["players"] == ["Sidorov", "Orlova"]


def test_a_match_is_served_whole_and_an_unknown_one_is_a_404(hub: Hub, server: FeedServer) -> None:
    record = live_record(players=("Ivanov", MARKUP_NAME))
    publish(hub, record)
    status, headers, body = request(server, f"/api/v1/matches/{record.id}")
    assert status == 200 and headers["Content-Type"] == "application/json; charset=utf-8"
    assert headers["Cache-Control"] == "no-store"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert json.loads(body)["players"][1]["name"] == MARKUP_NAME
    status, problem = get_json(server, "/api/v1/matches/00000000-0000-4000-8000-000000000000")
    assert status == 404 and problem["error"]


@pytest.mark.parametrize(
    "path",
    [
        "/../../etc/passwd",
        "/overlay/../../etc/passwd",
        "/overlay/%2e%2e/%2e%2e/etc/passwd",
        "/overlay/%2E%2E%2Fboard",
        "/%2e%2e%2fpyproject.toml",
        "/api/v1/matches/../tables",
        "/api/v1/matches/%2e%2e%2ftables",
        "//etc/passwd",
        "/etc/passwd",
        "/C:/Windows/win.ini",
        "/feed.js",
        "/scorebug.html",
        "/resources/feed/feed.js",
        "/board/",
        "/board%00",
        "/api/v1/matches/" + "a" * 5000,
    ],
)
def test_nothing_but_the_pages_and_the_api_is_served(server: FeedServer, path: str) -> None:
    status, _, body = request(server, path)
    assert status == 404, path
    assert "root:" not in body.decode("utf-8", "replace")


@pytest.mark.parametrize("method", ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
def test_no_method_changes_anything(hub: Hub, server: FeedServer, method: str) -> None:
    record = live_record()
    publish(hub, record)
    status, headers, _ = request(server, f"/api/v1/matches/{record.id}", method)
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert hub.match(record.id) is not None


def test_every_page_is_one_document_its_policy_allows(server: FeedServer) -> None:
    for path in ("/", "/board", "/overlay/scorebug", "/overlay/rack"):
        status, headers, body = request(server, path + "?lang=ru")
        assert status == 200, path
        html = body.decode("utf-8")
        assert '<html lang="ru">' in html
        assert 'src="' not in html and 'href="' not in html  # its parts are inside it
        policy = headers["Content-Security-Policy"]
        assert "default-src 'none'" in policy and "'unsafe-inline'" not in policy
        assert policy.count("'sha256-") == html.count("<script>") + html.count("<style>")


def test_a_head_request_gets_the_headers_only(server: FeedServer) -> None:
    status, headers, body = request(server, "/board", "HEAD")
    assert status == 200 and int(headers["Content-Length"]) > 1000 and body == b""


def test_loopback_is_told_from_every_other_address() -> None:
    assert all(map(is_loopback, ["127.0.0.1", "127.8.9.1", "::1", "[::1]", "localhost"]))
    assert not any(map(is_loopback, ["0.0.0.0", "::", "192.168.1.5", "10.0.0.1", "table3.lan"]))


def test_beyond_loopback_a_server_will_not_start_without_a_token(hub: Hub) -> None:
    with pytest.raises(ValueError, match="token"):
        FeedServer(hub, "0.0.0.0", 0)


@pytest.fixture
def guarded(hub: Hub) -> FeedServer:
    """A server that asks for a token (bound to loopback, as every test server is)."""
    feed = FeedServer(hub, "127.0.0.1", 0, token="s3cret-token")
    feed.start()
    yield feed  # type: ignore[misc]
    feed.stop()


@pytest.mark.parametrize(
    "path", ["/api/v1/tables", "/board", "/overlay/scorebug", "/api/v1/events", "/nowhere"]
)
def test_without_the_token_everything_is_a_403(guarded: FeedServer, path: str) -> None:
    for headers in ({}, {"X-Ninescore-Token": "wrong"}, {"Authorization": "Bearer wrong"}):
        status, _, body = request(guarded, path, headers=headers)
        assert status == 403, (path, headers)
        assert "token" in json.loads(body)["error"]
    status, _, _ = request(guarded, path + "?token=wrong")
    assert status == 403


def test_the_token_opens_the_feed_as_a_header_or_a_parameter(hub: Hub, guarded: FeedServer) -> None:
    publish(hub, live_record())
    for path, headers in (
        ("/api/v1/tables", {"X-Ninescore-Token": "s3cret-token"}),
        ("/api/v1/tables", {"Authorization": "Bearer s3cret-token"}),
        ("/api/v1/tables?token=s3cret-token", {}),
    ):
        status, tables = get_json(guarded, path, **headers)
        assert status == 200 and len(tables["tables"]) == 1
    assert guarded.url("/board", lang="ru").endswith("/board?lang=ru&token=s3cret-token")


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8909", "192.168.1.5"])
def test_a_page_elsewhere_pointed_at_this_machine_is_refused(server: FeedServer, host: str) -> None:
    status, _, _ = request(server, "/api/v1/tables", headers={"Host": host})
    assert status == 403


@pytest.mark.parametrize("host", ["127.0.0.1:8909", "localhost:8909", "[::1]:8909", "localhost"])
def test_this_machine_by_its_loopback_names_is_answered(server: FeedServer, host: str) -> None:
    status, _, _ = request(server, "/api/v1/tables", headers={"Host": host})
    assert status == 200
