"""The tournament day behind the desk's screens: the draft of entrants, the tournament drawn
from it, the desk's refresh (:func:`~ninescore.desk.calling.call_once`) and the desk's own
decisions (a forfeit, a result undone or given by hand).

The screens (:mod:`.entrants_page`, :mod:`.draw_page`, :mod:`.calling_page`,
:mod:`.results_page`) only show it and pass on what a person tapped: the engine and the caller
decide everything, and every refusal comes back as one sentence (:attr:`DayModel.refused`).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ninescore.describe import desk_day as words
from ninescore.describe.bracket import BracketView, bracket_view
from ninescore.describe.errors import bidi_control_text
from ninescore.describe.tournament import describe_tournament_error
from ninescore.desk import DeskFolder
from ninescore.desk.calling import CallReport, call_once, progress_of
from ninescore.desk.day import DayFileError, DeskDay, DrawOptions, load_day, save_day
from ninescore.desk.loaded import file_signature
from ninescore.records import tournaments as tournament_files
from ninescore.records.tournaments import EntrantsFileError, TournamentFileError
from ninescore.rules import limits
from ninescore.tournament import Entrant, Tournament, TournamentError

if TYPE_CHECKING:
    from collections.abc import Callable

log = logging.getLogger(__name__)


class DayModel(QObject):
    """One day of one tournament at the desk, kept in the data folder."""

    changed = Signal()
    """The draft, the tournament or the last refresh's report changed."""
    refused = Signal(str)
    """Something asked for could not be done: the sentence that says why."""
    said = Signal(str)
    """Something was done that the desk should read (a forfeit given, a token withdrawn)."""

    def __init__(
        self,
        data_path: Path,
        parent: QObject | None = None,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        super().__init__(parent)
        self.data_path = Path(data_path)
        self.now = now
        self.folder = DeskFolder(self.data_path, resolve=False, now=now)
        self.report = CallReport()
        self.preview: Tournament | None = None
        """The draw shown before it is started (not saved)."""
        self.tournament: Tournament | None = None
        self._read_at: tuple[int, int, int, int] | None = None
        """The tournament's file as it was when ``tournament`` was read from it."""
        self.problem = ""
        """Why the day's file or the tournament could not be read ("" when they could)."""
        self._shown: tuple[object, ...] = ()
        self._presented: BracketView | None = None
        """The tournament as the pages show it, made once per change (see :meth:`bracket`)."""
        # Connected before any page's slot, so a page reading ``bracket()`` on ``changed`` gets
        # the view of this change, not the last one.
        self.changed.connect(self._forget_bracket)
        try:
            self.day = load_day(self.data_path)
        except DayFileError as error:
            self.day = DeskDay()
            self.problem = words.day_file_text(str(error.path), error.reason)
        if self.day.running:
            self._load()

    def bracket(self) -> BracketView | None:
        """The running tournament as every page of the day shows it (the one presenter's view
        with what the tables are doing), made once per change for all of them."""
        if self._presented is None and self.tournament is not None:
            progress = progress_of(self.tournament, self.folder)
            self._presented = bracket_view(self.tournament, progress)
        return self._presented

    def _forget_bracket(self) -> None:
        self._presented = None

    # -- the file ---------------------------------------------------------------------------

    def save(self) -> bool:
        try:
            save_day(self.data_path, self.day)
        except DayFileError as error:
            self.refused.emit(words.day_not_saved_text(str(error.path), error.reason))
            return False
        return True

    def _load(self, again: bool = False) -> None:
        """The tournament as its file holds it: read only when the file changed since it was
        last read (the refresh runs every second), or ``again``, when the tournament held may
        differ from its file (a change that could not be saved)."""
        try:
            path = tournament_files.path_of(self.data_path, self.day.name)
        except TournamentFileError as error:
            self.tournament, self._read_at = None, None
            self.problem = describe_tournament_error(error)
            return
        signature = file_signature(path)
        if not again and self.tournament is not None and signature == self._read_at:
            return
        try:
            self.tournament = tournament_files.load(self.data_path, self.day.name)
            self._read_at = signature
        except TournamentFileError as error:
            self.tournament, self._read_at = None, None
            self.problem = describe_tournament_error(error)

    def _save_tournament(self) -> bool:
        assert self.tournament is not None
        try:
            tournament_files.save(self.data_path, self.tournament)
        except TournamentFileError as error:
            self.refused.emit(describe_tournament_error(error))
            self._load(again=True)  # what the file holds, not what could not be saved
            return False
        return True

    # -- the draft --------------------------------------------------------------------------

    def set_name(self, name: str) -> None:
        if not self.day.running:
            self.day.name = name.strip()
            self.save()

    def add_text(self, text: str) -> bool:
        """Entrants from a CSV's text or pasted lines (one name a line)."""
        try:
            entrants = tournament_files.entrants_from_text(text)
        except (EntrantsFileError, TournamentError) as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        return self.add(entrants)

    def add_file(self, path: Path) -> bool:
        try:
            entrants = tournament_files.read_entrants_file(path)
        except (EntrantsFileError, TournamentFileError) as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        return self.add(entrants)

    def add_names(self, names: list[str]) -> bool:
        if any(limits.has_bidi_control(name) for name in names):
            self.refused.emit(bidi_control_text())
            return False
        try:
            entrants = [Entrant(name) for name in names]
        except TournamentError as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        return self.add(entrants)

    def add(self, entrants: list[Entrant]) -> bool:
        twice = self.day.add(entrants)
        if twice:
            self.refused.emit(words.entered_already_text(twice))
        self._draft_changed()
        return not twice

    def edit(self, name: str, new_name: str, club: str, rating: str) -> bool:
        """The entrant ``name`` with these fields (the engine's checks)."""
        index = next(i for i, e in enumerate(self.day.entrants) if e.name == name)
        old = self.day.entrants[index]
        try:
            value = float(rating.replace(",", ".")) if rating.strip() else None
        except ValueError:
            self.refused.emit(words.bad_rating_text(rating))
            return False
        if limits.has_bidi_control(new_name) or limits.has_bidi_control(club):
            self.refused.emit(bidi_control_text())
            return False
        try:
            entrant = Entrant(new_name, club=club, rating=value, checked_in=old.checked_in)
        except TournamentError as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        others = {e.name.casefold() for i, e in enumerate(self.day.entrants) if i != index}
        if entrant.name.casefold() in others:
            self.refused.emit(words.entered_already_text([entrant.name]))
            return False
        self.day.entrants[index] = entrant
        self._draft_changed()
        return True

    def remove(self, name: str) -> None:
        self.day.entrants = [e for e in self.day.entrants if e.name != name]
        self._draft_changed()

    def move(self, name: str, position: int) -> None:
        self.day.move(name, position)
        self._draft_changed()

    def reorder(self, names: list[str]) -> None:
        self.day.reorder(names)
        self._draft_changed()

    def check_in(self, name: str, present: bool) -> None:
        """Before the draw, in the draft; after it, in the tournament (a latecomer)."""
        if self.tournament is None:
            self.day.check_in(name, present)
            self._draft_changed()
            return
        try:
            self.tournament.check_in(name, present)
        except TournamentError as error:
            self.refused.emit(describe_tournament_error(error))
            return
        if self._save_tournament():
            self.changed.emit()

    def _draft_changed(self) -> None:
        self.preview = None  # the draw shown is no longer the draft's
        self.save()
        self.changed.emit()

    # -- the draw ---------------------------------------------------------------------------

    def draw(self, options: DrawOptions) -> Tournament | None:
        """The draw the draft makes with these options (:meth:`DeskDay.draw`), shown, unsaved."""
        if not self.day.name:
            self.refused.emit(words.no_name_text())
            return None
        if limits.has_bidi_control(self.day.name):
            self.refused.emit(bidi_control_text())
            return None
        try:
            tournament_files.tournament_id(self.day.name)
            self.preview = self.day.draw(options)
        except (TournamentError, TournamentFileError) as error:
            self.refused.emit(describe_tournament_error(error))
            self.preview = None
        self.changed.emit()
        return self.preview

    def start(self) -> bool:
        """The draw shown becomes the tournament (saved; a name taken is refused)."""
        if self.preview is None:
            self.refused.emit(words.draw_first_text())
            return False
        try:
            tournament_files.save(self.data_path, self.preview, new=True)
        except TournamentFileError as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        self.tournament, self.preview = self.preview, None
        self.day.name = self.tournament.name
        self.day.running = True
        self.save()
        self.changed.emit()
        self.refresh()
        return True

    def finish_day(self) -> None:
        """The desk is done with this tournament: a new draft may begin (the file stays)."""
        self.day = DeskDay(tables=self.day.tables, late_minutes=self.day.late_minutes)
        self.tournament = None
        self.report = CallReport()
        self.save()
        self.changed.emit()

    # -- calling ----------------------------------------------------------------------------

    def set_tables(self, text: str) -> bool:
        previous = self.day.tables
        self.day.tables = text
        try:
            self.day.call_tables()
        except ValueError:
            self.day.tables = previous
            self.refused.emit(words.bad_tables_text(text))
            return False
        self.save()
        self.changed.emit()
        return True

    def set_table_use(self, table: str, use: str) -> None:
        """``use``: ``"play"``, ``"reserved"`` (the final only) or ``"out"``."""
        reserved = [t for t in self.day.reserved if t != table]
        out = [t for t in self.day.out if t != table]
        if use == "reserved":
            reserved.append(table)
        elif use == "out":
            out.append(table)
        self.day.reserved, self.day.out = tuple(reserved), tuple(out)
        self.save()
        self.changed.emit()

    def set_automatic(self, automatic: bool) -> None:
        self.day.automatic = automatic
        self.save()
        self.changed.emit()

    def set_late_minutes(self, minutes: int) -> None:
        self.day.late_minutes = minutes
        self.save()
        self.changed.emit()

    def refresh(self, most: int | None = None) -> bool:
        """The desk's refresh: the results taken in, the ready matches called (all of them
        when calling by itself, ``most`` else: none at a refresh, one for a tap)."""
        if self.tournament is None:
            return False
        if most is None and not self.day.automatic:
            most = 0
        try:
            tables = self.day.call_tables()
            self.report = call_once(
                self.data_path,
                self.day.name,
                tables,
                late_minutes=self.day.late_minutes,
                now=self.now,
                desk=self.folder,
                most=most,
            )
        except ValueError:
            self.refused.emit(words.bad_tables_text(self.day.tables))
            return False
        except TournamentFileError as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        except OSError as error:
            self.refused.emit(words.call_not_written_text(error.strerror or str(error)))
            return False
        if self.report.called or self.report.withdrawn:
            self.folder.refresh()  # the calls just written: the tables' tiles show them
        self._load()
        shown = (
            self.report,
            self.tournament.to_json() if self.tournament is not None else "",
            tuple(self.folder.cards),
        )
        if shown != self._shown:  # a refresh that changed nothing redraws nothing
            self._shown = shown
            self.changed.emit()
        return True

    def call_next(self) -> bool:
        """One tap: the next ready match called to a free table."""
        if not self.refresh(most=1):
            return False
        if not self.report.called:
            self.refused.emit(words.nothing_to_call_text())
            return False
        return True

    # -- the desk's decisions ----------------------------------------------------------------

    def forfeit(self, match_id: int, absent: str) -> bool:
        """``absent`` did not come to the table: the match is the other player's (asked first
        by the screen; never done by itself)."""
        assert self.tournament is not None
        match = self.tournament.match(match_id)
        winner = next(p for p in match.players if p is not None and p != absent)
        if not self._decide(
            lambda t: t.record_result(match_id, winner, forfeit=True, ended=self._moment())
        ):
            return False
        self.said.emit(words.forfeit_done_text(match_id, winner))
        return True

    def correct(self, match_id: int, winner: str, score: tuple[int, int] | None) -> bool:
        """The result of ``match_id`` replaced (undone and given again, or given when it had
        none): ``score`` None is a forfeit.  All or nothing: a blocked undo or a score the race
        refuses leaves the result as it was, with the sentence that says why."""

        def change(tournament: Tournament) -> None:
            if tournament.match(match_id).result is not None:
                tournament.undo_result(match_id)
            if score is None:
                tournament.record_result(match_id, winner, forfeit=True, ended=self._moment())
            else:
                tournament.record_result(match_id, winner, score, ended=self._moment())

        return self._decide(change)

    def from_a_table(self, match_id: int) -> bool:
        """Whether the match's result was taken in from a table's file (call_once keeps the
        file's start time with it): undone, it would be taken in again at the next refresh,
        so it is corrected instead."""
        if self.tournament is None:
            return False
        result = self.tournament.match(match_id).result
        return result is not None and not result.forfeit and bool(result.started and result.table)

    def undo(self, match_id: int) -> bool:
        """The result taken back where the engine allows it; where not, the sentence says
        which match blocks it."""
        return self._decide(lambda t: t.undo_result(match_id))

    def _decide(self, change: Callable[[Tournament], None]) -> bool:
        if self.tournament is None:
            return False
        trial = Tournament.from_json(self.tournament.to_json())  # all or nothing
        try:
            change(trial)
        except TournamentError as error:
            self.refused.emit(describe_tournament_error(error))
            return False
        self.tournament = trial
        if not self._save_tournament():
            return False
        self._shown = ()
        self.changed.emit()
        self.refresh()  # a forfeit's call withdrawn, the next matches called
        return True

    def _moment(self) -> str:
        from ninescore.records.record import format_time

        return format_time(self.now())
