"""``ninescore check``: load and replay every match file, report every problem, write nothing."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from .codec import read_record
from .errors import RecordError, record_error
from .store import MATCHES_FOLDER, is_match_file_name


@dataclass
class CheckReport:
    """What a check found: how many match files, and every problem with its file and place."""

    folder: Path
    files: int = 0
    problems: list[RecordError] = field(default_factory=list)
    temporary_files: list[Path] = field(default_factory=list)
    """Leftovers of interrupted saves: harmless, never listed, mentioned for the curious."""

    @property
    def ok(self) -> bool:
        return not self.problems


def check_folder(data_path: Path) -> CheckReport:
    """Check every match file under ``data_path``; never creates, changes or deletes anything."""
    folder = data_path / MATCHES_FOLDER
    report = CheckReport(folder)
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except FileNotFoundError:
        return report
    except OSError as error:
        report.problems.append(
            record_error("unreadable", folder, detail=error.strerror or str(error))
        )
        return report
    ids: dict[str, Path] = {}
    for entry in entries:
        path = Path(entry.path)
        if ".json.tmp-" in entry.name and entry.name.startswith("."):
            report.temporary_files.append(path)
            continue
        if not is_match_file_name(entry.name):
            continue
        report.files += 1
        try:
            record = read_record(path)
        except RecordError as error:
            report.problems.append(error)
            continue
        report.problems.extend(record.problems)
        if record.id in ids:
            report.problems.append(record_error("duplicate_id", path, other=ids[record.id]))
        else:
            ids[record.id] = path
    return report
