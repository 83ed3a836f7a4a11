"""A shot changes texts on the scoring page without relaying out the window around it.

The pieces (LayoutBoundary, RememberingLabel, FillingLabel) are tested alone, then the window:
a committed shot must not send one layout request above the scoring page, and the shot facts
stay where the operator's hand expects them for the whole frame.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ninescore.ui.main_window import MainWindow
from ninescore.ui.widgets.layout_boundary import LayoutBoundary
from ninescore.ui.widgets.quick_labels import FillingLabel, RememberingLabel

from ..flush import flush
from ..window_fixtures import scoring_window  # noqa: F401


class LayoutRequests(QObject):
    """Counts the layout requests each watched widget receives."""

    def __init__(self, *watched: QWidget) -> None:
        super().__init__()
        self.counts = {widget: 0 for widget in watched}
        for widget in watched:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched in self.counts:
            self.counts[watched] += 1  # type: ignore[index]
        return False


def _outer_with_boundary(qtbot: QtBot) -> tuple[QWidget, LayoutBoundary, QLabel]:
    outer = QWidget()
    qtbot.addWidget(outer)
    content = QWidget()
    label = QLabel("short", content)
    QVBoxLayout(content).addWidget(label)
    boundary = LayoutBoundary(content)
    QVBoxLayout(outer).addWidget(boundary)
    outer.resize(400, 300)
    outer.show()
    qtbot.waitExposed(outer)
    return outer, boundary, label


def test_a_new_text_inside_a_boundary_does_not_relayout_the_outside(qtbot: QtBot) -> None:
    outer, boundary, label = _outer_with_boundary(qtbot)
    label.setMinimumSize(300, 40)  # a longer text within this size changes no least size
    flush()
    requests = LayoutRequests(outer, boundary.content)
    label.setText("a little longer")
    flush()
    assert requests.counts[boundary.content] >= 1  # the content did lay itself out
    assert requests.counts[outer] == 0
    assert label.text() == "a little longer"
    assert boundary.content.geometry() == boundary.rect()


def test_a_boundary_passes_on_a_change_of_the_contents_least_size(qtbot: QtBot) -> None:
    outer, boundary, label = _outer_with_boundary(qtbot)
    requests = LayoutRequests(outer)
    label.setMinimumHeight(250)
    QApplication.processEvents()
    assert requests.counts[outer] >= 1
    assert boundary.minimumSizeHint().height() >= 250
    assert outer.minimumSizeHint().height() >= 250


def test_a_boundary_gives_its_content_all_its_room(qtbot: QtBot) -> None:
    outer, boundary, _ = _outer_with_boundary(qtbot)
    outer.resize(500, 420)
    QApplication.processEvents()
    assert boundary.content.size() == boundary.size()
    assert boundary.width() > 400


def test_a_boundary_keeps_to_its_contents_greatest_size(qtbot: QtBot) -> None:
    outer, boundary, _ = _outer_with_boundary(qtbot)
    boundary.content.setMaximumHeight(120)
    QApplication.processEvents()
    assert outer.height() > 200  # the outside has more room than the content may take
    assert boundary.maximumHeight() == 120
    assert boundary.height() <= 120 and boundary.content.height() == boundary.height()


def test_a_remembering_label_measures_as_a_label_does(qtbot: QtBot) -> None:
    remembering = RememberingLabel()
    plain = QLabel()
    for label in (remembering, plain):
        qtbot.addWidget(label)
        label.setWordWrap(True)
    for text in ("Ivanov to shoot.", "Petrov to shoot — ball in hand; a longer line " * 3):
        for label in (remembering, plain):
            label.setText(text)
        assert remembering.sizeHint() == plain.sizeHint()
        assert remembering.minimumSizeHint() == plain.minimumSizeHint()
        assert remembering.heightForWidth(120) == plain.heightForWidth(120)
        # Asked again: the remembered answer, still the same.
        assert remembering.heightForWidth(120) == plain.heightForWidth(120)


def test_a_remembering_label_measures_again_after_a_font_change(qtbot: QtBot) -> None:
    label = RememberingLabel("Ivanov to shoot.")
    qtbot.addWidget(label)
    before = label.sizeHint()
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    plain = QLabel("Ivanov to shoot.")
    qtbot.addWidget(plain)
    plain.setFont(font)
    assert label.sizeHint() == plain.sizeHint()
    assert label.sizeHint().height() > before.height()


def test_a_remembering_label_measures_again_after_its_indent_or_wrapping_changes(
    qtbot: QtBot,
) -> None:
    label = RememberingLabel("Tap: pocketed · Hold, right-click or Ctrl+click: first contact")
    plain = QLabel(label.text())
    for widget in (label, plain):
        qtbot.addWidget(widget)
    assert label.sizeHint() == plain.sizeHint()
    for change in (
        lambda widget: widget.setIndent(40),
        lambda widget: widget.setMargin(6),
        lambda widget: widget.setWordWrap(True),
    ):
        before = label.sizeHint()
        change(label)
        change(plain)
        assert label.sizeHint() == plain.sizeHint()
        assert label.sizeHint() != before
        assert label.heightForWidth(150) == plain.heightForWidth(150)


def test_a_filling_label_keeps_its_size_whatever_its_text(qtbot: QtBot) -> None:
    label = FillingLabel(3, 44)
    qtbot.addWidget(label)
    label.setText("Short.")
    hint, least = label.sizeHint(), label.minimumSizeHint()
    label.setText("A much longer preview of the ruling, " * 10)
    assert (label.sizeHint(), label.minimumSizeHint()) == (hint, least)
    assert not label.hasHeightForWidth()
    assert label.wordWrap()
    assert hint.height() >= 3 * label.fontMetrics().lineSpacing()
    assert least.height() == 44


def test_a_committed_shot_relays_out_nothing_above_the_scoring_page(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
    c.toggle_pocketed(2)
    c.commit_shot()
    # The shot after the break hides "Push-out" and its badge: the page's least size changes
    # once, and that the window must hear of.  From then on, shot after shot, nothing does.
    c.commit_shot()
    # The window's own start-up (the store opened after the first paint) is over too.
    qtbot.waitUntil(lambda: window.started)
    flush()
    central = window.centralWidget()
    requests = LayoutRequests(window, central, window.pages)
    for _ in range(4):
        c.commit_shot()  # misses: the turn, the heading, the prompt and the log change
        QApplication.processEvents()
    flush()
    assert "5." in window.log_view.toPlainText() and "6." in window.log_view.toPlainText()
    assert requests.counts == {window: 0, central: 0, window.pages: 0}


def test_the_shot_facts_keep_their_places_through_a_frame(window: MainWindow, qtbot: QtBot) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
    panel = window.shot_panel

    def places() -> dict[str, tuple[int, int]]:
        flush()  # every relayout already asked for, then look
        widgets = (panel.scratch, panel.cue_off, panel.foul_button, panel.tap_jump)
        return {w.objectName(): (w.x(), w.y()) for w in widgets}

    on_break = places()
    assert panel.break_rails.isVisible() and not panel.no_rail.isVisible()
    c.toggle_pocketed(2)
    c.commit_shot()
    after_break = places()
    assert panel.push_out.isVisible() and panel.no_rail.isVisible()
    # "No rail" takes the cell "4+ balls to a rail" had on the break.
    assert panel.no_rail.geometry() == panel.break_rails.geometry()
    c.commit_shot()
    assert not panel.push_out.isVisible()
    assert on_break == after_break == places()


def test_a_tap_shows_the_draft_again_and_leaves_the_log_the_title_and_the_menus(
    window: MainWindow, qtbot: QtBot
) -> None:
    c = window.controller
    c.new_match(players=("Ivanov", "Petrov"), race_to=(5, 5))
    c.toggle_pocketed(2)
    c.commit_shot()
    flush()
    document = window.log_view.document()
    title = window.windowTitle()
    scoreboard = window.scoreboard.view
    with (
        qtbot.assertNotEmitted(document.contentsChanged),
        qtbot.assertNotEmitted(window.windowTitleChanged),
        qtbot.assertNotEmitted(window.commands["commit"].changed),
    ):
        c.toggle_pocketed(3)
        flush()
    assert window.scoreboard.view is scoreboard  # not even asked
    assert window.diagram.view.pocketed == {3}
    assert "pocketed ball 3" in window.shot_panel.preview.text()
    assert window.windowTitle() == title
