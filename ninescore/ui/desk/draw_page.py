"""The draw on screen: the format, the race of each stage, the final, the seeding, what becomes
of those not checked in; Draw shows the bracket the engine makes (not saved), Start makes it
the tournament the desk runs.  Every option is one of the engine's (:meth:`Tournament.draw`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import desk_day as words
from ninescore.describe import tournament as tournament_words
from ninescore.desk.day import ABSENT_BYE, ABSENT_OUT, DrawOptions
from ninescore.rules import limits
from ninescore.sheet.tournament_print import BRACKET
from ninescore.tournament import FINALS, Format
from ninescore.tournament.settings import STAGES
from ninescore.ui.desk.bracket_view import BracketArea
from ninescore.ui.desk.day_model import DayModel
from ninescore.ui.widgets.plain_text import plain
from ninescore.ui.widgets.touch_controls import CHOICE_STYLE, TARGET, Stepper

RACE_STAGES = ("winners", "losers", "final", "groups")
DISABLED_CHOICE = (
    "QPushButton:checked:disabled { background: #cfd8dc; color: #78909c;"
    " border: 3px solid #b0bec5; border-radius: 6px; }"
)
SEEDINGS = ("order", "random", "rating")


def _choices(
    parent: QWidget, name: str, values: tuple[str, ...], texts: list[str], columns: int = 2
) -> tuple[QButtonGroup, QGridLayout, dict[str, QPushButton]]:
    group = QButtonGroup(parent)
    group.setExclusive(True)
    grid = QGridLayout()
    grid.setSpacing(6)
    buttons = {}
    for index, (value, text) in enumerate(zip(values, texts, strict=True)):
        button = QPushButton(text, parent)
        button.setObjectName(f"{name}_{value}")
        button.setCheckable(True)
        button.setMinimumHeight(TARGET)
        button.setAutoDefault(False)
        group.addButton(button)
        grid.addWidget(button, index // columns, index % columns)
        buttons[value] = button
    buttons[values[0]].setChecked(True)
    return group, grid, buttons


def _chosen(buttons: dict[str, QPushButton]) -> str:
    return next(value for value, button in buttons.items() if button.isChecked())


class DrawPage(QWidget):
    """The options on the left, the bracket on the right."""

    def __init__(self, model: DayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drawPage")
        self.model = model
        options = self.options_widget = QWidget(self)
        # A choice the format has not (the final of a single elimination) is greyed, chosen or not.
        options.setStyleSheet(CHOICE_STYLE + DISABLED_CHOICE)
        column = QVBoxLayout(options)
        _, grid, self.formats = _choices(
            options,
            "format",
            tuple(Format),
            [tournament_words.format_text(f).capitalize() for f in Format],
            columns=1,  # "олимпийская система до двух поражений" takes a row of its own
        )
        column.addWidget(QLabel(self.tr("Format:"), options))
        column.addLayout(grid)
        self.races: dict[str, Stepper] = {}
        races = QFormLayout()
        for stage in RACE_STAGES:
            stepper = Stepper(options)
            stepper.setObjectName(f"race_{stage}")
            stepper.setRange(limits.MIN_RACE, limits.MAX_RACE)
            stepper.setValue(7)
            self.races[stage] = stepper
            races.addRow(
                self.tr("Race to, {stage}:").format(stage=self._stage_name(stage)), stepper
            )
        column.addLayout(races)
        _, grid, self.finals = _choices(
            options,
            "final",
            FINALS,
            [self.tr("True double final"), self.tr("One race final")],
            columns=1,
        )
        self.final_label = QLabel(self.tr("The final:"), options)
        column.addWidget(self.final_label)
        column.addLayout(grid)
        self.groups = Stepper(options)
        self.groups.setObjectName("groupsCount")
        self.groups.setRange(1, 64)
        self.groups.setValue(2)
        self.advance = Stepper(options)
        self.advance.setObjectName("advanceCount")
        self.advance.setRange(1, 64)
        self.advance.setValue(2)
        group_form = QFormLayout()
        group_form.addRow(self.tr("Groups:"), self.groups)
        group_form.addRow(self.tr("Each group sends on:"), self.advance)
        self.group_rows = (group_form, self.groups, self.advance)
        column.addLayout(group_form)
        _, grid, self.seedings = _choices(
            options,
            "seeding",
            SEEDINGS,
            [self.tr("List's order"), self.tr("At random"), self.tr("By rating")],
            columns=3,
        )
        column.addWidget(QLabel(self.tr("Seeding:"), options))
        column.addLayout(grid)
        _, grid, self.absents = _choices(
            options,
            "absent",
            (ABSENT_OUT, ABSENT_BYE),
            [self.tr("Absent: left out"), self.tr("Absent: bye to opponent")],
        )
        self.absent_label = plain(QLabel(options))
        self.absent_label.setWordWrap(True)
        column.addLayout(grid)
        column.addWidget(self.absent_label)
        column.addStretch(1)
        for buttons in (self.formats, self.finals, self.absents, self.seedings):
            for button in buttons.values():
                button.toggled.connect(self._options_changed)
        scroll = QScrollArea(self)
        scroll.setObjectName("drawOptions")
        scroll.setWidgetResizable(True)
        scroll.setWidget(options)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(options.minimumSizeHint().width() + TARGET + 4)
        self.options_scroll = scroll

        self.draw_button = QPushButton(self.tr("Make the draw"), self)
        self.draw_button.setObjectName("drawButton")
        self.start_button = QPushButton(self.tr("Start the tournament"), self)
        self.start_button.setObjectName("startButton")
        self.print_button = QPushButton(words.print_bracket_text(), self)
        self.print_button.setObjectName("printBracketButton")
        for button in (self.draw_button, self.start_button, self.print_button):
            button.setMinimumHeight(TARGET)
            button.setAutoDefault(False)
        self.draw_button.clicked.connect(self.draw)
        self.start_button.clicked.connect(model.start)
        self.print_button.clicked.connect(self.print_bracket)
        self.summary = plain(QLabel(self))
        self.summary.setObjectName("drawSummary")
        self.summary.setWordWrap(True)
        self.bracket = BracketArea(self)
        actions = QHBoxLayout()
        actions.addWidget(self.draw_button)
        actions.addWidget(self.start_button)
        actions.addWidget(self.print_button)
        right = QVBoxLayout()
        right.addLayout(actions)
        right.addWidget(self.summary)
        right.addWidget(self.bracket, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(scroll, 0)
        layout.addLayout(right, 1)
        model.changed.connect(self.show_day)
        self._options_changed()
        self.show_day()

    def _stage_name(self, stage: str) -> str:
        if stage == "groups":
            return self.tr("groups")
        return tournament_words.stage_text(stage).lower()

    def _options_changed(self) -> None:
        format = Format(_chosen(self.formats))
        stages = STAGES[format]
        for stage, stepper in self.races.items():
            stepper.setEnabled(stage in stages)
        double = format is Format.DOUBLE_ELIMINATION
        for button in self.finals.values():
            button.setEnabled(double)
        grouped = format is Format.GROUPS
        self.groups.setEnabled(grouped)
        self.advance.setEnabled(grouped)
        absent = sum(not e.checked_in for e in self.model.day.entrants)
        if _chosen(self.absents) == ABSENT_OUT:
            self.absent_label.setText(words.absent_out_text(absent))
        else:
            self.absent_label.setText(words.absent_bye_text(absent))

    def options(self) -> DrawOptions:
        """What the desk chose, as :meth:`~ninescore.desk.day.DeskDay.draw` takes it."""
        format = Format(_chosen(self.formats))
        seeding = _chosen(self.seedings)
        return DrawOptions(
            format=format,
            races={s: self.races[s].value() for s in STAGES[format]},
            final=_chosen(self.finals),
            at_random=seeding == "random",
            by_rating=seeding == "rating",
            absent=_chosen(self.absents),
            groups=self.groups.value(),
            advance=self.advance.value(),
        )

    def draw(self) -> None:
        self.model.draw(self.options())

    def show_day(self) -> None:
        model = self.model
        drawn = model.tournament is not None
        shown = model.tournament if drawn else model.preview
        self._options_changed()
        self.options_widget.setEnabled(not drawn)  # the draw is made: its options stay
        self.draw_button.setEnabled(not drawn)
        self.start_button.setEnabled(not drawn and model.preview is not None)
        if shown is None:
            self.summary.setText("")
        elif drawn:
            self.summary.setText(words.running_text(tournament_words.summary_text(shown)))
        else:
            self.summary.setText(words.preview_text(tournament_words.summary_text(shown)))
        self.bracket.show_tournament(shown)
        self.print_button.setEnabled(self.bracket.presented is not None)

    def print_bracket(self) -> None:
        """The bracket shown (the draw made, or the tournament under way) on paper."""
        from ninescore.ui.desk.day_printing import print_day

        if self.bracket.presented is not None:
            print_day(self, self.bracket.presented, BRACKET)
