"""A monotonic clock that stands still until a test moves it: the time source the shot clock,
the controller and the feed take in place of ``time.monotonic``."""

from __future__ import annotations


class FakeTime:
    """Stands at 1000 s until :meth:`advance` moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
