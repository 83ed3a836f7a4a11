"""The state JSON: what it says, in which language, and that it is what the schema publishes."""

from __future__ import annotations

import json
from typing import Any

import jsonschema
from PySide6.QtCore import QCoreApplication

from ninescore.describe import race_text
from ninescore.feed.hub import Hub
from ninescore.feed.render import match_json, tables_json
from ninescore.feed.schema import SCHEMA_PATH, schema_text
from ninescore.rules import Shot

from .helpers import MARKUP_NAME, WARNED, live_record, publish


def schema_of(name: str) -> dict[str, Any]:
    published = json.loads(SCHEMA_PATH.read_text("utf-8"))
    return {"$defs": published["$defs"], "$ref": f"#/$defs/{name}"}


def validate(document: Any, name: str) -> None:
    jsonschema.Draft202012Validator(schema_of(name)).validate(document)


def test_the_published_schema_is_the_one_the_models_generate() -> None:
    assert SCHEMA_PATH.read_text("utf-8") == schema_text(), (
        "run `python -m ninescore.feed.schema` to regenerate docs/feed-api.schema.json"
    )


def test_a_match_in_play_is_valid_and_says_who_is_warned(hub: Hub) -> None:
    record = live_record(actions=WARNED)
    live = publish(hub, record)
    assert live is not None
    state = json.loads(match_json(live, "en"))
    validate(state, "MatchState")
    petrov = state["players"][1]
    assert (petrov["name"], petrov["fouls_in_row"], petrov["warning"], petrov["at_table"]) == (
        "Petrov",
        2,
        True,
        True,
    )
    assert state["warning"] is True and "R12" in state["warning_text"]
    assert "warning" in [badge["kind"] for badge in petrov["badges"]]
    assert state["to_shoot"] == 1 and state["frame"]["breaker"] == 0
    assert state["frame"]["on_table"] == list(range(1, 10))
    assert state["last_action"]["player"] == 0 and "miss" in state["last_action"]["ruling"].lower()
    assert state["shot_clock"] is None


def test_a_frame_won_shows_its_banner_until_the_next_break(hub: Hub) -> None:
    record = live_record(actions=[Shot(pocketed={9})])
    live = publish(hub, record)
    assert live is not None
    state = json.loads(match_json(live, "en"))
    validate(state, "MatchState")
    assert state["banner"] == "Ivanov wins the frame: the 9 on the break. (R3d)"
    assert state["frame"]["number"] == 2 and state["frame"]["is_break"] is True
    assert [player["score"] for player in state["players"]] == [1, 0]
    record.append(Shot(balls_to_rail=4))
    after = publish(hub, record)
    assert after is not None
    assert json.loads(match_json(after, "en"))["banner"] == ""


def test_the_match_won_is_said_with_its_score(hub: Hub) -> None:
    record = live_record(race_to=1, actions=[Shot(pocketed={9})])
    live = publish(hub, record)
    assert live is not None
    state = json.loads(match_json(live, "en"))
    validate(state, "MatchState")
    assert state["status"] == "finished" and state["winner"] == 0
    assert state["banner"].startswith("Ivanov wins the match 1–0.")
    assert state["to_shoot"] is None and state["turn_text"] == ""


def test_a_markup_name_stays_a_json_string(hub: Hub) -> None:
    record = live_record(players=("Ivanov", MARKUP_NAME))
    live = publish(hub, record)
    assert live is not None
    data = match_json(live, "en")
    assert json.loads(data)["players"][1]["name"] == MARKUP_NAME
    validate(json.loads(data), "MatchState")


def test_each_request_gets_its_language_and_the_window_keeps_its_own(hub: Hub) -> None:
    live = publish(hub, live_record(actions=WARNED))
    assert live is not None
    russian = json.loads(match_json(live, "ru"))
    english = json.loads(match_json(live, "en"))
    assert russian["frame"]["text"] == "Партия 1" and english["frame"]["text"] == "Frame 1"
    assert "(п.\u00a012)" in russian["last_action"]["ruling"]
    assert "(R12)" in english["last_action"]["ruling"]
    # The application's own translators (English in the tests) were never touched.
    assert race_text(5) == "race to 5"
    assert QCoreApplication.translate("Words", "race to {n}") == "race to {n}"


def test_the_tables_are_listed_in_the_order_tables_are_counted(hub: Hub) -> None:
    for table in ("10", "2", "", "Show table", "1"):
        publish(hub, live_record(table=table))
    sequence, matches = hub.matches()
    tables = json.loads(tables_json(sequence, matches, "en"))
    validate(tables, "Tables")
    assert [entry["table"] for entry in tables["tables"]] == ["1", "2", "10", "Show table", ""]
    assert tables["tables"][0]["table_text"] == "Table 1"
    assert tables["sequence"] == 5


def test_a_tap_on_a_ball_makes_no_change_of_the_feed(hub: Hub) -> None:
    from dataclasses import replace

    from ninescore.feed.hub import MatchInfo
    from ninescore.scoring import ShotDraft, scoring_state

    record = live_record()
    state = scoring_state(record.match, record.players, match_id=record.id)
    assert hub.publish(MatchInfo.of(record), state) is not None
    tapped = scoring_state(
        record.match, record.players, ShotDraft(pocketed=frozenset({3})), match_id=record.id
    )
    assert hub.publish(MatchInfo.of(record), tapped) is None
    assert hub.publish(MatchInfo.of(record), replace(state, can_redo=True)) is None
    assert hub.sequence == 1


def test_every_badge_kind_the_presenter_makes_is_in_the_schema() -> None:
    from ninescore.scoring.views import Badge

    kinds = schema_of("Badge")["$defs"]["Badge"]["properties"]["kind"]["enum"]
    assert sorted(kinds) == sorted(badge.value for badge in Badge)


def test_a_match_on_the_clock_followed_from_its_file_has_the_numbers_and_no_seconds(
    hub: Hub,
) -> None:
    from ninescore.rules import PROFILES, UseExtension

    record = live_record(actions=[Shot(pocketed={3})], options=PROFILES["tv"])
    record.append(UseExtension())
    live = publish(hub, record)  # as the folder follower publishes it: read-only, no reading
    assert live is not None
    for lang in ("en", "ru"):
        state = json.loads(match_json(live, lang))
        validate(state, "MatchState")
        clock = state["shot_clock"]
        assert clock["counting"] is False and clock["phase"] is None and clock["left"] is None
        assert clock["text"] == "—" and clock["running"] is False
        assert clock["rules"]["seconds"] == PROFILES["tv"].shot_clock.seconds  # type: ignore[union-attr]
        assert clock["extensions_left"] == [0, 1]  # Ivanov used his: it is in the file
    assert clock["extensions_text"][0] != clock["extensions_text"][1]


def test_a_running_clock_is_as_of_the_answer_and_valid(hub: Hub) -> None:
    from ninescore.feed.render import shot_clock
    from ninescore.rules import PROFILES, ShotClock
    from ninescore.scoring import scoring_state
    from ninescore.scoring.live import live_clock

    record = live_record(actions=[Shot(pocketed={3})], options=PROFILES["wpa"])
    clock = ShotClock(record.options.shot_clock, now=lambda: 0.0)
    clock.arm(record.match.frame.state)
    view = live_clock(scoring_state(record.match, record.players, clock=clock.reading()))
    assert view is not None and view.running
    made = shot_clock(view, made_at=100.0, now=103.25)
    assert (made.left, made.shown, made.text) == (56.75, 57, "57")
    validate(json.loads(made.model_dump_json()), "ShotClock")
