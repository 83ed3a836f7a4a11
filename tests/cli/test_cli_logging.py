"""Logging: always to a rotating file, to stderr only with -v, and never a crash over it."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from ninescore import logsetup


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "logs" / "nested"
    monkeypatch.setenv("NINESCORE_LOG_DIR", str(folder))
    yield folder
    logsetup.configure(verbose=False)  # release the handler on the temporary file


def test_messages_go_to_the_log_file_in_a_folder_it_creates(log_folder: Path) -> None:
    logsetup.configure(verbose=False)
    logging.getLogger("ninescore.test").info("frame 3 saved")
    text = (log_folder / logsetup.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert "frame 3 saved" in text
    assert "ninescore.test" in text


def test_verbose_also_writes_to_stderr(
    log_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logsetup.configure(verbose=True)
    logging.getLogger("ninescore.test").debug("looking at the rack")
    assert "looking at the rack" in capsys.readouterr().err


def test_quiet_by_default_on_stderr(log_folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logsetup.configure(verbose=False)
    logging.getLogger("ninescore.test").warning("only in the file")
    assert "only in the file" not in capsys.readouterr().err


def test_an_unusable_log_folder_is_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("NINESCORE_LOG_DIR", str(blocker / "logs"))
    logsetup.configure(verbose=True)
    logging.getLogger("ninescore.test").info("still logging")
    assert "still logging" in capsys.readouterr().err
    logsetup.configure(verbose=False)


def test_configuring_twice_does_not_duplicate_lines(log_folder: Path) -> None:
    logsetup.configure(verbose=False)
    logsetup.configure(verbose=False)
    logging.getLogger("ninescore.test").info("once")
    text = (log_folder / logsetup.LOG_FILE_NAME).read_text(encoding="utf-8")
    assert text.count("once") == 1


def test_a_full_log_file_rotates_keeping_three_older_ones(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(logsetup, "_MAX_BYTES", 2_000)
    logsetup.configure(verbose=False)
    logger = logging.getLogger("ninescore.test")
    for number in range(200):
        logger.info("rack %03d racked", number)
    logsetup.configure(verbose=False)  # closes the file, so every line is on disk

    current = log_folder / logsetup.LOG_FILE_NAME
    backups = [log_folder / f"{logsetup.LOG_FILE_NAME}.{n}" for n in (1, 2, 3)]
    assert all(backup.is_file() for backup in backups)
    assert not (log_folder / f"{logsetup.LOG_FILE_NAME}.4").exists()
    for file in (current, *backups):
        assert file.stat().st_size <= 2_000
    # Newest in the live file, older ones shifted up, and no line lost or doubled in between.
    kept = [
        line
        for file in (*reversed(backups), current)
        for line in file.read_text(encoding="utf-8").splitlines()
    ]
    numbers = [int(line.split("rack ")[1].split()[0]) for line in kept]
    assert numbers == list(range(numbers[0], 200))
    assert numbers[0] > 0  # the oldest lines were dropped with the oldest backup


def test_the_window_start_log_rotates_from_the_first_paint_on(
    log_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(logsetup, "_MAX_BYTES", 400)
    logsetup.configure(verbose=False, rotating=False)  # as the window's start does
    log = logging.getLogger("ninescore.test")
    for number in range(10):
        log.info("before the first paint, line %d of a start that is rather long", number)
    log_file = log_folder / logsetup.LOG_FILE_NAME
    assert not (log_folder / f"{logsetup.LOG_FILE_NAME}.1").exists()  # written, not rotated yet
    logsetup.rotate_from_now()
    logsetup.rotate_from_now()  # a second call changes nothing
    log.info("after the first paint")
    rotated = log_folder / f"{logsetup.LOG_FILE_NAME}.1"
    assert rotated.exists()  # the file over the limit was rotated at the next line
    assert "line 9 of a start" in rotated.read_text(encoding="utf-8")
    assert log_file.read_text(encoding="utf-8").count("after the first paint") == 1
