"""Choosing where a file goes and which printer prints, sized for a finger.

Qt's own file and print dialogs have 24-pixel buttons, tiny tree rows and tabs of settings the
desk never needs.  The flows that use these already know the folder (the last one used) and the
paper (the sheet's), so these dialogs show them and ask only what is left: the file's name, a
folder when another is wanted (a list of its subfolders, one 44-px row each, and "Up"), the
printer and the number of copies.  Every target is at least :data:`TARGET` pixels.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtPrintSupport import QPrinter, QPrinterInfo
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.ui.dialogs.touch import big_button
from ninescore.ui.widgets import words
from ninescore.ui.widgets.touch_controls import CHOICE_STYLE, TARGET, Stepper, touch_style

MAX_FOLDERS_LISTED = 500
"""A folder of thousands of subfolders lists its first ones: a finger scrolls no further."""


def could_not_write(target: Path, error: OSError) -> str:
    """The one sentence of a file that could not be written, and why."""
    return QCoreApplication.translate("TouchFiles", "Could not write {file}: {reason}").format(
        file=target, reason=error.strerror or error
    )


def subfolders(folder: Path) -> list[Path]:
    """The folders one can step into from ``folder``: not hidden, not links (the list never
    leads somewhere else through one), sorted by name as a person reads them."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return []  # unreadable: nothing to step into, "Up" still works
    found = []
    for entry in entries:
        if entry.name.startswith("."):
            continue
        try:
            if entry.is_symlink() or not entry.is_dir():
                continue
        except OSError:
            continue
        found.append(entry)
    return sorted(found, key=lambda path: path.name.casefold())[:MAX_FOLDERS_LISTED]


class FolderListDialog(QDialog):
    """A folder to choose: its subfolders as large rows (a tap goes in), "Up", "Use this
    folder", "Cancel".  ``folder`` is the one shown when "Use this folder" was tapped."""

    def __init__(self, start: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("folderListDialog")
        self.setWindowTitle(QCoreApplication.translate("TouchFiles", "Choose a folder"))
        self.setStyleSheet(touch_style())
        self.setMinimumWidth(520)
        self.folder = start
        self.where = QLabel(self)
        self.where.setObjectName("folderShown")
        self.where.setWordWrap(True)
        self.where.setTextFormat(Qt.TextFormat.PlainText)
        self.up_button = big_button(
            QCoreApplication.translate("TouchFiles", "Up"), self, "upButton"
        )
        self.up_button.setAutoDefault(False)
        self.up_button.clicked.connect(lambda: self.show_folder(self.folder.parent))
        self.rows = QListWidget(self)
        self.rows.setObjectName("subfolders")
        self.rows.setAccessibleName(
            QCoreApplication.translate("TouchFiles", "Folders in this folder")
        )
        self.rows.setUniformItemSizes(True)
        self.rows.itemClicked.connect(self._enter)
        self.rows.itemActivated.connect(self._enter)
        self.empty = QLabel(
            QCoreApplication.translate("TouchFiles", "No folders in this folder."), self
        )
        self.cancel_button = big_button(words.cancel(), self, "cancelButton")
        self.use_button = big_button(
            QCoreApplication.translate("TouchFiles", "Use this folder"), self, "useFolderButton"
        )
        self.use_button.setDefault(True)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.use_button.clicked.connect(self.accept)
        top = QHBoxLayout()
        top.addWidget(self.where, 1)
        top.addWidget(self.up_button)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.use_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.empty)
        layout.addLayout(buttons)
        self.show_folder(start)

    def show_folder(self, folder: Path) -> None:
        self.folder = folder
        self.where.setText(str(folder))
        self.up_button.setEnabled(folder.parent != folder)
        self.rows.clear()
        for sub in subfolders(folder):
            item = QListWidgetItem(sub.name, self.rows)
            item.setData(Qt.ItemDataRole.UserRole, str(sub))
            item.setSizeHint(QSize(0, TARGET + 4))
        self.empty.setVisible(self.rows.count() == 0)

    def _enter(self, item: QListWidgetItem) -> None:
        self.show_folder(Path(str(item.data(Qt.ItemDataRole.UserRole))))


def choose_folder(start: Path, parent: QWidget | None) -> Path | None:
    dialog = FolderListDialog(start, parent)
    try:
        return dialog.folder if dialog.exec() == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


class FileTarget(QWidget):
    """A file's place: the folder (shown, with a large "Change folder…") and its name (a field,
    prefilled).  A name typed as a whole path is taken as that path."""

    def __init__(self, folder: Path, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        folder_label = QLabel(QCoreApplication.translate("TouchFiles", "Folder:"), self)
        self.folder_shown = QLabel(str(folder), self)
        self.folder_shown.setObjectName("folderShown")
        self.folder_shown.setWordWrap(True)
        self.folder_shown.setTextFormat(Qt.TextFormat.PlainText)
        self.change_button = QPushButton(
            QCoreApplication.translate("TouchFiles", "Change folder…"), self
        )
        self.change_button.setObjectName("changeFolder")
        self.change_button.setMinimumHeight(TARGET + 4)
        self.change_button.setAutoDefault(False)
        self.change_button.clicked.connect(self._change)
        name_label = QLabel(QCoreApplication.translate("TouchFiles", "File name:"), self)
        self.name_edit = QLineEdit(name, self)
        self.name_edit.setObjectName("fileName")
        # Its own sheet: the dialog's touch style asks 40 px of text room, which a crowded
        # dialog (the print dialog at 600 px) squeezes to 42 px with the frame.
        self.name_edit.setStyleSheet(f"min-height: {TARGET}px;")
        name_label.setBuddy(self.name_edit)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_shown, 1)
        folder_row.addWidget(self.change_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(folder_label)
        layout.addLayout(folder_row)
        layout.addWidget(name_label)
        layout.addWidget(self.name_edit)

    def set_folder(self, folder: Path) -> None:
        self.folder = folder
        self.folder_shown.setText(str(folder))

    def path(self, suffix: str) -> Path:
        """The file to write, ending in ``suffix`` (``.pdf``)."""
        path = self.folder / Path(self.name_edit.text().strip()).expanduser()
        return path if path.suffix.lower() == suffix else path.with_name(path.name + suffix)

    def _change(self) -> None:
        chosen = choose_folder(self.folder, self.window())
        if chosen is not None:
            self.set_folder(chosen)


class PrintDialog(QDialog):
    """Which printer and how many copies, the paper shown; ``exec()`` Accepted on Print, the
    printer then set up (its name, or a PDF file when "PDF file" was chosen, and the copies).

    With no printer on the system, "PDF file" is the one choice and its file is asked for."""

    def __init__(
        self,
        printer: QPrinter,
        paper_shown: str,
        folder: Path,
        pdf_name: str,
        parent: QWidget | None = None,
        title: str | None = None,
    ) -> None:
        """``title``: what is printed ("Print the bracket"); the match sheet's by default."""
        super().__init__(parent)
        self.setObjectName("touchPrintDialog")
        self.setWindowTitle(title or QCoreApplication.translate("Sheet", "Print match sheet"))
        self.setStyleSheet(touch_style())
        self.setMinimumWidth(560)
        self.printer = printer
        names = QPrinterInfo.availablePrinterNames()
        default = QPrinterInfo.defaultPrinterName()
        self._group = QButtonGroup(self)
        self.printer_buttons: dict[str, QPushButton] = {}
        choices = QVBoxLayout()
        for index, name in enumerate([*names, ""]):
            text = (
                name.replace("&", "&&")
                if name
                else QCoreApplication.translate("TouchFiles", "PDF file")
            )
            button = QPushButton(text, self)
            button.setObjectName(f"printer{index}" if name else "printToPdf")
            button.setCheckable(True)
            button.setMinimumHeight(TARGET + 4)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet(CHOICE_STYLE)
            button.setAutoDefault(False)
            self._group.addButton(button)
            self.printer_buttons[name] = button
            choices.addWidget(button)
        chosen = default if default in names else (names[0] if names else "")
        self.printer_buttons[chosen].setChecked(True)
        self.pdf_file = FileTarget(folder, pdf_name, self)
        copies_label = QLabel(QCoreApplication.translate("TouchFiles", "Copies:"), self)
        self.copies = Stepper(self)
        self.copies.setRange(1, 99)
        self.copies.setValue(1)
        copies_label.setBuddy(self.copies)
        paper = QLabel(
            QCoreApplication.translate("TouchFiles", "Paper: {paper}").format(paper=paper_shown),
            self,
        )
        paper.setObjectName("paperShown")
        self.cancel_button = big_button(words.cancel(), self, "cancelButton")
        self.print_button = big_button(
            QCoreApplication.translate("TouchFiles", "Print"), self, "printButton"
        )
        self.print_button.setDefault(True)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.print_button.clicked.connect(self.accept)
        self._group.buttonToggled.connect(lambda _b, _c: self._show_pdf_file())
        self.pdf_file.name_edit.textChanged.connect(lambda _text: self._show_pdf_file())
        copies_row = QHBoxLayout()
        copies_row.addWidget(copies_label)
        copies_row.addWidget(self.copies)
        copies_row.addStretch(1)
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(QLabel(QCoreApplication.translate("TouchFiles", "Printer:"), self))
        layout.addLayout(choices)
        layout.addWidget(self.pdf_file)
        layout.addLayout(copies_row)
        layout.addWidget(paper)
        layout.addSpacing(8)
        layout.addLayout(buttons)
        self._show_pdf_file()

    @property
    def chosen_printer(self) -> str:
        """The printer's name; "" for a PDF file."""
        for name, button in self.printer_buttons.items():
            if button.isChecked():
                return name
        return ""

    def _show_pdf_file(self) -> None:
        to_file = self.chosen_printer == ""
        self.pdf_file.setVisible(to_file)
        self.print_button.setEnabled(not to_file or bool(self.pdf_file.name_edit.text().strip()))

    def accept(self) -> None:
        name = self.chosen_printer
        layout = self.printer.pageLayout()  # the sheet's paper, whatever the printer's default
        if name:
            self.printer.setOutputFormat(QPrinter.OutputFormat.NativeFormat)
            self.printer.setPrinterName(name)
        else:
            if not self.pdf_file.name_edit.text().strip():
                return  # no file named: nothing to print to yet
            self.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            self.printer.setOutputFileName(str(self.pdf_file.path(".pdf")))
        self.printer.setPageLayout(layout)
        self.printer.setCopyCount(self.copies.value())
        super().accept()


class SaveFileDialog(QDialog):
    """Where a file goes: the folder known, the name prefilled, and (with ``kinds``) what is
    written, as large buttons, the first chosen; ``exec()`` Accepted on Save."""

    def __init__(
        self,
        title: str,
        folder: Path,
        name: str,
        suffix: str,
        kinds: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("saveFileDialog")
        self.setWindowTitle(title)
        self.setStyleSheet(touch_style())
        self.setMinimumWidth(560)
        self.suffix = suffix
        self.file = FileTarget(folder, name, self)
        self._kinds = QButtonGroup(self)
        self.kind_buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self.file)
        for index, kind in enumerate(kinds):
            button = QPushButton(kind, self)
            button.setObjectName(f"kind{index}")
            button.setCheckable(True)
            button.setChecked(index == 0)
            button.setMinimumHeight(TARGET + 4)
            button.setStyleSheet(CHOICE_STYLE)
            button.setAutoDefault(False)
            self._kinds.addButton(button, index)
            self.kind_buttons.append(button)
            layout.addWidget(button)
        self.cancel_button = big_button(words.cancel(), self, "cancelButton")
        self.save_button = big_button(
            QCoreApplication.translate("TouchFiles", "Save"), self, "saveButton"
        )
        self.save_button.setDefault(True)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.save_button.clicked.connect(self.accept)
        self.file.name_edit.textChanged.connect(
            lambda text: self.save_button.setEnabled(bool(text.strip()))
        )
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout.addSpacing(8)
        layout.addLayout(buttons)

    @property
    def target(self) -> Path:
        return self.file.path(self.suffix)

    @property
    def kind(self) -> int:
        """Which of ``kinds`` was chosen (0 without kinds)."""
        return max(0, self._kinds.checkedId())


def ask_save(
    parent: QWidget | None,
    title: str,
    folder: Path,
    name: str,
    suffix: str,
    kinds: Sequence[str] = (),
) -> tuple[Path, int] | None:
    """The file chosen in a :class:`SaveFileDialog` and which kind, or None on Cancel."""
    dialog = SaveFileDialog(title, folder, name, suffix, kinds, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.target, dialog.kind
    finally:
        dialog.deleteLater()
