"""The shot panel: the facts of the shot, foul reasons, the commit button, the push-out choice.

A view only.  :class:`~ninescore.scoring.views.ShotPanelView` says what to show (made by the
presenter from the scoring state); the panel sends requests (``fact_toggle_requested`` and
friends).  A toggle never flips itself: its checked state comes back from the controller, so the
panel cannot disagree with the draft.  The keys its buttons name come from the key map.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import cite, foul_reason_text
from ninescore.rules import BREAK_RAILS_NEEDED
from ninescore.rules.citations import Topic, rule
from ninescore.scoring.facts import FACT_SPECS, Fact
from ninescore.scoring.keys import cited, shown_key
from ninescore.scoring.views import PanelMode, ShotPanelView
from ninescore.ui.scoring.foul_menu import FOUL_MENU_STYLE, STANDARD_REASONS, FoulMenus, menu_text
from ninescore.ui.widgets import words
from ninescore.ui.widgets.plain_text import as_rich, plain
from ninescore.ui.widgets.quick_labels import FillingLabel, RememberingLabel
from ninescore.ui.widgets.text_fit import fitted_font
from ninescore.ui.widgets.touch_controls import TARGET

__all__ = ["STANDARD_REASONS", "PanelMode", "ShotPanel", "ShotPanelView"]

SHORT_PANEL = 420
"""A panel less tall than this makes its big buttons a little less big."""


CHECK_MARK = "✓ "

TOGGLE_STYLE = """
QPushButton[toggle="true"] {
    background: #fafafa; color: #263238; border: 2px solid #90a4ae; border-radius: 6px;
    padding: 4px 8px;
}
QPushButton[toggle="true"]:hover { border-color: #455a64; }
QPushButton[toggle="true"]:focus { border: 3px solid #ff8f00; }
QPushButton[toggle="true"]:checked {
    background: #1565c0; color: #ffffff; border: 3px solid #0d2f6e;
}
QPushButton[toggle="true"]:disabled { background: #eceff1; color: #90a4ae; border-color: #cfd8dc; }
"""
"""Checked toggles are filled, bold and ticked: told apart from unchecked ones from a metre away."""


class _ViewToggle(QPushButton):
    """A checkable button whose state only the view sets; a click only asks.

    Checked, it is filled blue, bold and starts with a tick (:data:`TOGGLE_STYLE`), so "Scratch is
    marked" cannot be mistaken for "Scratch is not" at a glance.
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._label = text
        self.setProperty("toggle", True)
        self.setCheckable(True)
        self.toggled.connect(self._show_state)

    def nextCheckState(self) -> None:
        pass

    def label(self) -> str:
        """The text without the tick."""
        return self._label

    def set_label(self, text: str) -> None:
        if text != self._label:
            self._label = text
            self._show_state(self.isChecked())

    def _show_state(self, checked: bool) -> None:
        self.setText(CHECK_MARK + self._label if checked else self._label)
        font = QFont(self.font())
        font.setBold(checked)
        self.setFont(font)


def _keyed(text: str, command: str) -> str:
    """A button's words and, after them, the key of its command: "Scratch  [S]"."""
    return f"{text}  [{shown_key(command)}]"


def _in_brackets(text: str, command: str) -> str:
    """A tooltip and its key: "Take back the last action (Ctrl+Z)"."""
    return f"{text} ({shown_key(command)})"


def _big_button(text: str, parent: QWidget, height: int = TARGET) -> QPushButton:
    button = QPushButton(text, parent)
    button.setMinimumHeight(height)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return button


class ShotPanel(QWidget):
    fact_toggle_requested = Signal(str, bool)
    """(a :class:`~ninescore.scoring.facts.Fact`, its new value)."""
    foul_reason_requested = Signal(str)
    foul_between_shots_requested = Signal(str)
    commit_requested = Signal()
    accept_push_out_requested = Signal()
    pass_push_out_requested = Signal()
    undo_requested = Signal()
    redo_requested = Signal()
    clear_requested = Signal()
    jump_mode_requested = Signal(bool)
    new_match_requested = Signal()
    foul_between_shots_refused = Signal()
    """X then 0 when no foul between shots can be recorded: the window says why."""
    take_up_requested = Signal()
    """The abandoned match shown is to be scored again (the window asks first)."""
    print_requested = Signal()
    export_pdf_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shotPanel")
        self._view = ShotPanelView()
        self._tips: dict[QPushButton, str] = {}
        self.setStyleSheet(TOGGLE_STYLE)

        self.heading = plain(RememberingLabel(self))  # "Ivanov to shoot": see plain_text
        self.heading.setObjectName("panelHeading")
        self.heading.setWordWrap(True)

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._build_shot_page())
        self.pages.addWidget(self._build_choice_page())
        self.pages.addWidget(self._build_idle_page())

        self.undo_button = _big_button(self.tr("↶ Undo"), self)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setToolTip(_in_brackets(self.tr("Take back the last action"), "undo"))
        self.undo_button.clicked.connect(self.undo_requested)
        self.redo_button = _big_button(self.tr("Redo ↷"), self)
        self.redo_button.setObjectName("redoButton")
        self.redo_button.setToolTip(_in_brackets(self.tr("Apply again what was undone"), "redo"))
        self.redo_button.clicked.connect(self.redo_requested)
        # Concession, stalemate and abandoning, by touch from the screen itself (each asks).
        self.end_frame_button = _big_button(self.tr("End the frame…"), self)
        self.end_frame_button.setObjectName("endFrameButton")
        self.end_frame_button.setToolTip(
            self.tr("A player loses the frame, a stalemate, or the match is abandoned")
        )
        self.end_frame_menu = QMenu(self.end_frame_button)
        self.end_frame_menu.setStyleSheet(FOUL_MENU_STYLE)
        self.end_frame_button.setMenu(self.end_frame_menu)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_button)
        undo_row.addWidget(self.redo_button)
        undo_row.addWidget(self.end_frame_button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.heading)
        layout.addWidget(self.pages, 1)
        layout.addLayout(undo_row)
        self._apply_fonts()
        self.set_view(self._view, force=True)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._apply_fonts()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.commit_button and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.Polish,
            QEvent.Type.Show,
        ):
            self._fit_commit_text()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_heights()
        self._fit_commit_text()
        self._show_fouls_on_button(self._view.fouls)

    def text_room(self, width: float) -> float:
        """How many times larger than now the panel's type could be, at a panel ``width``
        pixels wide, with every fact's words (ticked and bold, the widest they get) whole in
        its cell and the longest commit text whole at its smallest type."""
        spacing = self.fact_grid.spacing()
        cell = (width - spacing) / 2 - 24  # two columns; the style's frame and padding
        needs: list[tuple[float, float]] = []
        for toggle in (self.tap_jump, *self.toggles.values()):
            font = QFont(toggle.font())
            font.setBold(True)
            needs.append((cell, QFontMetrics(font).horizontalAdvance(CHECK_MARK + toggle.label())))
        font = QFont(self.foul_button.font())
        needs.append((cell - 24, QFontMetrics(font).horizontalAdvance(self._foul_label())))
        smallest = QFont(self.font())
        smallest.setBold(True)
        smallest.setPointSizeF(self.font().pointSizeF() * 0.85)
        commit_room = (width - spacing) * 3 / 4 - 28  # Clear takes a quarter of the row
        for text in self._commit_texts().values():
            needs.append((commit_room, QFontMetrics(smallest).horizontalAdvance(text)))
        return min(room / need for room, need in needs if need > 0)

    def _commit_texts(self) -> dict[str, str]:
        """The commit button's words for each kind of shot: what it says and what is measured."""
        return {
            "shot": _keyed(self.tr("Commit shot"), "commit"),
            "foul": _keyed(self.tr("Commit foul"), "commit"),
            "frame": _keyed(self.tr("Commit — ends the frame"), "commit"),
            "match": _keyed(self.tr("Commit — ends the match"), "commit"),
        }

    def _commit_names(self) -> dict[str, str]:
        """The commit button's words without their key, as a screen reader says them."""
        return {
            "shot": self.tr("Commit shot"),
            "foul": self.tr("Commit foul"),
            "frame": self.tr("Commit — ends the frame"),
            "match": self.tr("Commit — ends the match"),
        }

    def _fit_commit_text(self) -> None:
        """The commit button's words stay whole: a long text (in Russian, or "ends the frame")
        on a narrow panel gets a smaller type, down to 0.85 of the panel's own, never cut."""
        button = self.commit_button
        text = button.text()
        if button.width() <= 0 or not text:
            return
        # The style's frame and padding: what the button's size hint adds to its text.
        current = QFontMetrics(button.font()).horizontalAdvance(text)
        padding = max(16, button.sizeHint().width() - current)
        base = QFont(self.font())
        base.setBold(True)
        size = self.font().pointSizeF()
        font = fitted_font(base, text, button.width() - padding, size * 1.4, size * 0.85)
        if font != button.font():
            button.setFont(font)

    def _apply_fonts(self) -> None:
        """Larger text for what matters, scaled from the panel's font (View → Larger).

        Every button gets its font set here, not inherited: the toggles' style sheet would
        otherwise pin them at the font they had when first polished.
        """
        base = self.font()
        emphasised = {
            self.heading: (1.35, True),
            self.preview: (1.15, False),
            self.commit_button: (1.4, True),
            self.shoot_button: (1.6, True),
            self.pass_button: (1.6, True),
            self.new_match_button: (1.3, True),
            self.take_up_button: (1.3, True),
            self.print_button: (1.3, True),
            self.pdf_button: (1.3, True),
        }
        # Menus are windows of their own: they do not inherit the panel's (zoomed) font.
        for menu in (self.foul_menu, self.between_menu, self.end_frame_menu):
            if menu.font() != base:
                menu.setFont(base)
        widgets: list[QWidget] = [*emphasised, *self.findChildren(QPushButton)]
        for widget in dict.fromkeys(widgets):
            scale, bold = emphasised.get(widget, (1.0, False))
            if isinstance(widget, _ViewToggle):
                bold = widget.isChecked()
            font = QFont(base)
            font.setBold(bold)
            font.setPointSizeF(base.pointSizeF() * scale)
            if font != widget.font():
                widget.setFont(font)
        self._fit_heights()
        self._fit_commit_text()

    def _fit_heights(self) -> None:
        """Targets grow with the text (View → Larger) and with the room the window gives the
        panel (a 1080p or 4K screen), never below 44 px and never absurdly tall."""
        line = QFontMetrics(self.font()).height()
        room = self.height()
        ordinary = max(TARGET, int(line * 2.2), min(120, int(room * 0.095)))
        for button in self.findChildren(QPushButton):
            if button.minimumHeight() != ordinary:
                button.setMinimumHeight(ordinary)
        # The facts exactly that tall: a toggle given a pixel more while the push-out row is
        # hidden would hand it back when it shows, and every toggle would move.
        changed = False
        for widget in self._grid_widgets():
            if widget.maximumHeight() != ordinary:
                widget.setMaximumHeight(ordinary)
                changed = True
        if changed:
            # The box of facts is as tall as its rows: measured again now they are.
            self.fact_grid.invalidate()
            self.facts_box.updateGeometry()
        for button, factor, share in (
            (self.commit_button, 3.4, 0.13),
            (self.shoot_button, 4.4, 0.18),
            (self.pass_button, 4.4, 0.18),
            (self.new_match_button, 3.4, 0.13),
            (self.take_up_button, 3.4, 0.13),
            (self.print_button, 3.4, 0.13),
            (self.pdf_button, 3.4, 0.13),
        ):
            # 72 px, or 60 on a short panel (a 1024×600 tablet, whose menu bar is a finger's
            # height too): still the largest target on it.
            least = 72 if room >= SHORT_PANEL else 60
            height = max(least, int(line * factor), min(200, int(room * share)))
            if button.minimumHeight() != height:
                button.setMinimumHeight(height)

    # -- pages ---------------------------------------------------------------------------------

    def _toggle(self, text: str, name: Fact, tip: str, parent: QWidget) -> _ViewToggle:
        button = _ViewToggle(text, parent)
        button.setObjectName(f"fact_{name}")
        button.setMinimumHeight(TARGET)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        self._tips[button] = tip
        button.clicked.connect(
            lambda: self.fact_toggle_requested.emit(name, not button.isChecked())
        )
        return button

    def _build_shot_page(self) -> QWidget:
        page = QWidget(self)
        # One toggle: on, the next tap on a ball marks it jumped (then it is off again); off, a
        # tap marks a pocketed ball, which the hint under the balls says.
        self.tap_jump = _ViewToggle(self.tr("Tap = jumped"), page)
        self.tap_jump.setMinimumHeight(TARGET)
        self.tap_jump.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.tap_jump.clicked.connect(
            lambda: self.jump_mode_requested.emit(not self.tap_jump.isChecked())
        )
        self.tap_jump.setObjectName("tapJump")
        self.tap_jump.setToolTip(
            self.tr(
                "Make a tap on a ball mark it as jumped off the table ({key} then a digit)"
            ).format(key=shown_key("jumpPrefix"))
        )

        # One toggle per fact of the key map's fact spec, in its words and its cell.
        self.toggles: dict[Fact, _ViewToggle] = {}
        for fact, spec in FACT_SPECS.items():
            label = words.marked("ShotPanel", spec.label)
            tip = cited(
                words.marked("ShotPanel", spec.tip, BREAK_RAILS_NEEDED if "%n" in spec.tip else -1),
                spec.topic,
                cite,
            )
            self.toggles[fact] = self._toggle(
                _keyed(label.format(n=BREAK_RAILS_NEEDED), spec.command), fact, tip, page
            )
        # By name, for the tests and the layout's comments.
        self.scratch = self.toggles[Fact.SCRATCH]
        self.cue_off = self.toggles[Fact.CUE_OFF_TABLE]
        self.no_rail = self.toggles[Fact.NO_RAIL]
        self.break_rails = self.toggles[Fact.BALLS_TO_RAIL]
        self.push_out = self.toggles[Fact.PUSH_OUT]

        self.foul_button = _ViewToggle(self._foul_label(), page)
        self.foul_button.setObjectName("foulButton")
        self.foul_button.setMinimumHeight(TARGET)
        self.foul_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.foul_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.fouls = FoulMenus(self.foul_button)
        self.fouls.reason_requested.connect(self.foul_reason_requested)
        self.fouls.other_requested.connect(self._ask_other_reason)
        self.fouls.between_requested.connect(self.foul_between_shots_requested)
        self.fouls.between_refused.connect(self.foul_between_shots_refused)
        self.foul_menu = self.fouls.menu
        self.between_menu = self.fouls.between_menu
        self.reason_actions = self.fouls.reason_actions
        self.other_foul_action = self.fouls.other_action

        # Its text changes with every mark; three lines fit, and the rest of the room is its own.
        self.preview = FillingLabel(3, TARGET, page)
        self.preview.setObjectName("previewLabel")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.clear_button = _big_button(_keyed(self.tr("Clear"), "clear"), page)
        self.clear_button.setObjectName("clearButton")
        self.clear_button.setToolTip(self.tr("Forget the marks of this shot"))
        self.clear_button.clicked.connect(self.clear_requested)

        self.commit_button = _big_button(self._commit_texts()["shot"], page, height=72)
        self.commit_button.setObjectName("commitButton")
        self.commit_button.setAccessibleName(self._commit_names()["shot"])
        self.commit_button.setAccessibleDescription(shown_key("commit"))
        self.commit_button.clicked.connect(self.commit_requested)
        # Its type is fitted to its own width, whenever that changes: the panel's first
        # resize can come before the layout has given the button its width.
        self.commit_button.installEventFilter(self)

        # Every toggle keeps its place all match long, so that the operator's hand learns where
        # Scratch is.  "No rail" and "4+ balls to a rail" share a cell: one applies on the
        # break, the other on every other shot.  Push-out, allowed only on the shot after the
        # break, has the cell beside "Tap = jumped": three rows in every state, which a
        # 1024×600 tablet has room for with a foul marked.
        self.fact_grid = QGridLayout()
        self.fact_grid.setSpacing(6)
        self.fact_grid.addWidget(self.tap_jump, 0, 0)
        for fact, spec in FACT_SPECS.items():
            self.fact_grid.addWidget(self.toggles[fact], *spec.cell)
        self.fact_grid.addWidget(self.foul_button, 2, 1)
        # Two equal columns whatever the words: a toggle turning bold when checked (longer in
        # Russian) must not widen its column and move the other under the finger.
        for column in (0, 1):
            self.fact_grid.setColumnStretch(column, 1)
        for widget in self._grid_widgets():
            widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            widget.setFixedHeight(TARGET)  # until the panel's size gives the rows theirs

        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        # The facts in a box exactly as tall as its rows: spare room, or room short, is the
        # preview's, never a pixel more or less between the toggles.
        facts = self.facts_box = QWidget(page)
        facts.setObjectName("facts")
        facts.setLayout(self.fact_grid)
        self.fact_grid.setContentsMargins(0, 0, 0, 0)
        facts.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(facts)
        layout.addWidget(self.preview, 1)
        row = QHBoxLayout()
        row.addWidget(self.clear_button, 1)
        row.addWidget(self.commit_button, 3)
        layout.addLayout(row)
        return page

    def _build_choice_page(self) -> QWidget:
        page = QWidget(self)
        self.choice_text = QLabel(
            self.tr(
                "After a legal push-out the other player chooses ({rule}): shoot from the "
                "position as it lies, or pass the shot back."
            ).format(rule=cite(rule(Topic.PUSH_OUT_CHOICE))),
            page,
        )
        self.choice_text.setWordWrap(True)
        self.shoot_button = _big_button(_keyed(self.tr("Shoot"), "shoot"), page, height=96)
        self.shoot_button.setObjectName("shootButton")
        self.pass_button = _big_button(_keyed(self.tr("Pass back"), "passBack"), page, height=96)
        self.pass_button.setObjectName("passButton")
        self.shoot_button.clicked.connect(self.accept_push_out_requested)
        self.pass_button.clicked.connect(self.pass_push_out_requested)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.choice_text)
        layout.addWidget(self.shoot_button)
        layout.addWidget(self.pass_button)
        layout.addStretch(1)
        return page

    def _build_idle_page(self) -> QWidget:
        page = QWidget(self)
        self.idle_text = QLabel(page)
        self.idle_text.setWordWrap(True)
        self.idle_text.setObjectName("idleText")
        self.new_match_button = _big_button(words.new_match(), page, height=72)
        self.new_match_button.setObjectName("newMatchButton")
        self.new_match_button.clicked.connect(self.new_match_requested)
        self.take_up_button = _big_button(self.tr("Take it up again…"), page, height=72)
        self.take_up_button.setObjectName("takeUpButton")
        self.take_up_button.clicked.connect(self.take_up_requested)
        # When a match ends the desk wants its sheet: offered right there (issue 6).
        self.print_button = _big_button(words.print_sheet(), page, height=72)
        self.print_button.setObjectName("printSheetButton")
        self.print_button.setToolTip(
            _in_brackets(self.tr("Preview and print the match sheet"), "print")
        )
        self.print_button.clicked.connect(self.print_requested)
        self.pdf_button = _big_button(words.export_pdf(), page, height=72)
        self.pdf_button.setObjectName("exportPdfButton")
        self.pdf_button.setToolTip(
            _in_brackets(self.tr("Save the match sheet as a PDF file"), "pdf")
        )
        self.pdf_button.clicked.connect(self.export_pdf_requested)
        sheet_row = QHBoxLayout()
        sheet_row.addWidget(self.print_button)
        sheet_row.addWidget(self.pdf_button)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.idle_text)
        layout.addLayout(sheet_row)
        layout.addWidget(self.take_up_button)
        layout.addWidget(self.new_match_button)
        layout.addStretch(1)
        return page

    # -- showing --------------------------------------------------------------------------------

    @property
    def view(self) -> ShotPanelView:
        return self._view

    def set_view(self, view: ShotPanelView, force: bool = False) -> None:
        if view == self._view and not force:
            return
        self._view = view
        self.heading.setText(view.heading)
        if view.mode is PanelMode.SHOT:
            self.pages.setCurrentIndex(0)
        elif view.mode is PanelMode.PUSH_OUT_CHOICE:
            self.pages.setCurrentIndex(1)
        else:
            self.pages.setCurrentIndex(2)
            self.new_match_button.setVisible(view.mode is not PanelMode.READ_ONLY)
            self.take_up_button.setVisible(view.mode is PanelMode.ABANDONED)
            offer_sheet = view.mode in (PanelMode.OVER, PanelMode.ABANDONED) and view.can_print
            self.print_button.setVisible(offer_sheet)
            self.pdf_button.setVisible(offer_sheet)
            self.idle_text.setText(self._idle_text(view.mode))
        blocked = dict(view.blocked)
        for fact, button in self.toggles.items():
            button.setChecked(fact in view.marked)
            button.setVisible(fact not in view.hidden)
            if FACT_SPECS[fact].permission is None:
                continue
            # A fact that cannot apply now is disabled and says why, never silently ignored.
            why = blocked.get(fact, "")
            button.setEnabled(not why)
            tip = why or self._tips[button]
            button.setToolTip(tip)
            button.setAccessibleDescription(tip)
        self.tap_jump.setChecked(view.jump_mode)
        self.fouls.set_marked(view.fouls)
        self.fouls.set_can_foul_between_shots(view.can_foul_between_shots)
        self._show_fouls_on_button(view.fouls)
        self.preview.setText(view.preview)
        # All of it, when the room is short and the label ends in "…".
        self.preview.setToolTip(as_rich(view.preview))
        if view.preview_ends_frame:
            sheet = "color: #e65100; font-weight: bold;"
        elif view.preview_is_foul:
            sheet = "color: #c62828; font-weight: bold;"
        else:
            sheet = "color: #37474f;"
        if sheet != self.preview.styleSheet():
            self.preview.setStyleSheet(sheet)
        self.commit_button.setEnabled(view.can_commit)
        if view.preview_ends_match:
            kind = "match"
        elif view.preview_ends_frame:
            kind = "frame"
        elif view.preview_is_foul:
            kind = "foul"
        else:
            kind = "shot"
        commit_text = self._commit_texts()[kind]
        if commit_text != self.commit_button.text():
            self.commit_button.setText(commit_text)
            # Read aloud as what it does ("Commit shot"); its key is its description.
            self.commit_button.setAccessibleName(self._commit_names()[kind])
            self.commit_button.setAccessibleDescription(shown_key("commit"))
            self._fit_commit_text()
        self.undo_button.setEnabled(view.can_undo)
        self.redo_button.setEnabled(view.can_redo)
        self.end_frame_button.setEnabled(view.mode in (PanelMode.SHOT, PanelMode.PUSH_OUT_CHOICE))

    def _grid_widgets(self) -> tuple[QPushButton, ...]:
        return (self.tap_jump, *self.toggles.values(), self.foul_button)

    def set_end_frame_actions(self, actions: list[QAction]) -> None:
        """The window's own commands that end a frame: each enabled as the rules allow, and
        each asking before it acts."""
        self.end_frame_menu.clear()
        for action in actions:
            self.end_frame_menu.addAction(action)

    def _foul_label(self) -> str:
        return _keyed(self.tr("Foul…"), "foulMenu")

    def _show_fouls_on_button(self, fouls: tuple[str, ...]) -> None:
        """The chosen reason on the Foul button itself, as short as its cell needs."""
        button = self.foul_button
        if not fouls:
            text, tip = self._foul_label(), ""
        else:
            reasons = ", ".join(foul_reason_text(reason) for reason in fouls)
            tip = self.tr("Foul: {reasons}").format(reasons=reasons)
            # The reason itself, capitalised: the button's red-blue fill and tick say "foul".
            shown = menu_text(reasons)
            bold = QFont(button.font())
            bold.setBold(True)
            room = max(40, button.width() - 28 - QFontMetrics(bold).horizontalAdvance(CHECK_MARK))
            text = QFontMetrics(bold).elidedText(shown, Qt.TextElideMode.ElideRight, room)
        button.set_label(text)
        button.setChecked(bool(fouls))
        button.setToolTip(tip)

    def _idle_text(self, mode: PanelMode) -> str:
        if mode is PanelMode.OVER:
            return self.tr("The match is over. Undo to change the last frame, or start a new one.")
        if mode is PanelMode.READ_ONLY:
            return self.tr("Read-only: this match is being scored in another ninescore window.")
        if mode is PanelMode.ABANDONED:
            return self.tr(
                "This match was abandoned: it is closed, and shown here read-only. Take it up "
                "again to score it where it stopped."
            )
        return self.tr(
            "No match is being scored. Start a new match, or resume one ({key})."
        ).format(key=shown_key("resume"))

    def _ask_other_reason(self) -> None:
        reason = self.ask_reason_text()
        if reason:
            self.foul_reason_requested.emit(reason)

    def ask_reason_text(self) -> str:
        """Ask the operator what the foul was; "" when cancelled (tests replace this)."""
        from ninescore.ui.dialogs.touch import ask_reason

        return ask_reason(
            self,
            QCoreApplication.translate("ShotPanel", "Other foul"),
            QCoreApplication.translate("ShotPanel", "What was the foul?"),
        )
