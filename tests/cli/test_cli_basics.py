"""The ``ninescore`` command line as a person meets it: version, help, mistakes, no display."""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

import ninescore
from ninescore import cli


def run_ninescore(
    *arguments: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ninescore", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        env=os.environ.copy() if env is None else env,
        check=False,
    )


def test_version_prints_the_package_version() -> None:
    result = run_ninescore("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"ninescore {ninescore.__version__}"


def test_the_console_script_points_at_the_same_main() -> None:
    scripts = importlib.metadata.entry_points(group="console_scripts")
    (entry,) = [script for script in scripts if script.name == "ninescore"]
    assert entry.value == "ninescore.cli:main"


def test_help_lists_the_global_options_and_the_commands_that_exist() -> None:
    result = run_ninescore("--lang", "en", "--help")
    assert result.returncode == 0, result.stderr
    for option in ("--data-dir", "--verbose", "--lang", "--version", "--help"):
        assert option in result.stdout
    for name in cli.COMMANDS:
        assert name in result.stdout
    assert "NINESCORE_DATA_DIR" in result.stdout


def test_an_unknown_command_is_one_usage_error_not_a_traceback() -> None:
    result = run_ninescore("--lang", "en", "frobnicate")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "frobnicate" in result.stderr
    assert "usage:" in result.stderr


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    result = run_ninescore("--lang", "fr")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "'ru', 'en'" in result.stderr


def without_display() -> dict[str, str]:
    env = os.environ.copy()
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(variable, None)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux can lack a display")
def test_without_a_display_one_sentence_explains_how_to_run_it() -> None:
    result = run_ninescore(env=without_display())
    assert result.returncode == 2
    assert result.stdout == ""
    message = result.stderr.strip()
    assert "\n" not in message, message
    assert "Traceback" not in message
    assert "xvfb-run ninescore" in message
    assert "QT_QPA_PLATFORM=offscreen" in message


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays are a Linux matter")
def test_a_display_that_does_not_answer_is_reported_before_qt_aborts() -> None:
    env = without_display()
    env["DISPLAY"] = ":987"  # no X server runs there
    result = run_ninescore(env=env)
    assert result.returncode == 2
    message = result.stderr.strip()
    assert "\n" not in message, message
    assert ":987" in message
    assert "xvfb-run ninescore" in message


def test_the_window_opens_and_quits_after_its_first_paint(data_dir: Path) -> None:
    env = os.environ.copy()
    env["NINESCORE_EXIT_AFTER_PAINT"] = "1"
    result = run_ninescore("--lang", "en", env=env)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


# --- in-process: how the options reach the window and the commands ---


@pytest.fixture
def window_arguments(qapp: object, monkeypatch: pytest.MonkeyPatch) -> list[argparse.Namespace]:
    """Capture what ``run_gui`` would be given instead of opening a window."""
    received: list[argparse.Namespace] = []

    def fake_run_gui(args: argparse.Namespace) -> int:
        received.append(args)
        return 0

    monkeypatch.setattr("ninescore.app.run_gui", fake_run_gui)
    return received


def test_the_window_gets_the_data_dir_option_as_a_path(
    window_arguments: list[argparse.Namespace], tmp_path: Path
) -> None:
    assert cli.main(["--data-dir", str(tmp_path / "matches"), "--lang", "en"]) == 0
    (args,) = window_arguments
    assert args.data_path == tmp_path / "matches"
    assert args.lang == "en"
    assert args.command is None


def test_the_window_falls_back_to_the_environment_variable(
    window_arguments: list[argparse.Namespace], data_dir: Path
) -> None:
    assert cli.main([]) == 0
    (args,) = window_arguments
    assert args.data_path == data_dir


@pytest.fixture
def probe_command(qapp: object, monkeypatch: pytest.MonkeyPatch) -> list[argparse.Namespace]:
    """A stand-in subcommand module, so the dispatch is tested whatever commands exist yet."""
    received: list[argparse.Namespace] = []

    def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        parser = subparsers.add_parser("probe", help="a test command")
        parser.add_argument("--count", type=int, default=1)

    def run(args: argparse.Namespace) -> int:
        received.append(args)
        return 3

    module = SimpleNamespace(add_parser=add_parser, run=run)
    monkeypatch.setattr(cli, "subcommands", lambda: {"probe": module})
    return received


def test_a_command_gets_its_options_and_its_status_is_returned(
    probe_command: list[argparse.Namespace], data_dir: Path
) -> None:
    assert cli.main(["--lang", "en", "probe", "--count", "4"]) == 3
    (args,) = probe_command
    assert args.command == "probe"
    assert args.count == 4
    assert args.data_path == data_dir
    assert args.verbose is False


@pytest.mark.parametrize(
    "arguments",
    [
        pytest.param(["--data-dir", "{folder}", "--lang", "en", "probe"], id="before-command"),
        pytest.param(["--lang", "en", "probe", "--data-dir", "{folder}"], id="after-command"),
    ],
)
def test_global_options_work_before_and_after_the_command(
    probe_command: list[argparse.Namespace], tmp_path: Path, arguments: list[str]
) -> None:
    folder = str(tmp_path / "elsewhere")
    assert cli.main([argument.format(folder=folder) for argument in arguments]) == 3
    (args,) = probe_command
    assert args.data_path == Path(folder)
