"""The match sheet's print preview and its "Export PDF" dialog, both sized for a finger.

Qt's own print preview has a toolbar of 24-pixel icons and no way out but its window frame;
this one has large buttons (pages, zoom, the paper, Print…, Close) and closes on Esc.  The
export dialog suggests a file in the last folder used and lets the desk choose the paper, so a
sheet is exported with one tap; "Change folder…" opens a touch folder list for another place.
Both start from the paper of :func:`ninescore.sheet.paper.default_paper` (the desk's last
choice, else the region's) and leave the choice to the caller to remember.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeySequence, QPageLayout, QShortcut
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ninescore.sheet import page_layout
from ninescore.sheet.paper import PAPERS, paper_text
from ninescore.ui.dialogs.touch import BIG, big_button
from ninescore.ui.dialogs.touch_files import FileTarget
from ninescore.ui.widgets import words
from ninescore.ui.widgets.touch_controls import CHOICE_STYLE, TARGET, touch_style


class PaperChoice(QWidget):
    """The papers as large buttons in a row, one of them chosen: the match sheet's two
    (:data:`~ninescore.sheet.paper.PAPERS`), or the ``papers`` given (a tournament's three)."""

    def __init__(
        self, paper: str, parent: QWidget | None = None, papers: Iterable[str] = PAPERS
    ) -> None:
        super().__init__(parent)
        self.buttons: dict[str, QPushButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for name in papers:
            button = QPushButton(paper_text(name), self)
            button.setObjectName(f"paper_{name}")
            button.setCheckable(True)
            button.setMinimumHeight(TARGET)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setStyleSheet(CHOICE_STYLE)
            self._group.addButton(button)
            self.buttons[name] = button
            row.addWidget(button)
        self.buttons[paper if paper in self.buttons else "a4"].setChecked(True)

    @property
    def paper(self) -> str:
        for name, button in self.buttons.items():
            if button.isChecked():
                return name
        return "a4"

    def on_change(self, then: Callable[[str], None]) -> None:
        self._group.buttonToggled.connect(
            lambda _button, checked: then(self.paper) if checked else None
        )


PREVIEW_WIDTH = 1000
"""The print preview's width where the screen has room: an A4 page fitted to it reads easily."""


def preview_size(widget: QWidget) -> QSize:
    """The print preview's size on ``widget``'s screen: nearly all of its height, and
    :data:`PREVIEW_WIDTH` or what the screen has, leaving room for the window's frame."""
    screen = widget.screen()
    if screen is None:
        return QSize(PREVIEW_WIDTH, 760)
    free = screen.availableGeometry()
    return QSize(min(PREVIEW_WIDTH, int(free.width() * 0.96)), int(free.height() * 0.92))


class SheetPreviewDialog(QDialog):
    """The sheet as it will print; ``exec()`` is Accepted when it was printed.

    The match sheet's by default; a tournament's bracket or day's sheet gives its ``title``,
    its ``papers`` and ``layout_of`` (the page of a paper: the bracket lies landscape)."""

    def __init__(
        self,
        printer: QPrinter,
        paper: str,
        paint: Callable[[QPrinter], None],
        print_dialog: Callable[[QPrinter], bool],
        parent: QWidget | None = None,
        title: str | None = None,
        papers: Iterable[str] = PAPERS,
        layout_of: Callable[[str], QPageLayout] = page_layout,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("sheetPreview")
        self.setWindowTitle(
            title or QCoreApplication.translate("Sheet", "Match sheet — print preview")
        )
        self._layout_of = layout_of
        self._printer = printer
        self._paint = paint
        self._print_dialog = print_dialog
        self.preview = QPrintPreviewWidget(printer, self)
        self.preview.setObjectName("sheetPreviewPages")
        self.preview.paintRequested.connect(paint)
        self.preview.previewChanged.connect(self._update_page)
        self.paper = PaperChoice(paper, self, papers)
        self.paper.on_change(self._set_paper)

        def button(text: str, name: str, slot: Callable[[], object]) -> QPushButton:
            made = QPushButton(text, self)
            made.setObjectName(name)
            made.setMinimumSize(TARGET, BIG)
            made.setAutoDefault(False)
            made.clicked.connect(slot)
            return made

        self.previous_button = button("◀", "previousPage", lambda: self._turn(-1))
        self.previous_button.setToolTip(QCoreApplication.translate("Sheet", "Previous page"))
        self.page_label = QLabel(self)
        self.page_label.setObjectName("pageLabel")
        self.page_label.setMinimumWidth(90)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = button("▶", "nextPage", lambda: self._turn(+1))
        self.next_button.setToolTip(QCoreApplication.translate("Sheet", "Next page"))
        self.smaller_button = button("−", "zoomOut", self.preview.zoomOut)
        self.smaller_button.setToolTip(QCoreApplication.translate("Sheet", "Smaller"))
        self.larger_button = button("+", "zoomIn", self.preview.zoomIn)
        self.larger_button.setToolTip(QCoreApplication.translate("Sheet", "Larger"))
        for arrow in (
            self.previous_button,
            self.next_button,
            self.smaller_button,
            self.larger_button,
        ):
            arrow.setAccessibleName(arrow.toolTip())  # read aloud: "Next page", not "▶"
        self.fit_button = button(
            QCoreApplication.translate("Sheet", "Whole page"), "fitPage", self.preview.fitInView
        )
        self.print_button = button(
            QCoreApplication.translate("Sheet", "Print…"), "printButton", self._print
        )
        self.print_button.setDefault(True)
        self.close_button = button(words.close(), "closeButton", self.reject)
        for wide in (self.fit_button, self.print_button, self.close_button):
            wide.setMinimumWidth(120)

        bar = QHBoxLayout()
        bar.setSpacing(8)
        for widget in (
            self.previous_button,
            self.page_label,
            self.next_button,
            self.smaller_button,
            self.larger_button,
            self.fit_button,
        ):
            bar.addWidget(widget)
        bar.addStretch(1)
        bar.addWidget(self.print_button)
        bar.addWidget(self.close_button)
        paper_row = QHBoxLayout()
        paper_label = QLabel(QCoreApplication.translate("Sheet", "Paper:"), self)
        paper_row.addWidget(paper_label)
        paper_row.addWidget(self.paper, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(paper_row)
        layout.addWidget(self.preview, 1)
        # Esc closes (QDialog's own), and so does the window's Close key.
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.reject)
        # Large enough to read a page: most of the screen it opens on (its layout alone made
        # it 848×212, a strip of page), the page as wide as the dialog.
        self.resize(preview_size(parent if parent is not None else self))
        self.preview.setZoomMode(QPrintPreviewWidget.ZoomMode.FitToWidth)

    @property
    def chosen_paper(self) -> str:
        return self.paper.paper

    def _set_paper(self, paper: str) -> None:
        self._printer.setPageLayout(self._layout_of(paper))
        self.preview.updatePreview()

    def _turn(self, step: int) -> None:
        page = max(1, min(self.preview.pageCount(), self.preview.currentPage() + step))
        self.preview.setCurrentPage(page)
        self._update_page()

    def _update_page(self) -> None:
        count = self.preview.pageCount()
        current = self.preview.currentPage()
        self.page_label.setText(
            QCoreApplication.translate("Sheet", "Page {n} of {total}").format(
                n=current, total=count
            )
            if count
            else ""
        )
        self.previous_button.setEnabled(current > 1)
        self.next_button.setEnabled(current < count)

    def _print(self) -> None:
        if self._print_dialog(self._printer):
            self._paint(self._printer)
            self.accept()


class ExportPdfDialog(QDialog):
    """Where the PDF goes and on which paper; ``exec()`` Accepted when the desk chose Export.

    The folder is the one used last (shown, "Change folder…" opens the touch folder list), the
    name is prefilled: one tap on Export PDF saves it."""

    def __init__(self, suggested: Path, paper: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("exportPdfDialog")
        self.setWindowTitle(QCoreApplication.translate("Sheet", "Export match sheet as PDF"))
        self.setStyleSheet(touch_style())
        self.setMinimumWidth(560)
        self.file = FileTarget(suggested.parent, suggested.name, self)
        self.path_edit = self.file.name_edit  # a whole path typed there is taken as it is
        self.path_edit.setObjectName("pdfPath")
        self.choose_button = self.file.change_button
        self.paper = PaperChoice(paper, self)
        self.cancel_button = big_button(words.cancel(), self, "cancelButton")
        self.export_button = big_button(
            QCoreApplication.translate("Sheet", "Export PDF"), self, "exportButton"
        )
        self.export_button.setDefault(True)
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self.reject)
        self.export_button.clicked.connect(self.accept)
        self.path_edit.textChanged.connect(
            lambda text: self.export_button.setEnabled(bool(text.strip()))
        )
        buttons = QHBoxLayout()
        buttons.setSpacing(16)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self.file)
        layout.addWidget(QLabel(QCoreApplication.translate("Sheet", "Paper:"), self))
        layout.addWidget(self.paper)
        layout.addSpacing(8)
        layout.addLayout(buttons)

    @property
    def target(self) -> Path:
        """The file to write, ending in .pdf."""
        return self.file.path(".pdf")

    @property
    def chosen_paper(self) -> str:
        return self.paper.paper
