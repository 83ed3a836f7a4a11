"""The New match dialog: players, race, break order, first breaker, rules, event details.

The rules (a profile, the house rules, the shot clock) are a form of their own,
:class:`~ninescore.ui.dialogs.rules_form.RulesForm`.

It refuses bad input itself (empty or identical names, a race below 1), says why in one sentence
under the form, and remembers the last choices for the next match of the evening.  Everything
can be done by touch: the players already stored are names to tap (typing is for new ones), the
race has − and + buttons, and every control is at least 44 px in both directions.  What belongs
to the last match is not carried over silently: the players and the round start empty, and the
event, table and referee that are carried over say so, with a button that clears them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ninescore.describe import Heading, describe_refusal, heading
from ninescore.describe.errors import bidi_control_text
from ninescore.rules import Code, Refusal, RuleOptions, limits
from ninescore.ui.dialogs.rules_form import RulesForm, break_rule_combo
from ninescore.ui.widgets.touch_controls import TARGET, NameChips, Stepper, touch_style

if TYPE_CHECKING:
    from ninescore.records.store import Store

SETTINGS_GROUP = "newMatch"
MAX_NAME_LENGTH = limits.MAX_NAME_LENGTH
MAX_TEXT_LENGTH = limits.MAX_TEXT_LENGTH


@dataclass(frozen=True)
class NewMatchSettings:
    """What the dialog returns: the arguments of ``MatchController.new_match``."""

    players: tuple[str, str]
    race_to: tuple[int, int] = (7, 7)
    first_breaker: int = 0
    options: RuleOptions = field(default_factory=RuleOptions)
    event: str = ""
    round: str = ""
    table: str = ""
    referee: str = ""

    def as_kwargs(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "race_to": self.race_to,
            "first_breaker": self.first_breaker,
            "options": self.options,
            "event": self.event,
            "round": self.round,
            "table": self.table,
            "referee": self.referee,
        }


def known_player_names(store: Store | None) -> list[str]:
    """Names already in the store, for completion (most recent first, no duplicates)."""
    if store is None:
        return []
    try:
        summaries = store.list()
    except (OSError, ValueError):
        return []
    names: list[str] = []
    seen: set[str] = set()
    for summary in summaries:
        for name in summary.players:
            key = name.casefold()
            if key not in seen:
                seen.add(key)
                names.append(name)
    return names


KNOWN_NAMES_SHOWN = (8, 5)
"""How many stored players the dialog offers to tap, the most recent first: two rows of four,
or on a short screen (a 1024×600 tablet) one row of five; the rest are typed (completed)."""
CARRIED = ("event", "table", "referee")
"""The event's details carried over to the next match (visibly); the round never is."""
_CARRIED_STYLE = "QLineEdit { background: #fff8e1; border: 2px solid #ffb300; }"

SHORT_SCREEN = 1000
"""Screens less tall than this (logical pixels) get the form in two columns: with every
control a finger's height, one column is some 920 px tall with the frame."""


class NewMatchDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, known_names: list[str] | None = None) -> None:
        super().__init__(parent)
        self._offers: list[QPushButton] = []
        self.setObjectName("newMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        self.setMinimumWidth(560)
        self.setStyleSheet(touch_style())

        completer_names = known_names or []
        self.name_edits: list[QLineEdit] = []
        for player in (0, 1):
            edit = QLineEdit(self)
            edit.setObjectName(f"player{player}Name")
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setMinimumHeight(TARGET)
            edit.setPlaceholderText(
                self.tr("Player A's name") if player == 0 else self.tr("Player B's name")
            )
            completer = QCompleter(completer_names, edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            edit.setCompleter(completer)
            edit.textChanged.connect(self._on_names_changed)
            self.name_edits.append(edit)
        # The players already stored, to tap: a tap fills the first empty name, a second tap
        # takes the name out again.
        short = self._short_screen()
        self.known_names = NameChips(self, columns=5 if short else 4)
        self.known_names.setObjectName("knownNames")
        self.known_names.set_names(completer_names[: KNOWN_NAMES_SHOWN[short]])
        self.known_names.tapped.connect(self.tap_name)
        self.known_label = QLabel(self.tr("Players already stored — tap to choose:"), self)
        self.known_label.setVisible(bool(completer_names))

        self.race_spins: list[Stepper] = []
        for player in (0, 1):
            spin = Stepper(self)
            spin.setObjectName(f"race{player}")
            spin.setRange(0, limits.MAX_RACE)
            spin.setValue(7)
            spin.valueChanged.connect(self._on_race_changed)
            self.race_spins.append(spin)
        self.handicap = QCheckBox(self.tr("Handicap race (a different race for each player)"), self)
        self.handicap.setObjectName("handicap")
        self.handicap.toggled.connect(self._on_handicap_toggled)
        self.race_b_label = QLabel(self)

        self.break_rule = break_rule_combo(self)

        self.breaker_buttons = [QRadioButton(self), QRadioButton(self)]
        self.breaker_group = QButtonGroup(self)
        for player, button in enumerate(self.breaker_buttons):
            button.setObjectName(f"breaker{player}")
            button.setMinimumHeight(TARGET)
            self.breaker_group.addButton(button, player)
        self.breaker_buttons[0].setChecked(True)
        self.coin_button = QPushButton(self.tr("Toss a coin"), self)
        self.coin_button.setObjectName("coinToss")
        self.coin_button.setMinimumHeight(TARGET)
        self.coin_button.clicked.connect(self.toss_coin)
        self.coin_result = QLabel(self)
        self.coin_result.setObjectName("coinResult")
        self.coin_result.setWordWrap(True)

        # The event's rules: a profile, the house rules and the shot clock
        # (ui/dialogs/rules_form.py).
        self.rules = RulesForm(self.break_rule, self)
        self.three_fouls = self.rules.three_fouls
        self.nine_on_break = self.rules.nine_on_break

        self.text_edits: dict[str, QLineEdit] = {}
        for key, placeholder in (
            ("event", self.tr("e.g. City Open 2026")),
            ("round", self.tr("e.g. Last 16")),
            ("table", self.tr("e.g. 3")),
            ("referee", self.tr("who scores this match")),
        ):
            edit = QLineEdit(self)
            edit.setObjectName(f"{key}Edit")
            edit.setMaxLength(MAX_TEXT_LENGTH)
            edit.setPlaceholderText(placeholder)
            edit.setMinimumHeight(TARGET)
            edit.textEdited.connect(lambda _text, key=key: self._no_longer_carried(key))
            self.text_edits[key] = edit
        # What came over from the last match, said in so many words, and one tap to clear it.
        self.carried_label = QLabel(self)
        self.carried_label.setObjectName("carriedLabel")
        self.carried_label.setWordWrap(True)
        self.carried_label.setStyleSheet("color: #8d6e00;")
        self.clear_carried_button = QPushButton(self.tr("Clear them"), self)
        self.clear_carried_button.setObjectName("clearCarried")
        self.clear_carried_button.setMinimumHeight(TARGET)
        self.clear_carried_button.setAutoDefault(False)
        self.clear_carried_button.clicked.connect(self.clear_carried)
        self._carried: set[str] = set()

        self.problem = QLabel(self)
        self.problem.setObjectName("problemLabel")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c62828; font-weight: bold;")

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start the match"))
        ok.setObjectName("startButton")
        ok.setMinimumSize(160, 48)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setMinimumSize(120, 48)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self._build_layout()
        self._restore()
        self._validate()
        self.fit_to_screen()

    def _build_layout(self) -> None:
        players = QGroupBox(heading(Heading.PLAYERS), self)
        form = QFormLayout(players)
        form.addRow(self.tr("Player A:"), self.name_edits[0])
        form.addRow(self.tr("Player B:"), self.name_edits[1])
        form.addRow(self.known_label)
        form.addRow(self.known_names)

        race = QGroupBox(self.tr("Race and break"), self)
        race_form = QFormLayout(race)
        race_row = QHBoxLayout()
        race_row.addWidget(self.race_spins[0])
        race_row.addWidget(self.race_b_label)
        race_row.addWidget(self.race_spins[1])
        race_row.addStretch(1)
        race_form.addRow(self.tr("Race to:"), race_row)
        race_form.addRow("", self.handicap)
        breaker_row = QHBoxLayout()
        breaker_row.setSpacing(24)
        for button in self.breaker_buttons:
            breaker_row.addWidget(button)
        breaker_row.addStretch(1)
        race_form.addRow(self.tr("First break:"), breaker_row)
        # The coin on a row of its own: two long names and the button side by side would be
        # wider than a tablet's screen.
        coin_row = QHBoxLayout()
        coin_row.addWidget(self.coin_button)
        coin_row.addWidget(self.coin_result, 1)
        race_form.addRow("", coin_row)
        race_form.addRow(self.tr("Later frames:"), self.break_rule)

        rules = self.rules
        rules_form = rules.layout()
        assert isinstance(rules_form, QFormLayout)

        details = QGroupBox(self.tr("Event (optional)"), self)
        fields = (
            (self.tr("Event:"), self.text_edits["event"]),
            (self.tr("Round:"), self.text_edits["round"]),
            (self.tr("Table:"), self.text_edits["table"]),
            (self.tr("Referee / operator:"), self.text_edits["referee"]),
        )
        carried = QHBoxLayout()
        carried.addWidget(self.carried_label, 1)
        carried.addWidget(self.clear_carried_button)
        forms: list[QFormLayout] = [form, race_form, rules_form]
        short = self._short_screen()
        if short:
            # Two by two, each label over its field: four rows of a finger's height are more
            # than a 600-pixel screen has room for beside the rules.
            grid = QGridLayout(details)
            grid.setContentsMargins(8, 4, 8, 6)
            grid.setVerticalSpacing(2)
            for index, (label, edit) in enumerate(fields):
                grid.addWidget(QLabel(label, details), 2 * (index // 2), index % 2)
                grid.addWidget(edit, 2 * (index // 2) + 1, index % 2)
            grid.addLayout(carried, 4, 0, 1, 2)
        else:
            details_form = QFormLayout(details)
            for label, edit in fields:
                details_form.addRow(label, edit)
            details_form.addRow(carried)
            forms.append(details_form)

        for each in forms:
            # A label or field too wide for the screen (Russian, a long name) goes on a line of
            # its own rather than being cut off.
            each.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            each.setVerticalSpacing(3 if short else 5)
            each.setContentsMargins(8, 4, 8, 6)
        layout = QVBoxLayout(self)
        edge = 4 if short else 6
        layout.setContentsMargins(8, edge, 8, edge)
        layout.setSpacing(4 if short else 6)
        if self._short_screen():
            # A 600-pixel tablet: one column would be twice as tall as the screen, so two side
            # by side, the buttons under the first and what is missing under the second.
            left, right = QVBoxLayout(), QVBoxLayout()
            left.addWidget(players)
            left.addWidget(race)
            left.addStretch(1)
            left.addWidget(self.buttons)
            right.addWidget(rules)
            right.addWidget(details)
            right.addStretch(1)
            right.addWidget(self.problem)
            columns = QHBoxLayout()
            columns.addLayout(left, 1)
            columns.addLayout(right, 1)
            layout.addLayout(columns)
        else:
            layout.addWidget(players)
            layout.addWidget(race)
            layout.addWidget(rules)
            layout.addWidget(details)
            layout.addWidget(self.problem)
            layout.addWidget(self.buttons)

    def fit_to_screen(self) -> None:
        """No wider or taller than the screen: the forms wrap long rows to fit (WrapLongRows)."""
        free = self.screen_room()
        if free is None:
            return
        width, height = free
        self.setMaximumSize(width, height)
        hint = self.sizeHint()
        self.resize(min(hint.width(), width), min(hint.height(), height))

    def screen_room(self) -> tuple[int, int] | None:
        """The room on this dialog's screen, less the window frame."""
        parent = self.parentWidget()
        screen = (parent if parent is not None else self).screen()
        if screen is None:
            return None
        free = screen.availableGeometry()
        return free.width() - 16, free.height() - 40

    def _short_screen(self) -> bool:
        """Less room in height than the one-column form needs (about 960 px with the frame)."""
        room = self.screen_room()
        return room is not None and room[1] + 40 < SHORT_SCREEN

    # -- behaviour ----------------------------------------------------------------------------

    def _on_names_changed(self) -> None:
        for player, button in enumerate(self.breaker_buttons):
            name = self.name_edits[player].text().strip()
            button.setText(name or (self.tr("Player A") if player == 0 else self.tr("Player B")))
        self.known_names.show_chosen([edit.text().strip() for edit in self.name_edits])
        self._validate()

    def tap_name(self, name: str) -> None:
        """A stored player tapped: out again if chosen already, else into the first empty
        name (Player B's when both are filled)."""
        edits = self.name_edits
        for edit in edits:
            if edit.text().strip().casefold() == name.casefold():
                edit.clear()
                return
        empty = next((edit for edit in edits if not edit.text().strip()), edits[1])
        empty.setText(name)

    def clear_carried(self) -> None:
        """Empty the details carried over from the last match."""
        for key in list(self._carried):
            self.text_edits[key].clear()
            self._no_longer_carried(key)

    def _no_longer_carried(self, key: str) -> None:
        self._carried.discard(key)
        self.text_edits[key].setStyleSheet("")
        self._show_carried()

    def _show_carried(self) -> None:
        names = {
            "event": self.tr("event"),
            "table": self.tr("table"),
            "referee": self.tr("referee"),
        }
        shown = [names[key] for key in CARRIED if key in self._carried]
        text = (
            self.tr("From the last match: {fields}. Check them, or clear them.").format(
                fields=", ".join(shown)
            )
            if shown
            else ""
        )
        self.carried_label.setText(text)
        self.carried_label.setVisible(bool(shown))
        self.clear_carried_button.setVisible(bool(shown))

    def _on_race_changed(self) -> None:
        if (
            not self.handicap.isChecked()
            and self.race_spins[1].value() != self.race_spins[0].value()
        ):
            self.race_spins[1].setValue(self.race_spins[0].value())
        self._validate()

    def _on_handicap_toggled(self, on: bool) -> None:
        self.race_spins[1].setVisible(on)
        self.race_b_label.setText(self.tr("for A, and") if on else "")
        self.race_b_label.setVisible(on)
        if not on:
            self.race_spins[1].setValue(self.race_spins[0].value())
        self._validate()

    def toss_coin(self, rng: random.Random | None = None) -> int:
        """Pick the first breaker at random and say who it is."""
        player = (rng or random.SystemRandom()).randrange(2)
        self.breaker_buttons[player].setChecked(True)
        self.coin_result.setText(
            self.tr("Coin toss: {name} breaks first.").format(
                name=self.breaker_buttons[player].text()
            )
        )
        return player

    def problem_text(self) -> str:
        """Why the form cannot be accepted, in one sentence ("" when it can)."""
        names = [edit.text().strip() for edit in self.name_edits]
        if not names[0] or not names[1]:
            return self.tr("Enter both players' names.")
        if names[0].casefold() == names[1].casefold():
            return self.tr("The two players need different names.")
        if min(spin.value() for spin in self.race_spins) < 1:
            return self.tr("A race must be at least 1 frame.")
        texts = [edit.text() for edit in (*self.name_edits, *self.text_edits.values())]
        if any(limits.has_control_character(text) for text in texts):
            return describe_refusal(Refusal(Code.CONTROL_CHARACTER, ""))
        if any(limits.has_bidi_control(text) for text in texts):
            return bidi_control_text()
        return ""

    def _validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    def settings(self) -> NewMatchSettings:
        names = (self.name_edits[0].text().strip(), self.name_edits[1].text().strip())
        race_a = self.race_spins[0].value()
        race_b = self.race_spins[1].value() if self.handicap.isChecked() else race_a
        return NewMatchSettings(
            players=names,
            race_to=(race_a, race_b),
            first_breaker=max(0, self.breaker_group.checkedId()),
            options=self.rules.options(),
            event=self.text_edits["event"].text().strip(),
            round=self.text_edits["round"].text().strip(),
            table=self.text_edits["table"].text().strip(),
            referee=self.text_edits["referee"].text().strip(),
        )

    def accept(self) -> None:
        if self.problem_text():
            self._validate()
            return
        self._remember()
        super().accept()

    # -- remembering --------------------------------------------------------------------------

    def _remember(self) -> None:
        s = self.settings()
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("race", [s.race_to[0], s.race_to[1]])
        settings.setValue("handicap", self.handicap.isChecked())
        settings.setValue("breakRule", s.options.break_rule)
        self.rules.remember(settings)
        for key in CARRIED:
            settings.setValue(key, getattr(s, key))
        settings.endGroup()
        settings.sync()

    def _restore(self) -> None:
        settings = QSettings()
        settings.beginGroup(SETTINGS_GROUP)
        try:
            # The players and the round belong to the last match: not filled in again (the
            # players are a tap away among the stored names).
            handicap = str(settings.value("handicap", "false")).lower() == "true"
            self.handicap.setChecked(handicap)
            self._on_handicap_toggled(handicap)
            race = settings.value("race")
            if isinstance(race, list) and len(race) == 2:
                for spin, value in zip(self.race_spins, race, strict=True):
                    spin.setValue(max(limits.MIN_RACE, min(limits.MAX_RACE, int(value))))
            self.rules.restore(settings, str(settings.value("breakRule", "winner")))
            for key in CARRIED:
                value = str(settings.value(key, "") or "")
                self.text_edits[key].setText(value)
                if value:
                    self._carried.add(key)
                    self.text_edits[key].setStyleSheet(_CARRIED_STYLE)
        except (TypeError, ValueError):
            pass  # a damaged settings file only costs the remembered choices
        finally:
            settings.endGroup()
        self._show_carried()
        self._on_names_changed()

    def add_offer(self, button: QPushButton) -> None:
        """A button above the form (the desk's next match for this table, as one tap)."""
        layout = self.layout()
        assert isinstance(layout, QBoxLayout)
        layout.insertWidget(len(self._offers), button)
        self._offers.append(button)

    def fill(
        self,
        players: tuple[str, str],
        race_to: tuple[int, int],
        *,
        event: str = "",
        round: str = "",
        table: str = "",
        referee: str = "",
    ) -> None:
        """The form as someone else sent the match (the desk): the operator then presses OK."""
        for edit, name in zip(self.name_edits, players, strict=True):
            edit.setText(name)
        self.handicap.setChecked(race_to[0] != race_to[1])
        for spin, race in zip(self.race_spins, race_to, strict=True):
            spin.setValue(race)
        texts = {"event": event, "round": round, "table": table, "referee": referee}
        for key, text in texts.items():
            self.text_edits[key].setText(text)

    @classmethod
    def ask(
        cls,
        parent: QWidget | None,
        store: Store | None,
        offers: Callable[[NewMatchDialog], object] | None = None,
    ) -> NewMatchSettings | None:
        """Show the dialog; the settings, or None when cancelled.  ``offers`` adds what is
        offered above the form (the wiring's hook: the desk's matches)."""
        dialog = cls(parent, known_player_names(store))
        if offers is not None:
            offers(dialog)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.settings()
        finally:
            dialog.deleteLater()
