"""View → Spectator screen and View → Live feed…: the menu items of the live views.

Made by the wiring (``ui/wiring.py``) once the window, its spectator screen and its feed exist;
the items only say what the operator asked, and show what is open.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu

from ninescore.feed.window_source import WindowFeed
from ninescore.ui.live.feed_dialog import LiveFeedDialog
from ninescore.ui.live.spectator import Spectator, screen_label


class LiveMenus(QObject):
    """The items, and the spectator screen and feed they open (a child of the window, which
    finds it with ``findChild(QObject, "liveViews")``)."""

    def __init__(
        self,
        window: QMainWindow,
        view_menu: QMenu,
        before: QAction,
        spectator: Spectator,
        feed: WindowFeed,
    ) -> None:
        super().__init__(window)
        self.setObjectName("liveViews")
        self.window = window
        self.spectator = spectator
        self.feed = feed
        self.dialog: LiveFeedDialog | None = None
        self.spectator_menu = QMenu(
            QCoreApplication.translate("LiveMenu", "Spectator &screen"), view_menu
        )
        self.spectator_menu.setObjectName("spectatorMenu")
        self.show_spectator = self.spectator_menu.addAction(
            QCoreApplication.translate("LiveMenu", "&Show the spectator screen")
        )
        self.show_spectator.setObjectName("spectatorShow")
        self.show_spectator.setCheckable(True)
        self.spectator_menu.addSeparator()
        self.screens = QActionGroup(self.spectator_menu)
        self.screens.setExclusive(True)
        self.spectator_menu.aboutToShow.connect(self.list_screens)
        self.live_feed = QAction(QCoreApplication.translate("LiveMenu", "Live &feed…"), view_menu)
        self.live_feed.setObjectName("liveFeed")
        view_menu.insertMenu(before, self.spectator_menu)
        view_menu.insertAction(before, self.live_feed)
        view_menu.insertSeparator(before)

        self.show_spectator.toggled.connect(self._show_spectator)
        spectator.opened.connect(lambda: self._tick(True))
        spectator.closed.connect(lambda: self._tick(False))
        self.live_feed.triggered.connect(self.open_live_feed)
        self.list_screens()

    def _show_spectator(self, on: bool) -> None:
        if on:
            if self.spectator.open(self.window) is None:
                self._tick(False)  # not opened: the window says why (needs_screen)
        else:
            self.spectator.close()

    def _tick(self, on: bool) -> None:
        self.show_spectator.blockSignals(True)
        self.show_spectator.setChecked(on)
        self.show_spectator.blockSignals(False)

    def list_screens(self) -> None:
        """One item per connected screen, the chosen one ticked (screens come and go)."""
        for action in self.screens.actions():
            self.screens.removeAction(action)
            self.spectator_menu.removeAction(action)
        chosen = self.spectator.chosen_screen(self.window)
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            action = self.spectator_menu.addAction(screen_label(screen, number))
            action.setCheckable(True)
            action.setChecked(screen is chosen)
            action.setObjectName(f"spectatorScreen{number}")
            name = screen.name()
            action.triggered.connect(
                lambda _=False, name=name: self.spectator.choose_screen(name, self.window)
            )
            self.screens.addAction(action)

    def open_live_feed(self) -> LiveFeedDialog:
        if self.dialog is None:
            self.dialog = LiveFeedDialog(self.feed, self.window)
        self.dialog.show()
        self.dialog.activateWindow()
        return self.dialog


def add_live_menus(
    window: QMainWindow, language_menu: QMenu, spectator: Spectator, feed: WindowFeed
) -> LiveMenus:
    """The items in the View menu, above the language."""
    view_menu = language_menu.parentWidget()
    assert isinstance(view_menu, QMenu)
    return LiveMenus(window, view_menu, language_menu.menuAction(), spectator, feed)
