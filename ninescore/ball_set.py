"""What each ball looks like, in the two sets ninescore draws: the tournament colours and a set
for colour-blind eyes.  Pure values, no Qt: the window's painter
(``ui/widgets/ball_painter.py``), the spectator screen and the feed's pages
(``resources/feed/balls.css``, written from here by ``tools/balls_css.py`` and held equal to it
by a test) all read this one table.

In the colour-blind set (``patterned``) no two balls are told apart by colour alone: each has a
pattern — solid, a stripe, a ring or dots — and balls that share a pattern differ in colour even
to a protanope, a deuteranope or a tritanope (``tests/ui/test_colour_blind_balls.py`` simulates
all three on the painted diagram and requires ΔE ≥ 20 between any two such balls).  Their
numbers are larger too, on a larger disc: the number is the one thing every eye reads.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum


class Pattern(StrEnum):
    SOLID = "solid"
    STRIPE = "stripe"  # a white ball with a band of colour round it, as the 9 of a real set
    RING = "ring"  # a coloured ball with a white ring round its number disc
    DOTS = "dots"  # a coloured ball with white dots round its number disc


@dataclass(frozen=True, slots=True)
class BallLook:
    colour: str  # "#rrggbb"
    pattern: Pattern
    disc: float  # the number disc's radius, a share of the ball's
    digits: float  # the number's height, a share of the ball's radius


STANDARD_SET = "standard"
PATTERNED_SET = "patterned"
SETS = (STANDARD_SET, PATTERNED_SET)

_CUE = BallLook("#f8f6ee", Pattern.SOLID, 0.0, 0.0)
IVORY = "#f8f6ee"
NUMBER_INK = "#111111"

# Tournament-set colours. The 7 is maroon (darker than the 3) so the two reds are told apart.
_TOURNAMENT = {
    1: "#f6c21a",
    2: "#1d4fbf",
    3: "#d8261c",
    4: "#5b2b93",
    5: "#f47a1c",
    6: "#11874a",
    7: "#7a1f24",
    8: "#151515",
    9: "#f6c21a",
}


def _standard(number: int) -> BallLook:
    return BallLook(_TOURNAMENT[number], Pattern.STRIPE if number == 9 else Pattern.SOLID, 0.5, 0.5)


# The same colours, the patterns chosen so that the pairs a colour-blind eye confuses (1/5/9,
# 2/4, 2/6, 3/5/6/7, 7/8 under one simulation or another) never share one.
_PATTERNS = {
    1: Pattern.SOLID,
    2: Pattern.SOLID,
    3: Pattern.SOLID,
    4: Pattern.STRIPE,
    5: Pattern.RING,
    6: Pattern.DOTS,
    7: Pattern.RING,
    8: Pattern.SOLID,
    9: Pattern.STRIPE,
}

BALLS: dict[str, dict[int, BallLook]] = {
    STANDARD_SET: {0: _CUE, **{number: _standard(number) for number in range(1, 10)}},
    PATTERNED_SET: {
        0: _CUE,
        **{
            number: BallLook(_TOURNAMENT[number], _PATTERNS[number], 0.56, 0.66)
            for number in range(1, 10)
        },
    },
}
"""Each set's look of the cue ball (0) and of the balls 1–9."""


def ball_look(number: int, ball_set: str = STANDARD_SET) -> BallLook:
    try:
        return BALLS[ball_set][number]
    except KeyError:
        raise ValueError(f"no ball {number} in the set {ball_set!r}") from None


def balls_css() -> str:
    """The feed pages' stylesheet of the balls: every set's colours and patterns, the standard
    set by default and the colour-blind one under ``html.balls-patterned``."""
    lines = [
        "/* Written by tools/balls_css.py from ninescore/ball_set.py: do not edit. */",
        ".ball {",
        "  --colour: #f6c21a;",
        "  position: relative;",
        "  display: inline-flex;",
        "  align-items: center;",
        "  justify-content: center;",
        "  width: 1em;",
        "  height: 1em;",
        "  border-radius: 50%;",
        f"  background: {_SHINE}, var(--colour);",
        "  box-shadow: inset -0.06em -0.08em 0.12em rgba(0, 0, 0, 0.45),"
        " 0 0.04em 0.1em rgba(0, 0, 0, 0.5);",
        "  vertical-align: middle;",
        "}",
        ".ball-number {",
        "  display: inline-flex;",
        "  align-items: center;",
        "  justify-content: center;",
        "  position: relative;",
        "  width: 52%;",
        "  height: 52%;",
        "  border-radius: 50%;",
        f"  background: {IVORY};",
        f"  color: {NUMBER_INK};",
        "  font-size: 0.32em;",
        "  font-weight: bold;",
        "  line-height: 1;",
        "}",
    ]
    for ball_set, prefix in ((STANDARD_SET, ""), (PATTERNED_SET, "html.balls-patterned ")):
        for number in range(1, 10):
            look = BALLS[ball_set][number]
            selector = f"{prefix}.ball-{number}"
            lines.append(
                f"{selector} {{ --colour: {look.colour}; background: {_background(look)}; }}"
            )
    disc = BALLS[PATTERNED_SET][1]
    lines += [
        "html.balls-patterned .ball-number {",
        f"  width: {round(disc.disc * 100)}%;",
        f"  height: {round(disc.disc * 100)}%;",
        f"  font-size: {round(0.32 * disc.digits / 0.5, 2)}em;",
        "}",
        ".ball-gone {",
        "  opacity: 0.16;",
        "  filter: grayscale(0.7);",
        "}",
    ]
    return "\n".join(lines) + "\n"


_SHINE = "radial-gradient(circle at 35% 30%, rgba(255, 255, 255, 0.45), transparent 45%)"


def _background(look: BallLook) -> str:
    colour = "var(--colour)"
    match look.pattern:
        case Pattern.SOLID:
            return f"{_SHINE}, {colour}"
        case Pattern.STRIPE:
            return f"{_SHINE}, linear-gradient({IVORY} 0 24%, {colour} 24% 76%, {IVORY} 76%)"
        case Pattern.RING:
            inner, outer = (
                _percent(look.disc + RING_GAP),
                _percent(look.disc + RING_GAP + RING_WIDTH),
            )
            return (
                f"{_SHINE}, radial-gradient(circle 0.5em at 50% 50%, {colour} 0 {inner}, "
                f"{IVORY} {inner} {outer}, {colour} {outer})"
            )
        case Pattern.DOTS:
            dots = ", ".join(
                f"radial-gradient(circle {DOT_RADIUS / 2}em at {x}% {y}%, {IVORY} 0 95%, "
                "transparent 100%)"
                for x, y in _DOT_PLACES
            )
            return f"{_SHINE}, {dots}, {colour}"


def _percent(share_of_radius: float) -> str:
    # The gradient's circle is the ball's radius (0.5em): a share of it is a percentage.
    return f"{round(share_of_radius * 100, 1)}%"


RING_GAP = 0.06
"""Between the number disc and the ring, a share of the ball's radius."""
RING_WIDTH = 0.16
"""The ring's width, a share of the ball's radius."""

DOT_ANGLES = (0, 60, 120, 180, 240, 300)
"""Where the dots sit round the number disc, in degrees from the top, clockwise."""
DOT_DISTANCE = 0.8
"""The dots' centres from the ball's centre, a share of its radius."""
DOT_RADIUS = 0.14
"""Each dot's radius, a share of the ball's."""

_DOT_PLACES = tuple(
    (
        round(50 + 50 * DOT_DISTANCE * math.sin(math.radians(angle)), 1),
        round(50 - 50 * DOT_DISTANCE * math.cos(math.radians(angle)), 1),
    )
    for angle in DOT_ANGLES
)
"""The dots' centres in percent of the ball's box, for the pages."""
