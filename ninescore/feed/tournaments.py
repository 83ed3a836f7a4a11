"""The tournaments of a data folder, followed for the feed: ``<data>/tournaments/*.json``.

:class:`TournamentFollower` looks at the folder a few times a second, as the match follower
does: one listing of the folder (held by a descriptor, every name looked at without following
a link) and one ``stat`` per file; a file is read again only when its size, time or inode
changed, through the read door (:func:`~ninescore.records.files.read_in`: no link, no pipe, at
most :data:`~ninescore.records.tournaments.MAX_FILE_SIZE` bytes), and at most
:data:`MAX_TOURNAMENTS` files are followed.  The desk's own files (its calls, the tables'
matches) are read by a :class:`~ninescore.desk.folder.DeskFolder` that never writes
(``resolve=False``), the same picture the desk window has, for the calling queue.

Each tournament is published to the hub as a :class:`TournamentView`: the one presenter's view
of it (:mod:`ninescore.describe.bracket`, the same the desk window and the paper show) in every
language the feed speaks, and a few facts.  The view is its own key: the hub sends a
``tournament`` event exactly when the view is not equal to the one before, and the answers are
made from the view alone, so an event goes out whenever what a page is told changes, and never
otherwise (``tests/feed/test_tournament_key.py`` holds this as a property); its queue alone
(:meth:`TournamentView.queue`, what the board shows) is keyed by itself the same way, for the
``tournament_queue`` events.  A file that cannot be read changes nothing: its last good view
stays until the file changes again.  Never writes anything.
"""

from __future__ import annotations

import hashlib
import logging
import os
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ninescore.describe.bracket import BracketView, QueueLine, TableProgress, bracket_view
from ninescore.describe.language import LANGUAGES, in_language
from ninescore.desk.calling import progress_of
from ninescore.desk.folder import DeskFolder
from ninescore.records import tournaments as tournament_files
from ninescore.records.files import FileTooLarge, SpecialFileError, folder, read_in
from ninescore.tournament import InvalidTournamentFile, Tournament, TournamentError

from .hub import QUEUE, Hub, render_lock
from .sweeping import SweepThread

log = logging.getLogger(__name__)

SWEEP_SECONDS = 0.5
"""How often the folder is looked at: a call or a result shows on the pages within a second."""
MAX_TOURNAMENTS = 64
"""Tournaments followed at most (a club's season fits; a folder flooded with files is cut)."""
MAX_NAMES = 4096
"""Names of the folder looked at at most in one sweep (a folder of a million files is cut)."""


@dataclass(frozen=True, slots=True)
class TournamentFacts:
    """What every answer about a tournament says beside its words: its id, its format, how far
    it has come, its champion and hot seat."""

    key: str
    format: str
    entrants: int
    played: int
    planned: int
    champion: str | None
    hot_seat: str | None


@dataclass(frozen=True, slots=True)
class TournamentView:
    """What the feed shows of one tournament: its facts, and the one presenter's view of it
    (:func:`~ninescore.describe.bracket.bracket_view`) in each language the feed speaks.  The
    answers are made from this alone, so equal views make equal answers and a view that
    differs makes a different answer in some language."""

    facts: TournamentFacts
    shown: tuple[tuple[str, BracketView], ...]

    def in_language(self, lang: str) -> BracketView:
        return next(view for code, view in self.shown if code == lang)

    def queue(self) -> QueueView:
        """The part the board shows: what is called and what is next, no bracket."""
        return QueueView(
            self.facts,
            tuple(
                (
                    lang,
                    QueueWords(
                        view.name,
                        view.summary,
                        view.format,
                        view.hot_seat,
                        view.now_calling,
                        view.up_next,
                    ),
                )
                for lang, view in self.shown
            ),
        )


@dataclass(frozen=True, slots=True)
class QueueWords:
    """The presenter's words of a tournament's queue, in one language."""

    name: str
    summary: str
    format: str
    hot_seat: str
    now_calling: tuple[QueueLine, ...]
    up_next: tuple[QueueLine, ...]


@dataclass(frozen=True, slots=True)
class QueueView:
    """What the board shows of a tournament: its facts and its queue (the events' key of its
    ``tournament_queue`` events, as :class:`TournamentView` is of its ``tournament`` events)."""

    facts: TournamentFacts
    shown: tuple[tuple[str, QueueWords], ...]

    def in_language(self, lang: str) -> QueueWords:
        return next(words for code, words in self.shown if code == lang)


def tournament_view(key: str, tournament: Tournament, desk: DeskFolder) -> TournamentView:
    """The view of ``tournament`` (whose file is ``<key>.json``) with what the tables of
    ``desk`` are doing with its matches (called, playing and the score so far)."""
    return view_of(key, tournament, progress_of(tournament, desk))


def view_of(
    key: str, tournament: Tournament, progress: Mapping[int, TableProgress]
) -> TournamentView:
    """The view of ``tournament`` with the tables' ``progress`` on its matches."""
    shown = []
    for lang in LANGUAGES:
        # The words are made here; one thread at a time reads a catalogue (see hub.py).
        with render_lock, in_language(lang):
            shown.append((lang, bracket_view(tournament, progress)))
    matches = tournament.matches()
    facts = TournamentFacts(
        key=key,
        format=tournament.format.value,
        entrants=len(tournament.entrants),
        played=sum(match.result is not None for match in matches),
        planned=len(matches),
        champion=tournament.champion,
        hot_seat=None if tournament.is_over else tournament.hot_seat,
    )
    return TournamentView(facts, tuple(shown))


def is_tournament_key(text: str) -> bool:
    """Whether ``text`` is a tournament's id as the desk names its file (lower case letters and
    digits of any script, single hyphens between, at most 80 characters): what an address may
    ask for, and what a file must be called to be followed.

    >>> [is_tournament_key(t) for t in ("club-open", "кубок-клуба", "..", "a/b", "Club", "")]
    [True, True, False, False, False, False]
    """
    if not text or len(text) > tournament_files.MAX_ID_LENGTH:
        return False
    try:
        return tournament_files.tournament_id(text) == text
    except tournament_files.TournamentFileError:
        return False


@dataclass(slots=True)
class _File:
    signature: tuple[int, int, int]
    tournament: Tournament | None = None
    """As last read well (None: never read well)."""
    failed: bool = False
    digest: bytes = b""
    """Of the bytes last read well: a file touched but not changed is not parsed again."""
    built: tuple[Tournament, dict[int, TableProgress]] | None = None
    """What its view was last made of: made again only when the file or the tables' progress
    on its matches changed (a shot at another tournament's table changes neither)."""


@dataclass(slots=True)
class TournamentFollower:
    """Publishes the tournaments of ``data_path`` to ``hub``; :meth:`start` follows them in a
    thread, :meth:`sweep` looks once (the tests call it directly)."""

    data_path: Path
    hub: Hub
    interval: float = SWEEP_SECONDS
    now: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))
    limit: int = MAX_TOURNAMENTS
    _files: dict[str, _File] = field(default_factory=dict)
    _said: set[str] = field(default_factory=set)
    """What was said in the log once (a link, a file too many), not again at every sweep."""
    _desk: DeskFolder | None = None
    _sweeper: SweepThread | None = None

    def start(self) -> None:
        if self._sweeper is None:
            what = f"the tournaments of {self.data_path}"
            self._sweeper = SweepThread(self.sweep, "ninescore-tournaments", what)
        self._sweeper.start(self.interval)

    def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.stop()

    # -- one look ----------------------------------------------------------------------------

    def sweep(self) -> int:
        """Look at the folder once; the number of changes published."""
        found = self._listing()
        changed = False
        for name in [name for name in self._files if name not in found]:
            del self._files[name]
            changed = True
        for name, signature in found.items():
            known = self._files.get(name)
            if known is None or known.signature != signature:
                changed |= self._read(name, signature, known)
        if self._desk is None:
            self._desk = DeskFolder(self.data_path, resolve=False, now=self.now)
        desk_changed = self._desk.refresh()
        published = 0
        if changed or desk_changed:
            for name, known in self._files.items():
                tournament = known.tournament
                if tournament is None:
                    continue
                progress = progress_of(tournament, self._desk)
                built = known.built
                if built is not None and built[0] is tournament and built[1] == progress:
                    continue
                known.built = (tournament, progress)
                key = name[: -len(tournament_files.SUFFIX)]
                view = view_of(key, tournament, progress)
                published += self.hub.publish_tournament(key, view) is not None
                self.hub.publish_tournament(key, view.queue(), QUEUE)
        shown = {n[: -len(tournament_files.SUFFIX)] for n, f in self._files.items() if f.tournament}
        _, live = self.hub.tournaments()
        for gone in [t.key for t in live if t.key not in shown]:
            published += self.hub.remove_tournament(gone)
        return published

    def _say(self, what: str, message: str, *args: object) -> None:
        if what not in self._said:
            self._said.add(what)
            log.info(message, *args)

    def _listing(self) -> dict[str, tuple[int, int, int]]:
        """The tournament files of the folder and their signatures: regular files only, named
        as the desk names them, at most :attr:`limit` (the first by name)."""
        try:
            entries = self._entries()
        except (OSError, ValueError) as error:
            self._say("folder", "no tournaments to follow in %s: %s", self.data_path, error)
            return {}
        self._said.discard("folder")
        found: dict[str, tuple[int, int, int]] = {}
        for name, status in sorted(entries, key=lambda item: item[0]):
            if not stat.S_ISREG(status.st_mode):
                self._say(name, "not following the tournament %s: not a regular file", name)
            elif len(found) >= self.limit:
                self._say("limit", "following the first %d tournaments only", self.limit)
                break
            else:
                found[name] = (status.st_mtime_ns, status.st_size, status.st_ino)
        return found

    def _entries(self) -> list[tuple[str, os.stat_result]]:
        """The names of the folder that may be tournaments, each with its ``lstat``: the folder
        held by a descriptor (a link named ``tournaments`` is refused), at most
        :data:`MAX_NAMES` names looked at."""
        with folder(self.data_path, (tournament_files.FOLDER,)) as descriptor:
            where: int | Path = (
                tournament_files.folder(self.data_path) if descriptor is None else descriptor
            )
            found = []
            with os.scandir(where) as entries:
                for count, entry in enumerate(entries):
                    if count >= MAX_NAMES:
                        self._say("names", "looking at the first %d names only", MAX_NAMES)
                        break
                    name = entry.name
                    if name.endswith(tournament_files.SUFFIX) and is_tournament_key(
                        name[: -len(tournament_files.SUFFIX)]
                    ):  # not a save in progress, a conflict copy, a stranger's file
                        found.append((name, entry.stat(follow_symlinks=False)))
            return found

    def _read(self, name: str, signature: tuple[int, int, int], known: _File | None) -> bool:
        """Read one file again; whether the tournament it holds changed."""
        try:
            data, _ = read_in(
                self.data_path, (tournament_files.FOLDER,), name, tournament_files.MAX_FILE_SIZE
            )
            digest = hashlib.blake2b(data, digest_size=16).digest()
            if known is not None and known.tournament is not None and known.digest == digest:
                known.signature, known.failed = signature, False  # touched (a sync, a copy)
                return False
            tournament = Tournament.from_json(data)
        except (OSError, ValueError, InvalidTournamentFile, TournamentError) as error:
            if known is None or not known.failed:
                why = (
                    "too large"
                    if isinstance(error, FileTooLarge)
                    else "not a regular file"
                    if isinstance(error, SpecialFileError)
                    else str(error)
                )
                log.info("not following the tournament %s for now: %s", name, why)
            self._files[name] = (
                _File(signature, None, True)
                if known is None
                else _File(signature, known.tournament, True, known.digest, known.built)
            )
            return False
        self._files[name] = _File(signature, tournament, digest=digest)
        return known is None or known.tournament != tournament


def next_at_table(hub: Hub, table: str) -> tuple[int, tuple[str, str]] | None:
    """The match called to ``table`` and not started there, in any tournament ``hub`` holds
    (the presenter's :meth:`~ninescore.describe.bracket.BracketView.next_at_table`): its number
    and players, for the spectator screen's "next at this table"."""
    wanted = table.strip().casefold()
    if not wanted:
        return None
    _, tournaments = hub.tournaments()
    for live in tournaments:
        view: TournamentView = live.view
        for line in view.shown[0][1].now_calling:
            if line.table.strip().casefold() == wanted:
                return line.match_id, line.players
    return None
