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

from dataclasses import dataclass, field

from ninescore.describe import (
    describe_action,
    describe_entry_text,
    frame_text,
    player_name,
    race_text,
)
from ninescore.rules import BALLS, LogEntry

from .presenter import banner_after, prompt, scoreboard_view, turn_heading
from .state import ScoringState
from .views import BadgeView, MessageStyle

__all__ = ["LastAction", "LivePlayer", "LiveView", "live_view"]


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


def live_view(state: ScoringState) -> LiveView:
    """What the spectator screen and the feed show for ``state``."""
    frame = state.frame
    if frame is None:
        return LiveView()
    board = scoreboard_view(state)
    to_shoot = state.to_shoot
    players = tuple(
        LivePlayer(
            name=player_name(state.names, player),
            score=state.score[player],
            race_to=state.race_to[player],
            fouls_in_row=view.fouls_in_row,
            warning=state.warning and to_shoot == player,
            at_table=to_shoot == player,
            breaker=frame.breaker == player,
            winner=state.match_winner == player,
            badges=view.badges,
        )
        for player, view in enumerate(board.players)
    )
    message = prompt(state)
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
        warning_text=message.text if message.style is MessageStyle.WARNING else "",
        turn_text=turn_heading(state),
        banner=_banner(state),
        match_winner=state.match_winner,
        last_action=_last_action(state.last_entry, state.names),
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
