"""The touch target and the style sheets that keep it: a finger-sized look for radios, check
boxes, fields, combo boxes, scroll bars, sliders, menus and large choices.

Strings only, no Qt, apart from :mod:`.touch_controls`' widgets: the window's menus take their
style from here before the first paint, which needs none of those widgets (docs/performance.md).
"""

from __future__ import annotations

from functools import cache

TARGET = 44
"""The smallest touch target, in pixels, in both directions."""

SCROLL_BAR_STYLE = f"""
QScrollBar:vertical {{ background: #eceff1; width: {TARGET}px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: #eceff1; height: {TARGET}px; margin: 0; border: none; }}
QScrollBar::handle:vertical {{
    background: #90a4ae; min-height: {TARGET}px; border-radius: 6px;
    border-left: 14px solid transparent; border-right: 14px solid transparent;
    background-clip: padding;
}}
QScrollBar::handle:horizontal {{
    background: #90a4ae; min-width: {TARGET}px; border-radius: 6px;
    border-top: 14px solid transparent; border-bottom: 14px solid transparent;
    background-clip: padding;
}}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: #607d8b; }}
QScrollBar::add-line, QScrollBar::sub-line {{
    width: 0; height: 0; border: none; background: none;
}}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
"""
"""Scroll bars a finger can hold: 44 px across, the handle 44 px long at least, drawn slim (its
transparent borders are part of what a finger hits), no arrows (the bar pages, the handle
drags).  Flat, too: the default bar's gradients cost a shot's repaint half a millisecond."""

_FIELD_STYLE = f"""
QRadioButton, QCheckBox {{ min-height: {TARGET}px; spacing: 10px; }}
QRadioButton::indicator, QCheckBox::indicator {{ width: 26px; height: 26px; }}
QLineEdit, QAbstractSpinBox {{ min-height: {TARGET - 4}px; }}
QComboBox QAbstractItemView::item {{ min-height: {TARGET}px; }}
QComboBox, QDateTimeEdit {{
    min-height: {TARGET - 2}px; border: 1px solid #90a4ae; border-radius: 4px;
    padding: 0 8px; background: palette(base);
}}
QComboBox:focus, QDateTimeEdit:focus {{ border: 2px solid #1565c0; }}
QComboBox:disabled, QDateTimeEdit:disabled {{ color: #90a4ae; background: #eceff1; }}
QComboBox::drop-down, QDateTimeEdit::drop-down {{
    width: {TARGET}px; subcontrol-origin: border; subcontrol-position: top right;
    border-left: 1px solid #cfd8dc;
}}
QComboBox::down-arrow, QDateTimeEdit::down-arrow {{ image: url(ARROW); width: 16px; height: 10px; }}
"""


@cache
def touch_style() -> str:
    """The style sheet of a dialog or window whose controls are all touch targets: radios and
    check boxes as tall as a finger with indicators that can be seen, fields 44 px, combo boxes
    and date fields with a drop-down a finger wide (and their lists' rows 44 px), scroll bars a
    finger wide.  (Made on first use: its arrow is a file of ``resources/controls``.)"""
    from ninescore import resources

    arrow = resources.path("controls", "arrow-down.png")
    return _FIELD_STYLE.replace("ARROW", arrow) + SCROLL_BAR_STYLE


TARGETS_STYLE = f"""
QToolBar QToolButton {{ min-height: {TARGET}px; padding: 0 8px; }}
QToolBar QToolButton#qt_toolbar_ext_button {{ min-width: {TARGET}px; }}
QPushButton {{ min-height: {TARGET - 8}px; padding: 3px 12px; }}
QLineEdit {{ min-height: {TARGET - 2}px; }}
QComboBox {{ min-height: {TARGET}px; }}
"""
"""A window's tool bar, push buttons and fields a finger's size, whatever the size their code
asks for (with :func:`touch_style` for the rest)."""


MENU_STYLE = """
QMenuBar::item { padding: 15px 14px; }
QMenu { padding: 4px; }
QMenu::item { padding: 12px 32px 12px 36px; min-height: 20px; }
QMenu::item:selected { background: #1565c0; color: white; }
QMenu::item:disabled { color: #9e9e9e; }
QMenu::indicator { width: 18px; height: 18px; left: 10px; }
QMenu::separator { height: 1px; background: #cfd8dc; margin: 6px 8px; }
"""
"""The menu bar and its menus: every item at least 44 px tall."""


SLIDER_STYLE = f"""
QSlider::groove:horizontal {{ height: 8px; background: #cfd8dc; border-radius: 4px; }}
QSlider::sub-page:horizontal {{ background: #90caf9; border-radius: 4px; }}
QSlider::handle:horizontal {{
    width: {TARGET}px; height: {TARGET}px; margin: -{(TARGET - 8) // 2}px 0;
    border-radius: {TARGET // 2}px; background: #1565c0; border: 3px solid #0d2f6e;
}}
QSlider::handle:horizontal:disabled {{ background: #b0bec5; border-color: #90a4ae; }}
"""
"""A slider whose handle is a finger's size (Qt's own is 12 px wide)."""


CHOICE_STYLE = (
    "QPushButton:checked { background: #1565c0; color: white; font-weight: bold;"
    " border: 3px solid #0d2f6e; border-radius: 6px; }"
)
"""One of a few large choices (a paper, a printer, what a file holds), chosen: filled blue."""
