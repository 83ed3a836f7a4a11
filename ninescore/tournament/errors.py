"""Exceptions raised by the tournament engine.

Everything the engine refuses is a :class:`TournamentError`, itself a :class:`ValueError`, so a
caller that only cares whether something was accepted catches one class.  The message always
shows the bad input, and the fields beside it name it for whoever makes the sentence a person
reads (``ninescore.describe.tournament``).  A refused call leaves the tournament as it was.

>>> error = ResultBlocked(12, 17)
>>> str(error), error.match_id, error.blocking_id
('match 12 cannot be undone while match 17, which it feeds, has a result', 12, 17)
"""

from __future__ import annotations


class TournamentError(ValueError):
    """Anything the tournament engine refuses."""


class InvalidEntrant(TournamentError):
    """An entrant's name, seed, club or rating that no player could have (``field`` names it)."""

    def __init__(self, message: str, *, field: str, value: object) -> None:
        super().__init__(message)
        self.field = field
        self.value = value


class DuplicateEntrant(TournamentError):
    """Two entrants with the same name (letter case aside), or the same seed number."""

    def __init__(self, message: str, *, value: object) -> None:
        super().__init__(message)
        self.value = value


class ConfigurationError(TournamentError):
    """A draw that cannot be made: too few entrants, a race out of bounds, groups that cannot
    send K players on (``setting`` names the argument)."""

    def __init__(self, message: str, *, setting: str) -> None:
        super().__init__(message)
        self.setting = setting


class UnknownMatch(TournamentError):
    """A match number the tournament does not have."""

    def __init__(self, match_id: object) -> None:
        super().__init__(f"the tournament has no match {match_id!r}")
        self.match_id = match_id


class UnknownEntrant(TournamentError):
    """A name that is not one of the tournament's entrants."""

    def __init__(self, name: object) -> None:
        super().__init__(f"{name!r} is not an entrant of the tournament")
        self.name = name


class NotReady(TournamentError):
    """A result for a match whose two players are not both known yet, or that is not to be
    played (the true double's second race after the hot seat won the first)."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} cannot be played now: its players are not known yet")
        self.match_id = match_id


class AlreadyPlayed(TournamentError):
    """A second result for a match: undo the first to correct it."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} already has a result; undo it first to correct it")
        self.match_id = match_id


class NotPlayed(TournamentError):
    """Undo of a match that has no result."""

    def __init__(self, match_id: int) -> None:
        super().__init__(f"match {match_id} has no result to undo")
        self.match_id = match_id


class ResultBlocked(TournamentError):
    """Undo of a result that a later match depends on, and that match has a result itself."""

    def __init__(self, match_id: int, blocking_id: int) -> None:
        super().__init__(
            f"match {match_id} cannot be undone while match {blocking_id}, which it feeds, "
            "has a result"
        )
        self.match_id = match_id
        self.blocking_id = blocking_id


class NotAPlayer(TournamentError):
    """A winner who is not one of the match's two players."""

    def __init__(self, match_id: int, name: object, players: tuple[str, str]) -> None:
        super().__init__(
            f"{name!r} does not play match {match_id} ({players[0]!r} against {players[1]!r})"
        )
        self.match_id = match_id
        self.name = name
        self.players = players


class InvalidScore(TournamentError):
    """Racks that do not end the match's race with the named winner."""

    def __init__(self, match_id: int, score: object, race_to: tuple[int, int]) -> None:
        super().__init__(
            f"the score {score!r} does not end match {match_id} (race to "
            f"{race_to[0]}/{race_to[1]}) with the winner named"
        )
        self.match_id = match_id
        self.score = score
        self.race_to = race_to


class InvalidTournamentFile(TournamentError):
    """Data given to :meth:`~ninescore.tournament.Tournament.from_json` that is not a tournament
    this engine wrote (``where`` says which part)."""

    def __init__(self, message: str, *, where: str) -> None:
        super().__init__(message)
        self.where = where
