"""Round trip: record → file → record is the same match, and the file is what the schema says."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ninescore.records import FORMAT_VERSION, MatchRecord, Store
from ninescore.records.codec import MIGRATIONS, parse_record
from ninescore.records.demo import random_match
from ninescore.records.model import MatchModel
from ninescore.records.schema import published_schema, schema_text
from ninescore.rules import PROFILES, RuleOptions

from .helpers import small_match

# Any character a text may hold: no lone surrogates, no control characters nor line separators
# (refused at the boundary: rules.limits.CONTROL_CHARACTERS).
TEXT_CHARACTERS = st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp"))
names = st.text(alphabet=TEXT_CHARACTERS, min_size=1, max_size=100).filter(
    lambda name: name.strip() != ""
)
texts = st.text(alphabet=TEXT_CHARACTERS, max_size=200)


@st.composite
def records(draw: st.DrawFn) -> MatchRecord:
    """Matches played by the demo generator, with any names, texts, options (the shot clock's
    among them), times and shot times."""
    seed = draw(st.integers(0, 2**32))
    race = draw(st.tuples(st.integers(1, 6), st.integers(1, 6)))
    finish = draw(st.sampled_from([True, False, None]))
    created = draw(st.datetimes(datetime(2000, 1, 1), datetime(2090, 1, 1), timezones=st.just(UTC)))
    base = random_match(random.Random(seed), race_to=race, created=created, finish=finish)
    record = MatchRecord(
        id=base.id,
        players=(draw(names), draw(names)),
        race_to=race,
        first_breaker=base.first_breaker,
        options=RuleOptions(
            break_rule=draw(st.sampled_from(["winner", "alternate", "loser"])),
            three_foul_rule=draw(st.booleans()),
            nine_on_break=draw(st.sampled_from(["wins", "spotted"])),
            push_out=draw(st.booleans()),
            shot_clock=draw(st.sampled_from([None, *(p.shot_clock for p in PROFILES.values())])),
        ),
        event=draw(texts),
        round=draw(texts),
        table=draw(texts),
        referee=draw(texts),
        created=created,
    )
    for action, moment, seconds in zip(base.actions, base.times, base.shot_times, strict=True):
        if record.match.is_over:
            break
        try:
            record.append(action, at=moment, shot_time=seconds)
        except ValueError:
            break  # other house rules may end a frame elsewhere: stop there
    if draw(st.booleans()) and not record.match.is_over:
        record.abandon(at=record.updated)
    return record


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(record=records())
def test_a_saved_match_loads_back_as_the_same_match(record: MatchRecord, tmp_path_factory) -> None:  # type: ignore[no-untyped-def]
    store = Store(tmp_path_factory.mktemp("data"))
    try:
        path = store.save(record)
        loaded = store.load(record.id)
    finally:
        store.close()
    assert loaded.same_as(record)
    assert loaded.problems == []
    assert loaded.score == record.score and loaded.status == record.status
    assert loaded.action_times == record.action_times
    assert loaded.shot_times == record.shot_times
    assert loaded.options == record.options
    # Saving the loaded record writes exactly the same bytes: files diff well.
    assert loaded.to_json().encode("utf-8") == path.read_bytes()


def test_the_file_is_indented_utf8_with_the_format_first(store: Store) -> None:
    record = small_match()
    text = store.save(record).read_text("utf-8")
    assert text.startswith('{\n  "format": 2,\n  "id": ')
    assert "Иванов" in text  # readable, not \u-escaped
    document = json.loads(text)
    assert list(document)[:5] == ["format", "id", "created", "updated", "status"]
    assert MatchModel.model_validate(document).players == ("Иванов", "Petrov")


def test_microsecond_times_survive_a_round_trip(tmp_path: Path) -> None:
    record = small_match()
    record.updated = datetime(2030, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)
    loaded = parse_record(record.to_json().encode(), tmp_path / "x.json")
    assert loaded.updated == record.updated


def test_the_published_schema_is_the_one_the_models_generate() -> None:
    assert published_schema() == schema_text(), (
        "run `python -m ninescore.records.schema` to regenerate match.schema.json"
    )


def test_the_schema_describes_the_format_version_and_actions() -> None:
    schema = json.loads(published_schema())
    assert schema["properties"]["format"]["const"] == FORMAT_VERSION == 2
    assert {
        "ShotModel",
        "ConcessionModel",
        "UseExtensionModel",
        "ShotClockFoulModel",
        "FrameModel",
        "ShotClockRulesModel",
    } <= set(schema["$defs"])


def test_an_older_format_is_migrated_on_load(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Migrations chain: a stand-in "format 0" goes through 0 → 1 → 2."""
    import ninescore.records.codec as codec

    record = small_match()
    document = json.loads(record.to_json())
    document["format"] = 0
    document["event_name"] = document.pop("event")  # what a "format 0" might have called it

    def from_0(old: dict[str, object]) -> dict[str, object]:
        new = dict(old)
        new["event"] = new.pop("event_name")
        return new

    monkeypatch.setattr(codec, "MIGRATIONS", {**MIGRATIONS, 0: from_0})
    monkeypatch.setattr(codec, "OLDEST_FORMAT", 0)
    loaded = parse_record(json.dumps(document).encode(), tmp_path / "old.json")
    assert loaded.same_as(record)


def test_the_example_in_the_documentation_is_exactly_what_ninescore_writes() -> None:
    import re

    page = Path(__file__).resolve().parents[2] / "docs" / "file-format.md"
    example = re.search(r"```json\n(.*?)```", page.read_text("utf-8"), re.DOTALL)
    assert example is not None
    record = parse_record(example.group(1).encode(), Path("example.json"))
    assert record.problems == []
    assert record.to_json() == example.group(1)
