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
