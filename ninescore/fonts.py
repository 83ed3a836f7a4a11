"""The fonts ninescore ships: DejaVu Sans, so Cyrillic names print and embed in PDFs everywhere.

Windows and macOS machines may lack a font with Cyrillic that Qt will embed; bundling one font
family makes the printed sheet look the same on every desk.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase

from ninescore import resources

FONT_FAMILY = "DejaVu Sans"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

_log = logging.getLogger(__name__)
_registered_family: str | None = None


def register_fonts() -> str:
    """Register the bundled fonts with Qt once and return their family name ("DejaVu Sans").

    Needs a QGuiApplication (the offscreen platform is enough). If a font cannot be loaded the
    family name is still returned: Qt then falls back to a system font with the same name or a
    substitute, which beats failing to print.
    """
    global _registered_family
    if _registered_family is not None:
        return _registered_family
    family = FONT_FAMILY
    try:
        font_files = [resources.path("fonts", file_name) for file_name in FONT_FILES]
    except resources.ResourcesNotCompiledError as error:
        _log.warning("%s", error)
        font_files = []
    for file_name in font_files:
        font_id = QFontDatabase.addApplicationFont(file_name)
        if font_id < 0:
            _log.warning("Bundled font %s could not be loaded", file_name)
            continue
        families = QFontDatabase.applicationFontFamilies(font_id)
        if families:
            family = families[0]
    _registered_family = family
    return family
