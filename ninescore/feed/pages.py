"""The feed's pages, bundled with the program in ``resources/feed/`` (plain HTML, CSS and
JavaScript: no CDN, no build step, nothing fetched from the internet).

A page is served as one document: the stylesheets and scripts it links from ``resources/feed/``
are put inside it when it is first asked for, with the page's words in the language asked for
(a JSON block the script reads).  So every request, the page's included, can carry the feed's
token, and the page's Content-Security-Policy allows exactly the scripts and styles it holds
(by their SHA-256), and nothing else: not even a player's name could run as a script.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading
from dataclasses import dataclass

from ninescore import resources
from ninescore.describe import live as live_words
from ninescore.describe import room as room_words
from ninescore.describe.language import in_language

FOLDER = "feed"

PAGES: dict[str, str] = {
    "/": "index.html",
    "/board": "board.html",
    "/bracket": "bracket.html",
    "/overlay/scorebug": "scorebug.html",
    "/overlay/rack": "rack.html",
    "/overlay/clock": "clock.html",
    "/score": "score.html",
}
"""The address of each page, and its file in ``resources/feed/``."""

_STYLESHEET = re.compile(r'<link rel="stylesheet" href="([a-z_-]+\.css)">')
_SCRIPT = re.compile(r'<script src="([a-z_-]+\.js)"></script>')
_WORDS = '<script type="application/json" id="words"></script>'


@dataclass(frozen=True, slots=True)
class Page:
    body: bytes
    content_security_policy: str


def _digest(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def _inline(text: str) -> str:
    # Bundled files never hold "</", but a "</script>" inside one would end the element early.
    if "</" in text:
        raise ValueError("a bundled script or stylesheet may not contain '</'")
    return text


def assemble(name: str, lang: str) -> Page:
    """The page ``resources/feed/<name>`` with its parts inside it, in ``lang``."""
    html = resources.read_bytes(FOLDER, name).decode("utf-8")
    styles: list[str] = []
    scripts: list[str] = []

    def style(found: re.Match[str]) -> str:
        css = _inline(resources.read_bytes(FOLDER, found.group(1)).decode("utf-8"))
        styles.append(_digest(css))
        return f"<style>{css}</style>"

    def script(found: re.Match[str]) -> str:
        js = _inline(resources.read_bytes(FOLDER, found.group(1)).decode("utf-8"))
        scripts.append(_digest(js))
        return f"<script>{js}</script>"

    html = _STYLESHEET.sub(style, html)
    html = _SCRIPT.sub(script, html)
    with in_language(lang):
        words = {**live_words.page_words(), **room_words.page_words()}
    # "<" escaped, so that no word can close the block it sits in.
    data = json.dumps(words, ensure_ascii=False).replace("<", "\\u003c")
    html = html.replace(_WORDS, _WORDS.replace("></", f">{data}</"))
    html = html.replace('<html lang="en">', f'<html lang="{lang}">')
    policy = "; ".join(
        (
            "default-src 'none'",
            "script-src " + " ".join(scripts or ["'none'"]),
            "style-src " + " ".join(styles or ["'none'"]),
            "connect-src 'self'",
            "img-src 'self' data:",
            "base-uri 'none'",
            "form-action 'none'",
        )
    )
    return Page(html.encode("utf-8"), policy)


class PageCache:
    """Pages made once per language, on first request."""

    def __init__(self) -> None:
        self._pages: dict[tuple[str, str], Page] = {}
        self._lock = threading.Lock()

    def get(self, address: str, lang: str) -> Page | None:
        name = PAGES.get(address)
        if name is None:
            return None
        with self._lock:
            page = self._pages.get((name, lang))
            if page is None:
                page = self._pages[(name, lang)] = assemble(name, lang)
            return page
