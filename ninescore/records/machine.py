"""This machine's place in a tournament: its table, whether its folder is shared, the desk's
quiet time.  Kept in ``<data>/machine.json``, which the ignore file keeps on this machine.

A small JSON file and not the window's settings: the controller stamps new matches with the
table, ``ninescore desk`` and ``ninescore check`` read it without a window, and it lives beside
the folder it describes (two data folders on one machine are two tables in a test).
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path

from ninescore.rules.limits import MAX_TEXT_LENGTH, is_valid_text

from .atomic import write_atomically
from .files import read_in
from .sync import MACHINE_FILE, write_ignore_file

log = logging.getLogger(__name__)

MAX_MACHINE_FILE = 65536
DEFAULT_QUIET_MINUTES = 10
MAX_QUIET_MINUTES = 240


@dataclass(frozen=True, slots=True)
class MachineSettings:
    """``table``: this machine's table ("3", "TV table"; "" for none); ``sharing``: the folder is
    kept in step by Syncthing; ``quiet_minutes``: the desk calls a match in progress quiet when
    its file has not changed for this long."""

    table: str = ""
    sharing: bool = False
    quiet_minutes: int = DEFAULT_QUIET_MINUTES

    def __post_init__(self) -> None:
        if not isinstance(self.table, str) or len(self.table) > MAX_TEXT_LENGTH:
            raise ValueError(f"table must be text of at most {MAX_TEXT_LENGTH} characters")
        if self.table and not is_valid_text(self.table):
            raise ValueError("table has characters that are not allowed")
        if not 1 <= self.quiet_minutes <= MAX_QUIET_MINUTES:
            raise ValueError(f"quiet_minutes must be 1-{MAX_QUIET_MINUTES}")


def load_machine(data_path: Path) -> MachineSettings:
    """This machine's settings; the defaults when there are none or they cannot be read (a
    damaged file costs only the settings, and says so in the log)."""
    path = data_path / MACHINE_FILE
    try:
        # Through the one door: a link to /dev/zero or a pipe costs only the settings.
        data, _ = read_in(data_path, (), MACHINE_FILE, MAX_MACHINE_FILE)
        raw = json.loads(data)
        return MachineSettings(
            table=str(raw.get("table", "")).strip(),
            sharing=raw.get("sharing") is True,
            quiet_minutes=int(raw.get("quiet_minutes", DEFAULT_QUIET_MINUTES)),
        )
    except FileNotFoundError:
        return MachineSettings()
    except (OSError, ValueError, TypeError, AttributeError, RecursionError) as error:
        log.warning("machine settings %s not used: %s", path, error)
        return MachineSettings()


def save_machine(data_path: Path, settings: MachineSettings) -> None:
    """Save the settings; when sharing is on, (re)write the ignore file Syncthing reads first, so
    that no index or lock ever travels.  :class:`OSError` when the folder cannot be written."""
    data_path.mkdir(parents=True, exist_ok=True)
    if settings.sharing:
        write_ignore_file(data_path)
    text = json.dumps(asdict(settings), ensure_ascii=False, indent=2) + "\n"
    write_atomically(data_path / MACHINE_FILE, text.encode("utf-8"))


__all__ = ["DEFAULT_QUIET_MINUTES", "MachineSettings", "load_machine", "save_machine"]
