"""A shot read from a file is built without checking again what the file's model checked: the
model and the shot's own constructor must accept and refuse exactly the same facts."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import TypeAdapter, ValidationError

from ninescore.records.codec import decode_action
from ninescore.records.model import ShotModel
from ninescore.rules import InvalidShot, RulesError, Shot

ADAPTER: TypeAdapter[ShotModel] = TypeAdapter(ShotModel)
TIME = "2026-12-01T20:00:00Z"

ODD = st.sampled_from([0, 10, -1, True, "1", 1.0, None])
BALL = st.one_of(st.integers(1, 9), ODD)
FLAG = st.one_of(st.booleans(), st.sampled_from([0, 1, "true", None]))
REASON = st.one_of(
    st.sampled_from(["double_hit", "  ", "", "\ud800", "x" * 201, "moved a ball"]),
    st.integers(),
)


@st.composite
def shot_facts(draw: st.DrawFn) -> dict[str, Any]:
    facts: dict[str, Any] = {"type": "shot", "time": "2026-12-01T20:00:00Z"}
    for name, strategy in (
        ("first_contact", st.one_of(st.none(), BALL)),
        ("pocketed", st.lists(BALL, max_size=4)),
        ("jumped", st.lists(BALL, max_size=2)),
        ("rail", FLAG),
        ("scratch", FLAG),
        ("cue_off_table", FLAG),
        ("push_out", FLAG),
        ("balls_to_rail", st.one_of(st.integers(-1, 10), ODD)),
        ("fouls", st.lists(REASON, max_size=3)),
    ):
        if draw(st.booleans()):
            facts[name] = draw(strategy)
    return facts


def built(model: ShotModel) -> Shot | type[Exception]:
    try:
        return Shot(
            first_contact=model.first_contact,
            pocketed=model.pocketed,
            rail=model.rail,
            balls_to_rail=model.balls_to_rail,
            scratch=model.scratch,
            cue_off_table=model.cue_off_table,
            jumped=model.jumped,
            push_out=model.push_out,
            fouls=model.fouls,
        )
    except RulesError as error:
        return type(error)


@settings(max_examples=400, deadline=None)
@given(shot_facts())
def test_a_decoded_shot_is_the_shot_its_checked_facts_make(facts: dict[str, Any]) -> None:
    try:
        model = ADAPTER.validate_python(facts)
    except ValidationError:
        return  # the file is refused before any shot is built
    expected = built(model)
    try:
        decoded: Shot | type[Exception] = decode_action(model)  # type: ignore[assignment]
    except RulesError as error:
        decoded = type(error)
    assert decoded == expected


def test_facts_that_cannot_all_be_true_are_refused_on_decoding() -> None:
    both = ADAPTER.validate_python(
        {"type": "shot", "time": "2026-12-01T20:00:00Z", "pocketed": [3], "jumped": [3]}
    )
    cue = ADAPTER.validate_python(
        {"type": "shot", "time": "2026-12-01T20:00:00Z", "scratch": True, "cue_off_table": True}
    )
    blank = ADAPTER.validate_python(
        {"type": "shot", "time": "2026-12-01T20:00:00Z", "fouls": ["   "]}
    )
    for model in (both, cue, blank):
        try:
            decode_action(model)
        except InvalidShot:
            continue
        raise AssertionError(f"{model!r} was decoded")


def test_a_shot_decoded_again_is_the_same_shot_and_one_refused_is_refused_again(
    monkeypatch: Any,
) -> None:
    from ninescore.records import codec

    monkeypatch.setattr(codec, "_SHOTS", {})  # none kept by the tests before

    def model(**facts: Any) -> ShotModel:
        return ADAPTER.validate_python({"type": "shot", "time": "2026-12-01T20:00:00Z", **facts})

    first = decode_action(model(first_contact=4, pocketed=[4, 6]))
    again = decode_action(model(first_contact=4, pocketed=[6, 4]))
    assert first == again == Shot(first_contact=4, pocketed={4, 6})
    assert decode_action(model(first_contact=4, pocketed=[4, 6])) is first
    with_reason = model(first_contact=4, fouls=["moved a ball"])
    assert decode_action(with_reason) is not decode_action(with_reason)  # texts are not kept
    for _ in range(2):  # a refused shot is not kept either: it is refused every time
        try:
            decode_action(model(pocketed=[5], jumped=[5]))
        except InvalidShot:
            continue
        raise AssertionError("a ball both pocketed and jumped was decoded")
    # Once the shots kept reach their bound, a new shot is made as it always was, not kept.
    monkeypatch.setattr(codec, "MAX_SHOTS_KEPT", len(codec._SHOTS))
    new = model(first_contact=2, pocketed=[2, 3, 5, 7], rail=False, balls_to_rail=0)
    made = decode_action(new)
    assert made == Shot(first_contact=2, pocketed={2, 3, 5, 7}, rail=False)
    assert decode_action(new) is not made


def test_every_fact_of_a_shot_is_read_from_its_file_and_kept_apart_by_the_cache() -> None:
    """A new fact of ``Shot`` is a field of its model and of the decoder's fact lists: each
    fact, set alone, comes back from the file as it was, never as the plain shot the cache
    kept (the decoder lists the facts by hand, for speed, and a fact it missed would be lost
    without a word).  A fact this test has no shot for fails it too."""
    import dataclasses

    from ninescore.records.codec import _SHOT_FACTS

    facts = [field.name for field in dataclasses.fields(Shot)]
    assert set(ShotModel.model_fields) - {"type", "time", "shot_time"} == set(facts)
    assert _SHOT_FACTS(dict.fromkeys(facts, 0)) == tuple(0 for _ in facts)  # every one, once

    def from_file(shot: Shot) -> Shot | object:
        def as_json(value: object) -> object:
            return sorted(value) if isinstance(value, frozenset | set | tuple) else value

        raw = {name: as_json(getattr(shot, name)) for name in facts}
        return decode_action(ADAPTER.validate_python({"type": "shot", "time": TIME, **raw}))

    plain = Shot(first_contact=1)
    assert from_file(plain) == plain  # now in the decoder's cache
    covered: set[str] = set()
    for shot in (
        Shot(first_contact=None, rail=False),
        Shot(first_contact=1, pocketed={2}),
        Shot(first_contact=1, rail=False),
        Shot(first_contact=1, balls_to_rail=4, pocketed={1}),
        Shot(first_contact=1, scratch=True),
        Shot(first_contact=1, cue_off_table=True),
        Shot(first_contact=1, jumped={3}),
        Shot(first_contact=1, push_out=True),
        Shot(first_contact=1, fouls=("double_hit",)),
    ):
        changed = {name for name in facts if getattr(shot, name) != getattr(plain, name)}
        assert from_file(shot) == shot, changed
        covered |= changed
    assert covered == set(facts), f"no shot here sets {set(facts) - covered}"
