"""The one table of what balls look like: the pages' stylesheet is written from it, and its
colour-blind set tells every two balls apart by pattern or by a colour a colour-blind eye sees."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE

from ninescore.ball_set import BALLS, PATTERNED_SET, STANDARD_SET, Pattern, ball_look

ROOT = Path(__file__).resolve().parents[1]
SIMULATIONS = ("protanomaly", "deuteranomaly", "tritanomaly")  # at severity 100: -anopia


def seen(colour: str, simulation: str) -> np.ndarray:
    rgb = np.array([int(colour[i : i + 2], 16) for i in (1, 3, 5)]) / 255.0
    space = {"name": "sRGB1+CVD", "cvd_type": simulation, "severity": 100}
    return np.clip(cspace_convert(rgb, space, "sRGB1"), 0, 1)


def test_the_pages_stylesheet_is_written_from_the_table() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "balls_css.py"), "check"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("simulation", SIMULATIONS)
def test_balls_sharing_a_pattern_differ_in_colour_to_a_colour_blind_eye(simulation: str) -> None:
    balls = BALLS[PATTERNED_SET]
    for a, b in itertools.combinations(range(1, 10), 2):
        if balls[a].pattern is not balls[b].pattern:
            continue
        difference = deltaE(
            seen(balls[a].colour, simulation), seen(balls[b].colour, simulation), "sRGB1"
        )
        assert difference >= 20, (a, b, simulation, difference)


def test_the_standard_set_would_not_do() -> None:
    """The check above can fail: the tournament set, solid but for the 9, confuses balls."""
    balls = BALLS[STANDARD_SET]
    confused = [
        (a, b)
        for simulation in SIMULATIONS
        for a, b in itertools.combinations(range(1, 10), 2)
        if balls[a].pattern is balls[b].pattern
        and deltaE(seen(balls[a].colour, simulation), seen(balls[b].colour, simulation), "sRGB1")
        < 20
    ]
    assert (2, 4) in confused and (3, 6) in confused


def test_every_pattern_is_used_and_the_numbers_are_larger() -> None:
    patterned = BALLS[PATTERNED_SET]
    assert {look.pattern for look in patterned.values()} == set(Pattern)
    assert all(patterned[n].digits > BALLS[STANDARD_SET][n].digits for n in range(1, 10))
    with pytest.raises(ValueError, match="no ball 10"):
        ball_look(10)
