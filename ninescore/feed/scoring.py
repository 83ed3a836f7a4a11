"""Scoring over the feed's server (``serve --score``): a phone at the table sends each action.

Every action goes the way the window's do: the rules engine (``MatchRecord.append``, which
refuses what the rules refuse), the record, the store's atomic and durable save, and the match's
lock (a window elsewhere opens a match scored here read-only, and a match a window scores is
refused here).  The hub is told of each change, so the feed's pages follow it at once.

- ``after`` is the number of actions the phone has seen: another count is a ``409`` with the
  match as it is; an action re-sent after a lost answer (the same ``after``, the same action)
  is applied once, even after the match was let go or the server restarted;
- the rules' refusal is a ``422`` with the engine's code, rule and sentence, in the request's
  language;
- the shot clock is counted here as the window's controller counts it (``scoring.clock_control``:
  armed after each action, following an extension, stopped by the first mark), its controls
  are ``…/clock``, and a shot's time is saved with it; ``…/question`` is the window's question
  before what ends a frame at once (``presenter.question_before``);
- a match is started by hand or from the desk's assignment (:mod:`.assigned`);
- the lock is held while a phone scores: let go at once when the match is over, and after
  :data:`IDLE_SECONDS` without a request (so a window can take the match over without stopping
  ``serve``); taken again by the phone's next request, refused (409) if a window holds it.

Tokens: scoring needs one, always, even on loopback.  The server's own token scores every
table; a table's token (:meth:`ScoringDesk.token_for_table`) scores only that table's matches,
and any token can be withdrawn.  Everything here runs on the server's event loop.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ninescore.describe import describe_error, describe_save_error
from ninescore.describe import live as live_words
from ninescore.describe.errors import bidi_control_text
from ninescore.describe.language import in_language
from ninescore.describe.scoring import match_over_text, reason_label
from ninescore.records import StoreError
from ninescore.records.codec import decode_action
from ninescore.records.model import MAX_SHOT_TIME
from ninescore.rules import Action, IllegalAction, RulesError, Shot, ShotClock
from ninescore.rules.limits import has_bidi_control
from ninescore.scoring import presenter, scoring_state
from ninescore.scoring.clock_control import arm_clock, clock_refusal, next_news_in

from .assigned import last_options, offered, pending_assignments
from .hub import Hub, MatchInfo, Prepared
from .render import match_json
from .scoring_answers import Answer, action_adapter, bad_request, problem, refused
from .scoring_api import (
    ActionRequest,
    Asked,
    ClockRequest,
    FromAssignment,
    NewMatch,
    Pending,
    UndoRequest,
    names_assignment,
)
from .table_tokens import EVERY_TABLE, TableTokens

if TYPE_CHECKING:
    from ninescore.records import MatchLock, MatchRecord, Store
    from ninescore.scoring.state import ScoringState

log = logging.getLogger(__name__)


IDLE_SECONDS = 300.0
"""How long a phone's match stays locked by this server with no request for it: then its lock
is released (a window may take it), and taken again on the phone's next request."""


@dataclass
class _Session:
    """A match this server scores: its record, its lock, its shot clock (the seconds are not
    saved: counted here, as the window counts its own), and the last change it made."""

    record: MatchRecord
    lock: MatchLock | None
    clock: ShotClock
    waived: bool = False
    """The time ran out and the referee said "no time foul" for this shot."""
    last: tuple[Any, ...] | None = None
    last_answer: Answer | None = None
    heartbeat: Any = field(default=None, repr=False)
    idle: Any = field(default=None, repr=False)
    """The call that lets the match go after :data:`IDLE_SECONDS` without a request."""
    idle_until: float = 0.0
    """When (by the loop's clock) the match is let go, unless a request comes first."""
    wake: Any = field(default=None, repr=False)
    """The call that publishes the clock's next news (its warning, its time up)."""

    def cancel(self) -> None:
        for call in (self.heartbeat, self.idle, self.wake):
            if call is not None:
                call.cancel()
        self.heartbeat = self.idle = self.wake = None


class ScoringDesk:
    """The matches scored through the server, and who may score which."""

    def __init__(
        self,
        data_path: Path,
        hub: Hub,
        server_token: str | None,
        tokens_file: Path | None = None,
        *,
        now: Callable[[], float] = time.monotonic,
        idle_seconds: float = IDLE_SECONDS,
    ) -> None:
        """``tokens_file`` keeps the tables' tokens across restarts (so that the cards printed
        stay good); OSError or ValueError when it cannot be read.  ``now``: the shot clocks'
        seconds (a fake in tests); ``idle_seconds``: how long an untouched match stays locked."""
        self.data_path = Path(data_path)
        self.hub = hub
        self.tokens = TableTokens(server_token, tokens_file)
        self._store: Store | None = None
        self._sessions: dict[str, _Session] = {}
        self._call_later: Callable[[float, Callable[[], None]], Any] | None = None
        self._call_soon: Callable[[Callable[[], Any]], Any] | None = None
        self._loop_clock: Callable[[], float] = time.monotonic
        self._now = now
        self.idle_seconds = idle_seconds

    # -- tokens (any thread) ----------------------------------------------------------------

    def token_for_table(self, table: str) -> str:
        """The token that scores only ``table``'s matches: the one kept, or a new one."""
        return self.tokens.token_for_table(table)

    def withdraw(self, token: str) -> bool:
        return self.tokens.withdraw(token)

    def withdraw_table(self, table: str) -> bool:
        return self.tokens.withdraw_table(table)

    def scope_of(self, given: list[str]) -> str | None:
        """The table the tokens given may score (:data:`EVERY_TABLE`), None if none may."""
        return self.tokens.scope_of(given)

    def is_token(self, candidate: str) -> bool:
        return self.scope_of([candidate]) is not None

    # -- the loop ---------------------------------------------------------------------------

    def attach(
        self,
        call_later: Callable[[float, Callable[[], None]], Any],
        clock: Callable[[], float] = time.monotonic,
        call_soon: Callable[[Callable[[], Any]], Any] | None = None,
    ) -> None:
        """Run the locks' heartbeats, the idle releases and the clocks' wakes with
        ``call_later`` (the loop's), whose seconds ``clock`` tells (the loop's is monotonic);
        ``call_soon`` (the loop's): what runs once the answer being made is on its way (the
        feed told of the change); without it, the feed is told before the answer."""
        self._call_later = call_later
        self._loop_clock = clock
        self._call_soon = call_soon

    @staticmethod
    def unusable(error: StoreError, lang: str) -> Answer:
        """The answer to any request while the data folder cannot be used (a link a peer made
        of its matches folder, a folder gone read-only): its sentence, as a 503."""
        with in_language(lang):
            return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})

    @property
    def store(self) -> Store:
        if self._store is None:
            from ninescore.records import Store

            self._store = Store(self.data_path)
        return self._store

    @property
    def held(self) -> frozenset[str]:
        """The matches whose lock this server holds now."""
        # A copy first: the loop's thread may change the sessions while another thread looks.
        sessions = list(self._sessions.items())
        return frozenset(match_id for match_id, session in sessions if session.lock is not None)

    def close(self) -> None:
        """Let every match go (their locks released); the store closed."""
        for session in self._sessions.values():
            session.cancel()
            if session.lock is not None:
                session.lock.release()
        self._sessions.clear()
        if self._store is not None:
            self._store.close()
            self._store = None

    # -- a new match ------------------------------------------------------------------------

    def create(self, body: bytes, scope: str, lang: str) -> Answer:
        from ninescore.records import MatchRecord
        from ninescore.rules import PROFILES

        try:
            if names_assignment(body):
                return self._from_assignment(FromAssignment.model_validate_json(body), scope, lang)
            asked = NewMatch.model_validate_json(body)
        except ValidationError as error:
            return bad_request(lang, error)
        if scope not in (EVERY_TABLE, asked.table.strip()):
            return problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        typed = (*asked.players, asked.event, asked.round, asked.table)
        if any(has_bidi_control(text) for text in typed):
            # Typed on the phone, as in the window's dialog: refused where typed (see
            # docs/feed.md); a peer's file holding them is shown isolated, never refused.
            return problem(HTTPStatus.UNPROCESSABLE_ENTITY, bidi_control_text, lang)
        options = PROFILES.get(asked.profile)
        if options is None:
            return problem(HTTPStatus.UNPROCESSABLE_ENTITY, live_words.no_such_profile_text, lang)
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
        return self._start(record, lang)

    def _start(self, record: MatchRecord, lang: str) -> Answer:
        store = self.store
        try:
            lock = store.lock(record.id)
            store.save(record)
        except StoreError as error:
            with in_language(lang):
                return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})
        session = self._keep(record, lock, resumed=False)
        return self._answer(session, HTTPStatus.CREATED, lang, id=record.id)

    def pending(self, table: str, scope: str, lang: str) -> Answer:
        """``GET /api/v1/assignments?table=T``: what the desk sent ``table`` that no match has
        started, as the window's start screen offers it (its words, one tap each)."""
        if scope not in (EVERY_TABLE, table.strip()):
            return problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        with in_language(lang):
            found = [offered(a) for a in pending_assignments(self.data_path, self.store, table)]
        return Answer(HTTPStatus.OK, Pending(assignments=found).model_dump())

    def _from_assignment(self, asked: FromAssignment, scope: str, lang: str) -> Answer:
        """The desk's match started by one call, as the window's one tap starts it: its
        players, race, event, round, table and referee, and the rules of the last match
        scored here (the same event), unless the request names a profile."""
        from ninescore.records import MatchRecord
        from ninescore.records.assignments import load_assignments
        from ninescore.records.record import utc_now
        from ninescore.rules import PROFILES

        wanted = asked.assignment
        assignment = next((a for a in load_assignments(self.data_path) if a.id == wanted), None)
        if assignment is None:
            return problem(HTTPStatus.NOT_FOUND, live_words.no_such_assignment_text, lang)
        if scope not in (EVERY_TABLE, assignment.table.strip()):
            return problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        if assignment not in pending_assignments(self.data_path, self.store, assignment.table):
            return problem(HTTPStatus.CONFLICT, live_words.assignment_started_text, lang)
        options = PROFILES.get(asked.profile) if asked.profile is not None else None
        if asked.profile is not None and options is None:
            return problem(HTTPStatus.UNPROCESSABLE_ENTITY, live_words.no_such_profile_text, lang)
        try:
            record = MatchRecord.new(
                players=assignment.players,
                race_to=assignment.race_to,
                options=options or last_options(self.store) or PROFILES["seed"],
                event=assignment.event,
                round=assignment.round,
                table=assignment.table,
                referee=assignment.referee,
                # Never before the call it starts, whatever the desk's clock says: a match
                # created "earlier" (a desk whose clock is ahead) starts nothing by the desk's
                # rule, and each replay of this request would start one more.
                created=max(utc_now(), assignment.created),
            )
        except (RulesError, ValueError) as error:
            with in_language(lang):
                sentence = live_words.match_refused_text(str(error))
            return Answer(HTTPStatus.UNPROCESSABLE_ENTITY, {"error": sentence})
        return self._start(record, lang)

    # -- a match's changes ------------------------------------------------------------------

    def act(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        parsed = self._parse_action(body, lang)
        if isinstance(parsed, Answer):
            return parsed
        after, raw, model, action = parsed
        key = (
            "action",
            after,
            json.dumps({k: v for k, v in raw.items() if k != "time"}, sort_keys=True),
        )

        def change(session: _Session) -> Any:
            # A shot's time as the window saves it: the clock's count so far (R14).
            timed = isinstance(action, Shot) and session.clock.shot_time is not None
            seconds = session.clock.shot_time if timed else None
            if seconds is not None and seconds > MAX_SHOT_TIME:
                seconds = None  # a clock left running overnight measured no shot
            session.record.append(action, at=model.time, shot_time=seconds)
            return action

        return self._change(match_id, scope, lang, after, key, change, action)

    def _parse_action(
        self, body: bytes, lang: str
    ) -> tuple[int, dict[str, Any], Any, Action] | Answer:
        try:
            asked = ActionRequest.model_validate_json(body)
            raw = dict(asked.action)
            # When it happened is the server's to say, as the window's clock says it: a phone's
            # clock (2001, 2099, or behind the last action) would order the match's history
            # wrongly, and versions are settled by their times.
            raw["time"] = datetime.now(UTC).isoformat()
            raw.pop("shot_time", None)  # the server's clock counts it, as the window's does
            model = action_adapter().validate_python(raw)
        except ValidationError as error:
            return bad_request(lang, error)
        return asked.after, raw, model, decode_action(model)

    def look(self, match_id: str, scope: str, lang: str) -> Answer:
        """``GET …/actions``: the count a phone's next change must come ``after``, and the
        state (the match is taken to be scored here: its lock is held from now on, until it
        is over or left idle)."""
        session = self._session(match_id, scope, lang)
        if isinstance(session, Answer):
            return session
        return self._answer(session, HTTPStatus.OK, lang)

    def undo(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        try:
            asked = UndoRequest.model_validate_json(body)
        except ValidationError as error:
            return bad_request(lang, error)
        return self._change(
            match_id,
            scope,
            lang,
            asked.after,
            ("undo", asked.after),
            lambda session: session.record.pop(),
            None,
        )

    def work_clock(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        """``POST …/clock {"do": …}``: the window's clock controls (start, pause, reset, shot
        taken), the stop at the first mark of a shot and its taking back when the marks are
        cleared, and the referee's "no time foul".  Refused as the window refuses them."""
        try:
            asked = ClockRequest.model_validate_json(body)
        except ValidationError as error:
            return bad_request(lang, error)
        session = self._session(match_id, scope, lang)
        if isinstance(session, Answer):
            return session
        clock, do = session.clock, asked.do
        if do == "mark":
            clock.stop(by_mark=True)
        elif do == "unmark":
            clock.unstop()
        elif do == "waive":
            session.waived = True
        else:
            timed = do in ("start", "reset")
            why = clock_refusal(self._scoring_state(session, scored=True), clock.phase, timed)
            if why is not None:
                with in_language(lang):
                    sentence = why or match_over_text()
                return Answer(
                    HTTPStatus.UNPROCESSABLE_ENTITY,
                    {"error": sentence, "actions": len(session.record.actions)},
                )
            if do == "start":
                clock.start()
            elif do == "pause":
                clock.pause()
            elif do == "reset":
                clock.reset()
                session.waived = False
            else:
                clock.stop()
        return self._answer(session, HTTPStatus.OK, lang)

    def ask(self, match_id: str, body: bytes, scope: str, lang: str) -> Answer:
        """``POST …/question {"after", "action"}``: what the window asks before ``action``
        (a concession, a stalemate, a foul recorded at once that loses the frame, a time foul),
        in its words; ``question`` null when the window asks nothing.  Nothing changes."""
        from ninescore.rules import Concession

        parsed = self._parse_action(body, lang)
        if isinstance(parsed, Answer):
            return parsed
        after, _, _, action = parsed
        session = self._session(match_id, scope, lang)
        if isinstance(session, Answer):
            return session
        record = session.record
        count = len(record.actions)
        if after != count:
            return self._stale(session, after, lang)
        try:
            entry = record.match.preview(action)
        except IllegalAction as error:
            return refused(error, action, count, lang)
        with in_language(lang):
            expired = session.clock.reading().expired
            question = presenter.question_before(
                action, entry, self._scoring_state(session), expired
            )
            reason = reason_label() if isinstance(action, Concession) else None
        asked = None
        if question is not None:
            asked = Asked(
                title=question.title,
                text=question.consequence,
                confirm=question.confirm,
                back=question.go_back,
                reason=reason,
            )
        self._touch(session)
        return Answer(
            HTTPStatus.OK,
            {"actions": count, "question": None if asked is None else asked.model_dump()},
        )

    # -- inside -----------------------------------------------------------------------------

    def _session(self, match_id: str, scope: str, lang: str) -> _Session | Answer:
        """The match scored here (its lock taken again if it was let go), or why not."""
        session = self._sessions.get(match_id)
        fresh = session is None
        if session is None:
            opened = self._open(match_id, lang)
            if isinstance(opened, Answer):
                return opened
            session = opened
        if scope not in (EVERY_TABLE, session.record.table.strip()):
            if fresh:  # opened for this request only: not held for nothing
                self._forget(match_id)
            return problem(HTTPStatus.FORBIDDEN, live_words.other_table_text, lang)
        self._idle_from_now(session)
        return session

    def _change(
        self,
        match_id: str,
        scope: str,
        lang: str,
        after: int,
        key: tuple[Any, ...],
        change: Callable[[_Session], Any],
        action: Action | None,
    ) -> Answer:
        session = self._session(match_id, scope, lang)
        if isinstance(session, Answer):
            return session
        record = session.record
        if session.last == key and session.last_answer is not None:
            return session.last_answer  # the same change again: its answer was lost
        count = len(record.actions)
        if action is not None and after == count - 1 and record.actions[-1] == action:
            # The same action again after the match was let go (idle, finished, a restart):
            # it was applied, its answer lost; given the answer it had, not applied twice.
            return self._answer(session, HTTPStatus.OK, lang)
        if after != count:
            return self._stale(session, after, lang)
        try:
            changed = change(session)
        except IllegalAction as error:
            self._touch(session)  # a match over is let go, refused or not
            return refused(error, action, count, lang)
        except RulesError as error:  # nothing to undo
            self._touch(session)
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
        # The clock as the window's: a new shot, or the same one after an extension.
        if arm_clock(session.clock, record.match.frame.state, changed):
            session.waived = False
        answer = self._answer(session, HTTPStatus.OK, lang)
        session.last, session.last_answer = key, answer
        return answer

    def _stale(self, session: _Session, after: int, lang: str) -> Answer:
        count = len(session.record.actions)
        with in_language(lang):
            sentence = live_words.stale_count_text(after, count)
        return self._answer(session, HTTPStatus.CONFLICT, lang, error=sentence)

    def _answer(self, session: _Session, status: HTTPStatus, lang: str, **extra: Any) -> Answer:
        """The match's count and its state now, and the match let go if it is over, or at its
        idle time.  The feed's change is made first (its view, from which the answer's state is
        rendered) and let go once the answer is on its way: the phone that tapped is not kept
        waiting for the feed's other clients (the save has returned either way)."""
        prepared = self._prepare(session)
        record = session.record
        body: dict[str, Any] = {
            **extra,
            "actions": len(record.actions),
            "time_foul_waived": session.waived,
        }
        live = prepared.live if prepared is not None else self.hub.match(record.id)
        state_json = None if live is None else live.rendered("match", lang, match_json)
        if state_json is None:
            body["state"] = None
        self._touch(session)
        if prepared is not None:
            if self._call_soon is None:
                self.hub.release(prepared)
            else:
                self._call_soon(lambda: self.hub.release(prepared))
        return Answer(status, body, state_json)

    def _touch(self, session: _Session) -> None:
        """A phone asked about the match: it stays locked here for :attr:`idle_seconds` more,
        or is let go at once when it is over (nothing to score; an undo takes it again)."""
        if session.record.status != "in_progress":
            self._let_go(session.record.id)
        else:
            self._idle_from_now(session)

    def _idle_from_now(self, session: _Session) -> None:
        """Let the match go :attr:`idle_seconds` from now, unless a request comes first.  Only
        the time is moved on: the one call waiting wakes, finds it later, and waits again
        (a call cancelled and made again at every request is work on every tap)."""
        session.idle_until = self._loop_clock() + self.idle_seconds
        if session.idle is None and self._call_later is not None:
            self._idle_in(session, self.idle_seconds)

    def _idle_in(self, session: _Session, seconds: float) -> None:
        assert self._call_later is not None

        def woken() -> None:
            session.idle = None
            left = session.idle_until - self._loop_clock()
            if left > 0:
                self._idle_in(session, left)
            elif self._sessions.get(session.record.id) is session:
                self._let_go(session.record.id)

        session.idle = self._call_later(seconds, woken)

    def _let_go(self, match_id: str) -> None:
        """Release the match's lock (a window may score it now); the feed goes on showing it,
        its clock no longer counted here."""
        session = self._sessions.get(match_id)
        if session is None:
            return
        self._forget(match_id)
        self._publish(session, counted=False)

    def _open(self, match_id: str, lang: str) -> _Session | Answer:
        from ninescore.records import MatchLocked

        store = self.store
        try:
            lock = store.lock(match_id)
        except MatchLocked:
            return problem(HTTPStatus.CONFLICT, live_words.scored_elsewhere_text, lang)
        except StoreError as error:
            with in_language(lang):
                return Answer(HTTPStatus.SERVICE_UNAVAILABLE, {"error": describe_save_error(error)})
        try:
            record = store.load(match_id)
        except (OSError, ValueError):
            lock.release()
            return problem(HTTPStatus.NOT_FOUND, live_words.not_found_text, lang)
        return self._keep(record, lock, resumed=bool(record.actions))

    def _keep(self, record: MatchRecord, lock: MatchLock | None, resumed: bool) -> _Session:
        """Score ``record`` here.  Its clock is armed for the shot; a match taken up again
        (``resumed``) waits at the shot's full time for a start, as in the window, since when
        its balls stopped is not known."""
        clock = ShotClock(record.options.shot_clock, now=self._now)
        arm_clock(clock, record.match.frame.state)
        if resumed:
            clock.reset()
        session = _Session(record, lock, clock)
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
        session.cancel()
        if session.lock is not None:
            session.lock.release()

    def _scoring_state(
        self, session: _Session, counted: bool = True, scored: bool = False
    ) -> ScoringState:
        """The match's state with its clock's reading (``counted``: the clock is counted here).
        For the feed it is the public's (``read_only``: the prompts the window's operator
        reads are not made, and the feed shows none of them); ``scored``: as the operator's,
        for the clock's refusals, which ask whether the match can be scored."""
        record = session.record
        return scoring_state(
            record.match,
            record.players,
            match_id=record.id,
            read_only=not scored,
            clock=session.clock.reading() if counted else None,
            time_foul_waived=session.waived,
        )

    def _publish(self, session: _Session, counted: bool = True) -> None:
        """Tell the feed the match as it is now (see :meth:`_prepare`)."""
        prepared = self._prepare(session, counted)
        if prepared is not None:
            self.hub.release(prepared)

    def _prepare(self, session: _Session, counted: bool = True) -> Prepared | None:
        """The feed's change of the match as it is now, made but not let go (None: the feed
        shows nothing new), and a wake when its clock has news (the warning, the time up) that
        a page counting by itself must be told of."""
        record = session.record
        prepared = self.hub.prepare(MatchInfo.of(record), self._scoring_state(session, counted))
        if session.wake is not None:
            session.wake.cancel()
            session.wake = None
        if not counted or self._call_later is None:
            return prepared
        delay = next_news_in(session.clock)
        if delay is not None and record.id in self._sessions:
            # A millisecond late rather than early: woken early, nothing has happened yet.
            session.wake = self._call_later(delay + 0.001, lambda: self._publish(session))
        return prepared
