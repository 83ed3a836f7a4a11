"""The Foul button's menus: the reasons of a foul on this shot (R11), and a foul between shots.

Every item has a digit of its own, shown beside it and taken while the menu is open, so that any
foul with a reason is three keys: ``X``, the reason's digit, ``Enter`` (a foul between shots:
``X``, ``0``, the reason's digit, recorded at once).  Digits, because they are the same keys on
every keyboard layout.  Rows are finger-sized (at least 44 px).  The menus only ask: what is
marked comes back from the controller through the shot panel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from ninescore.describe import foul_reason_text
from ninescore.rules.reasons import FoulReason
from ninescore.ui.widgets.touch_controls import MENU_STYLE

STANDARD_REASONS: tuple[FoulReason, ...] = (
    FoulReason.MOVED_OBSTRUCTING_BALL,
    FoulReason.BALL_TOUCHED,
    FoulReason.DOUBLE_HIT,
    FoulReason.NO_FOOT_ON_FLOOR,
)

BETWEEN_KEY = "0"
"""The key of "Foul between shots…" in the foul menu."""

FOUL_MENU_STYLE = MENU_STYLE


def menu_text(reason: str) -> str:
    """A reason as a menu item: capitalised (the sentences use it in lower case)."""
    return reason[:1].upper() + reason[1:]


class KeyedMenu(QMenu):
    """A menu whose items each have a key (shown after a tab, where Qt draws shortcuts).  The
    key of an item that is disabled closes the menu and says so (``refused``): a refused key
    changes nothing, and the next key is not taken for another item."""

    refused = Signal(str)
    """The key of a disabled item was pressed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(FOUL_MENU_STYLE)
        self._keys: dict[str, QAction] = {}

    def add_keyed(self, text: str, key: str) -> QAction:
        action = self.addAction(f"{text}\t{key}")
        self._keys[key] = action
        return action

    def action_for_key(self, key: str) -> QAction | None:
        return self._keys.get(key)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._keys.get(event.text())
        if action is not None and action.isEnabled() and action.isVisible():
            # Chosen as Qt chooses an item: made current, then Return (the menu closes, the
            # action triggers, a checkable one flips).
            self.setActiveAction(action)
            enter = QKeyEvent(
                QKeyEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier
            )
            super().keyPressEvent(enter)
            return
        if action is not None and action.isVisible():
            self.close()
            self.refused.emit(event.text())
            return
        super().keyPressEvent(event)


class FoulMenus(QObject):
    """The foul menu of ``button``: the reasons, "Other foul…", and "Foul between shots…",
    which opens the second menu, of the reasons of a foul between shots."""

    reason_requested = Signal(str)
    """A reason of a foul on this shot (adding one marked already removes it)."""
    other_requested = Signal()
    """ "Other foul…": the panel asks for the reason."""
    between_requested = Signal(str)
    """A foul between shots, with its reason."""
    between_refused = Signal()
    """Its key was pressed when no foul between shots can be recorded (before the break)."""

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self._button = button
        self.menu = KeyedMenu(button)
        self.reason_actions: dict[str, QAction] = {}
        for key, reason in enumerate(STANDARD_REASONS, start=1):
            action = self.menu.add_keyed(menu_text(foul_reason_text(reason)), str(key))
            action.setCheckable(True)
            action.triggered.connect(
                lambda _=False, reason=reason: self.reason_requested.emit(str(reason))
            )
            self.reason_actions[str(reason)] = action
        self.other_action = self.menu.add_keyed(
            QCoreApplication.translate("ShotPanel", "Other foul…"), str(len(STANDARD_REASONS) + 1)
        )
        self.other_action.triggered.connect(self.other_requested)
        self.menu.addSeparator()
        self.between_action = self.menu.add_keyed(
            QCoreApplication.translate("ShotPanel", "Foul between shots (no shot)…"), BETWEEN_KEY
        )
        self.between_action.triggered.connect(self._open_between_later)
        self.between_menu = KeyedMenu(button)
        for key, reason in enumerate((*STANDARD_REASONS, FoulReason.OTHER), start=1):
            action = self.between_menu.add_keyed(menu_text(foul_reason_text(reason)), str(key))
            action.triggered.connect(
                lambda _=False, reason=reason: self.between_requested.emit(str(reason))
            )
        self.menu.refused.connect(self._refused)
        button.setMenu(self.menu)

    def _refused(self, key: str) -> None:
        if key == BETWEEN_KEY:
            self.between_refused.emit()

    def set_can_foul_between_shots(self, allowed: bool) -> None:
        self.between_action.setEnabled(allowed)
        self.between_menu.setEnabled(allowed)

    def set_marked(self, reasons: tuple[str, ...]) -> None:
        for reason, action in self.reason_actions.items():
            action.setChecked(reason in reasons)

    def _open_between_later(self) -> None:
        # After the foul menu has closed: a second popup opened from its own trigger would be
        # a child of the closing one.
        QTimer.singleShot(0, self.open_between)

    def open_between(self) -> None:
        """Show the reasons of a foul between shots where the foul menu was."""
        button = self._button
        where = button.mapToGlobal(QPoint(0, button.height())) if button.isVisible() else None
        self.between_menu.exec(where if where is not None else button.mapToGlobal(QPoint()))
