"""The scoring controller (layer 5): the match being scored, its store and its shot clock.

:class:`MatchController` (``match.py``: the match as a whole, on
:class:`~ninescore.controller.scoring.ShotScoring`, ``scoring.py``: marking and playing the shots)
composes the parts: the draft of the shot being marked
(:class:`~ninescore.scoring.draft.DraftEditor`, pure), where the match is kept
(:class:`~ninescore.controller.session.MatchSession`: the store, the lock and its heartbeat,
autosave) and the shot clock (:class:`~ninescore.controller.clock.ClockDriver`).
"""

from ninescore.scoring import ShotDraft

from .match import MatchController
from .session import RETRY_INTERVAL_MS

__all__ = ["RETRY_INTERVAL_MS", "MatchController", "ShotDraft"]
