"""Which ball set the window paints in (the tournament's or the colour-blind one), and the
remembered choice.

Apart from the painter (``ball_painter.py``) because the menus read it at start-up, when no ball
is painted yet: the painter's imports (gradients, paths, pixmaps) would cost the first paint
some 9 ms.
"""

from __future__ import annotations

from ninescore.ball_set import SETS, STANDARD_SET

_ball_set = STANDARD_SET
"""The set every ball is painted in now (:func:`set_ball_set`)."""

BALL_SET_SETTING = "view/ball_set"
"""The set the person chose (View → Colour-blind balls), in the window's settings."""


def set_ball_set(name: str) -> None:
    """Paint every ball from now on in the set ``name`` (``standard`` or ``patterned``)."""
    global _ball_set
    if name not in SETS:
        raise ValueError(f"no ball set {name!r}; expected one of {SETS}")
    _ball_set = name


def ball_set() -> str:
    return _ball_set


def choose_ball_set(name: str) -> None:
    """Paint in ``name`` from now on and remember it for the next start."""
    from PySide6.QtCore import QSettings

    from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION

    set_ball_set(name)
    settings = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION)
    settings.setValue(BALL_SET_SETTING, name)
    settings.sync()


def use_saved_ball_set() -> None:
    """At start: paint in the set chosen last (the tournament's if none was)."""
    from PySide6.QtCore import QSettings

    from ninescore.i18n import SETTINGS_APPLICATION, SETTINGS_ORGANIZATION

    saved = QSettings(SETTINGS_ORGANIZATION, SETTINGS_APPLICATION).value(BALL_SET_SETTING)
    set_ball_set(saved if isinstance(saved, str) and saved in SETS else STANDARD_SET)
