"""The Linux desktop entry, the AppStream metainfo and the icons they point at."""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sysconfig
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from packaging_support import headless_env, need_program
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from ninescore import resources

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ninescore.NineScore"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def desktop_entry(path: Path = DESKTOP_FILE) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def assert_desktop_file_validates(path: Path) -> None:
    validator = need_program("desktop-file-validate", "Debian desktop-file-utils")
    result = subprocess.run([validator, str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""  # not even a hint


def assert_metainfo_validates(path: Path) -> None:
    validator = need_program("appstreamcli", "Debian appstream")
    result = subprocess.run(
        [validator, "validate", "--no-net", str(path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # Errors and warnings fail; infos (e.g. older appstream not knowing <developer>) may remain.
    assert "\nE:" not in "\n" + result.stdout
    assert "\nW:" not in "\n" + result.stdout


def install(prefix: Path, *options: str) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        ["sh", str(LINUX / "install.sh"), *options, str(prefix)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_desktop_entry_passes_desktop_file_validate() -> None:
    assert_desktop_file_validates(DESKTOP_FILE)


def test_metainfo_passes_appstreamcli_validate() -> None:
    assert_metainfo_validates(METAINFO_FILE)


def test_desktop_entry_and_metainfo_agree_on_the_app() -> None:
    entry = desktop_entry()
    metainfo = ET.parse(METAINFO_FILE).getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == DESKTOP_FILE.name
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == metainfo.findtext("provides/binary") == "ninescore"
    categories = [c.text for c in metainfo.iterfind("categories/category")]
    assert entry["Categories"].rstrip(";").split(";") == categories


def test_every_icon_size_is_among_the_resources_and_has_its_size(qapp: QApplication) -> None:
    for size in PNG_SIZES:
        data = resources.read_bytes("icons", f"ninescore_{size}.png")
        image = QImage.fromData(data)
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        # The corners are transparent: a round ball, not a square tile.
        assert image.pixelColor(0, 0).alpha() == 0


def test_svg_icon_is_among_the_resources_and_renders(qapp: QApplication) -> None:
    svg = resources.read_bytes("icons", "ninescore.svg")
    renderer = QSvgRenderer(QByteArray(svg))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height() == 512


@pytest.mark.parametrize(("file_name", "image_format"), [("ninescore.ico", b"ico")])
def test_windows_icon_for_frozen_builds_holds_every_size(
    qapp: QApplication, file_name: str, image_format: bytes
) -> None:
    reader = QImageReader(str(ROOT / "packaging" / "pyinstaller" / file_name), image_format)
    assert reader.imageCount() == 7
    sizes = []
    for _ in range(reader.imageCount()):
        sizes.append(reader.read().width())
        reader.jumpToNextImage()
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256]


def test_macos_icon_for_frozen_builds_starts_with_the_icns_header() -> None:
    data = (ROOT / "packaging" / "pyinstaller" / "ninescore.icns").read_bytes()
    assert data[:4] == b"icns"
    assert int.from_bytes(data[4:8], "big") == len(data)


def test_install_script_into_a_prefix_gives_valid_files_icons_and_a_launcher_that_starts(
    qapp: QApplication, tmp_path: Path
) -> None:
    prefix = tmp_path / "prefix"
    install(prefix)
    share = prefix / "share"
    installed_entry = share / "applications" / DESKTOP_FILE.name
    installed_metainfo = share / "metainfo" / METAINFO_FILE.name
    assert installed_entry.read_bytes() == DESKTOP_FILE.read_bytes()
    assert_desktop_file_validates(installed_entry)
    assert_metainfo_validates(installed_metainfo)

    # The icon the entry names, in every size of the hicolor theme, each of its size.
    icon_name = desktop_entry(installed_entry)["Icon"]
    hicolor = share / "icons" / "hicolor"
    svg = QSvgRenderer(str(hicolor / "scalable" / "apps" / f"{icon_name}.svg"))
    assert svg.isValid()
    for size in PNG_SIZES:
        image = QImage(str(hicolor / f"{size}x{size}" / "apps" / f"{icon_name}.png"))
        assert (image.width(), image.height()) == (size, size)

    # The launcher: the entry's Exec line, found on PATH as a desktop finds it. The `ninescore`
    # command is the one pip installed beside this interpreter.
    command = [word for word in shlex.split(desktop_entry(installed_entry)["Exec"])
               if not word.startswith("%")]  # fmt: skip
    path = os.pathsep.join([sysconfig.get_path("scripts"), os.environ.get("PATH", "")])
    launcher = shutil.which(command[0], path=path)
    assert launcher is not None, f"{command[0]} is not on PATH"
    env = headless_env(
        tmp_path / "data", PATH=path, QT_QPA_PLATFORM="offscreen", NINESCORE_EXIT_AFTER_PAINT="1"
    )
    started = subprocess.run(
        [launcher, *command[1:], "-v"], env=env, capture_output=True, text=True, timeout=120
    )
    assert started.returncode == 0, started.stderr
    assert "window icon from :/ninescore/icons/" in started.stderr

    install(prefix, "--uninstall")
    assert not installed_entry.exists()
    assert not installed_metainfo.exists()
    assert not list(hicolor.rglob(f"{icon_name}.*"))


def test_no_resource_source_is_git_ignored() -> None:
    """The sdist is what git tracks: an ignored file of resources/ would be missing from it."""
    need_program("git", "git")
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    sources = sorted(
        str(path.relative_to(ROOT)) for path in (ROOT / "resources").rglob("*") if path.is_file()
    )
    assert any(name.endswith(".qm") for name in sources)
    result = subprocess.run(
        ["git", "check-ignore", "--no-index", *sources], cwd=ROOT, capture_output=True, text=True
    )
    assert result.stdout.strip() == "", f"git-ignored, so missing from the sdist: {result.stdout}"


def test_metainfo_screenshots_are_files_in_the_repository() -> None:
    prefix = "https://raw.githubusercontent.com/ninescore/ninescore/main/"
    images = [image.text or "" for image in ET.parse(METAINFO_FILE).getroot().iter("image")]
    assert images
    for url in images:
        assert url.startswith(prefix), url
        assert (ROOT / url.removeprefix(prefix)).is_file(), f"{url} is not in the repository"
