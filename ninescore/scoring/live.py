"""The live view: the match as the public sees it, for the spectator screen and the live feed.

One pure function of the :class:`~ninescore.scoring.ScoringState`, made of the presenter's own
answers (the scoreboard's badges, the turn's heading, the warning's prompt, the frame-won banner)
so that the players' screen, a stream's overlay and the room's TV say exactly what the operator's
window says, in the same words.  No Qt, no rules: what each value means is the engine's.

>>> from ninescore.rules import Match, Shot
>>> from ninescore.scoring.state import scoring_state
>>> match = Match(race_to=3)
>>> _ = match.apply(Shot(pocketed={9}))
>>> view = live_view(scoring_state(match, ("Ivanov", "Petrov")))
>>> view.frame_number, [p.score for p in view.players], view.banner
(2, [1, 0], 'Ivanov wins the frame: the 9 on the break. (R3d)')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ninescore.describe import clock as clock_words
from ninescore.describe import (
    describe_action,
    describe_entry_text,
    frame_text,
    player_name,
    race_text,
)
from ninescore.rules import BALLS, ClockPhase, LogEntry, ShotClockRules

from .presenter import banner_after, clock_view, player_badges, prompt, turn_heading
from .state import ScoringState
from .views import BadgeView, ClockFace, MessageStyle

__all__ = [
    "LastAction",
    "LiveClock",
    "LivePlayer",
    "LiveView",
    "live_clock",
    "live_key",
    "live_view",
    "news_of",
]


@dataclass(frozen=True, slots=True)
class LivePlayer:
    """One player, as the public sees them."""

    name: str = ""
    score: int = 0
    race_to: int = 0
    fouls_in_row: int = 0
    warning: bool = False
    """At the table with two fouls in a row: a third loses the frame (R12)."""
    at_table: bool = False
    breaker: bool = False
    """Broke (or is to break) this frame."""
    winner: bool = False
    """Won the match."""
    badges: tuple[BadgeView, ...] = ()
    """The scoreboard's badges: break, ball in hand, push-out, the warning, match won."""


@dataclass(frozen=True, slots=True)
class LastAction:
    """The last action of the match in words: what was entered, and what the rules made of it."""

    player: int
    facts: str
    ruling: str


@dataclass(frozen=True, slots=True)
class LiveClock:
    """The shot clock (R14) as the public sees it: the event's numbers, each player's extensions
    left in this frame, and, where the clock runs (the scoring window), its face now.

    ``counting`` is False for a match followed from its file (``ninescore serve``): the seconds
    are not rules state and are not saved, so only the numbers and the extensions are known
    there, and the face shows a dash.  ``remaining`` is the unrounded time left when the state
    was made, for a page that counts down by itself between two states; ``shown`` the whole
    seconds on the face (as :attr:`ClockReading.shown`).
    """

    rules: ShotClockRules
    extensions_left: tuple[int, int]
    extension_texts: tuple[str, str]
    """Each player's extensions in words, as under their name on the window: "+25 s (1 left)"."""
    counting: bool = False
    phase: ClockPhase | None = None
    face: ClockFace = ClockFace.OFF
    text: str = "—"
    caption: str = ""
    limit: int | None = None
    remaining: float | None = None
    shown: int | None = None
    warning: bool = False
    expired: bool = False
    extended: bool = False

    @property
    def running(self) -> bool:
        return self.phase is ClockPhase.RUNNING


@dataclass(frozen=True, slots=True)
class LiveView:
    """Everything a live view shows at one moment (``has_match`` False: nothing to show)."""

    has_match: bool = False
    players: tuple[LivePlayer, LivePlayer] = field(default=(LivePlayer(), LivePlayer()))
    frame_number: int = 0
    frame_text: str = ""
    race_text: str = ""
    to_shoot: int | None = None
    """Who is at the table (who chooses, after a push-out); None once the match is over."""
    breaker: int | None = None
    is_break: bool = False
    ball_in_hand: bool = False
    push_out_allowed: bool = False
    push_out_pending: bool = False
    on_table: frozenset[int] = BALLS
    marked: frozenset[int] = frozenset()
    """The balls marked pocketed in the shot being entered, not yet committed."""
    warning: bool = False
    warning_text: str = ""
    turn_text: str = ""
    """Who plays now and how ("Petrov to shoot — ball in hand"); "" once the match is over."""
    banner: str = ""
    """A frame or the match just won, and how; "" otherwise."""
    match_winner: int | None = None
    last_action: LastAction | None = None
    clock: LiveClock | None = None
    """The shot clock; None when the event has none."""


def live_view(state: ScoringState) -> LiveView:
    """What the spectator screen and the feed show for ``state``."""
    frame = state.frame
    if frame is None:
        return LiveView()
    to_shoot = state.to_shoot
    players = tuple(
        LivePlayer(
            name=player_name(state.names, player),
            score=state.score[player],
            race_to=state.race_to[player],
            fouls_in_row=fouls,
            warning=state.warning and to_shoot == player,
            at_table=to_shoot == player,
            breaker=frame.breaker == player,
            winner=state.match_winner == player,
            badges=badges,
        )
        for player, (fouls, badges) in enumerate(player_badges(state))
    )
    # The prompt is the operator's; the public sees only its warning (two fouls in a row).
    message = prompt(state) if state.warning else None
    return LiveView(
        has_match=True,
        players=(players[0], players[1]),
        frame_number=state.frame_number,
        frame_text=frame_text(state.frame_number),
        race_text=race_text(state.race_to),
        to_shoot=to_shoot,
        breaker=frame.breaker,
        is_break=frame.is_break and state.match_winner is None,
        ball_in_hand=frame.ball_in_hand and state.match_winner is None,
        push_out_allowed=state.allowed is not None and state.allowed.push_out,
        push_out_pending=frame.push_out_pending and state.match_winner is None,
        on_table=frame.on_table,
        marked=state.draft.pocketed & frame.on_table if state.marking else frozenset(),
        warning=state.warning and to_shoot is not None,
        warning_text=message.text
        if message is not None and message.style is MessageStyle.WARNING
        else "",
        turn_text=turn_heading(state),
        banner=_banner(state),
        match_winner=state.match_winner,
        last_action=_last_action(state.last_entry, state.names),
        clock=live_clock(state),
    )


def live_key(state: ScoringState) -> LiveView:
    """What a follower of the match (the live feed) must be told about: two states with the same
    key look the same to it, and any change of :func:`live_view` but two changes the key.

    The two: the balls marked on the shot being entered (a tap is not news; the feed does not
    show the draft), and the seconds of a running shot clock (``remaining``, ``shown`` and the
    face's ``text`` go down by themselves, and each page counts them; a start, a pause, the
    warning, the time up, an extension are still news).  Made from the view itself, so that
    nothing the view gains is forgotten here.
    """
    return news_of(live_view(state))


def news_of(view: LiveView) -> LiveView:
    """:func:`live_key` of the state whose view is ``view``: a feed that has made the view (to
    compare it, then to send it) makes it once."""
    clock = view.clock
    if clock is not None and clock.running and not clock.expired:
        clock = replace(clock, remaining=None, shown=None, text="")
    if view.marked or clock is not view.clock:
        return replace(view, marked=frozenset(), clock=clock)
    return view


def live_clock(state: ScoringState) -> LiveClock | None:
    """The shot clock of ``state`` for the public, from the window's own clock view (so the
    spectator screen, the feed and the scoreboard show the same seconds in the same colours).

    >>> from ninescore.rules import PROFILES, Match, Shot, ShotClock
    >>> from ninescore.scoring.state import scoring_state
    >>> match = Match(race_to=5, options=PROFILES["wpa"])
    >>> _ = match.shoot(Shot(pocketed={3}))
    >>> clock = ShotClock(match.options.shot_clock, now=lambda: 51.5)
    >>> clock.arm(match.frame.state)
    >>> view = live_clock(scoring_state(match, ("Ivanov", "Petrov"), clock=clock.reading()))
    >>> view.text, view.face.value, view.running, view.extensions_left, view.extension_texts[0]
    ('60', 'running', True, (1, 1), '+25 s (1 left)')
    >>> followed = live_clock(scoring_state(match, ("Ivanov", "Petrov"), read_only=True))
    >>> followed.counting, followed.text, followed.rules.seconds
    (False, '—', 35)
    """
    frame, options = state.frame, state.options
    rules = options.shot_clock if options is not None else None
    if frame is None or rules is None:
        return None
    left = frame.extensions_left
    over = state.match_winner is not None
    if state.clock is None or over:
        # Followed from its file, or over: the numbers and the extensions, no face.
        texts = tuple(
            clock_words.extension_short_text(left[player], False, rules.extension)
            for player in (0, 1)
        )
        return LiveClock(rules, (left[0], left[1]), (texts[0], texts[1]))
    view = clock_view(state)
    reading = state.clock
    timed = view.seconds is not None
    caption = view.caption
    if view.question and reading.limit is not None:
        # "Time foul?" is the referee's question, not the public's news: the limit instead.
        caption = clock_words.limit_caption(reading.limit, frame.longer_limit, reading.extended)
    return LiveClock(
        rules,
        (left[0], left[1]),
        (view.extensions[0].short_text, view.extensions[1].short_text),
        counting=True,
        phase=reading.phase,
        face=view.face,
        text=view.text,
        caption=caption,
        limit=view.limit,
        remaining=reading.remaining if timed else None,
        shown=view.seconds,
        warning=view.warning,
        expired=view.expired,
        extended=view.extended,
    )


def _banner(state: ScoringState) -> str:
    """The news of the last action while it is news: the match won (for good), or a frame won
    until the next frame's break is played."""
    entry = state.last_entry
    if entry is None or (state.match_winner is None and state.log):
        return ""
    banner = banner_after(entry, state)
    return "" if banner is None else banner.message.text


def _last_action(entry: LogEntry | None, names: tuple[str, str]) -> LastAction | None:
    if entry is None:
        return None
    return LastAction(
        player=entry.player,
        facts=describe_action(entry.action, entry.player, names),
        ruling=describe_entry_text(entry, names),
    )
