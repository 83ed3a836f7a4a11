"""The scoring state and its presenter (layer 4): pure Python, no Qt, no rules of its own.

- :mod:`.state`: the shot being marked (:class:`ShotDraft`) and :class:`ScoringState`, the whole
  picture of the match as the operator sees it, built by one pure function;
- :mod:`.views`: the plain values each view shows (scoreboard, diagram, panel, messages);
- :mod:`.presenter`: pure functions from a state to those values;
- :mod:`.keys`: the key map, from which the window's actions, the help and the README are made.
"""

from .state import (
    FACTS,
    NO_MATCH,
    FrameResult,
    SaveStatus,
    ScoringState,
    ShotDraft,
    TapMode,
    scoring_state,
)

__all__ = [
    "FACTS",
    "NO_MATCH",
    "FrameResult",
    "SaveStatus",
    "ScoringState",
    "ShotDraft",
    "TapMode",
    "scoring_state",
]
