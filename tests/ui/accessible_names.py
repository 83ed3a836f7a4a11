"""What a screen reader finds on a screen: every control, through Qt's accessibility tree
(``QAccessibleInterface``, what AT-SPI and UI Automation are served), with its role and name."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

Role = QAccessible.Role

CONTROLS = frozenset(
    {
        Role.Button,
        Role.CheckBox,
        Role.RadioButton,
        Role.ComboBox,
        Role.EditableText,
        Role.SpinBox,
        Role.Slider,
        Role.PageTab,
        Role.ButtonMenu,
        Role.ButtonDropDown,
        Role.List,
        Role.Table,
        Role.Tree,
    }
)
"""The roles of what a person operates: each must be named.  (A scroll bar is said by its role
and orientation; Qt's toolbar extension button is hidden unless a toolbar overflows.)"""


def _name(node: QAccessibleInterface) -> str:
    return node.text(QAccessible.Text.Name) or ""


def _says_something(name: str) -> bool:
    """A name a person understands read aloud: a word, not "◀", "−" or "✕"."""
    return any(character.isalpha() for character in name)


def walk(node: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    found = [node]
    if depth > 40:
        return found
    for index in range(node.childCount()):
        child = node.child(index)
        if child is not None and child.isValid():
            found.extend(walk(child, depth + 1))
    return found


def unnamed_controls(widget: QWidget) -> list[str]:
    """Every visible control under ``widget`` with no name a screen reader can say, as
    "role 'object name' (its text)"."""
    root = QAccessible.queryAccessibleInterface(widget)
    if root is None:
        return [f"{type(widget).__name__}: no accessibility interface"]
    problems = []
    for node in walk(root):
        state = node.state()
        if state.invisible or state.offscreen:
            continue
        if node.role() not in CONTROLS:
            continue
        name = _name(node)
        target = node.object()
        # A combo box says its value as its name (Qt's way); the name it was given is what
        # a screen reader announces it by, with its label.
        given = target.accessibleName() if isinstance(target, QWidget) else ""
        if not _says_something(name) and not _says_something(given):
            label = target.objectName() if target is not None else ""
            problems.append(f"{node.role().name} '{label}' named {name!r}")
    return problems
