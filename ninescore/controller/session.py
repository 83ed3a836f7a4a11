"""Where the match being scored is kept: the store, the match's lock and its heartbeat, autosave.

Saving never stops scoring: a failed save keeps the record in memory, says so through
``save_failed`` and retries on a timer until a save succeeds (``save_succeeded``).  While a match
is scored its lock shows that this window is alive, and the window learns between shots, not only
at the next save, that someone else took the match (``lock_troubled``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    # The records layer (pydantic and all) is imported on first use, so that the window paints
    # before it has loaded; so are the words.
    from ninescore.records.locks import MatchLock
    from ninescore.records.record import MatchRecord
    from ninescore.records.store import Store
    from ninescore.rules import Action, LogEntry, RuleOptions

log = logging.getLogger(__name__)

RETRY_INTERVAL_MS = 3000
"""How often a failed save is retried while scoring goes on in memory."""


class Taken(NamedTuple):
    """A stored match to score, with its lock (None on a full disk: taken with the first save
    that fits), and why it is not saved yet (a full disk) or ""."""

    record: MatchRecord
    lock: MatchLock | None
    not_saved_yet: str = ""


class Refused(NamedTuple):
    """A stored match that cannot be scored here: the sentence (the folder, for a read-only
    one), or it is scored in another window (``locked``)."""

    sentence: str = ""
    locked: bool = False
    read_only_folder: bool = False


class MatchSession(QObject):
    """The store (made when first needed), the lock of the open match, and its saving."""

    save_failed = Signal(str)
    """A sentence saying why the match could not be saved; scoring goes on in memory."""
    save_succeeded = Signal()
    lock_troubled = Signal(str)
    """The heartbeat found the lock taken or unwritable: the sentence (already said once)."""
    lock_lost = Signal()
    """Another window took the match: nothing more is saved here (sent before the sentence)."""

    def __init__(
        self,
        store: Store | None,
        make_store: Callable[[], Store] | None,
        retry: Callable[[], object],
        parent: QObject | None = None,
        retry_interval_ms: int = RETRY_INTERVAL_MS,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._make_store = make_store
        self.store_error = ""
        """Why the store could not be made ("" when it could, or has not been tried)."""
        self.lock: MatchLock | None = None
        self.unsaved = False
        """Some action is only in memory: the last save failed."""
        self.last_error = ""
        self.retry_timer = QTimer(self)
        self.retry_timer.setInterval(retry_interval_ms)
        self.retry_timer.timeout.connect(retry)
        self._heartbeat = QTimer(self)
        self._record: MatchRecord | None = None
        self._heartbeat.timeout.connect(self.keep_lock_alive)

    @property
    def store(self) -> Store | None:
        """The store, made now if it was deferred; None if there is none or it cannot be made."""
        if self._store is None and self._make_store is not None:
            from ninescore import describe
            from ninescore.records.errors import NinescoreDataError

            try:
                self._store = self._make_store()
                self._make_store = None
                self.store_error = ""
            except NinescoreDataError as error:
                self.store_error = describe.describe_error(error)
                log.error("the data folder cannot be used: %s", error)
        return self._store

    @property
    def has_store(self) -> bool:
        """A store is open or can be made (else nothing is ever saved: a viewer, a test)."""
        return self._store is not None or self._make_store is not None

    def open(self, record: MatchRecord | None) -> None:
        """``record`` is the match scored now (None: read-only or nothing): nothing unsaved."""
        self._record = record
        self.unsaved = False
        self.last_error = ""
        self.retry_timer.stop()

    def close_store(self) -> None:
        """Close the store's index at quit (a store never opened stays unopened)."""
        if self._store is not None:
            self._store.close()

    def new_record(
        self,
        players: Sequence[str],
        race_to: tuple[int, int],
        first_breaker: int,
        options: RuleOptions | None,
        event: str,
        round: str,
        table: str,
        referee: str,
    ) -> MatchRecord | str:
        """A new match's record, or the sentence why it cannot start.  A match says where it is
        played: the machine's table (docs/desk.md), unless the operator named another."""
        from ninescore import describe
        from ninescore.records.record import MatchRecord
        from ninescore.rules import RuleOptions, RulesError

        store = self.store
        if not table.strip() and store is not None:
            from ninescore.records.machine import load_machine

            table = load_machine(store.data_path).table
        try:
            return MatchRecord.new(
                players=(players[0], players[1]),
                race_to=race_to,
                first_breaker=first_breaker,
                options=options if options is not None else RuleOptions(),
                event=event,
                round=round,
                table=table,
                referee=referee,
            )
        except (RulesError, ValueError) as error:
            log.info("new match refused: %s", error)
            return describe.match_not_started_text(str(error))

    def take(self, match_id: str) -> Taken | Refused:
        """The stored match ``match_id``, locked for this window to score it."""
        from ninescore import describe
        from ninescore.records.errors import ErrorKind, MatchLocked, NinescoreDataError, StoreError

        store = self.store
        if store is None:
            return Refused()
        not_saved_yet = ""
        lock: MatchLock | None = None
        try:
            lock = store.lock(match_id)
        except MatchLocked:
            return Refused(locked=True)
        except StoreError as error:
            if error.kind is ErrorKind.READ_ONLY:
                return Refused(str(store.matches_path), read_only_folder=True)
            if error.kind is not ErrorKind.DISK_FULL:
                return Refused(describe.describe_error(error))
            # A full disk: score on in memory; the lock is taken with the first save that fits.
            not_saved_yet = describe.describe_save_error(error)
        except NinescoreDataError as error:
            return Refused(describe.describe_error(error))
        record = self.load(match_id)
        if isinstance(record, Refused):
            release(lock)
            return record
        return Taken(record, lock, not_saved_yet)

    def load(self, match_id: str) -> MatchRecord | Refused:
        """The stored match ``match_id`` (to show it read-only, or to take it)."""
        from ninescore import describe
        from ninescore.records.errors import NinescoreDataError

        store = self.store
        if store is None:
            return Refused()
        try:
            return store.load(match_id)
        except NinescoreDataError as error:
            return Refused(describe.describe_error(error))

    # -- the lock ------------------------------------------------------------------------------

    def take_lock(self, lock: MatchLock) -> None:
        self.lock = lock
        self._heartbeat.setInterval(round(lock.heartbeat_seconds * 1000))
        self._heartbeat.start()

    def lock_new(self, record: MatchRecord) -> None:
        """Lock a match just made (a fresh id: only a broken lock folder refuses)."""
        from ninescore.records.errors import MatchLocked, StoreError

        self.release_lock()
        store = self.store
        if store is None:
            return
        try:
            self.take_lock(store.lock(record.id))
        except MatchLocked:
            self.lock = None
        except StoreError as error:  # a full disk, a read-only folder: the save says so
            log.warning("could not lock new match %s: %s", record.id, error)
            self.lock = None

    def release_lock(self) -> None:
        self._heartbeat.stop()
        lock, self.lock = self.lock, None
        release(lock)

    def keep_lock_alive(self) -> None:
        """The heartbeat: show that this window still scores the match, and find out at once
        when someone else took it (the window then stops saving and says so)."""
        from ninescore import describe
        from ninescore.records.errors import LockLost

        record, store = self._record, self._store
        if record is None or store is None or self.lock is None:
            return
        try:
            store.keep_alive(record)
        except OSError as error:  # LockLost, a StoreError
            sentence = describe.describe_save_error(error)
            if isinstance(error, LockLost):
                self._lose_lock()
            if sentence != self.last_error:
                log.warning("the lock of %s: %s", record.id, error)
                self.last_error = sentence
                self.save_failed.emit(sentence)
                self.lock_troubled.emit(sentence)

    # -- the record's actions, each saved ------------------------------------------------------

    def append(self, action: Action, shot_time: float | None) -> LogEntry | str:
        """``action`` played on the match scored here (the engine decides), in memory: the
        controller saves it (:meth:`save`) once it has made what the change shows; the sentence
        when the engine refuses it."""
        from ninescore import describe
        from ninescore.records.model import MAX_SHOT_TIME
        from ninescore.rules import IllegalAction

        record = self._record
        assert record is not None, "no match is scored here"
        if shot_time is not None and shot_time > MAX_SHOT_TIME:
            shot_time = None  # a clock left running overnight measured no shot
        try:
            entry = record.append(action, shot_time=shot_time)
        except IllegalAction as error:
            log.info("refused %r: %s", action, error)
            return describe.describe_error(error, action)
        return entry

    def pop(self) -> tuple[LogEntry | None, Action] | str:
        """The last action taken back (in memory, saved by the controller as :meth:`append`'s
        change is): its entry and the action, or the sentence."""
        from ninescore import describe
        from ninescore.rules import IllegalAction

        record = self._record
        assert record is not None, "no match is scored here"
        try:
            entry = record.match.last_entry
            action = record.pop()
        except IllegalAction as error:
            return describe.describe_error(error)
        return entry, action

    def with_options(self, options: RuleOptions) -> MatchRecord | str:
        """The match scored here under ``options`` (before its first break), or the sentence."""
        from ninescore import describe
        from ninescore.rules import RulesError

        record = self._record
        assert record is not None, "no match is scored here"
        try:
            changed = record.with_options(options)
        except RulesError as error:
            log.info("rules change refused: %s", error)
            return describe.describe_error(error)
        log.info("match %s: rules now %s", record.id, options.profile)
        return changed

    # -- saving --------------------------------------------------------------------------------

    def save(self, then: Callable[[], object] | None = None) -> bool:
        """Save the match scored now; on failure say why and retry (unless nothing was lost).
        True when the store's save returned (or there is no store at all), and then ``then`` is
        called before anything else, even the save's own signal: what waited for the save (the
        feed's event) leaves first."""
        from ninescore import describe
        from ninescore.records.errors import LockLost

        record = self._record
        if record is None:
            return False  # nothing scored here (the lock was lost): nothing can be saved
        if not self.has_store:
            # No store at all (a controller for tests or a viewer): nothing is ever on disk,
            # and nothing waits for it.
            if then is not None:
                then()
            return True
        store = self.store
        try:
            if store is None:
                raise OSError(self.store_error)
            if self.lock is None:
                self._lock_before_first_save(store, record)
            store.save(record)
        except OSError as error:  # StoreError is an OSError
            # Another writer took over, or the file changed under this window: nothing of it
            # was written there, yet every action is on disk (in that file or kept beside it).
            kept = bool(getattr(error, "nothing_lost", False))
            if isinstance(error, LockLost) and kept:
                self._lose_lock()
            self.unsaved = not kept
            self.last_error = describe.describe_save_error(error)
            log.warning(
                "autosave failed, retrying every %d ms: %s", self.retry_timer.interval(), error
            )
            if not kept and not self.retry_timer.isActive():
                self.retry_timer.start()
            self.save_failed.emit(self.last_error)
            return False
        self.unsaved = False
        self.last_error = ""
        if then is not None:
            then()
        self.retry_timer.stop()
        self.save_succeeded.emit()
        return True

    def _lose_lock(self) -> None:
        """Another window holds the match now: stop its heartbeat and saving here, and never
        release its lock (the lock file is the other window's)."""
        self._heartbeat.stop()
        self.lock = None
        self._record = None
        self.retry_timer.stop()
        self.lock_lost.emit()

    def _lock_before_first_save(self, store: Store, record: MatchRecord) -> None:
        """Take the lock a full disk or a read-only folder kept this window from taking."""
        from ninescore.records.errors import StoreError

        try:
            self.take_lock(store.lock(record.id))
        except StoreError as error:  # MatchLocked too: the save itself then says why not
            log.info("the match %s is not locked yet: %s", record.id, error)


def release(lock: MatchLock | None) -> None:
    if lock is not None:
        lock.release()
