"""Fixtures of the feed's tests: a hub and a real server on 127.0.0.1, port 0."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ninescore.feed.hub import Hub
from ninescore.feed.scoring import ScoringDesk
from ninescore.feed.server import FeedServer

from .browser import Browser
from .helpers import SERVER_TOKEN


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


@pytest.fixture
def desk(hub: Hub, data_dir: Path) -> ScoringDesk:
    """The phones' scoring desk on the test's data folder, the server's token scoring all."""
    return ScoringDesk(data_dir, hub, SERVER_TOKEN)


@pytest.fixture
def scoring(hub: Hub, desk: ScoringDesk) -> Iterator[FeedServer]:
    """A feed on 127.0.0.1 that phones may score on."""
    feed = FeedServer(hub, "127.0.0.1", 0, heartbeat=0.5, scoring=desk)
    feed.start()
    yield feed
    feed.stop()
