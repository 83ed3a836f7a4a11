"""The match sheet's look: its inks, its type sizes by role, its alignments, and the fonts of
each role on a device with the widths of the texts measured in them (kept for the process)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintDevice

from .shaping import forget_shapes

INK = QColor("#000000")
GREY = QColor("#555555")
RULE = QColor("#8c8c8c")
LIGHT_RULE = QColor("#c8c8c8")
SHADE = QColor("#f0f0f0")
BAND = QColor("#e2e2e2")
WINNER_FILL = QColor("#e8e8e8")
ALERT = QColor("#a3001b")
WHITE = QColor("#ffffff")

# Font roles and their sizes in points.
FONT_SIZES: dict[str, tuple[float, bool]] = {
    "title": (17.0, True),
    "h2": (11.0, True),
    "label": (7.5, False),
    "value": (9.5, False),
    "name": (14.0, True),
    "name_small": (11.0, True),
    "score": (34.0, True),
    "tag": (8.0, True),
    "status": (10.5, True),
    "head": (7.5, True),
    "cell": (9.0, False),
    "cell_bold": (9.0, True),
    "log": (7.5, False),
    "log_bold": (8.0, True),
    "small": (7.5, False),
    "footer": (7.5, False),
}

WRAP = int(Qt.TextFlag.TextWordWrap)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)
TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
LOG = TOP_LEFT | WRAP
TOP_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
H_RIGHT = int(Qt.AlignmentFlag.AlignRight)
H_CENTER = int(Qt.AlignmentFlag.AlignHCenter)
V_CENTER = int(Qt.AlignmentFlag.AlignVCenter)
V_BOTTOM = int(Qt.AlignmentFlag.AlignBottom)


# Text widths by (family, resolution), then role, then text. Kept for the whole process: printing
# a day's matches from the history measures the same names and phrases over and over. Bounded, so
# a long-running window cannot grow it without limit. By role first so that the layout's lookup of
# a width is one dictionary lookup by the text, with no key to build.
_ADVANCES: dict[tuple[str, float], dict[str, dict[str, float]]] = {}
_ADVANCES_LIMIT = 50_000


Fonts = tuple[dict[str, QFont], dict[str, QFontMetricsF], dict[str, tuple[float, float, float]]]
_FONTS: dict[tuple[str, int], Fonts] = {}


def role_fonts(family: str, device: QPaintDevice) -> Fonts:
    """The fonts of each role, their metrics on ``device`` and (ascent, height, descent).

    Metrics depend only on the font and the device's resolution, so they are made once per
    resolution: the first use of a font's metrics loads the font, which is slow.
    """
    key = (family, device.logicalDpiY())
    found = _FONTS.get(key)
    if found is not None:
        return found
    fonts: dict[str, QFont] = {}
    metrics: dict[str, QFontMetricsF] = {}
    vertical: dict[str, tuple[float, float, float]] = {}
    for role, (size, bold) in FONT_SIZES.items():
        font = QFont(family)
        font.setPointSizeF(size)
        font.setBold(bold)
        if role == "footer":
            # The footer holds the match id, which a reader types or pastes into
            # `ninescore sheet ID`: no ligature may turn its "ff" or "fi" into one glyph.
            font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
        fonts[role] = font
        role_metrics = metrics[role] = QFontMetricsF(font, device)
        vertical[role] = (role_metrics.ascent(), role_metrics.height(), role_metrics.descent())
    found = _FONTS[key] = (fonts, metrics, vertical)
    return found


def advance_cache(family: str, scale: float) -> dict[str, dict[str, float]]:
    """The widths measured so far in ``family`` at ``scale``, by role, then text."""
    cache = _ADVANCES.setdefault((family, scale), {})
    if sum(len(widths) for widths in cache.values()) > _ADVANCES_LIMIT:
        cache.clear()
    for role in FONT_SIZES:
        cache.setdefault(role, {})
    return cache


# Texts broken into lines, by (family, resolution), then (role, width, text): made from the widths
# above alone, and kept with them, since a sheet breaks the same rulings into the same columns.
_WRAPPED: dict[tuple[str, float], dict[tuple[str, float, str], list[str]]] = {}


def wrap_cache(family: str, scale: float) -> dict[tuple[str, float, str], list[str]]:
    """The texts broken into lines so far in ``family`` at ``scale`` (lists never changed)."""
    cache = _WRAPPED.setdefault((family, scale), {})
    if len(cache) > _ADVANCES_LIMIT:
        cache.clear()
    return cache


def forget_widths() -> None:
    """Forget every text width measured, every text broken into lines and every text shaped (a
    benchmark's cold start)."""
    _ADVANCES.clear()
    _WRAPPED.clear()
    forget_shapes()
