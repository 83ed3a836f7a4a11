"""Words: the one place where ninescore's sentences are made (layer 3: QtCore translation only).

The rules engine logs codes and the records keep facts; these modules turn them into translated
sentences for the scoring window, the history, the match sheet and the command line, so that all
of them say the same thing in the same language:

- :mod:`.words`: citations, balls, player names, results, durations, statuses, headings;
- :mod:`.events`: the log's events and the actions entered, and how each sentence is styled;
- :mod:`.errors`: every refusal and error as one sentence (:func:`describe_error`);
- :mod:`.options`: the rules in force: the profile by name, every option, the shot clock;
- :mod:`.rules_summary`: Help → Rules summary, made from the options in force;
- :mod:`.clock`: the shot clock's captions, extensions and time-foul question;
- :mod:`.scoring`: the prompts, headings, badges and banners of the scoring screens;
- :mod:`.bidi`: every typed text put into a sentence isolated (:func:`isolated`), so that a
  name with a right-to-left override cannot swap the players or the score of a line.

Every translation goes through one function, ``_translation._tr``; the texts put into what it
gives are isolated there.
"""

from .bidi import isolated
from .errors import (
    abandoned_text,
    describe_error,
    describe_refusal,
    describe_save_error,
    match_not_started_text,
    no_match_text,
    nothing_to_redo_text,
    read_only_folder_text,
    read_only_text,
)
from .events import (
    EventKind,
    describe_action,
    describe_entry,
    describe_entry_text,
    describe_event,
    describe_event_cited,
    describe_frame_won,
    describe_match_won,
    event_kind,
)
from .options import (
    break_rule_text,
    option_texts,
    options_text,
    profile_short_text,
    profile_text,
    rules_changed_text,
    seconds_text,
    shot_clock_text,
)
from .rules_summary import rules_summary
from .words import (
    Heading,
    ball_list_text,
    balls_text,
    cite,
    duration_text,
    foul_reason_text,
    frame_text,
    heading,
    key_words,
    match_result_text,
    pairing_text,
    percent_text,
    player_name,
    race_text,
    ratio_text,
    rows_written_text,
    score_text,
    shot_time_text,
    status_text,
    win_reason_text,
    winner_text,
)

__all__ = [
    "EventKind",
    "Heading",
    "abandoned_text",
    "ball_list_text",
    "balls_text",
    "break_rule_text",
    "cite",
    "describe_action",
    "describe_entry",
    "describe_entry_text",
    "describe_error",
    "describe_event",
    "describe_event_cited",
    "describe_frame_won",
    "describe_match_won",
    "describe_refusal",
    "describe_save_error",
    "duration_text",
    "event_kind",
    "foul_reason_text",
    "frame_text",
    "heading",
    "isolated",
    "key_words",
    "match_not_started_text",
    "match_result_text",
    "no_match_text",
    "nothing_to_redo_text",
    "option_texts",
    "options_text",
    "pairing_text",
    "percent_text",
    "player_name",
    "profile_short_text",
    "profile_text",
    "race_text",
    "ratio_text",
    "read_only_folder_text",
    "read_only_text",
    "rows_written_text",
    "rules_changed_text",
    "rules_summary",
    "score_text",
    "seconds_text",
    "shot_clock_text",
    "shot_time_text",
    "status_text",
    "win_reason_text",
    "winner_text",
]
