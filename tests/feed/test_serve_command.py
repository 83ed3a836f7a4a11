"""``ninescore serve`` as a person runs it: another process saves, the feed has it within 1 s."""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import EventStream

URL = re.compile(r"at (http://127\.0\.0\.1:\d+)")


def start_serve(data_dir: Path, *extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), "serve", *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "NINESCORE_LANG": "en"},
    )


def run_serve(data_dir: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """``ninescore serve`` to its end (for the cases where it refuses to start)."""
    return subprocess.run(
        [sys.executable, "-m", "ninescore", "--data-dir", str(data_dir), "serve", *extra],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def finish(process: subprocess.Popen[str]) -> int:
    """Stop it (SIGTERM) if it still runs; its exit status, with its pipes closed."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    process.communicate(timeout=10)
    return process.returncode


def read_until(process: subprocess.Popen[str], ending: str) -> list[str]:
    """Its output up to the line that ends with ``ending`` (it prints that once it listens)."""
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        lines.append(line.rstrip("\n"))
        if line.rstrip().endswith(ending):
            return lines
    raise AssertionError(f"serve ended before saying it listens: {lines}")


@pytest.fixture
def serve(data_dir: Path) -> Iterator[tuple[subprocess.Popen[str], str, list[str]]]:
    process = start_serve(data_dir, "--listen", "127.0.0.1:0")
    try:
        lines = read_until(process, "Ctrl+C stops it.")
        found = URL.search(lines[0])
        assert found, lines
        yield process, found.group(1), lines
    finally:
        finish(process)


WRITER = textwrap.dedent(
    """
    import sys, time
    from ninescore.records import MatchRecord, Store
    from ninescore.rules import Shot
    store = Store(sys.argv[1])
    record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=5, table="6")
    store.save(record)
    print("opened", record.id, flush=True)
    sys.stdin.readline()
    record.append(Shot(pocketed={1, 2}))
    store.save(record)
    print("saved", time.time(), flush=True)
    """
)


def test_a_file_saved_by_another_process_is_an_event_within_a_second(
    serve: tuple[subprocess.Popen[str], str, list[str]], data_dir: Path
) -> None:
    _, url, lines = serve
    assert any("/board" in line for line in lines) and any(
        "/overlay/scorebug" in line for line in lines
    )
    stream = EventStream(url, "/api/v1/events?table=6")
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(data_dir)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert stream.next_of("reset").kind == "reset"
        assert writer.stdout is not None and writer.stdin is not None
        match_id = writer.stdout.readline().split()[1]
        assert stream.next_of("match", timeout=5).data["id"] == match_id
        writer.stdin.write("\n")
        writer.stdin.flush()
        saved_at = float(writer.stdout.readline().split()[1])
        event = stream.next_of("match", timeout=2)
        arrived = time.time()
        assert event.data["frame"]["on_table"] == [3, 4, 5, 6, 7, 8, 9]
        assert arrived - saved_at < 1.0, f"the event came {arrived - saved_at:.3f} s after the save"
    finally:
        stream.close()
        writer.communicate(timeout=10)


def test_it_stops_cleanly_on_sigterm(serve: tuple[subprocess.Popen[str], str, list[str]]) -> None:
    process, _, _ = serve
    assert finish(process) == 0


def test_beyond_loopback_it_makes_up_a_token_and_shows_it(data_dir: Path) -> None:
    # Binds every address only for an instant, and no request is ever sent to it.
    process = start_serve(data_dir, "--listen", "0.0.0.0:0")
    try:
        lines = read_until(process, "Ctrl+C stops it.")
        token_line = next(line for line in lines if "needs this token" in line)
        token = token_line.rsplit(" ", 1)[1]
        assert len(token) >= 20
        assert all(f"token={token}" in line for line in lines if "/board" in line)
    finally:
        finish(process)


def test_a_port_in_use_is_one_sentence(data_dir: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_serve(data_dir, "--listen", f"127.0.0.1:{port}")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and str(port) in result.stderr


@pytest.mark.parametrize("listen", ["nonsense:port", "127.0.0.1:99999", ":80", "[::1"])
def test_a_bad_address_is_one_sentence(data_dir: Path, listen: str) -> None:
    result = run_serve(data_dir, "--listen", listen)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and listen in result.stderr


@pytest.mark.parametrize(
    "token",
    [
        "a",
        "short-token-15c",
        "sixteen chars ok",
        "tab\tin-the-middle-token",
        "токен-по-русски-длинный",
    ],
)
def test_a_token_a_guess_could_find_is_refused_in_one_sentence(data_dir: Path, token: str) -> None:
    result = run_serve(data_dir, "--listen", "127.0.0.1:0", "--token", token)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.strip().count("\n") == 0
    assert "16" in result.stderr


def test_a_token_of_sixteen_printable_characters_opens_the_feed(data_dir: Path) -> None:
    token = "Table-7!guess#me"
    process = start_serve(data_dir, "--listen", "127.0.0.1:0", "--token", token)
    try:
        lines = read_until(process, "Ctrl+C stops it.")
        found = URL.search(lines[0])
        assert found
        host, port = found.group(1).removeprefix("http://").rsplit(":", 1)
        for headers, status in (({}, 403), ({"X-Ninescore-Token": token}, 200)):
            connection = http.client.HTTPConnection(host, int(port), timeout=10)
            connection.request("GET", "/api/v1/tables", headers=headers)
            assert connection.getresponse().status == status
            connection.close()
        # The pages' addresses carry it, quoted for a URL.
        assert any("token=Table-7%21guess%23me" in line for line in lines if "/board" in line)
    finally:
        finish(process)
