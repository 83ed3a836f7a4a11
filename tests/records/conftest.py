"""Fixtures for the records tests: a store in a fresh data folder, sample matches."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninescore.records import Store


@pytest.fixture
def store(data_dir: Path) -> Store:
    opened = Store(data_dir)
    yield opened  # type: ignore[misc]
    opened.close()
