"""The presenter: pure functions from a :class:`ScoringState` to what each view shows.

No Qt and no rules: what is allowed, and every rule cited, comes from the engine (the state's
``allowed``, its preview and its log); the words come from :mod:`ninescore.describe`; the keys a
prompt names come from the key map.  The scoring window calls these, and so can a spectator
screen or a live feed, which then shows exactly what the operator sees.

>>> from ninescore.rules import Match
>>> from ninescore.scoring.state import scoring_state
>>> state = scoring_state(Match(race_to=5), ("Ivanov", "Petrov"))
>>> prompt(state).text
'Ivanov breaks. Mark the balls pocketed, or R if 4 or more reached a rail; then Enter.'
>>> scoreboard_view(state).players[0].detail
'race to 5'
"""

from __future__ import annotations

from collections.abc import Sequence

from ninescore.describe import (
    cite,
    describe_frame_won,
    describe_match_won,
    describe_refusal,
    match_result_text,
    options_text,
    player_name,
    profile_short_text,
    profile_text,
)
from ninescore.describe import clock as clock_words
from ninescore.describe import scoring as words
from ninescore.rules import (
    BREAK_RAILS_NEEDED,
    FOUL_CODES,
    Action,
    ClockPhase,
    Code,
    Concession,
    FoulBetweenShots,
    LogEntry,
    Shot,
    ShotClockFoul,
    Stalemate,
)

from .facts import FACT_SPECS, Fact
from .keys import shown_key
from .state import SaveStatus, ScoringState, TapMode
from .views import (
    Badge,
    BadgeView,
    Banner,
    ClockFace,
    ClockView,
    DiagramView,
    ExtensionView,
    Message,
    MessageStyle,
    PanelMode,
    PlayerView,
    Question,
    ScoreboardView,
    ShotPanelView,
)

# -- the scoreboard ---------------------------------------------------------------------------


def scoreboard_view(state: ScoringState) -> ScoreboardView:
    """The names, frames won, races, whose turn and the badges."""
    frame = state.frame
    if frame is None:
        return ScoreboardView(caption=words.no_match_caption())
    winner = state.match_winner
    players = []
    for player, (fouls, badges) in enumerate(player_badges(state)):
        race = state.race_to[player]
        players.append(
            PlayerView(
                name=state.names[player],
                frames_won=state.score[player],
                race_to=race,
                fouls_in_row=fouls,
                badges=badges,
                detail=words.player_detail(race, fouls),
            )
        )
    options = state.options
    return ScoreboardView(
        players=(players[0], players[1]),
        to_shoot=state.to_shoot,
        winner=winner,
        frame_number=state.frame_number,
        caption=(
            words.match_over_caption()
            if winner is not None
            else words.frame_caption(state.frame_number)
        ),
        rules="" if options is None else profile_short_text(options.profile),
        rules_detail=(
            "" if options is None else f"{profile_text(options.profile)}: {options_text(options)}"
        ),
    )


def player_badges(
    state: ScoringState,
) -> tuple[tuple[int, tuple[BadgeView, ...]], tuple[int, tuple[BadgeView, ...]]]:
    """Each player's fouls in a row and badges, as the scoreboard shows them (the live view
    takes these alone, not the scoreboard's captions and rules)."""
    frame = state.frame
    if frame is None:
        return (0, ()), (0, ())
    winner = state.match_winner
    shown = []
    for player in (0, 1):
        badges: list[Badge] = []
        if winner == player:
            badges.append(Badge.WINNER)
        elif winner is None and frame.to_shoot == player:
            if frame.is_break:
                badges.append(Badge.BREAK)
            if frame.ball_in_hand:
                badges.append(Badge.BALL_IN_HAND)
            if frame.push_out_allowed:
                badges.append(Badge.PUSH_OUT_AVAILABLE)
            if frame.push_out_pending:
                badges.append(Badge.PUSH_OUT_CHOICE)
            if state.warning:
                badges.append(Badge.WARNING)
        fouls = 0 if winner is not None else frame.fouls_in_row[player]
        shown.append(
            (fouls, tuple(BadgeView(badge, words.badge_text(badge.value)) for badge in badges))
        )
    return shown[0], shown[1]


# -- the shot clock ---------------------------------------------------------------------------


def clock_view(state: ScoringState) -> ClockView:
    """The shot clock (R14) as every view shows it: the face, its caption, each player's
    extensions, the time-foul question and which controls apply.

    >>> from ninescore.rules import PROFILES, Match, Shot, ShotClock
    >>> from ninescore.scoring.state import scoring_state
    >>> match = Match(race_to=5, options=PROFILES["wpa"])
    >>> _ = match.shoot(Shot(pocketed={3}))
    >>> clock = ShotClock(match.options.shot_clock, now=lambda: 52.4)
    >>> clock.arm(match.frame.state)
    >>> view = clock_view(scoring_state(match, ("Ivanov", "Petrov"), clock=clock.reading()))
    >>> view.text, view.face.value, view.caption, view.extensions[0].text
    ('60', 'running', '60 s: first shot after the break', 'Extension +25 s (1 left)')
    """
    frame, options, reading = state.frame, state.options, state.clock
    rules = options.shot_clock if options is not None else None
    if frame is None or rules is None or reading is None:
        return ClockView()
    scoring = state.can_score
    to_shoot = state.to_shoot
    timed = reading.limit is not None and reading.phase is not ClockPhase.IDLE
    extensions = tuple(
        _extension_view(
            state.names[player],
            frame.extensions_left[player],
            rules.extensions_per_frame,
            at_table=to_shoot == player,
            used_now=to_shoot == player and frame.extended,
            seconds=rules.extension,
        )
        for player in (0, 1)
    )
    allowed = state.allowed
    can_time_foul = scoring and allowed is not None and allowed.shot_clock_foul
    phase = reading.phase
    if not timed or reading.limit is None:
        return ClockView(
            shown=True,
            phase=phase,
            caption=clock_words.not_timed_caption(frame.is_break),
            extensions=(extensions[0], extensions[1]),
            to_shoot=to_shoot,
            # On the break nothing is timed (R14): no extension to take, so none offered.
            can_extend=scoring and not frame.is_break,
            can_time_foul=can_time_foul,
        )
    question = ""
    if reading.expired:
        face = ClockFace.EXPIRED
        if can_time_foul and not state.time_foul_waived:
            question = clock_words.time_foul_question()
        caption = question or clock_words.limit_caption(
            reading.limit, frame.longer_limit, reading.extended
        )
    elif phase is ClockPhase.STOPPED:
        face, caption = ClockFace.STOPPED, clock_words.shot_taken_caption(reading.elapsed)
    elif phase is ClockPhase.PAUSED:
        face, caption = ClockFace.PAUSED, clock_words.paused_caption()
    elif phase is ClockPhase.READY:
        face, caption = ClockFace.READY, clock_words.ready_caption(reading.limit)
    elif reading.warning:
        face, caption = ClockFace.WARNING, clock_words.warning_caption()
    else:
        face = ClockFace.RUNNING
        caption = clock_words.limit_caption(reading.limit, frame.longer_limit, reading.extended)
    seconds = reading.shown
    return ClockView(
        shown=True,
        phase=phase,
        face=face,
        text=str(seconds),
        seconds=seconds,
        limit=reading.limit,
        warning=reading.warning,
        expired=reading.expired,
        extended=reading.extended,
        caption=caption,
        question=question,
        extensions=(extensions[0], extensions[1]),
        to_shoot=to_shoot,
        can_start=scoring and phase is not ClockPhase.RUNNING,
        can_pause=scoring and phase is ClockPhase.RUNNING,
        can_reset=scoring,
        can_take_shot=scoring and phase in (ClockPhase.RUNNING, ClockPhase.PAUSED),
        can_extend=scoring,
        can_time_foul=can_time_foul,
    )


def _extension_view(
    name: str, left: int, per_frame: int, *, at_table: bool, used_now: bool, seconds: int
) -> ExtensionView:
    return ExtensionView(
        name=name,
        left=left,
        per_frame=per_frame,
        at_table=at_table,
        used_now=used_now,
        text=clock_words.extension_text(left, used_now, seconds),
        short_text=clock_words.extension_short_text(left, used_now, seconds),
    )


# -- the ball diagram -------------------------------------------------------------------------


def jumped_off_table(log: Sequence[LogEntry]) -> frozenset[int]:
    """The balls the shots of ``log`` made jump off the table since the last rack (a 9 among
    them is spotted: take the table's balls away)."""
    jumped: set[int] = set()
    for entry in log:
        if entry.after.reracks != entry.before.reracks:
            jumped.clear()  # a new rack: every ball is back
        elif isinstance(entry.action, Shot):
            jumped |= entry.action.jumped
    return frozenset(jumped)


def diagram_view(state: ScoringState) -> DiagramView:
    """The balls on the table and the marks of the shot being marked."""
    frame = state.frame
    if frame is None:
        return DiagramView(interactive=False, show_contact=False, tap_mode=state.tap_mode)
    jumped_off = jumped_off_table(state.log) - frame.on_table
    if not state.marking:
        # No shot is being marked (match won, push-out choice pending, read-only): a
        # first-contact marker or "no contact" caption would describe a shot that is not there.
        return DiagramView(
            on_table=frame.on_table,
            jumped_off=jumped_off,
            interactive=False,
            show_contact=False,
            tap_mode=state.tap_mode,
        )
    draft = state.draft
    return DiagramView(
        on_table=frame.on_table,
        jumped_off=jumped_off,
        pocketed=draft.pocketed,
        jumped=draft.jumped,
        first_contact=draft.contact_for(state.lowest),
        first_contact_is_default=not draft.first_contact_chosen,
        interactive=True,
        fouled=state.preview is not None and state.preview.is_foul,
        tap_mode=state.tap_mode,
    )


# -- the shot panel ---------------------------------------------------------------------------


def panel_view(state: ScoringState) -> ShotPanelView:
    """The facts of the shot, its preview, the commit, or the push-out choice."""
    frame = state.frame
    if frame is None or state.allowed is None:
        return ShotPanelView(mode=PanelMode.NO_MATCH)
    can_undo, can_redo = state.can_undo, state.can_redo
    if state.read_only:
        mode = PanelMode.ABANDONED if state.abandoned else PanelMode.READ_ONLY
        return ShotPanelView(mode=mode, can_undo=can_undo, can_redo=can_redo, can_print=True)
    if state.match_winner is not None:
        return ShotPanelView(
            mode=PanelMode.OVER,
            heading=match_over_text(state),
            can_undo=can_undo,
            can_redo=can_redo,
            can_print=True,
        )
    allowed = state.allowed
    heading = turn_heading(state)
    if allowed.push_out_choice:
        return ShotPanelView(
            mode=PanelMode.PUSH_OUT_CHOICE,
            heading=heading,
            can_undo=can_undo,
            can_redo=can_redo,
        )
    draft = state.draft
    preview = state.preview
    if preview is None:
        preview_text, is_foul = words.impossible_marks_text(), True
        ends_frame = ends_match = False
    else:
        preview_text = words.preview_text(preview, preview_order(preview), state.names)
        is_foul = preview.is_foul
        ends_frame = Code.FRAME_WON in preview.codes
        ends_match = Code.MATCH_WON in preview.codes
    facts = draft.facts_allowed(allowed)
    hidden = frozenset(
        fact
        for fact, spec in FACT_SPECS.items()
        if spec.permission is not None and allowed.why_not(spec.permission) is not None
    )
    return ShotPanelView(
        mode=PanelMode.SHOT,
        heading=heading,
        marked=frozenset(fact for fact in Fact if draft.fact(fact)),
        fouls=draft.fouls,
        hidden=hidden,
        blocked=tuple(
            (fact, describe_refusal(why))
            for fact, spec in FACT_SPECS.items()
            if spec.permission is not None
            and fact not in hidden
            and (why := facts.why_not(spec.permission)) is not None
        ),
        can_foul_between_shots=allowed.foul_between_shots,
        preview=preview_text,
        preview_is_foul=is_foul,
        preview_ends_frame=ends_frame,
        preview_ends_match=ends_match,
        can_commit=preview is not None,
        jump_mode=state.tap_mode is TapMode.JUMP,
        can_undo=can_undo,
        can_redo=can_redo,
    )


def turn_heading(state: ScoringState) -> str:
    """Who plays now, and how: "Ivanov to break", "Petrov to shoot — ball in hand", "Petrov:
    shoot or pass back?"; "" with no match, or once it is over."""
    frame = state.frame
    if frame is None or state.allowed is None or state.match_winner is not None:
        return ""
    shooter = player_name(state.names, frame.to_shoot)
    if state.allowed.push_out_choice:
        return words.choice_heading(shooter)
    if frame.is_break:
        return words.break_heading(shooter)
    if frame.ball_in_hand:
        return words.ball_in_hand_heading(shooter)
    return words.shoot_heading(shooter)


# The order of the preview's sentences (fouls among themselves keep the engine's order); codes
# not listed restate the others (the shooter stays, the turn passes, the foul count is reset)
# and are left to the log.
_PREVIEW_ORDER: tuple[frozenset[Code], ...] = (
    frozenset({Code.MATCH_WON}),
    frozenset({Code.FRAME_WON}),
    FOUL_CODES,
    frozenset({Code.NINE_SPOTTED}),
    frozenset({Code.BALLS_LEAVE_PLAY}),
    frozenset({Code.BREAK_LEGAL, Code.BREAK_DRY}),
    frozenset({Code.POCKETED, Code.MISS, Code.PUSH_OUT}),
    frozenset({Code.PUSH_OUT_CHOICE}),
    frozenset({Code.BALL_IN_HAND}),
    frozenset({Code.FOUL_COUNTED}),
)
_PREVIEW_RANK = {code: rank for rank, codes in enumerate(_PREVIEW_ORDER) for code in codes}


def preview_order(preview: LogEntry) -> tuple[int, ...]:
    """The positions of the preview's events to tell, the weightiest first: a frame or match
    decided, the fouls, the 9 spotted, what the shot did, then who gets ball in hand and the
    foul count."""
    shown = [index for index, event in enumerate(preview.events) if event.code in _PREVIEW_RANK]
    return tuple(sorted(shown, key=lambda index: _PREVIEW_RANK[preview.events[index].code]))


# -- the message strip ------------------------------------------------------------------------


def match_over_text(state: ScoringState) -> str:
    """The match result, the winner's frames first ("Ivanov wins the match 7–4.")."""
    if state.match_winner is None:
        return words.match_over_text()
    return match_result_text(state.names, state.score, state.match_winner)


def prompt(state: ScoringState) -> Message:
    """What to do now, for the operator at the table."""
    frame = state.frame
    if frame is None:
        return Message()
    if state.match_winner is not None:
        return Message(match_over_text(state), MessageStyle.BANNER)
    name = player_name(state.names, frame.to_shoot)
    if state.warning:
        found = state.last_event(Code.WARNING_TWO_FOULS)
        if found is not None:
            entry, position = found
            rule = entry.events[position].rule
            return Message(words.warning_prompt(name, rule), MessageStyle.WARNING)
    if state.read_only:
        return Message(words.abandoned_prompt() if state.abandoned else words.read_only_prompt())
    if frame.push_out_pending:
        return Message(words.choice_prompt(name, shown_key("shoot"), shown_key("passBack")))
    if frame.is_break:
        return Message(
            words.break_prompt(
                name, shown_key("breakRails"), BREAK_RAILS_NEEDED, shown_key("commit")
            )
        )
    if frame.ball_in_hand:
        found = state.last_event(Code.BALL_IN_HAND)
        if found is not None:
            entry, position = found
            return Message(words.ball_in_hand_prompt(name, entry.events[position].rule))
    if frame.push_out_allowed:
        return Message(words.push_out_prompt(name, shown_key("pushOut")))
    return Message(words.shoot_prompt(name))


def banner_after(entry: LogEntry, state: ScoringState) -> Banner | None:
    """The news an applied action makes (``state`` is the state after it), or None: a frame
    won, with the next prompt under it; the match won, which stays."""
    match_won = describe_match_won(entry, state.names, state.score)
    frame_won = describe_frame_won(entry, state.names)
    if match_won is not None:
        text = f"{match_won}\n{frame_won}" if frame_won else match_won
        return Banner(Message(text, MessageStyle.BANNER), stays=True)
    if frame_won is not None:
        return Banner(Message(frame_won, MessageStyle.BANNER), with_prompt=True)
    return None


def banner_after_undo(entry: LogEntry, state: ScoringState) -> Banner:
    """What an undo took back, and the frame it opened again: two undos across a frame boundary
    change the score and the frame number, and the operator must see that it was meant."""
    reopened = state.frame_number if Code.FRAME_WON in entry.codes else None
    text = words.undone_text(entry, state.names, reopened)
    return Banner(Message(text, MessageStyle.NOTICE), with_prompt=True)


def banner_after_marks_cleared(state: ScoringState) -> Banner:
    """An undo that only cleared the marks of the shot says so, over the prompt."""
    text = words.marks_cleared_text(shown_key("undo"))
    return Banner(Message(text, MessageStyle.NOTICE), with_prompt=True)


# -- the questions before a frame ends ---------------------------------------------------------


def stalemate_question(entry: LogEntry, state: ScoringState) -> Question:
    """Before a stalemate: ``entry`` is the engine's preview of it (who breaks again)."""
    event = entry.find(Code.STALEMATE)
    breaker = event.player if event is not None and event.player is not None else 0
    return Question(
        words.stalemate_question_title(),
        words.stalemate_consequence(
            state.frame_number, player_name(state.names, breaker), state.score
        ),
        words.stalemate_confirm_text(),
        words.go_back_text(),
    )


def concession_question(player: int, entry: LogEntry, state: ScoringState) -> Question:
    """Before ``player`` loses the frame by concession or ruling: ``entry`` is the engine's
    preview, which names the winner and the rule; the score it leaves, and the match if it
    ends it."""
    name = player_name(state.names, player)
    lines = [describe_frame_won(entry, state.names) or ""]
    won = entry.find(Code.FRAME_WON)
    score = state.score
    if won is not None and won.player is not None:
        score = (score[0] + (won.player == 0), score[1] + (won.player == 1))
    match_won = describe_match_won(entry, state.names, score)
    lines.append(match_won or words.score_after_text(state.names, score))
    return Question(
        words.concession_question_title(name),
        "\n".join(line for line in lines if line),
        words.concession_confirm_text(name),
        words.go_back_text(),
    )


def frame_loss_question(entry: LogEntry, names: Sequence[str]) -> Question:
    """Before a foul recorded at once (between shots, or a time foul: no preview, no commit)
    that loses the frame (a third foul, R12): ``entry`` is the engine's preview of it."""
    return Question(
        words.frame_loss_question_title(),
        describe_frame_won(entry, names) or "",
        words.record_foul_text(),
        words.go_back_text(),
    )


def time_foul_question(entry: LogEntry, names: Sequence[str], expired: bool) -> Question:
    """Before a time foul (R14), the referee's call: ``entry`` is the engine's preview of it;
    ``expired``: the clock ran out (else it is the referee's own watch, and the question says
    the clock has not run out).  One that loses the frame asks that instead."""
    if Code.FRAME_WON in entry.codes:
        return frame_loss_question(entry, names)
    rule = next((event.rule for event in entry.events if event.code is Code.FOUL_SHOT_CLOCK), "")
    name = player_name(names, entry.player)
    consequence = (
        words.time_foul_expired_consequence if expired else words.time_foul_early_consequence
    )
    return Question(
        words.time_foul_question_title(),
        consequence(name, cite(rule)),
        words.record_foul_text(),
        words.go_back_text(),
    )


def question_before(
    action: Action, entry: LogEntry, state: ScoringState, expired: bool = False
) -> Question | None:
    """What is asked before ``action`` in ``state`` (``entry``: the engine's preview of it;
    ``expired``: the shot clock ran out), the window's questions: a concession, a stalemate, a
    foul between shots that loses the frame, a time foul.  None when nothing is asked."""
    if isinstance(action, Concession):
        return concession_question(action.player, entry, state)
    if isinstance(action, Stalemate):
        return stalemate_question(entry, state)
    if isinstance(action, FoulBetweenShots):
        return frame_loss_question(entry, state.names) if Code.FRAME_WON in entry.codes else None
    if isinstance(action, ShotClockFoul):
        return time_foul_question(entry, state.names, expired)
    return None


def take_up_question(state: ScoringState) -> Question:
    """Score an abandoned match again?"""
    return Question(
        words.take_up_question_title(),
        words.take_up_consequence(),
        words.take_up_confirm_text(),
        words.go_back_text(),
    )


def abandon_question(state: ScoringState) -> Question:
    return Question(
        words.abandon_question_title(),
        words.abandon_consequence(),
        words.abandon_confirm_text(),
        words.go_back_text(),
    )


# -- the window -------------------------------------------------------------------------------


def window_title(state: ScoringState) -> str:
    """The window's title: the match and its score; a star while something is not saved."""
    if state.frame is None:
        return "ninescore"
    title = words.window_title(state.names, state.score, state.read_only)
    return "* " + title if state.save is SaveStatus.FAILING else title


def refused_fact(state: ScoringState, name: Fact | str, value: bool) -> str | None:
    """Why marking the fact ``name`` as ``value`` is refused on this shot, in one sentence, or
    None when the rules allow it (the engine decides; the window only asks)."""
    allowed = state.allowed
    spec = FACT_SPECS[Fact(name)]
    if allowed is None or spec.permission is None:
        return None
    if spec.asked_when_cleared:
        # Asked of the shot as the rules see it, before the marks narrow it.
        why = allowed.why_not(spec.permission)
        if why is not None:
            return describe_refusal(why, spec.permission)
    if not value:
        return None
    why = state.draft.facts_allowed(allowed).why_not(spec.permission)
    return None if why is None else describe_refusal(why, spec.permission)


__all__ = [
    "abandon_question",
    "banner_after",
    "banner_after_marks_cleared",
    "banner_after_undo",
    "clock_view",
    "concession_question",
    "diagram_view",
    "match_over_text",
    "panel_view",
    "preview_order",
    "prompt",
    "refused_fact",
    "scoreboard_view",
    "stalemate_question",
    "take_up_question",
    "turn_heading",
    "window_title",
]
