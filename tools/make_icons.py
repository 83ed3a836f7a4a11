#!/usr/bin/env python3
"""Draw ninescore's application icon: a nine-ball, as SVG, then PNG/ICO/ICNS rendered from it.

Run from the repository root: ``python3 tools/make_icons.py``. Every file in
``resources/icons/`` and the .ico/.icns in ``packaging/pyinstaller/`` are written by this script,
so the SVG and the bitmaps cannot drift apart; it then recompiles the icons' Qt resource module
(tools/compile_resources.py). The "9" is stored as a path (taken from the bundled DejaVu Sans
Bold), not as text, so the SVG looks the same in every renderer whatever fonts it has.
"""

from __future__ import annotations

import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import compile_resources  # tools/, the script's own folder
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPainter,
    QPainterPath,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
# Only PyInstaller builds for Windows (.ico) and macOS (.icns) need these: kept out of the wheel.
FROZEN_ICONS = ROOT / "packaging" / "pyinstaller"
FONT = ROOT / "resources" / "fonts" / "DejaVuSans-Bold.ttf"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's type codes for PNG-compressed icns entries, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)  # fmt: skip

CANVAS = 512
CENTER = CANVAS / 2
BALL_RADIUS = 236.0
# The band is wide and the number disc large compared with a real ball, so that at 16 px the icon
# still reads as "yellow stripe ball" and at 48 px and up the 9 is legible.
BAND_HALF_HEIGHT = 128.0
DISC_RADIUS = 104.0
TILT_DEGREES = -14.0

IVORY = "#fbf9f1"
YELLOW = "#f7c21b"
INK = "#151515"
OUTLINE = "#5b5346"


def nine_glyph_path() -> str:
    """The outline of a bold "9", centred on the disc, as SVG path data in ball coordinates."""
    font_id = QFontDatabase.addApplicationFont(str(FONT))
    if font_id < 0:
        sys.exit(f"cannot load {FONT}")
    family = QFontDatabase.applicationFontFamilies(font_id)[0]
    font = QFont(family)
    font.setBold(True)
    font.setPixelSize(200)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, "9")
    bounds = path.boundingRect()
    scale = (DISC_RADIUS * 1.30) / bounds.height()
    transform = QTransform()
    transform.scale(scale, scale)
    transform.translate(-bounds.center().x(), -bounds.center().y())
    return _svg_path_data(transform.map(path))


def _svg_path_data(path: QPainterPath) -> str:
    parts: list[str] = []
    i = 0
    count = path.elementCount()
    while i < count:
        element = path.elementAt(i)
        if element.isMoveTo():
            parts.append(f"M{element.x:.2f} {element.y:.2f}")
            i += 1
        elif element.isLineTo():
            parts.append(f"L{element.x:.2f} {element.y:.2f}")
            i += 1
        else:  # a cubic: this element is the first control point, the next two follow
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            parts.append(
                f"C{element.x:.2f} {element.y:.2f} {c2.x:.2f} {c2.y:.2f} {end.x:.2f} {end.y:.2f}"
            )
            i += 3
    return "".join(parts) + "Z"


def icon_svg() -> str:
    r = BALL_RADIUS
    h = BAND_HALF_HEIGHT
    w = math.sqrt(r * r - h * h)
    # The band is the part of the ball between two parallel chords: two lines and two arcs.
    band = f"M{-w:.2f} {-h:.2f}L{w:.2f} {-h:.2f}A{r} {r} 0 0 1 {w:.2f} {h:.2f}L{-w:.2f} {h:.2f}"
    band += f"A{r} {r} 0 0 1 {-w:.2f} {-h:.2f}Z"
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by tools/make_icons.py: edit the script, not this file. -->
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{CANVAS}" height="{CANVAS}"
     viewBox="0 0 {CANVAS} {CANVAS}">
  <title>ninescore</title>
  <defs>
    <radialGradient id="rim" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0.62" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#2a1c00" stop-opacity="0.38"/>
    </radialGradient>
    <radialGradient id="glint" cx="0.34" cy="0.27" r="0.36">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <g transform="translate({CENTER} {CENTER})">
    <circle r="{r}" fill="{IVORY}"/>
    <g transform="rotate({TILT_DEGREES})">
      <path d="{band}" fill="{YELLOW}"/>
      <circle r="{DISC_RADIUS}" fill="{IVORY}"/>
      <path d="{nine_glyph_path()}" fill="{INK}"/>
    </g>
    <circle r="{r}" fill="url(#rim)"/>
    <circle r="{r}" fill="url(#glint)"/>
    <circle r="{r - 4}" fill="none" stroke="{OUTLINE}" stroke-opacity="0.55" stroke-width="8"/>
  </g>
</svg>
"""


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes, runtime wants str
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (supported since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory = b""
    payload = b""
    offset = 6 + 16 * len(pngs)
    for size, data in pngs.items():
        dim = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + directory + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        type_code + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for type_code, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    _app = QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    svg = icon_svg()
    (ICONS / "ninescore.svg").write_text(svg, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        sys.exit("the generated SVG is not valid")
    pngs = {size: png_bytes(render(renderer, size)) for size in PNG_SIZES}
    for size, data in pngs.items():
        (ICONS / f"ninescore_{size}.png").write_bytes(data)
    print(f"wrote {len(pngs) + 1} files to {ICONS.relative_to(ROOT)}")
    FROZEN_ICONS.mkdir(parents=True, exist_ok=True)
    (FROZEN_ICONS / "ninescore.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (FROZEN_ICONS / "ninescore.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote ninescore.ico and ninescore.icns to {FROZEN_ICONS.relative_to(ROOT)}")
    module = compile_resources.compile_folder(ICONS)
    print(f"wrote {module.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
