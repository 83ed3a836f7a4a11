"""Text files for OBS text sources (which read a file, not a page): ``--text-dir DIR``.

One small UTF-8 file per field, in one folder per table (``table-3/``, or ``match-<id>/`` for a
match without a table), and the same files in ``latest/`` for the match that changed last, so a
one-table stream points its sources at ``latest/`` and never changes them.  Each file is replaced
whole (written beside it and renamed over it), so a source never reads half a name, and only
when its text changed.
"""

from __future__ import annotations

import logging
import re
import threading
from pathlib import Path

from ninescore.describe.language import in_language
from ninescore.records.atomic import write_atomically
from ninescore.records.files import folder as held_folder
from ninescore.scoring.live import LiveView, live_view

from .hub import Change, Dropped, Hub, LiveMatch, Subscription

log = logging.getLogger(__name__)

LATEST = "latest"

FIELDS = (
    "player1",
    "player2",
    "score1",
    "score2",
    "race1",
    "race2",
    "score",
    "race",
    "frame",
    "at_table",
    "turn",
    "warning",
    "banner",
    "last_action",
    "balls",
    "table",
    "event",
    "round",
    "clock",
    "extensions1",
    "extensions2",
)
"""The files of each folder, ``<field>.txt``."""


def texts(live: LiveMatch, view: LiveView) -> dict[str, str]:
    """Every field's text for one match."""
    first, second = view.players
    last = view.last_action
    clock = view.clock
    return {
        "player1": first.name,
        "player2": second.name,
        "score1": str(first.score),
        "score2": str(second.score),
        "race1": str(first.race_to),
        "race2": str(second.race_to),
        "score": f"{first.score}–{second.score}",
        "race": view.race_text,
        "frame": view.frame_text,
        "at_table": "" if view.to_shoot is None else view.players[view.to_shoot].name,
        "turn": view.turn_text,
        "warning": view.warning_text,
        "banner": view.banner,
        "last_action": "" if last is None else last.ruling,
        "balls": " ".join(str(ball) for ball in sorted(view.on_table)),
        "table": live.info.table,
        "event": live.info.event,
        "round": live.info.round,
        # The shot clock (R14): a file cannot count down by itself, and a match followed from
        # its file has no seconds to show (they are not saved), so the face is written only
        # when it stands still, and a running clock reads as a dash; the extensions left are
        # what a stream shows under each name.
        "clock": "" if clock is None else ("—" if clock.running else clock.text),
        "extensions1": "" if clock is None else clock.extension_texts[0],
        "extensions2": "" if clock is None else clock.extension_texts[1],
    }


def folder_name(live: LiveMatch) -> str:
    """``table-3``; a table name keeps only letters, digits, ``-`` and ``_``."""
    table = re.sub(r"[^\w-]+", "_", live.info.table.strip()).strip("_")
    return f"table-{table}" if table else f"match-{live.id[:8]}"


class TextDirWriter:
    """Writes the hub's matches into ``folder``, in a thread of its own, in ``lang``."""

    def __init__(self, hub: Hub, folder: Path, lang: str) -> None:
        self.hub = hub
        self.folder = Path(folder)
        self.lang = lang
        self._written: dict[Path, str] = {}
        self._refused: set[Path] = set()
        """Folders found to be no folder (a link): said once, not at every change."""
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self.changes_written = 0
        self.written = threading.Condition()

    def start(self) -> None:
        """Write every live match now, then follow the changes (raises OSError if the folder
        cannot be made)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        stream, _, changes = self.hub.subscribe()
        for change in changes:
            self.write(change)
        self._thread = threading.Thread(
            target=self._run, args=(stream,), name="ninescore-text-dir", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def _run(self, stream: Subscription) -> None:
        try:
            while not self._stop.is_set():
                try:
                    change = stream.get(0.5)
                except Dropped:
                    stream, _, changes = self.hub.subscribe()
                    for again in changes:
                        self.write(again)
                    continue
                if change is not None:
                    self.write(change)
        finally:
            stream.close()

    def write(self, change: Change) -> None:
        """Write one change (a match that left the feed keeps its last texts; a tournament has
        no texts)."""
        if not isinstance(change, LiveMatch):
            return
        with in_language(self.lang):
            fields = texts(change, live_view(change.state))
        for folder in (folder_name(change), LATEST):
            for name, text in fields.items():
                self._write(self.folder / folder / f"{name}.txt", text)
        with self.written:
            self.changes_written += 1
            self.written.notify_all()

    def _write(self, path: Path, text: str) -> None:
        if self._written.get(path) == text:
            return
        try:
            # The table's folder is made (and held) inside the text folder: a `table-3` or
            # `latest` that is a link to elsewhere is refused, never written through.
            with held_folder(self.folder, (path.parent.name,), create=True):
                pass
            # Not durable: a text for a stream is rewritten at the next shot anyway.
            write_atomically(path, text.encode("utf-8"), durable=False, inside=self.folder)
        except (OSError, ValueError) as error:
            if path.parent not in self._refused:
                log.warning("could not write %s: %s", path, error)
                self._refused.add(path.parent)
            return
        self._refused.discard(path.parent)
        self._written[path] = text
