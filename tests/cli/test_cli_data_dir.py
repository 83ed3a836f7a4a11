"""Where matches are kept: --data-dir, then NINESCORE_DATA_DIR, then the platform's folder."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from ninescore import paths


def test_an_explicit_folder_wins_over_the_environment(data_dir: Path, tmp_path: Path) -> None:
    assert paths.data_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert paths.data_dir(str(tmp_path / "explicit")) == tmp_path / "explicit"


def test_the_environment_variable_is_used_without_an_explicit_folder(data_dir: Path) -> None:
    assert paths.data_dir() == data_dir
    assert paths.data_dir(None) == data_dir


def test_the_platform_user_folder_is_the_last_resort(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NINESCORE_DATA_DIR", raising=False)
    expected = platformdirs.user_data_path("ninescore", appauthor=False)
    assert paths.data_dir() == expected
    assert expected.name == "ninescore"


def test_a_home_relative_folder_is_expanded(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert paths.data_dir("~/matches") == tmp_path / "matches"


def test_asking_for_the_folder_does_not_create_it(tmp_path: Path) -> None:
    folder = paths.data_dir(tmp_path / "not-yet")
    assert not folder.exists()


def test_the_tests_never_point_at_the_real_user_folders() -> None:
    real_data = platformdirs.user_data_path("ninescore", appauthor=False)
    assert paths.data_dir() != real_data
    assert paths.log_dir() != platformdirs.user_log_path("ninescore", appauthor=False)
