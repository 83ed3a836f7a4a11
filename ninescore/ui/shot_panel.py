"""The shot panel: the facts of the shot, foul reasons, the commit button, the push-out choice.

A view only.  :class:`ShotPanelView` says what to show (built by the window from the controller);
the panel sends requests (``fact_toggle_requested`` and friends).  A toggle never flips itself:
its checked state comes back from the controller, so the panel cannot disagree with the draft.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import foul_reason_text
from ninescore.rules.reasons import FoulReason

TARGET = 44
"""Smallest touch target, in logical pixels."""


class PanelMode(Enum):
    NO_MATCH = "no_match"
    SHOT = "shot"
    PUSH_OUT_CHOICE = "push_out_choice"
    OVER = "over"
    READ_ONLY = "read_only"


@dataclass(frozen=True)
class ShotPanelView:
    """Everything the shot panel shows, decided outside it."""

    mode: PanelMode = PanelMode.NO_MATCH
    heading: str = ""
    """Who shoots or chooses, e.g. "Petrov to shoot"."""
    scratch: bool = False
    cue_off_table: bool = False
    no_rail: bool = False
    break_rails: bool = False
    push_out: bool = False
    fouls: tuple[str, ...] = ()
    show_break_rails: bool = False
    show_push_out: bool = False
    show_no_rail: bool = True
    can_foul_between_shots: bool = False
    preview: str = ""
    preview_is_foul: bool = False
    can_commit: bool = False
    can_undo: bool = False
    can_redo: bool = False
    jump_mode: bool = False


STANDARD_REASONS: tuple[FoulReason, ...] = (
    FoulReason.MOVED_OBSTRUCTING_BALL,
    FoulReason.BALL_TOUCHED,
    FoulReason.DOUBLE_HIT,
    FoulReason.NO_FOOT_ON_FLOOR,
)


class _ViewToggle(QPushButton):
    """A checkable button whose state only the view sets; a click only asks."""

    def nextCheckState(self) -> None:
        pass


def _big_button(text: str, parent: QWidget, height: int = TARGET) -> QPushButton:
    button = QPushButton(text, parent)
    button.setMinimumHeight(height)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return button


class ShotPanel(QWidget):
    fact_toggle_requested = Signal(str, bool)
    """(fact name, new value) for scratch, cue_off_table, no_rail, balls_to_rail, push_out."""
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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shotPanel")
        self._view = ShotPanelView()

        self.heading = QLabel(self)
        self.heading.setObjectName("panelHeading")
        self.heading.setWordWrap(True)

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._build_shot_page())
        self.pages.addWidget(self._build_choice_page())
        self.pages.addWidget(self._build_idle_page())

        self.undo_button = _big_button(self.tr("↶ Undo"), self)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setToolTip(self.tr("Take back the last action (Ctrl+Z)"))
        self.undo_button.clicked.connect(self.undo_requested)
        self.redo_button = _big_button(self.tr("Redo ↷"), self)
        self.redo_button.setObjectName("redoButton")
        self.redo_button.setToolTip(self.tr("Apply again what was undone (Ctrl+Shift+Z)"))
        self.redo_button.clicked.connect(self.redo_requested)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_button)
        undo_row.addWidget(self.redo_button)

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

    def _apply_fonts(self) -> None:
        """Larger text for what matters, scaled from the panel's font (View → Larger)."""
        base = self.font()
        for widget, scale, bold in (
            (self.heading, 1.35, True),
            (self.preview, 1.15, False),
            (self.commit_button, 1.4, True),
            (self.shoot_button, 1.6, True),
            (self.pass_button, 1.6, True),
            (self.new_match_button, 1.3, True),
        ):
            font = QFont(base)
            font.setBold(bold)
            font.setPointSizeF(base.pointSizeF() * scale)
            widget.setFont(font)
        # Targets grow with the text (View → Larger, a 4K screen), never below 44 px.
        line = QFontMetrics(base).height()
        for button in self.findChildren(QPushButton):
            button.setMinimumHeight(max(TARGET, int(line * 2.2)))
        for button, factor in (
            (self.commit_button, 3.4),
            (self.shoot_button, 4.4),
            (self.pass_button, 4.4),
            (self.new_match_button, 3.4),
        ):
            button.setMinimumHeight(max(72, int(line * factor)))

    # -- pages ---------------------------------------------------------------------------------

    def _toggle(self, text: str, name: str, tip: str, parent: QWidget) -> _ViewToggle:
        button = _ViewToggle(text, parent)
        button.setObjectName(f"fact_{name}")
        button.setCheckable(True)
        button.setMinimumHeight(TARGET)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)
        button.clicked.connect(
            lambda: self.fact_toggle_requested.emit(name, not button.isChecked())
        )
        return button

    def _build_shot_page(self) -> QWidget:
        page = QWidget(self)
        self.tap_pocket = _ViewToggle(self.tr("Tap = pocketed"), page)
        self.tap_jump = _ViewToggle(self.tr("Tap = jumped"), page)
        tap_group = QButtonGroup(page)
        for button, jump in ((self.tap_pocket, False), (self.tap_jump, True)):
            button.setCheckable(True)
            button.setMinimumHeight(TARGET)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, jump=jump: self.jump_mode_requested.emit(jump))
            tap_group.addButton(button)
        tap_group.setExclusive(False)
        self.tap_pocket.setObjectName("tapPocket")
        self.tap_jump.setObjectName("tapJump")
        self.tap_jump.setToolTip(
            self.tr("Make a tap on a ball mark it as jumped off the table (J then a digit)")
        )

        self.scratch = self._toggle(
            self.tr("Scratch  [S]"), "scratch", self.tr("The cue ball was pocketed"), page
        )
        self.cue_off = self._toggle(
            self.tr("Cue ball off table  [C]"),
            "cue_off_table",
            self.tr("The cue ball left the table"),
            page,
        )
        self.no_rail = self._toggle(
            self.tr("No rail  [N]"),
            "no_rail",
            self.tr("After contact, no ball reached a rail (R8)"),
            page,
        )
        self.break_rails = self._toggle(
            self.tr("4+ balls to a rail  [R]"),
            "balls_to_rail",
            self.tr("On the break, at least four object balls reached a rail (R3a)"),
            page,
        )
        self.push_out = self._toggle(
            self.tr("Push-out  [U]"),
            "push_out",
            self.tr("Declare this shot a push-out (R5): allowed right after a legal break"),
            page,
        )

        self.foul_button = _big_button(self.tr("Foul…  [X]"), page)
        self.foul_button.setObjectName("foulButton")
        self.foul_menu = QMenu(self.foul_button)
        self.reason_actions: dict[str, QAction] = {}
        for reason in STANDARD_REASONS:
            action = self.foul_menu.addAction(foul_reason_text(reason))
            action.setCheckable(True)
            action.triggered.connect(
                lambda _=False, reason=reason: self.foul_reason_requested.emit(str(reason))
            )
            self.reason_actions[str(reason)] = action
        other = self.foul_menu.addAction(self.tr("Other foul…"))
        other.triggered.connect(self._ask_other_reason)
        self.foul_menu.addSeparator()
        self.between_menu = self.foul_menu.addMenu(self.tr("Foul between shots (no shot)"))
        for reason in (*STANDARD_REASONS, FoulReason.OTHER):
            action = self.between_menu.addAction(foul_reason_text(reason))
            action.triggered.connect(
                lambda _=False, reason=reason: self.foul_between_shots_requested.emit(str(reason))
            )
        self.foul_button.setMenu(self.foul_menu)

        self.fouls_label = QLabel(page)
        self.fouls_label.setObjectName("foulsLabel")
        self.fouls_label.setWordWrap(True)
        self.fouls_label.setStyleSheet("color: #c62828; font-weight: bold;")

        self.preview = QLabel(page)
        self.preview.setObjectName("previewLabel")
        self.preview.setWordWrap(True)
        self.preview.setMinimumHeight(TARGET)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.clear_button = _big_button(self.tr("Clear  [Esc]"), page)
        self.clear_button.setObjectName("clearButton")
        self.clear_button.setToolTip(self.tr("Forget the marks of this shot"))
        self.clear_button.clicked.connect(self.clear_requested)

        self.commit_button = _big_button(self.tr("Commit shot  [Enter]"), page, height=72)
        self.commit_button.setObjectName("commitButton")
        self.commit_button.clicked.connect(self.commit_requested)

        self.fact_grid = QGridLayout()
        self.fact_grid.setSpacing(6)
        # Placed by _place_facts: hidden toggles leave no holes.
        self._fact_widgets: tuple[QWidget, ...] = (
            self.tap_pocket,
            self.tap_jump,
            self.break_rails,
            self.push_out,
            self.scratch,
            self.cue_off,
            self.no_rail,
            self.foul_button,
        )
        self._placed: list[QWidget] = []

        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(self.fact_grid)
        layout.addWidget(self.fouls_label)
        layout.addWidget(self.preview, 1)
        row = QHBoxLayout()
        row.addWidget(self.clear_button, 1)
        row.addWidget(self.commit_button, 3)
        layout.addLayout(row)
        return page

    def _place_facts(self) -> None:
        grid = self.fact_grid
        shown = [w for w in self._fact_widgets if not w.isHidden()]
        if shown == self._placed:
            return
        self._placed = shown
        for widget in self._fact_widgets:
            grid.removeWidget(widget)
        for index, widget in enumerate(shown):
            grid.addWidget(widget, index // 2, index % 2)

    def _build_choice_page(self) -> QWidget:
        page = QWidget(self)
        self.choice_text = QLabel(
            self.tr(
                "After a legal push-out the other player chooses (R5e): shoot from the position "
                "as it lies, or pass the shot back."
            ),
            page,
        )
        self.choice_text.setWordWrap(True)
        self.shoot_button = _big_button(self.tr("Shoot  [A]"), page, height=96)
        self.shoot_button.setObjectName("shootButton")
        self.pass_button = _big_button(self.tr("Pass back  [B]"), page, height=96)
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
        self.new_match_button = _big_button(self.tr("New match…"), page, height=72)
        self.new_match_button.setObjectName("newMatchButton")
        self.new_match_button.clicked.connect(self.new_match_requested)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.idle_text)
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
            self.idle_text.setText(self._idle_text(view.mode))
        self.scratch.setChecked(view.scratch)
        self.cue_off.setChecked(view.cue_off_table)
        self.no_rail.setChecked(view.no_rail)
        self.break_rails.setChecked(view.break_rails)
        self.break_rails.setVisible(view.show_break_rails)
        self.push_out.setChecked(view.push_out)
        self.push_out.setVisible(view.show_push_out)
        self.no_rail.setVisible(view.show_no_rail)
        self._place_facts()
        self.tap_pocket.setChecked(not view.jump_mode)
        self.tap_jump.setChecked(view.jump_mode)
        for reason, action in self.reason_actions.items():
            action.setChecked(reason in view.fouls)
        self.between_menu.setEnabled(view.can_foul_between_shots)
        if view.fouls:
            self.fouls_label.setText(
                self.tr("Foul: {reasons}").format(
                    reasons=", ".join(foul_reason_text(reason) for reason in view.fouls)
                )
            )
            self.fouls_label.show()
        else:
            self.fouls_label.hide()
        self.preview.setText(view.preview)
        sheet = "color: #c62828; font-weight: bold;" if view.preview_is_foul else "color: #37474f;"
        if sheet != self.preview.styleSheet():
            self.preview.setStyleSheet(sheet)
        self.commit_button.setEnabled(view.can_commit)
        self.commit_button.setText(
            self.tr("Commit foul  [Enter]")
            if view.preview_is_foul
            else self.tr("Commit shot  [Enter]")
        )
        self.undo_button.setEnabled(view.can_undo)
        self.redo_button.setEnabled(view.can_redo)

    def _idle_text(self, mode: PanelMode) -> str:
        if mode is PanelMode.OVER:
            return self.tr("The match is over. Undo to change the last frame, or start a new one.")
        if mode is PanelMode.READ_ONLY:
            return self.tr("Read-only: this match is being scored in another ninescore window.")
        return self.tr("No match is being scored. Start a new match, or resume one (Ctrl+O).")

    def _ask_other_reason(self) -> None:
        reason = self.ask_reason_text()
        if reason:
            self.foul_reason_requested.emit(reason)

    def ask_reason_text(self) -> str:
        """Ask the operator what the foul was (tests replace this)."""
        text, accepted = QInputDialog.getText(
            self,
            QCoreApplication.translate("ShotPanel", "Other foul"),
            QCoreApplication.translate("ShotPanel", "What was the foul?"),
        )
        return text.strip() if accepted else ""
