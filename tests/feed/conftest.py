"""Fixtures of the feed's tests: a hub and a real server on 127.0.0.1, port 0."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer

from .browser import Browser


@pytest.fixture
def hub() -> Hub:
    return Hub()


@pytest.fixture
def server(hub: Hub) -> Iterator[FeedServer]:
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, write_timeout=2.0)
    feed.start()
    yield feed
    feed.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    opened = Browser()
    # A page whose script ran a player's name would call alert: make that visible to the test.
    opened.call(
        "Page.addScriptToEvaluateOnNewDocument",
        source="window.alerted = 0; window.alert = () => { window.alerted += 1; };",
    )
    yield opened
    opened.close()
