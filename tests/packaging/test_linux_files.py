"""The Linux desktop entry, the AppStream metainfo and the icons they point at."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.ninescore.NineScore"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{APP_ID}.metainfo.xml"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icons_folder() -> resources.abc.Traversable:
    return resources.files("ninescore") / "resources" / "icons"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate (Debian desktop-file-utils) is not installed",
)
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP_FILE)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""  # not even a hint


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli (Debian appstream) is not installed",
)
def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO_FILE)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # Errors and warnings fail; infos (e.g. older appstream not knowing <developer>) may remain.
    assert "\nE:" not in "\n" + result.stdout
    assert "\nW:" not in "\n" + result.stdout


def test_desktop_entry_and_metainfo_agree_on_the_app() -> None:
    entry = desktop_entry()
    metainfo = ET.parse(METAINFO_FILE).getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == DESKTOP_FILE.name
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == metainfo.findtext("provides/binary") == "ninescore"
    categories = [c.text for c in metainfo.iterfind("categories/category")]
    assert entry["Categories"].rstrip(";").split(";") == categories


def test_every_icon_size_is_in_the_package_and_has_its_size(qapp: QApplication) -> None:
    for size in PNG_SIZES:
        data = (icons_folder() / f"ninescore_{size}.png").read_bytes()
        image = QImage.fromData(data)
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        # The corners are transparent: a round ball, not a square tile.
        assert image.pixelColor(0, 0).alpha() == 0


def test_svg_icon_is_in_the_package_and_renders(qapp: QApplication) -> None:
    svg = (icons_folder() / "ninescore.svg").read_bytes()
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


def test_install_script_puts_entry_metainfo_and_icons_in_place(tmp_path: Path) -> None:
    subprocess.run(
        ["sh", str(LINUX / "install.sh"), str(tmp_path)], check=True, capture_output=True
    )
    share = tmp_path / "share"
    assert (share / "applications" / DESKTOP_FILE.name).read_bytes() == DESKTOP_FILE.read_bytes()
    assert (share / "metainfo" / METAINFO_FILE.name).is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in PNG_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()

    subprocess.run(
        ["sh", str(LINUX / "install.sh"), "--uninstall", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    assert not (share / "applications" / DESKTOP_FILE.name).exists()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_no_shipped_resource_is_git_ignored() -> None:
    """hatchling leaves git-ignored files out of the wheel: the .qm files must not be ignored."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    shipped = sorted(
        str(path.relative_to(ROOT))
        for path in (ROOT / "ninescore" / "resources").rglob("*")
        if path.is_file()
    )
    assert any(name.endswith(".qm") for name in shipped)
    result = subprocess.run(
        ["git", "check-ignore", "--no-index", *shipped], cwd=ROOT, capture_output=True, text=True
    )
    assert result.stdout.strip() == "", f"git-ignored, so missing from the wheel: {result.stdout}"


def test_metainfo_screenshots_are_files_in_the_repository() -> None:
    prefix = "https://raw.githubusercontent.com/ninescore/ninescore/main/"
    images = [image.text or "" for image in ET.parse(METAINFO_FILE).getroot().iter("image")]
    assert images
    for url in images:
        assert url.startswith(prefix), url
        assert (ROOT / url.removeprefix(prefix)).is_file(), f"{url} is not in the repository"
