"""A desk card's "to shoot" and warning are the live view's, at every action of real matches
(the desk works them out without building the whole view)."""

from __future__ import annotations

import random

from ninescore.desk.folder import card_facts
from ninescore.records import demo
from ninescore.records.record import MatchRecord
from ninescore.scoring import scoring_state
from ninescore.scoring.live import live_view


def test_the_cards_facts_are_the_live_views_after_every_action() -> None:
    rng = random.Random(28)
    warnings = 0
    for _ in range(12):
        record = MatchRecord.new(players=("Anna", "Boris"), race_to=(3, 3))
        styles = (demo._style(rng), demo._style(rng))
        states = [scoring_state(record.match, record.players, read_only=True)]
        while not record.match.is_over:
            record.append(demo._choose(rng, record.match.frame, styles, None))
            states.append(scoring_state(record.match, record.players, read_only=True))
        for state in states:
            view = live_view(state)
            assert card_facts(state) == (view.to_shoot, view.warning_text)
            warnings += bool(view.warning_text)
    assert warnings, "no warning in 12 matches: the comparison never saw one"
