"""A printable card for each table scored from phones: a QR code holding the table's scoring
page, its address and its token (``serve --score --table-token N --cards DIR``).

Each card is one SVG document (a browser prints it; no font or image is fetched: the QR code is
a path, the words are text), written to ``DIR/table-N.svg`` without following a link that a
file of that name might be.
"""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import segno

from ninescore.describe import live as live_words
from ninescore.records.atomic import write_atomically

_UNSAFE = re.compile(r"[^0-9A-Za-z_-]")


def card_svg(table: str, url: str) -> str:
    """The card of ``table`` whose phones open ``url`` (the token in it)."""
    code = segno.make(url, error="m")
    modules = code.symbol_size(scale=1)[0]
    scale = max(2, 300 // modules)
    qr = code.svg_inline(scale=scale, border=2)
    side = modules * scale
    width = max(side + 40, 360)
    title = escape(live_words.table_text(table))
    hint = escape(live_words.card_hint_text())
    shown = escape(url)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{side + 130}" '
        f'viewBox="0 0 {width} {side + 130}">'
        f'<rect width="100%" height="100%" fill="#ffffff"/>'
        f'<text x="{width / 2}" y="34" font-size="26" font-family="sans-serif" '
        f'text-anchor="middle" font-weight="bold">{title}</text>'
        f'<g transform="translate({(width - side) / 2},48)">{qr}</g>'
        f'<text x="{width / 2}" y="{side + 78}" font-size="15" font-family="sans-serif" '
        f'text-anchor="middle">{hint}</text>'
        f'<text x="{width / 2}" y="{side + 104}" font-size="9" font-family="monospace" '
        f'text-anchor="middle">{shown}</text>'
        "</svg>\n"
    )


def write_card(folder: Path, table: str, url: str) -> Path:
    """``folder/table-N.svg``; OSError when it cannot be written (a link there is refused)."""
    target = Path(folder) / f"table-{_UNSAFE.sub('_', table.strip()) or 'none'}.svg"
    write_atomically(target, card_svg(table, url).encode("utf-8"))
    return target
