"""Scoring over the feed's server (``serve --score``): a phone at the table sends each action.

Every action goes the way the window's do: the rules engine (``MatchRecord.append``, which
refuses what the rules refuse), the record, the store's atomic and durable save, and the match's
lock, held by this server while it scores the match (a window elsewhere then opens it read-only,
and a match a window scores is refused here).  The hub is told of each change, so the feed's
pages follow it at once.

- ``after`` is the number of actions the phone has seen: another count is a ``409`` with the
  match as it is (another phone scored, or an answer was lost);
- an action re-sent after a lost answer (the same ``after``, the same action) is applied once:
  the answer it had is given again;
- the rules' refusal is a ``422`` with the engine's code, its rule and the sentence the window
  shows, in the request's language.

Tokens: scoring needs one, always, even on loopback.  The server's own token scores every
table; a table's token (:meth:`ScoringDesk.token_for_table`) scores only that table's matches,
and any token can be withdrawn.  Everything here runs on the server's event loop, one request
at a time per match; a save is a few milliseconds of the loop's time.
"""

from __future__ import annotations

import functools
import hmac
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, TypeAdapter, ValidationError

from ninescore.describe import describe_error, describe_save_error
from ninescore.describe import live as live_words
from ninescore.describe.language import in_language
from ninescore.records.atomic import write_atomically
from ninescore.records.files import FileTooLarge, SpecialFileError, read_regular

from .address import is_strong_token, new_token
from .hub import Hub, MatchInfo
from .model import MatchState
from .render import match_json

if TYPE_CHECKING:
    from ninescore.records import MatchLock, MatchRecord, Store

log = logging.getLogger(__name__)

EVERY_TABLE = "\x00every table"
"""The scope of the server's own token (no table is named so: names hold no control character)."""


class NewMatch(BaseModel):
    """``POST /api/v1/matches``."""

    model_config = ConfigDict(extra="forbid")

    players: tuple[str, str]
    race_to: StrictInt | tuple[StrictInt, StrictInt] = 7
    table: str = ""
    profile: str = "seed"
    event: str = ""
    round: str = ""
    first_breaker: StrictInt = Field(0, ge=0, le=1)


class ActionRequest(BaseModel):
    """``POST /api/v1/matches/{id}/actions``."""

    model_config = ConfigDict(extra="forbid")

    after: StrictInt = Field(ge=0)
    action: dict[str, Any]


class UndoRequest(BaseModel):
    """``POST /api/v1/matches/{id}/undo``."""

    model_config = ConfigDict(extra="forbid")

    after: StrictInt = Field(ge=0)


class Scored(BaseModel):
    """The answer to an accepted change (201 for a new match, with its ``id``; else 200), and
    to a stale count (409, with ``error``): the match's actions and its state now."""

    id: str | None = None
    actions: int
    state: MatchState | None
    error: str | None = None


class Refused(BaseModel):
    """The answer to a change refused: the sentence, and for the rules' refusal (422) the
    engine's ``code`` and the ``rule`` that says so, with the match's actions unchanged."""

    error: str
    code: str | None = None
    rule: str | None = None
    actions: int | None = None


SCORING_MODELS: tuple[tuple[type[BaseModel], str], ...] = (
    (NewMatch, "validation"),
    (ActionRequest, "validation"),
    (UndoRequest, "validation"),
    (Scored, "serialization"),
    (Refused, "serialization"),
)
"""The scoring API's requests and answers, as the schema publishes them."""


@dataclass
class Answer:
    status: HTTPStatus
    body: dict[str, Any]


@dataclass
class _Session:
    """A match this server scores: its record and its lock, and the last change it made."""

    record: MatchRecord
    lock: MatchLock | None
    last: tuple[Any, ...] | None = None
    last_answer: Answer | None = None
    heartbeat: Any = field(default=None, repr=False)


class ScoringDesk:
    """The matches scored through the server, and who may score which."""

    def __init__(
        self,
        data_path: Path,
        hub: Hub,
        server_token: str | None,
        tokens_file: Path | None = None,
    ) -> None:
        """``tokens_file`` keeps the tables' tokens across restarts (so that the cards printed
        stay good); OSError or ValueError when it cannot be read."""
        self.data_path = Path(data_path)
        self.hub = hub
        self._tokens: dict[str, str] = {}
        self._tokens_file = tokens_file
        if tokens_file is not None:
            for table, token in read_tokens(tokens_file).items():
                self._tokens[token] = table
        if server_token:
            self._tokens[server_token] = EVERY_TABLE
        self._store: Store | None = None
        self._sessions: dict[str, _Session] = {}
        self._call_later: Callable[[float, Callable[[], None]], Any] | None = None

    # -- tokens (any thread) ----------------------------------------------------------------

    def token_for_table(self, table: str) -> str:
        """The token that scores only ``table``'s matches: the one kept, or a new one."""
        table = table.strip()
        for token, scope in self._tokens.items():
            if scope == table:
                return token
        token = new_token()
        self._tokens[token] = table
        self._keep_tokens()
        return token

    def withdraw(self, token: str) -> bool:
        """The token scores nothing from now on; False if it was not one."""
        if self._tokens.pop(token, None) is None:
            return False
        self._keep_tokens()
        return True

    def withdraw_table(self, table: str) -> bool:
        """The token of ``table`` scores nothing from now on; False if it had none."""
        tokens = [token for token, scope in self._tokens.items() if scope == table.strip()]
        return any([self.withdraw(token) for token in tokens])

    def _keep_tokens(self) -> None:
        if self._tokens_file is not None:
            tables = {scope: token for token, scope in self._tokens.items() if scope != EVERY_TABLE}
            write_tokens(self._tokens_file, tables)

    def scope_of(self, given: list[str]) -> str | None:
        """The table the tokens given may score (:data:`EVERY_TABLE`), None if none may."""
        for candidate in given:
            for token, scope in list(self._tokens.items()):
                if candidate and hmac.compare_digest(candidate.encode(), token.encode()):
                    return scope
        return None

    def is_token(self, candidate: str) -> bool:
        return self.scope_of([candidate]) is not None

    # -- the loop ---------------------------------------------------------------------------

    def attach(self, call_later: Callable[[float, Callable[[], None]], Any]) -> None:
        """Run the locks' heartbeats with ``call_later`` (the loop's)."""
        self._call_later = call_later

    @property
    def store(self) -> Store:
        if self._store is None:
            from ninescore.records import Store

            self._store = Store(self.data_path)
        return self._store

    def close(self) -> None:
        """Let every match go (their locks released); the store closed."""
        for session in self._sessions.values():
            if session.heartbeat is not None:
                session.heartbeat.cancel()
            if session.lock is not None:
                session.lock.release()
        self._sessions.clear()
        if self._store is not None:
            self._store.close()
            self._store = None

    def create(self, body: bytes, scope: str, lang: str) -> Answer:
        from ninescore.records import MatchRecord, StoreError
        from ninescore.rules import PROFILES, RulesError

        try:
            asked = NewMatch.model_validate_json(body)
        except ValidationError as error:
            return _bad_request(lang, error)
        if scope not in (EVERY_TABLE, asked.table.strip()):
            return _problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        options = PROFILES.get(asked.profile)
        if options is None:
            return _problem(HTTPStatus.UNPROCESSABLE_ENTITY, live_words.no_such_profile_text, lang)
        race = asked.race_to if isinstance(asked.race_to, tuple) else (asked.race_to,) * 2
        try:
            record = MatchRecord.new(
                players=asked.players,
                race_to=race,
                first_breaker=asked.first_breaker,
                options=options,
                event=asked.event,
                round=asked.round,
                table=asked.table,
            )
        except (RulesError, ValueError) as error:
            with in_language(lang):
                sentence = live_words.match_refused_text(str(error))
            return Answer(HTTPStatus.UNPROCESSABLE_ENTITY, {"error": sentence})
        store = self.store
        try:
            lock = store.lock(record.id)
            store.save(record)
        except StoreError as error:
            with in_language(lang):
                return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})
        self._keep(record, lock)
        self._publish(record)
        return Answer(
            HTTPStatus.CREATED, {"id": record.id, "actions": 0, **self._state(record, lang)}
        )

    def act(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        from ninescore.records.codec import decode_action

        try:
            asked = ActionRequest.model_validate_json(body)
            raw = dict(asked.action)
            raw.setdefault("time", datetime.now(UTC).isoformat())
            model = _action_adapter().validate_python(raw)
        except ValidationError as error:
            return _bad_request(lang, error)
        action = decode_action(model)
        key = (
            "action",
            asked.after,
            json.dumps({k: v for k, v in raw.items() if k != "time"}, sort_keys=True),
        )
        return self._change(
            match_id,
            scope,
            lang,
            asked.after,
            key,
            lambda record: record.append(action, at=model.time),
            action,
        )

    def look(self, match_id: str, scope: str, lang: str) -> Answer:
        """``GET …/actions``: the count a phone's next change must come ``after``, and the
        state (the match is taken to be scored here: its lock is held from now on)."""
        session = self._sessions.get(match_id)
        if session is None:
            opened = self._open(match_id, lang)
            if isinstance(opened, Answer):
                return opened
            session = opened
            self._publish(session.record)
        record = session.record
        if scope not in (EVERY_TABLE, record.table.strip()):
            return _problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        return Answer(HTTPStatus.OK, {"actions": len(record.actions), **self._state(record, lang)})

    def undo(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        try:
            asked = UndoRequest.model_validate_json(body)
        except ValidationError as error:
            return _bad_request(lang, error)
        return self._change(
            match_id,
            scope,
            lang,
            asked.after,
            ("undo", asked.after),
            lambda record: record.pop(),
            None,
        )

    # -- inside -----------------------------------------------------------------------------

    def _change(
        self,
        match_id: str,
        scope: str,
        lang: str,
        after: int,
        key: tuple[Any, ...],
        change: Callable[[MatchRecord], Any],
        action: Any,
    ) -> Answer:
        from ninescore.records import StoreError
        from ninescore.rules import IllegalAction, RulesError

        session = self._sessions.get(match_id)
        if session is None:
            opened = self._open(match_id, lang)
            if isinstance(opened, Answer):
                return opened
            session = opened
        record = session.record
        if scope not in (EVERY_TABLE, record.table.strip()):
            return _problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        if session.last == key and session.last_answer is not None:
            return session.last_answer  # the same change again: its answer was lost
        count = len(record.actions)
        if after != count:
            with in_language(lang):
                sentence = live_words.stale_count_text(after, count)
            return Answer(
                HTTPStatus.CONFLICT,
                {"error": sentence, "actions": count, **self._state(record, lang)},
            )
        try:
            change(record)
        except IllegalAction as error:
            with in_language(lang):
                sentence = describe_error(error, action)
            return Answer(
                HTTPStatus.UNPROCESSABLE_ENTITY,
                {
                    "error": sentence,
                    "code": str(error.code.value),
                    "rule": error.rule,
                    "actions": count,
                },
            )
        except RulesError as error:  # nothing to undo
            with in_language(lang):
                sentence = describe_error(error)
            return Answer(HTTPStatus.UNPROCESSABLE_ENTITY, {"error": sentence, "actions": count})
        try:
            self.store.save(record)
        except StoreError as error:
            # Not saved: taken back, so that what the phone is told is what is on disk.
            self._forget(match_id)
            with in_language(lang):
                return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})
        self._publish(record)
        answer = Answer(
            HTTPStatus.OK, {"actions": len(record.actions), **self._state(record, lang)}
        )
        session.last, session.last_answer = key, answer
        return answer

    def _open(self, match_id: str, lang: str) -> _Session | Answer:
        from ninescore.records import MatchLocked, StoreError

        store = self.store
        try:
            lock = store.lock(match_id)
        except MatchLocked:
            return _problem(HTTPStatus.CONFLICT, live_words.scored_elsewhere_text, lang)
        except StoreError as error:
            with in_language(lang):
                return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})
        try:
            record = store.load(match_id)
        except (OSError, ValueError):
            lock.release()
            return _problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang)
        return self._keep(record, lock)

    def _keep(self, record: MatchRecord, lock: MatchLock | None) -> _Session:
        session = _Session(record, lock)
        self._sessions[record.id] = session
        self._beat(session)
        return session

    def _beat(self, session: _Session) -> None:
        if self._call_later is None or session.lock is None:
            return
        interval = session.lock.heartbeat_seconds

        def beat() -> None:
            try:
                self.store.keep_alive(session.record)
            except OSError as error:  # LockLost: someone else scores it now
                log.warning("the lock of %s: %s", session.record.id, error)
                self._forget(session.record.id)
                return
            session.heartbeat = self._call_later(interval, beat)  # type: ignore[misc]

        session.heartbeat = self._call_later(interval, beat)

    def _forget(self, match_id: str) -> None:
        session = self._sessions.pop(match_id, None)
        if session is None:
            return
        if session.heartbeat is not None:
            session.heartbeat.cancel()
        if session.lock is not None:
            session.lock.release()

    def _publish(self, record: MatchRecord) -> None:
        from ninescore.scoring import scoring_state

        state = scoring_state(record.match, record.players, match_id=record.id, read_only=True)
        self.hub.publish(MatchInfo.of(record), state)

    def _state(self, record: MatchRecord, lang: str) -> dict[str, Any]:
        live = self.hub.match(record.id)
        if live is None:
            return {"state": None}
        return {"state": json.loads(live.rendered("match", lang, match_json))}


TOKENS_FILE_LIMIT = 1 << 16


def read_tokens(path: Path) -> dict[str, str]:
    """The tables' tokens kept in ``path`` (``{table: token}``; none when it does not exist).
    Through the read door: never a link, never more than 64 KiB; ValueError when it is not
    such a file."""
    try:
        data, _ = read_regular(path, TOKENS_FILE_LIMIT)
    except FileNotFoundError:
        return {}
    except SpecialFileError as error:
        raise ValueError(f"{path} is not a file ({error.strerror})") from None
    except FileTooLarge:
        raise ValueError(f"{path} is too large") from None
    try:
        tokens = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{path} is not JSON: {error}") from None
    if not isinstance(tokens, dict) or not all(
        isinstance(table, str) and isinstance(token, str) and is_strong_token(token)
        for table, token in tokens.items()
    ):
        raise ValueError(f"{path} does not hold tables and their tokens")
    return tokens


def write_tokens(path: Path, tokens: dict[str, str]) -> None:
    """``tokens`` into ``path``, readable by its owner only, replaced whole (the one atomic
    writer: durable, never through a link)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(tokens, indent=1, sort_keys=True).encode()
    write_atomically(path, data, mode=0o600)


@functools.cache
def _action_adapter() -> TypeAdapter[Any]:
    """The file format's action model, made once (making it costs more than a request)."""
    from ninescore.records.model import ActionModel

    return TypeAdapter(ActionModel)


def _problem(status: HTTPStatus, sentence: Callable[[], str], lang: str) -> Answer:
    with in_language(lang):
        return Answer(status, {"error": sentence()})


def _bad_request(lang: str, error: ValidationError) -> Answer:
    errors = error.errors()
    where = ".".join(str(part) for part in errors[0]["loc"]) if errors else ""
    with in_language(lang):
        sentence = live_words.bad_request_text(where or "—")
    return Answer(HTTPStatus.BAD_REQUEST, {"error": sentence})
