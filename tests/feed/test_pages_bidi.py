"""A page that puts two typed texts into one line (the board's "event · round") keeps them in
their order in a real browser, whatever direction controls one of them holds: each is isolated
(feed.js ``isolated``), and the sentences the feed sends come isolated (describe/bidi.py)."""

from __future__ import annotations

from ninescore.feed.hub import Hub
from ninescore.feed.server import FeedServer
from ninescore.records import MatchRecord
from ninescore.rules import Shot

from .browser import Browser
from .helpers import publish

CENTRES = """(() => {
  const node = document.querySelector(%s).firstChild;
  const text = node.textContent;
  const start = text.indexOf(%s);
  const xs = [];
  for (let i = start; i < start + %d; i++) {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const box = range.getBoundingClientRect();
    xs.push(box.left + box.width / 2);
  }
  return {text, xs};
})()"""


def centres(browser: Browser, selector: str, word: str) -> list[float]:
    found = browser.evaluate(CENTRES % (repr(selector), repr(word), len(word)))
    assert word in found["text"], found["text"]
    return [float(x) for x in found["xs"]]


def test_an_event_with_an_open_override_leaves_the_round_beside_it_in_order(
    hub: Hub, server: FeedServer, browser: Browser
) -> None:
    record = MatchRecord.new(
        players=("Anna\u202e", "Boris"), table="1", event="Open\u202e", round="Last 16"
    )
    record.append(Shot(pocketed={2}))
    publish(hub, record)
    browser.open(server.url("/board", lang="en"))
    browser.wait_for("document.querySelectorAll('.card').length === 1")
    xs = centres(browser, ".card-event", "Last 16")
    assert xs == sorted(xs) and len(set(xs)) == len(xs), "the round reads left to right"
    names = browser.evaluate(
        "Array.from(document.querySelectorAll('.card .name')).map((n) => n.textContent)"
    )
    assert names == ["Anna\u202e", "Boris"], "the names themselves are shown as they are"


def test_the_api_carries_the_name_raw_and_its_sentences_isolated(hub: Hub) -> None:
    import json

    from ninescore.describe import isolated
    from ninescore.feed.render import match_json

    record = MatchRecord.new(players=("Anna\u202e", "Boris"), table="1", event="Open\u202e")
    record.append(Shot(first_contact=1))  # a miss: Boris to shoot
    record.append(Shot(first_contact=1))  # and back to Anna
    live = publish(hub, record)
    assert live is not None
    state = json.loads(match_json(live, "en"))
    assert [p["name"] for p in state["players"]] == ["Anna\u202e", "Boris"]
    assert state["event"] == "Open\u202e", "a value is the file's text, exactly"
    assert isolated("Anna\u202e") in state["turn_text"], state["turn_text"]
