"""The rack overlay draws the balls of ninescore/ball_set.py, in a real browser: the colour-blind
set (``?balls=patterned``) gives each ball its pattern and a larger number, the default set stays
the tournament's."""

from __future__ import annotations

import math
import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from ninescore.ball_set import (
    BALLS,
    DOT_ANGLES,
    DOT_DISTANCE,
    IVORY,
    PATTERNED_SET,
    RING_GAP,
    RING_WIDTH,
    STANDARD_SET,
    Pattern,
)
from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer

from .browser import Browser
from .helpers import live_record, publish


@pytest.fixture
def rack(hub: Hub) -> str:
    record = live_record(players=("Ivanov", "Petrov"), table="5")
    publish(hub, record)
    return "5"


def ivory_like(colour: QColor) -> bool:
    # Shaded towards the lower right as the ball is: "like ivory" is light and nearly grey.
    spread = max(colour.red(), colour.green(), colour.blue()) - min(
        colour.red(), colour.green(), colour.blue()
    )
    return colour.lightness() > 170 and spread < 40 and QColor(IVORY).blue() > 200


def ball_boxes(browser: Browser) -> dict[int, tuple[float, float, float]]:
    """Each ball's centre and radius on the page, in CSS pixels."""
    boxes = browser.evaluate(
        "Array.from(document.querySelectorAll('#rack .ball')).map((ball) => {"
        " const box = ball.getBoundingClientRect();"
        " return [Number(ball.dataset.ball), box.x + box.width / 2, box.y + box.height / 2,"
        " box.width / 2]; })"
    )
    return {int(n): (x, y, r) for n, x, y, r in boxes}


def pattern_seen(image: QImage, x: float, y: float, r: float, pattern: Pattern) -> bool:
    """Whether the ball at (x, y) shows ``pattern``'s ivory where it has it."""
    if pattern is Pattern.RING:
        at = r * (BALLS[PATTERNED_SET][5].disc + RING_GAP + RING_WIDTH / 2)
        # Upper left, where the ball is lit; each point is on the ring between disc and body.
        points = [(x - at * math.sin(a), y - at * math.cos(a)) for a in (0.2, 0.8, 1.4)]
    elif pattern is Pattern.DOTS:
        points = [
            (
                x + r * DOT_DISTANCE * math.sin(math.radians(angle)),
                y - r * DOT_DISTANCE * math.cos(math.radians(angle)),
            )
            for angle in (DOT_ANGLES[0], DOT_ANGLES[4], DOT_ANGLES[5])  # the lit upper left
        ]
    elif pattern is Pattern.STRIPE:
        points = [(x, y - r * 0.82), (x - r * 0.3, y - r * 0.76)]
    else:
        points = [(x + r * 0.7, y + r * 0.1), (x - r * 0.1, y + r * 0.72)]
        return not any(ivory_like(image.pixelColor(round(px), round(py))) for px, py in points)
    return all(ivory_like(image.pixelColor(round(px), round(py))) for px, py in points)


@pytest.mark.parametrize("ball_set", [STANDARD_SET, PATTERNED_SET])
def test_the_rack_draws_each_ball_of_the_set(
    server: FeedServer, rack: str, browser: Browser, tmp_path: Path, ball_set: str
) -> None:
    browser.resize(640, 100)
    query = {"table": rack, "lang": "en"}
    if ball_set == PATTERNED_SET:
        query["balls"] = "patterned"
    browser.open(server.url("/overlay/rack", **query))
    browser.wait_for("document.querySelectorAll('#rack .ball').length === 9")
    shot = tmp_path / "rack.png"
    browser.screenshot(shot)
    folder = os.environ.get("NINESCORE_SCREENSHOTS")
    if folder and ball_set == PATTERNED_SET:
        shutil.copy(shot, Path(folder) / "overlay-rack-colour-blind.png")
    image = QImage(str(shot))
    ratio = image.width() / 640

    for number, (x, y, r) in ball_boxes(browser).items():
        pattern = BALLS[ball_set][number].pattern
        assert pattern_seen(image, x * ratio, y * ratio, r * ratio, pattern), (number, pattern)
    disc = browser.evaluate(
        "document.querySelector('#rack .ball-1 .ball-number').getBoundingClientRect().width /"
        " document.querySelector('#rack .ball-1').getBoundingClientRect().width"
    )
    assert disc == pytest.approx(BALLS[ball_set][1].disc, abs=0.02)
