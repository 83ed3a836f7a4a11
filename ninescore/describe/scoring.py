"""The words of the scoring screens: prompts, headings, badges, banners, the window's title.

The presenter (:mod:`ninescore.scoring.presenter`) decides which of these a state shows and fills
in the names, the rules (from the engine's events and refusals, never written here) and the keys
(from the key map); the scoring window, and later the spectator screen and the live feed, show
what it made.
"""

from __future__ import annotations

from collections.abc import Sequence

from ninescore.rules import LogEntry

from ._translation import _tr
from .events import describe_action, describe_event_cited
from .words import cite, race_text


def warning_prompt(name: str, rule: str) -> str:
    """The two-foul warning, shown while the warned player is at the table (R12)."""
    return _tr(
        "Scoring",
        "WARNING ({rule}): {name} has fouled twice in a row — a third foul loses the frame.",
    ).format(rule=cite(rule), name=name)


def read_only_prompt() -> str:
    return _tr("Scoring", "Read-only: scored in another window.")


def abandoned_prompt() -> str:
    return _tr("Scoring", "Abandoned: this match is closed. Take it up again to score it.")


def take_up_question_title() -> str:
    return _tr("Scoring", "Take the match up again?")


def take_up_consequence() -> str:
    return _tr(
        "Scoring",
        "This match was abandoned. Scoring goes on exactly where it stopped, and the match is "
        "in progress again.",
    )


def take_up_confirm_text() -> str:
    return _tr("Scoring", "Take it up again")


def choice_prompt(name: str, shoot_key: str, pass_key: str) -> str:
    """After a push-out: the opponent chooses (R5e)."""
    return _tr(
        "Scoring", "{name} chooses: shoot from here ({shoot}), or pass the shot back ({pass_})."
    ).format(name=name, shoot=shoot_key, pass_=pass_key)


def break_prompt(name: str, rails_key: str, rails: int, commit_key: str) -> str:
    """What to mark on the break (R3a)."""
    return _tr(
        "Scoring",
        "{name} breaks. Mark the balls pocketed, or {rails_key} if %n or more reached a rail; "
        "then {commit}.",
        None,
        rails,
    ).format(name=name, rails_key=rails_key, commit=commit_key)


def ball_in_hand_prompt(name: str, rule: str) -> str:
    """``rule`` is the one the engine cited when it gave ball in hand (R3 on the break, R6)."""
    return _tr("Scoring", "{name} has ball in hand ({rule}).").format(name=name, rule=cite(rule))


def push_out_prompt(name: str, key: str) -> str:
    return _tr("Scoring", "{name} to shoot — may push out ({key}).").format(name=name, key=key)


def shoot_prompt(name: str) -> str:
    return _tr("Scoring", "{name} to shoot.").format(name=name)


def match_over_text() -> str:
    """When the match is over and no winner can be named."""
    return _tr("Scoring", "The match is over.")


def choice_heading(name: str) -> str:
    return _tr("Scoring", "{name}: shoot or pass back?").format(name=name)


def break_heading(name: str) -> str:
    return _tr("Scoring", "{name} to break").format(name=name)


def ball_in_hand_heading(name: str) -> str:
    return _tr("Scoring", "{name} to shoot — ball in hand").format(name=name)


def shoot_heading(name: str) -> str:
    return _tr("Scoring", "{name} to shoot").format(name=name)


def impossible_marks_text() -> str:
    """The preview when the marks of the shot contradict each other."""
    return _tr("Scoring", "These marks cannot all be true.")


def preview_text(entry: LogEntry, shown: Sequence[int], names: Sequence[str]) -> str:
    """What committing will do: the events of the engine's preview at the positions ``shown``,
    in that order."""
    what = " ".join(
        describe_event_cited(entry.events[index], names, entry.won_on_combination)
        for index in shown
    )
    return _tr("Scoring", "On commit: {what}").format(what=what)


def no_match_caption() -> str:
    return _tr("Scoring", "No match")


def match_over_caption() -> str:
    return _tr("Scoring", "Match\nover")


def frame_caption(number: int) -> str:
    return _tr("Scoring", "Frame\n{number}").format(number=number)


def player_detail(race_to: int, fouls_in_row: int) -> str:
    """Under a player's name: the race and, if any, the fouls in a row (past 2 with R12 off)."""
    detail = race_text(race_to)
    if fouls_in_row:
        detail += "  ·  " + _tr("Scoring", "fouls in a row: {n}").format(n=fouls_in_row)
    return detail


def badge_text(badge: str) -> str:
    """A badge beside a player's name, by the badge's name."""
    texts = {
        "break": _tr("Scoring", "BREAK"),
        "ball_in_hand": _tr("Scoring", "BALL IN HAND"),
        "push_out_available": _tr("Scoring", "PUSH-OUT AVAILABLE"),
        "push_out_choice": _tr("Scoring", "SHOOT OR PASS?"),
        "warning": _tr("Scoring", "⚠ WARNING: 2 FOULS"),
        "winner": _tr("Scoring", "MATCH WON"),
    }
    return texts[badge]


def window_title(names: Sequence[str], score: tuple[int, int], read_only: bool) -> str:
    title = _tr("Scoring", "{first} {a}–{b} {second} — ninescore").format(
        first=names[0], second=names[1], a=score[0], b=score[1]
    )
    if read_only:
        title = _tr("Scoring", "{title} (read-only)").format(title=title)
    return title


def undone_text(entry: LogEntry, names: Sequence[str], reopened_frame: int | None) -> str:
    """What an undo took back; ``reopened_frame``: the frame it opened again, if it did."""
    # An action told as a sentence ("Stalemate declared.") keeps one full stop, not two.
    text = _tr("Scoring", "Undone: {what}.").format(
        what=describe_action(entry.action, entry.player, names).removesuffix(".")
    )
    if reopened_frame is not None:
        text += " " + _tr("Scoring", "Frame {number} is open again.").format(number=reopened_frame)
    return text


def concede_text(name: str) -> str:
    """The menu item that ends the frame as a loss for ``name``."""
    return _tr("Scoring", "{name} loses the frame (concession or infraction)…").format(name=name)


def marks_cleared_text(undo_key: str) -> str:
    """Undo with marks on the shot: it cleared them and took nothing back."""
    return _tr(
        "Scoring",
        "The marks of this shot are cleared; nothing was undone. {key} again takes back the "
        "last action.",
    ).format(key=undo_key)


def go_back_text() -> str:
    """The button of a question that changes nothing (the default one)."""
    return _tr("Scoring", "No, go back")


def stalemate_question_title() -> str:
    return _tr("Scoring", "Stalemate: re-rack?")


def stalemate_consequence(frame_number: int, breaker: str, score: tuple[int, int]) -> str:
    """What a stalemate does: the frame again from the break; the score does not change."""
    return _tr(
        "Scoring",
        "Frame {number} is played again from the break: {name} breaks. Nobody wins it; the "
        "score stays {a}–{b}.",
    ).format(number=frame_number, name=breaker, a=score[0], b=score[1])


def stalemate_confirm_text() -> str:
    return _tr("Scoring", "Re-rack")


def concession_question_title(name: str) -> str:
    return _tr("Scoring", "{name} loses the frame?").format(name=name)


def concession_confirm_text(name: str) -> str:
    return _tr("Scoring", "{name} loses the frame").format(name=name)


def score_after_text(names: Sequence[str], score: tuple[int, int]) -> str:
    """The score a frame-ending action leaves: ``Score then: Ivanov 3–1 Petrov.``"""
    return _tr("Scoring", "Score then: {first} {a}–{b} {second}.").format(
        first=names[0], second=names[1], a=score[0], b=score[1]
    )


def reason_label() -> str:
    return _tr("Scoring", "Reason (optional):")


def abandon_question_title() -> str:
    return _tr("Scoring", "Abandon the match?")


def abandon_consequence() -> str:
    return _tr(
        "Scoring",
        "Scoring stops and the match is marked abandoned. It stays saved, with every shot, and "
        "can be resumed or reviewed later.",
    )


def abandon_confirm_text() -> str:
    return _tr("Scoring", "Abandon the match")


# The questions before a foul recorded at once and a time foul (R12, R14): asked by the window
# (ui/questions.py) and by the phones' page, in the same words.  Their context stays the
# window's ("MainWindow"), where they were first written and translated.


def frame_loss_question_title() -> str:
    return _tr("MainWindow", "This foul loses the frame")


def record_foul_text() -> str:
    return _tr("MainWindow", "Record this foul")


def time_foul_question_title() -> str:
    return _tr("MainWindow", "Time foul")


def time_foul_expired_consequence(name: str, rule: str) -> str:
    return _tr(
        "MainWindow",
        "Time ran out on the shot clock. Record a time foul by {name} ({rule}): ball in "
        "hand for the opponent?",
    ).format(name=name, rule=rule)


def time_foul_early_consequence(name: str, rule: str) -> str:
    return _tr(
        "MainWindow",
        "The shot clock has not run out. Record a time foul by {name} anyway ({rule})?",
    ).format(name=name, rule=rule)
