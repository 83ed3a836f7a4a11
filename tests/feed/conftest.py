"""Fixtures of the feed's tests: a hub and a real server on 127.0.0.1, port 0."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer


@pytest.fixture
def hub() -> Hub:
    return Hub()


@pytest.fixture
def server(hub: Hub) -> Iterator[FeedServer]:
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, write_timeout=2.0)
    feed.start()
    yield feed
    feed.stop()
