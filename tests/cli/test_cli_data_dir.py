"""Where matches are kept: --data-dir, then NINESCORE_DATA_DIR, then the platform's folder."""

from __future__ import annotations

import os
import pwd
import sys
from pathlib import Path

import pytest

from ninescore import paths


def test_an_explicit_folder_wins_over_the_environment(data_dir: Path, tmp_path: Path) -> None:
    assert paths.data_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert paths.data_dir(str(tmp_path / "explicit")) == tmp_path / "explicit"


def test_the_environment_variable_is_used_without_an_explicit_folder(data_dir: Path) -> None:
    assert paths.data_dir() == data_dir
    assert paths.data_dir(None) == data_dir


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG folders of Linux")
def test_the_platform_user_folder_is_the_last_resort(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("NINESCORE_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert paths.data_dir() == tmp_path / "share" / "ninescore"
    # Without XDG_DATA_HOME, the XDG Base Directory default under the home folder.
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.data_dir() == tmp_path / "home" / ".local" / "share" / "ninescore"


@pytest.mark.skipif(sys.platform != "linux", reason="the XDG folders of Linux")
def test_the_logs_go_to_the_state_folder_without_the_environment_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("NINESCORE_LOG_DIR", raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert paths.log_dir() == tmp_path / "state" / "ninescore" / "log"


def test_a_home_relative_folder_is_expanded(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.data_dir("~/matches") == tmp_path / "matches"


def test_asking_for_the_folder_does_not_create_it(tmp_path: Path) -> None:
    folder = paths.data_dir(tmp_path / "not-yet")
    assert not folder.exists()


def test_the_tests_never_point_at_the_real_user_folders() -> None:
    real_home = Path(pwd.getpwuid(os.getuid()).pw_dir)
    for folder in (paths.data_dir(), paths.log_dir()):
        assert not folder.is_relative_to(real_home), folder
    assert os.environ["NINESCORE_DATA_DIR"] and os.environ["NINESCORE_LOG_DIR"]
