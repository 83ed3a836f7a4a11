"""The window's actions and menus, made from the key map (``ninescore.scoring.keys``).

Every command of the key map becomes one ``QAction`` with the map's name, keys and "when"; the
window only says what each one does (a slot per name) and what the menus hold.  Whether an
action is enabled is the presenter's answer for the scoring state, set again only when an answer
changed: a tap on a ball, which changes no answer, touches no action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ninescore import i18n
from ninescore.ball_set import PATTERNED_SET
from ninescore.rules import BALLS
from ninescore.scoring.keys import KEYS, Key, When, applies
from ninescore.scoring.state import ScoringState
from ninescore.ui.scoring.key_prefix import Prefix
from ninescore.ui.widgets import words
from ninescore.ui.widgets.ball_painter import ball_set
from ninescore.ui.widgets.touch_controls import MENU_STYLE

if TYPE_CHECKING:
    from ninescore.ui.main_window import MainWindow


REFUSED_PERMISSIONS: dict[str, str] = {
    "undo": "undo",
    "redo": "redo",
    "stalemate": "stalemate",
    "pushOut": "push_out",
    "shoot": "push_out_choice",
    "passBack": "push_out_choice",
    "extension": "use_extension",
    "timeFoul": "shot_clock_foul",
    "clockStartPause": "use_extension",
    "clockReset": "use_extension",
    "shotTaken": "use_extension",
}
"""What a disabled command's key asks the controller to explain (``MatchController.explain``);
every other scoring key is a shot being marked ("shoot")."""


def _texts() -> dict[str, str]:
    """The menu texts of the commands that have a menu item (the scoring keys have none)."""
    return {
        "new": QCoreApplication.translate("MainWindow", "&New match…"),
        "resume": QCoreApplication.translate("MainWindow", "&Resume a match…"),
        "changeRules": QCoreApplication.translate(
            "MainWindow", "Change the r&ules (before the first break)…"
        ),
        "print": QCoreApplication.translate("MainWindow", "&Print match sheet…"),
        "pdf": QCoreApplication.translate("MainWindow", "&Export PDF…"),
        "history": QCoreApplication.translate("MainWindow", "&History…"),
        "stalemate": QCoreApplication.translate("MainWindow", "Stalemate: re-rack"),
        "abandon": QCoreApplication.translate("MainWindow", "&Abandon this match"),
        "takeUp": QCoreApplication.translate("MainWindow", "&Take this match up again…"),
        "quit": QCoreApplication.translate("MainWindow", "&Quit"),
        "undo": QCoreApplication.translate("MainWindow", "&Undo"),
        "redo": QCoreApplication.translate("MainWindow", "&Redo"),
        "clear": QCoreApplication.translate("MainWindow", "&Clear the marks of this shot"),
        "fullScreen": QCoreApplication.translate("MainWindow", "&Full screen"),
        "larger": QCoreApplication.translate("MainWindow", "&Larger"),
        "smaller": QCoreApplication.translate("MainWindow", "&Smaller"),
        "normalSize": QCoreApplication.translate("MainWindow", "&Normal size"),
        "shortcuts": QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"),
        "rules": QCoreApplication.translate("MainWindow", "&Rules summary"),
        "about": QCoreApplication.translate("MainWindow", "&About ninescore"),
        "clockStartPause": QCoreApplication.translate("MainWindow", "&Start or pause the clock"),
        "clockReset": QCoreApplication.translate("MainWindow", "&Reset the clock"),
        "shotTaken": QCoreApplication.translate("MainWindow", "Shot &taken"),
        "extension": QCoreApplication.translate(
            "MainWindow", "&Extension for the player at the table"
        ),
        "timeFoul": QCoreApplication.translate("MainWindow", "Time &foul (R14)…"),
    }


class WindowActions:
    """The window's QActions by name, enabled from the scoring state."""

    def __init__(self, window: QMainWindow, slots: Mapping[str, Callable[[], object]]) -> None:
        texts = _texts()
        self.by_name: dict[str, QAction] = {}
        self._keys: list[tuple[Key, QAction]] = []
        for key in KEYS:
            action = QAction(texts.get(key.name, ""), window)
            action.setObjectName(key.name)
            if key.sequences:
                # Qt's default context, WindowShortcut: the keys work wherever the focus is.
                action.setShortcuts([QKeySequence(sequence) for sequence in key.sequences])
            action.setAutoRepeat(key.repeats)
            slot = slots[key.name]
            action.triggered.connect(lambda _=False, slot=slot: slot())
            window.addAction(action)
            self.by_name[key.name] = action
            self._keys.append((key, action))
        self.by_name["fullScreen"].setCheckable(True)
        self._answers: tuple[bool, ...] = ()
        self._concede: tuple[str, str] = ("", "")

    def __getitem__(self, name: str) -> QAction:
        return self.by_name[name]

    def refused_command(self, event: QKeyEvent) -> str | None:
        """When ``event`` is the key of a command disabled now, what it asks for (the
        engine's permission, or "" for a command the rules do not answer); else None."""
        pressed = QKeySequence(event.keyCombination())
        for key, action in self._keys:
            if action.isEnabled() or not key.sequences:
                continue
            if any(QKeySequence(sequence) == pressed for sequence in key.sequences):
                return REFUSED_PERMISSIONS.get(key.name, "")
        return None

    def update(self, state: ScoringState) -> None:
        """Enable what the state allows."""
        answers = {when: applies(when, state) for when in When}
        shown = tuple(answers[key.when] for key, _ in self._keys)
        if shown != self._answers:
            self._answers = shown
            for (_, action), enabled in zip(self._keys, shown, strict=True):
                action.setEnabled(enabled)

    def name_players(self, state: ScoringState) -> None:
        """Name the players in the "loses the frame" items.  Not before the first paint: the
        start screen shows them disabled, and their words (ninescore.describe) can load later."""
        from ninescore.describe.scoring import concede_text

        concede = (concede_text(state.names[0] or "—"), concede_text(state.names[1] or "—"))
        if concede != self._concede:
            self._concede = concede
            self.by_name["concede0"].setText(concede[0])
            self.by_name["concede1"].setText(concede[1])


def build_menus(
    window: QMainWindow,
    actions: WindowActions,
    language: Callable[[str], None],
    colour_blind_balls: Callable[[bool], None],
) -> QMenu:
    """The menu bar; returns the language menu (its items are checked as the choice changes)."""
    bar = window.menuBar()
    # Its items and its menus' items a finger's height, like every other target.
    bar.setStyleSheet(MENU_STYLE)
    match_menu = bar.addMenu(words.match_title())
    for name in ("new", "resume", "changeRules"):
        match_menu.addAction(actions[name])
    match_menu.addSeparator()
    frame_menu = match_menu.addMenu(QCoreApplication.translate("MainWindow", "End the &frame"))
    for name in ("concede0", "concede1", "stalemate"):
        frame_menu.addAction(actions[name])
    match_menu.addAction(actions["abandon"])
    match_menu.addAction(actions["takeUp"])
    match_menu.addSeparator()
    for name in ("print", "pdf", "history"):
        match_menu.addAction(actions[name])
    match_menu.addSeparator()
    match_menu.addAction(actions["quit"])

    edit_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
    edit_menu.addAction(actions["undo"])
    edit_menu.addAction(actions["redo"])
    edit_menu.addSeparator()
    edit_menu.addAction(actions["clear"])

    clock_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Clock"))
    for name in ("clockStartPause", "clockReset", "shotTaken"):
        clock_menu.addAction(actions[name])
    clock_menu.addSeparator()
    for name in ("extension", "timeFoul"):
        clock_menu.addAction(actions[name])

    view_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
    for name in ("fullScreen", "larger", "smaller", "normalSize"):
        view_menu.addAction(actions[name])
    view_menu.addSeparator()
    colour_blind = view_menu.addAction(
        QCoreApplication.translate("MainWindow", "&Colour-blind balls (a pattern on each)")
    )
    colour_blind.setObjectName("colourBlindBalls")
    colour_blind.setCheckable(True)
    colour_blind.setChecked(ball_set() == PATTERNED_SET)
    colour_blind.toggled.connect(colour_blind_balls)
    view_menu.addSeparator()
    language_menu = view_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    current = i18n.saved_language()
    for code, name in i18n.LANGUAGES.items():
        item = language_menu.addAction(name)
        item.setCheckable(True)
        item.setChecked(code == current)
        item.setObjectName(f"language_{code}")
        item.triggered.connect(lambda _=False, code=code: language(code))
    language_menu.addSeparator()
    hint = language_menu.addAction(
        QCoreApplication.translate("MainWindow", "(used from the next start)")
    )
    hint.setEnabled(False)

    help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    help_menu.addAction(actions["shortcuts"])
    help_menu.addAction(actions["rules"])
    help_menu.addSeparator()
    help_menu.addAction(actions["about"])
    return language_menu


def slots_of(window: MainWindow) -> dict[str, Callable[[], object]]:
    """What each command of the key map does in ``window``."""
    c = window.controller
    slots: dict[str, Callable[[], object]] = {
        "new": window.new_match,
        "resume": window.resume_match,
        "changeRules": window.change_rules,
        "print": lambda: window.sheet("print_sheet"),
        "pdf": lambda: window.sheet("export_pdf"),
        "history": window.show_history,
        "concede0": lambda: window.ask("concede", 0),
        "concede1": lambda: window.ask("concede", 1),
        "stalemate": lambda: window.ask("stalemate"),
        "abandon": lambda: window.ask("abandon"),
        "takeUp": lambda: window.ask("take_up"),
        "quit": window.close,
        "undo": c.undo,
        "redo": c.redo,
        "clear": window.escape,
        "fullScreen": window.toggle_full_screen,
        "larger": lambda: window.zoom(+1),
        "smaller": lambda: window.zoom(-1),
        "normalSize": lambda: window.zoom(0),
        "shortcuts": lambda: window.help("show_shortcuts"),
        "rules": lambda: window.help("show_rules"),
        "about": lambda: window.help("show_about"),
        "noContact": lambda: c.set_first_contact(None),
        "firstPrefix": lambda: window.prefix.start(Prefix.FIRST_CONTACT),
        "jumpPrefix": lambda: window.prefix.start(Prefix.JUMPED),
        "scratch": lambda: c.toggle_fact("scratch"),
        "cueOff": lambda: c.toggle_fact("cue_off_table"),
        "noRail": lambda: c.toggle_fact("no_rail"),
        "breakRails": lambda: c.toggle_fact("balls_to_rail"),
        "pushOut": lambda: c.toggle_fact("push_out"),
        "foulMenu": window.open_foul_menu,
        "commit": window.commit_key,
        "shoot": window.accept_push_out,
        "passBack": window.pass_push_out,
        "clockStartPause": c.toggle_clock,
        "clockReset": c.reset_clock,
        "shotTaken": c.shot_taken,
        "extension": c.use_extension,
        "timeFoul": lambda: window.ask("time_foul"),
    }
    for ball in sorted(BALLS):
        slots[f"ball{ball}"] = partial(window.digit, ball)
    return slots
