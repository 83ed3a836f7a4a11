"""Help → Rules summary says the rules this match is played by, from its options."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ninescore.describe import rules_summary
from ninescore.rules import PROFILES, RuleOptions


def text(options: RuleOptions) -> dict[str, str]:
    return dict(rules_summary(options))


def test_the_seed_s_rules_cite_every_rule_then_the_house_rules() -> None:
    rows = rules_summary(RuleOptions())

    cited = [rule for rule, _ in rows]
    assert cited[:14] == [f"R{n}" for n in range(1, 15)]
    assert cited[14:] == ["option:profile", "option:break_rule", "option:stalemate"]
    assert "The 9 on a legal break wins." in text(RuleOptions())["R3"]
    assert "Three fouls in a row lose the frame" in text(RuleOptions())["R12"]
    assert text(RuleOptions())["R14"] == "This match is played without a shot clock."
    assert "The seed's rules" in text(RuleOptions())["option:profile"]
    assert "the winner of a frame breaks the next" in text(RuleOptions())["option:break_rule"]


def test_nine_on_the_break_spotted_never_says_it_wins() -> None:
    rows = text(RuleOptions(nine_on_break="spotted"))

    assert "wins" not in rows["R3"]
    assert "spotted and the breaker shoots again (option:nine_on_break)" in rows["R3"]


def test_three_fouls_off_says_so_and_promises_no_loss() -> None:
    rows = rules_summary(RuleOptions(three_foul_rule=False))

    assert "R12" not in [rule for rule, _ in rows]
    off = dict(rows)["option:three_foul_rule"]
    assert "off" in off and "lose nothing" in off
    assert not any("Three fouls in a row lose" in sentence for _, sentence in rows)


def test_no_push_outs_say_there_is_none() -> None:
    rows = text(RuleOptions(push_out=False))

    assert "R5" not in rows
    assert "no push-out" in rows["R4"]
    assert "not played" in rows["option:push_out"]


def test_the_clock_s_own_numbers() -> None:
    rows = text(PROFILES["wpa"])

    assert rows["R14"].startswith("Shot clock (R14): 35 s a shot, warning at 10 s left")
    assert "the referee confirms" in rows["R14"] and "never on the break" in rows["R14"]
    assert "players alternate the break" in rows["option:break_rule"]


def test_in_russian_every_sentence_is_russian(russian: QApplication) -> None:
    for options in (RuleOptions(), RuleOptions(nine_on_break="spotted", three_foul_rule=False,
                                               push_out=False), PROFILES["wpa"]):  # fmt: skip
        for rule, sentence in rules_summary(options):
            words = sentence.replace(rule, "").replace("WPA", "")
            for name in ("nine_on_break", "three_foul_rule", "push_out"):
                words = words.replace(name, "")
            assert not any("a" <= ch.lower() <= "z" for ch in words), (rule, sentence)
