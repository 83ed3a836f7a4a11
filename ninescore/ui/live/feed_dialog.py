"""View → Live feed…: the scoring window's own feed for OBS and the room's TV, on or off.

The operator turns the feed on, copies an address into OBS (a browser source) and closes the
dialog; the feed goes on serving until it is turned off or the program quits, and it is on again
at the next start if it was on.  By default it is served to this machine only (127.0.0.1, where
OBS runs beside the window); "Open to other machines" serves it to the room's network, with a
token that every address then carries (made once, remembered, so the addresses pasted into OBS
and the TV keep working).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ninescore.feed.address import DEFAULT_HOST, DEFAULT_PORT, is_strong_token, new_token
from ninescore.feed.window_source import WindowFeed

ON_SETTING = "live/on"
PORT_SETTING = "live/port"
NETWORK_SETTING = "live/network"
TOKEN_SETTING = "live/token"

PAGES = ("/overlay/scorebug", "/overlay/rack", "/overlay/clock", "/board")
NETWORK_HOST = "0.0.0.0"
"""Where a feed open to the network listens: every address of this machine."""


def _setting(name: str, default: object) -> object:
    return QSettings().value(name, default)


def remembered_port() -> int:
    try:
        port = int(str(_setting(PORT_SETTING, DEFAULT_PORT)))
    except ValueError:
        return DEFAULT_PORT
    return port if 1 <= port <= 65535 else DEFAULT_PORT


def remembered_network() -> bool:
    return str(_setting(NETWORK_SETTING, "false")).lower() == "true"


def remembered_on() -> bool:
    return str(_setting(ON_SETTING, "false")).lower() == "true"


def token() -> str:
    """The token of a feed open to the network: made the first time, then remembered (made
    again if what is remembered could be guessed: the settings were edited by hand)."""
    value = str(_setting(TOKEN_SETTING, "") or "")
    if not is_strong_token(value):
        value = new_token()
        QSettings().setValue(TOKEN_SETTING, value)
    return value


def start_feed(feed: WindowFeed) -> str:
    """Start ``feed`` as remembered; "" when it started, else the one sentence why not."""
    network = remembered_network()
    host = NETWORK_HOST if network else DEFAULT_HOST
    try:
        feed.start(host, remembered_port(), token() if network else None)
    except OSError as error:
        return LiveFeedDialog.tr_cannot_start(remembered_port(), error.strerror or str(error))
    return ""


class LiveFeedDialog(QDialog):
    """Turns the window's feed on and off and shows the addresses to paste into OBS."""

    def __init__(self, feed: WindowFeed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.feed = feed
        self.setObjectName("liveFeedDialog")
        self.setWindowTitle(self.tr("Live feed"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The scoreboard of this table for a stream and for the room's TV, updated at "
                "every shot. In OBS, add a Browser source and paste an address below."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.on_box = QCheckBox(self.tr("Serve the live feed"), self)
        self.on_box.setObjectName("liveOn")
        layout.addWidget(self.on_box)
        self.network_box = QCheckBox(
            self.tr("Open to other machines on this network (the addresses carry a token)"), self
        )
        self.network_box.setObjectName("liveNetwork")
        layout.addWidget(self.network_box)
        port_row = QHBoxLayout()
        port_row.addWidget(QLabel(self.tr("Port:"), self))
        self.port_box = QSpinBox(self)
        self.port_box.setObjectName("livePort")
        self.port_box.setRange(1, 65535)
        port_row.addWidget(self.port_box)
        port_row.addStretch(1)
        layout.addLayout(port_row)
        self.status = QLabel(self)
        self.status.setObjectName("liveStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        form = QFormLayout()
        self.addresses: dict[str, QLineEdit] = {}
        self.copy_buttons: dict[str, QPushButton] = {}
        labels = {
            "/overlay/scorebug": self.tr("Scorebug (names, score, race):"),
            "/overlay/rack": self.tr("Rack (the balls on the table):"),
            "/overlay/clock": self.tr("Shot clock (the seconds, the extensions left):"),
            "/board": self.tr("Board (every table, for the room's TV):"),
            "token": self.tr("Token:"),
        }
        for key, label in labels.items():
            row = QHBoxLayout()
            line = QLineEdit(self)
            line.setReadOnly(True)
            line.setObjectName(f"address{key.replace('/', '_')}")
            line.setMinimumWidth(420)
            button = QPushButton(self.tr("Copy"), self)
            button.clicked.connect(lambda _=False, line=line: self.copy(line))
            row.addWidget(line, 1)
            row.addWidget(button)
            form.addRow(label, row)
            self.addresses[key] = line
            self.copy_buttons[key] = button
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.port_box.setValue(remembered_port())
        self.network_box.setChecked(remembered_network())
        self.on_box.setChecked(feed.running)
        self.on_box.toggled.connect(self._switch)
        self.network_box.toggled.connect(self._moved)
        self.port_box.editingFinished.connect(self._moved)
        self._problem = ""
        self._show()

    @staticmethod
    def tr_cannot_start(port: int, reason: str) -> str:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(
            "LiveFeedDialog", "The live feed cannot be served on port {port}: {reason}."
        ).format(port=port, reason=reason)

    def _remember(self) -> None:
        settings = QSettings()
        settings.setValue(PORT_SETTING, self.port_box.value())
        settings.setValue(NETWORK_SETTING, "true" if self.network_box.isChecked() else "false")
        settings.setValue(ON_SETTING, "true" if self.on_box.isChecked() else "false")

    def _switch(self, on: bool) -> None:
        self._remember()
        self._problem = ""
        if on:
            self._start()
        else:
            self.feed.stop()
        self._show()

    def _moved(self) -> None:
        """The port or the network choice changed: serve there at once if the feed is on."""
        self._remember()
        if self.feed.running:
            self.feed.stop()
            self._start()
        self._show()

    def _start(self) -> None:
        self._problem = start_feed(self.feed)
        if self._problem:  # it is off: say why, and leave the box unticked
            self.on_box.blockSignals(True)
            self.on_box.setChecked(False)
            self.on_box.blockSignals(False)
            QSettings().setValue(ON_SETTING, "false")

    def _show(self) -> None:
        running = self.feed.running
        network = self.network_box.isChecked()
        for page in PAGES:
            self.addresses[page].setText(self.feed.url(page) if running else "")
        self.addresses["token"].setText(token() if network else "")
        for key, line in self.addresses.items():
            shown = running and (key != "token" or network)
            line.setEnabled(shown)
            self.copy_buttons[key].setEnabled(shown)
        if self._problem:
            self.status.setText(self._problem)
        elif running and self.feed.server is not None:
            self.status.setText(
                self.tr("Served at {address}.").format(address=self.feed.server.base_url)
            )
        else:
            self.status.setText(self.tr("The live feed is off."))

    def copy(self, line: QLineEdit) -> None:
        QGuiApplication.clipboard().setText(line.text())
        self.status.setText(self.tr("Copied: {text}").format(text=line.text()))
