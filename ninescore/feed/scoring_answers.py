"""What the scoring desk answers a phone (:mod:`.scoring`): a status, a body, and the match's
state as the feed rendered it; and its refusals, each one sentence in the request's language."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

from pydantic import TypeAdapter, ValidationError

from ninescore.describe import describe_error
from ninescore.describe import live as live_words
from ninescore.describe.language import in_language
from ninescore.rules import Action, IllegalAction


@dataclass
class Answer:
    status: HTTPStatus
    body: dict[str, Any]
    state_json: bytes | None = None
    """The body's ``state``, when it is a :class:`~.model.MatchState` already in JSON (the
    hub's rendering): put in as it is, never parsed again."""

    def encoded(self) -> bytes:
        """The body in JSON (UTF-8)."""
        data = json.dumps(self.body, ensure_ascii=False).encode("utf-8")
        if self.state_json is None:
            return data
        # {"actions": …} with the state's JSON spliced in as its last member.
        return b"".join(
            (data[:-1], b', "state": ' if len(data) > 2 else b'"state": ', self.state_json, b"}")
        )


def refused(error: IllegalAction, action: Action | None, count: int, lang: str) -> Answer:
    """422: the rules refuse ``action``, with the engine's code and rule and its sentence in
    the request's language; the match still has ``count`` actions."""
    with in_language(lang):
        sentence = describe_error(error, action)
    body = {"error": sentence, "code": str(error.code.value), "rule": error.rule, "actions": count}
    return Answer(HTTPStatus.UNPROCESSABLE_ENTITY, body)


@functools.cache
def action_adapter() -> TypeAdapter[Any]:
    """The file format's action model, made once (making it costs more than a request)."""
    from ninescore.records.model import ActionModel

    return TypeAdapter(ActionModel)


def problem(status: HTTPStatus, sentence: Callable[[], str], lang: str) -> Answer:
    with in_language(lang):
        return Answer(status, {"error": sentence()})


def bad_request(lang: str, error: ValidationError) -> Answer:
    errors = error.errors()
    where = ".".join(str(part) for part in errors[0]["loc"]) if errors else ""
    with in_language(lang):
        sentence = live_words.bad_request_text(where or "—")
    return Answer(HTTPStatus.BAD_REQUEST, {"error": sentence})
