"""The presenter: what every view shows, from a state alone, without a widget or a display."""

from __future__ import annotations

from ninescore.rules import Match, Shot
from ninescore.scoring import ShotDraft, scoring_state
from ninescore.scoring.facts import Fact
from ninescore.scoring.presenter import (
    banner_after,
    banner_after_undo,
    diagram_view,
    panel_view,
    prompt,
    refused_fact,
    scoreboard_view,
    window_title,
)
from ninescore.scoring.state import SaveStatus
from ninescore.scoring.views import Badge, MessageStyle, PanelMode

NAMES = ("Ivanov", "Petrov")


def dry_break() -> Match:
    match = Match(race_to=3)
    match.shoot(Shot(balls_to_rail=4))
    return match


def test_the_scoreboard_shows_names_races_turn_and_badges() -> None:
    view = scoreboard_view(scoring_state(Match(race_to=(5, 3)), NAMES))
    assert [p.name for p in view.players] == list(NAMES)
    assert view.to_shoot == 0 and view.caption == "Frame\n1"
    assert view.players[0].badge_kinds == {Badge.BREAK}
    assert view.players[1].detail == "race to 3"


def test_the_fouls_in_a_row_show_past_two_when_the_three_foul_rule_is_off() -> None:
    from ninescore.rules import RuleOptions

    match = Match(race_to=3, options=RuleOptions(three_foul_rule=False))
    match.shoot(Shot(pocketed={2}))
    for _ in range(3):  # Ivanov fouls, Petrov misses, three times
        match.shoot(Shot(scratch=True))
        match.shoot(Shot())
    view = scoreboard_view(scoring_state(match, NAMES))
    assert view.players[0].fouls_in_row == 3 and "fouls in a row: 3" in view.players[0].detail
    assert Badge.WARNING not in view.players[0].badge_kinds


def test_ball_in_hand_cites_the_rule_the_engine_gave_it_by() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={2}))
    match.shoot(Shot(scratch=True))  # an ordinary shot: R6
    assert prompt(scoring_state(match, NAMES)).text == "Petrov has ball in hand (R6)."
    breaking = Match(race_to=3)
    breaking.shoot(Shot(scratch=True))  # on the break: R3
    assert prompt(scoring_state(breaking, NAMES)).text == "Petrov has ball in hand (R3)."


def test_the_prompts_name_the_keys_of_the_key_map() -> None:
    match = dry_break()
    assert prompt(scoring_state(match, NAMES)).text == "Petrov to shoot — may push out (U)."
    match.shoot(Shot(first_contact=None, push_out=True))
    assert "shoot from here (A)" in prompt(scoring_state(match, NAMES)).text


def test_the_warning_is_red_and_cites_r12() -> None:
    match = dry_break()
    for _ in range(2):  # Petrov fouls, Ivanov misses
        match.shoot(Shot(scratch=True))
        match.shoot(Shot())
    shown = prompt(scoring_state(match, NAMES))
    assert shown.style is MessageStyle.WARNING and shown.text.startswith("WARNING (R12): Petrov")


def test_the_panel_offers_the_facts_the_rules_allow_and_says_why_not_the_others() -> None:
    on_break = panel_view(scoring_state(Match(), NAMES))
    assert on_break.hidden == {Fact.NO_RAIL, Fact.PUSH_OUT}
    assert on_break.preview.startswith("On commit: Foul — nothing pocketed on the break")
    match = dry_break()
    pocketing = panel_view(scoring_state(match, NAMES, ShotDraft(pocketed=frozenset({1}))))
    assert pocketing.hidden == {Fact.BALLS_TO_RAIL}
    blocked = dict(pocketing.blocked)
    assert set(blocked) == {Fact.NO_RAIL} and "R8" in blocked[Fact.NO_RAIL]
    assert pocketing.marked == frozenset()
    marked = ShotDraft(pocketed=frozenset({1}), scratch=True)
    assert panel_view(scoring_state(match, NAMES, marked)).marked == {Fact.SCRATCH}
    choice = dry_break()
    choice.shoot(Shot(first_contact=None, push_out=True))
    assert panel_view(scoring_state(choice, NAMES)).mode is PanelMode.PUSH_OUT_CHOICE


def test_the_diagram_marks_the_draft_and_goes_quiet_when_no_shot_is_marked() -> None:
    match = dry_break()
    draft = ShotDraft(pocketed=frozenset({3}), first_contact=5, first_contact_chosen=True)
    view = diagram_view(scoring_state(match, NAMES, draft))
    assert view.interactive and view.pocketed == {3} and view.first_contact == 5 and view.fouled
    assert not diagram_view(scoring_state(match, NAMES, draft, read_only=True)).interactive


def test_the_news_of_a_frame_and_of_the_match() -> None:
    match = Match(race_to=2)
    frame_won = match.shoot(Shot(pocketed={9}))
    banner = banner_after(frame_won, scoring_state(match, NAMES))
    assert banner is not None and banner.with_prompt and not banner.stays
    assert banner.message.text == "Ivanov wins the frame: the 9 on the break. (R3d)"
    match_won = match.shoot(Shot(pocketed={9}))
    banner = banner_after(match_won, scoring_state(match, NAMES))
    assert banner is not None and banner.stays
    assert banner.message.text.startswith("Ivanov wins the match 2–0.\n")
    assert banner_after(Match().shoot(Shot(pocketed={2})), scoring_state(None, NAMES)) is None


def test_an_undo_says_what_it_took_back_and_which_frame_it_opened() -> None:
    match = Match(race_to=3)
    match.shoot(Shot(pocketed={9}))
    undone = match.undo()
    text = banner_after_undo(undone, scoring_state(match, NAMES)).message.text
    assert text == "Undone: Ivanov: hit the 1 first, pocketed 9. Frame 1 is open again."


def test_the_title_has_the_score_and_a_star_while_unsaved() -> None:
    match = Match(race_to=3)
    assert window_title(scoring_state(None, NAMES)) == "ninescore"
    assert window_title(scoring_state(match, NAMES)) == "Ivanov 0–0 Petrov — ninescore"
    failing = scoring_state(match, NAMES, save=SaveStatus.FAILING)
    assert window_title(failing).startswith("* ")


def test_a_refused_fact_is_worded_with_its_rule() -> None:
    assert "R5a" in (refused_fact(scoring_state(Match(), NAMES), "push_out", True) or "")
    assert "R3a" in (refused_fact(scoring_state(dry_break(), NAMES), "balls_to_rail", False) or "")
    assert refused_fact(scoring_state(dry_break(), NAMES), "push_out", True) is None
    assert refused_fact(scoring_state(Match(), NAMES), "scratch", True) is None
