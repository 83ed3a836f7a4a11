"""The tables' phone tokens in the desk window: for each table of the day its token and the QR
code a phone scans (the table's scoring page with the token in it), made by a tap and withdrawn
by a tap.  The tokens are the ones ``ninescore serve --table-token`` keeps, in the same file of
this machine's user config folder (never the data folder, which every table shares)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote, urlencode

import segno
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk_day as words
from ninescore.describe.live import table_text
from ninescore.desk.calling import parse_tables
from ninescore.feed.address import DEFAULT_PORT, new_token
from ninescore.feed.table_tokens import read_tokens, write_tokens
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import TARGET

QR_PIXELS = 180


def tokens_file() -> Path:
    """The tables' tokens of this machine: the file ``ninescore serve`` keeps them in
    (``commands/serve.tokens_file``; the window may not import the commands, a test holds the
    two to one path)."""
    import platformdirs

    return platformdirs.user_config_path("ninescore", appauthor=False) / "phone-tokens.json"


def page_address() -> str:
    """Where phones on the club's network reach this machine's ``ninescore serve``: its first
    address that is not a loopback one (found without sending anything), the feed's port."""
    for address in QNetworkInterface.allAddresses():
        if (
            address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not address.isLoopback()
            and not address.isLinkLocal()
        ):
            return f"http://{address.toString()}:{DEFAULT_PORT}"
    return f"http://127.0.0.1:{DEFAULT_PORT}"


def score_url(base: str, table: str, token: str, lang: str) -> str:
    """The table's scoring page with its token (what ``serve --cards`` prints on a card)."""
    query = urlencode({"table": table, "token": token, "lang": lang}, quote_via=quote)
    return f"{base.rstrip('/')}/score?{query}"


def qr_pixmap(text: str, pixels: int = QR_PIXELS) -> QPixmap:
    """A QR code of ``text`` about ``pixels`` wide, white around (segno, as the printed cards)."""
    import io

    code = segno.make(text, error="m")
    modules = code.symbol_size(scale=1, border=2)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(2, pixels // modules), border=2)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class PhoneTile(QFrame):
    def __init__(self, page: PhonesPage, table: str) -> None:
        super().__init__(page.tiles_host)
        self.setObjectName(f"phoneTile_{table}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.table = table
        self.title = plain(QLabel(table_text(table), self))
        self.title.setStyleSheet("font-weight: bold;")
        self.code = QLabel(self)
        self.code.setObjectName("qrCode")
        self.code.setFixedSize(QR_PIXELS + 8, QR_PIXELS + 8)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.token = plain(QLabel(self))
        self.token.setObjectName("tokenText")
        self.token.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.make_button = QPushButton(self.tr("Make a token"), self)
        self.make_button.setObjectName("makeToken")
        self.withdraw_button = QPushButton(self.tr("Withdraw"), self)
        self.withdraw_button.setObjectName("withdrawToken")
        for button in (self.make_button, self.withdraw_button):
            button.setMinimumHeight(TARGET)
            button.setAutoDefault(False)
        self.make_button.clicked.connect(lambda: page.make(table))
        self.withdraw_button.clicked.connect(lambda: page.withdraw(table))
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.token)
        layout.addWidget(self.make_button)
        layout.addWidget(self.withdraw_button)

    def show_token(self, url: str | None, token: str | None) -> None:
        self.url = url
        if url is None or token is None:
            self.code.clear()
            self.code.setText(self.tr("No token"))
            self.token.setText("")
        else:
            self.code.setPixmap(qr_pixmap(url))
            self.token.setText(token)
            self.code.setToolTip(url)
        self.make_button.setVisible(token is None)
        self.withdraw_button.setVisible(token is not None)


class PhonesPage(QWidget):
    def __init__(
        self, model: DayModel, lang: str, path: Path | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phonesPage")
        self.model = model
        self.lang = lang
        self.path = path if path is not None else tokens_file()
        self.address = QLineEdit(page_address(), self)
        self.address.setObjectName("pageAddress")
        self.address.editingFinished.connect(self._address_typed)
        self._address = self.address.text()
        self.hint = plain(QLabel(words.tokens_follow_text(), self))
        self.hint.setWordWrap(True)
        self.problem = plain(QLabel(self))
        self.problem.setObjectName("tokensProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.tiles_host = QWidget(self)
        self.tiles = QGridLayout(self.tiles_host)
        self.tiles.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.tile_widgets: dict[str, PhoneTile] = {}
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.tiles_host)
        top = QHBoxLayout()
        address_label = QLabel(self.tr("Page address:"), self)
        address_label.setBuddy(self.address)  # what a screen reader calls the field
        top.addWidget(address_label)
        top.addWidget(self.address, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(self.problem)
        layout.addWidget(scroll, 1)
        model.changed.connect(self._tables_changed)
        self._tables: tuple[str, ...] = ()
        self._tables_changed()

    def _address_typed(self) -> None:
        text = self.address.text().strip()
        url = QUrl(text)
        if not (url.isValid() and url.scheme() in ("http", "https") and url.host()):
            self.model.refused.emit(words.bad_address_text(text))
            self.address.setText(self._address)
            return
        self._address = text
        self.show_day()

    def _tables_changed(self) -> None:
        try:
            tables = parse_tables(self.model.day.tables)
        except ValueError:
            tables = ()
        tables += tuple(t for t in self.model.day.reserved if t not in tables)
        if tables != self._tables:
            self._tables = tables
            self.show_day()

    def _read(self) -> dict[str, str] | None:
        try:
            tokens = read_tokens(self.path)
        except (OSError, ValueError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            self.problem.setText(words.tokens_file_text(str(self.path), reason))
            self.problem.show()
            return None
        self.problem.hide()
        return tokens

    def _write(self, tokens: dict[str, str]) -> bool:
        try:
            write_tokens(self.path, tokens)
        except OSError as error:
            self.problem.setText(
                words.tokens_file_text(str(self.path), error.strerror or str(error))
            )
            self.problem.show()
            return False
        return True

    def show_day(self) -> None:
        tokens = self._read() or {}
        if list(self.tile_widgets) != list(self._tables):
            for tile in self.tile_widgets.values():
                self.tiles.removeWidget(tile)
                tile.setParent(None)  # gone now, not at the next turn of the loop
                tile.deleteLater()
            self.tile_widgets = {}
            columns = 4
            for index, table in enumerate(self._tables):
                tile = PhoneTile(self, table)
                self.tiles.addWidget(tile, index // columns, index % columns)
                tile.show()  # now: a layout shows a new child only at the next turn of the loop
                self.tile_widgets[table] = tile
        base = self.address.text().strip()
        for table, tile in self.tile_widgets.items():
            token = tokens.get(table)
            url = score_url(base, table, token, self.lang) if token else None
            tile.show_token(url, token)

    def make(self, table: str) -> None:
        tokens = self._read()
        if tokens is None:
            return
        tokens.setdefault(table, new_token())
        if self._write(tokens):
            self.show_day()

    def withdraw(self, table: str) -> None:
        """After a question (a printed card stops working): the table's token withdrawn."""
        from ninescore.scoring.views import Question
        from ninescore.ui.dialogs.touch import ConfirmDialog

        question = Question(
            title=self.tr("Withdraw the token?"),
            consequence=words.withdraw_question_text(table),
            confirm=self.tr("Withdraw it"),
            go_back=words.keep_it_text(),
        )
        dialog = ConfirmDialog(self, question)
        try:
            if dialog.exec() != ConfirmDialog.DialogCode.Accepted:
                return
        finally:
            dialog.deleteLater()
        tokens = self._read()
        if tokens is None or table not in tokens:
            return
        del tokens[table]
        if self._write(tokens):
            self.model.said.emit(words.withdrawn_token_text(table))
            self.show_day()
