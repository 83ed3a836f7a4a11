"""A real browser for the feed's pages: Debian's Chromium, headless, driven over its DevTools
pipe (JSON messages on two file descriptors, no network port), so a test loads a page from the
running server, waits until the page shows what it should (a condition, never a sleep), reads
its DOM and takes a screenshot with a transparent background."""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--mute-audio",
)


def chromium() -> str:
    """Chromium's path; a test without it fails in CI (which installs it) and skips elsewhere."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium is missing: .ci/run installs it")
        pytest.skip("chromium is not installed")
    return found


def dump_dom(url: str, timeout: float = 60) -> str:
    """``chromium --dump-dom URL``: the DOM as it stands once the page has loaded."""
    profile = tempfile.mkdtemp(prefix="ninescore-chromium-")
    try:
        result = subprocess.run(
            [chromium(), *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--dump-dom", url],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=True,
        )
        return result.stdout
    finally:
        shutil.rmtree(profile, ignore_errors=True)


class Browser:
    """One headless Chromium, one tab."""

    def __init__(self, width: int = 1280, height: int = 720) -> None:
        self._profile = tempfile.mkdtemp(prefix="ninescore-chromium-")
        to_browser, self._commands = os.pipe()
        self._answers, from_browser = os.pipe()
        # The DevTools pipe is Chromium's fds 3 (commands in) and 4 (answers out): moved above
        # 10 first, so that bash can put them in place whatever numbers they had.
        ours = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_browser, from_browser)]
        for fd in (to_browser, from_browser):
            os.close(fd)
        to_browser, from_browser = ours
        place = f'exec "$@" 3<&{to_browser} 4>&{from_browser} {to_browser}<&- {from_browser}>&-'
        self._process = subprocess.Popen(
            [
                "bash",  # dash takes single-digit descriptors only
                "-c",
                place,
                "chromium",
                chromium(),
                *CHROMIUM_FLAGS,
                f"--user-data-dir={self._profile}",
                "--remote-debugging-pipe",
                "about:blank",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(to_browser, from_browser),
        )
        os.close(to_browser)
        os.close(from_browser)
        self._buffer = b""
        self._next_id = 0
        target = self._call("Target.createTarget", url="about:blank")["targetId"]
        self._session = self._call("Target.attachToTarget", targetId=target, flatten=True)[
            "sessionId"
        ]
        self.call("Page.enable")
        self.resize(width, height)
        self.call(
            "Emulation.setDefaultBackgroundColorOverride", color={"r": 0, "g": 0, "b": 0, "a": 0}
        )

    def resize(self, width: int, height: int) -> None:
        """The size of the page's viewport, in CSS pixels at a scale of 1."""
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=False,
        )

    def _call(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if session is not None:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + 30
        while True:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self._next_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return dict(answer.get("result", {}))
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"Chromium did not answer {method}")
            ready, _, _ = select.select([self._answers], [], [], left)
            if ready:
                chunk = os.read(self._answers, 1 << 20)
                if not chunk:
                    raise ConnectionError("Chromium went away")
                self._buffer += chunk

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        return self._call(method, self._session, **params)

    def open(self, url: str, timeout: float = 20) -> None:
        """Load ``url`` and wait until its document has loaded (not the one before it)."""
        self.evaluate("window.ninescoreLeft = true")
        self.call("Page.navigate", url=url)
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.evaluate("!window.ninescoreLeft && document.readyState === 'complete'"):
                    return
            except RuntimeError:
                pass  # the old document went while it was asked
            if time.monotonic() > deadline:
                raise TimeoutError(f"{url} did not load")
            # Not a sleep: the next question waits for the browser's answer, and page loads
            # are what is awaited here.

    def evaluate(self, expression: str) -> Any:
        result = self.call(
            "Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True
        )
        if "exceptionDetails" in result:
            raise AssertionError(result["exceptionDetails"].get("exception", {}).get("description"))
        return result["result"].get("value")

    def wait_for(self, condition: str, timeout: float = 10) -> str:
        """Wait until the JavaScript ``condition`` holds in the page; its DOM then."""
        script = (
            "new Promise((resolve, reject) => {"
            f"  const until = Date.now() + {int(timeout * 1000)};"
            "  (function look() {"
            "    let held = false;"
            f"    try {{ held = Boolean({condition}); }} catch (error) {{ held = false; }}"
            "    if (held) resolve(document.documentElement.outerHTML);"
            f"    else if (Date.now() > until) reject(new Error({json.dumps(condition)}));"
            "    else setTimeout(look, 25);"
            "  })();"
            "})"
        )
        return str(self.evaluate(script))

    def screenshot(self, path: Path) -> None:
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        with contextlib.suppress(OSError, TimeoutError, ConnectionError, RuntimeError):
            self._call("Browser.close")
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait(timeout=10)
        os.close(self._commands)
        os.close(self._answers)
        shutil.rmtree(self._profile, ignore_errors=True)
