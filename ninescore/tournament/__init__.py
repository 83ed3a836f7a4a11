"""The tournament engine: draws, brackets and standings; pure Python, no Qt, no I/O.

Entrants go in as immutable :class:`Entrant` values; :meth:`Tournament.draw` makes the plan of
every match (single or double elimination, round robin, groups feeding a knockout) and the
:class:`Tournament` follows its results: what is :meth:`~Tournament.ready` to be called, who
goes on, the :meth:`~Tournament.standings` at any moment, the champion.  Modelled on
python-chess, like the rules engine: value objects, one mutable object over them with
record and undo (push and pop), specific :class:`TournamentError` subclasses that show the bad
input.  It imports nothing of ninescore but the rules' limits, so a name the rules refuse is
refused here too.
"""

from .codec import FILE_FORMAT, FILE_VERSION
from .entrants import MAX_ENTRANTS, Entrant
from .errors import (
    AlreadyPlayed,
    ConfigurationError,
    DuplicateEntrant,
    InvalidEntrant,
    InvalidScore,
    InvalidTournamentFile,
    NotAPlayer,
    NotPlayed,
    NotReady,
    ResultBlocked,
    TournamentError,
    UnknownEntrant,
    UnknownMatch,
)
from .plan import (
    FINAL,
    GROUPS,
    LOSERS,
    WINNERS,
    GroupPlace,
    LoserOf,
    Seat,
    Source,
    WinnerOf,
    group_stage,
)
from .settings import FINALS, Format, Settings
from .tables import Row
from .tournament import Match, Result, Tournament

__all__ = [
    "FILE_FORMAT",
    "FILE_VERSION",
    "FINAL",
    "FINALS",
    "GROUPS",
    "LOSERS",
    "MAX_ENTRANTS",
    "WINNERS",
    "AlreadyPlayed",
    "ConfigurationError",
    "DuplicateEntrant",
    "Entrant",
    "Format",
    "GroupPlace",
    "InvalidEntrant",
    "InvalidScore",
    "InvalidTournamentFile",
    "LoserOf",
    "Match",
    "NotAPlayer",
    "NotPlayed",
    "NotReady",
    "Result",
    "ResultBlocked",
    "Row",
    "Seat",
    "Settings",
    "Source",
    "Tournament",
    "TournamentError",
    "UnknownEntrant",
    "UnknownMatch",
    "WinnerOf",
    "group_stage",
]
