"""``ninescore serve`` as a person runs it: another process saves, the feed has it within 1 s."""

from __future__ import annotations

import http.client
import json
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


def test_a_call_the_desk_writes_reaches_the_boards_events(
    serve: tuple[subprocess.Popen[str], str, list[str]], data_dir: Path
) -> None:
    from .tournament_helpers import KEY, call, draw

    _, url, lines = serve
    assert any("/bracket" in line for line in lines)
    stream = EventStream(url, "/api/v1/events?tournaments=1")
    try:
        assert stream.next_of("reset").kind == "reset"
        draw(data_dir)  # the desk draws it, then calls the first match to table 4
        assert stream.next_of("tournament_queue", timeout=5).data["id"] == KEY
        call(data_dir, ("4",))
        queued = stream.next_of("tournament_queue", timeout=5).data
        assert [(c["match"], c["table"]) for c in queued["calling"]] == [(1, "4")]
    finally:
        stream.close()


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
        "aaaaaaaaaaaaaaaa",
        "0000000000000000",
        "passwordpassword",
        "abcdefghabcdefgh",
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


def test_scoring_from_phones_needs_a_token(data_dir: Path) -> None:
    result = run_serve(data_dir, "--listen", "127.0.0.1:0", "--score")
    assert result.returncode == 2 and "token" in result.stderr
    assert "Traceback" not in result.stderr


def test_serve_score_takes_a_match_and_a_tables_token_only_its_table(data_dir: Path) -> None:
    token = "desk-token-0123456789"
    process = start_serve(
        data_dir, "--listen", "127.0.0.1:0", "--token", token, "--score", "--table-token", "7"
    )
    try:
        lines = read_until(process, "Ctrl+C stops it.")
        found = URL.search(lines[0])
        assert found
        host, port = found.group(1).removeprefix("http://").rsplit(":", 1)
        table_token = next(line for line in lines if "Table 7 scores" in line).rsplit(" ", 1)[1]

        def create(table: str, with_token: str) -> int:
            connection = http.client.HTTPConnection(host, int(port), timeout=10)
            body = json.dumps({"players": ["Ivanov", "Petrov"], "race_to": 5, "table": table})
            connection.request("POST", "/api/v1/matches", body, {"X-Ninescore-Token": with_token})
            status = connection.getresponse().status
            connection.close()
            return status

        assert create("7", table_token) == 201
        assert create("3", table_token) == 403
        assert create("3", token) == 201
        assert len(list((data_dir / "matches").glob("*.json"))) == 2
    finally:
        assert finish(process) == 0


def test_each_tables_card_holds_its_scoring_page_and_its_own_token(
    data_dir: Path, tmp_path: Path
) -> None:
    import segno

    cards = tmp_path / "cards"
    cards.mkdir()
    token = "desk-token-0123456789"
    process = start_serve(
        data_dir,
        "--listen",
        "127.0.0.1:0",
        "--token",
        token,
        "--score",
        "--table-token",
        "7",
        "--cards",
        str(cards),
    )
    try:
        lines = read_until(process, "Ctrl+C stops it.")
        table_token = next(line for line in lines if "Table 7 scores" in line).rsplit(" ", 1)[1]
        card = (cards / "table-7.svg").read_text("utf-8")
        found = URL.search(lines[0])
        assert found
        url = f"{found.group(1)}/score?table=7&token={table_token}&lang=en"
        assert url.replace("&", "&amp;") in card and token not in card and "Table 7" in card
        # The QR code on the card is that address, and it opens the page.
        qr = segno.make(url, error="m")
        modules = qr.symbol_size(scale=1)[0]
        assert qr.svg_inline(scale=max(2, 300 // modules), border=2) in card
        host, port = found.group(1).removeprefix("http://").rsplit(":", 1)
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
        connection.request("GET", url.split(port, 1)[1])
        assert connection.getresponse().status == 200
        connection.close()
    finally:
        assert finish(process) == 0


def test_a_card_is_never_written_through_a_link(data_dir: Path, tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    (cards / "table-7.svg").symlink_to(outside)
    result = run_serve(
        data_dir,
        "--listen",
        "127.0.0.1:0",
        "--token",
        "desk-token-0123456789",
        "--score",
        "--table-token",
        "7",
        "--cards",
        str(cards),
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and "table 7" in result.stderr
    assert outside.read_text() == "keep me"


def test_a_tables_token_is_kept_across_restarts_until_withdrawn(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    options = ("--listen", "127.0.0.1:0", "--token", "desk-token-0123456789", "--score")

    def table_token(*extra: str) -> str:
        process = start_serve(data_dir, *options, *extra)
        try:
            lines = read_until(process, "Ctrl+C stops it.")
            return next(line for line in lines if "Table 7 scores" in line).rsplit(" ", 1)[1]
        finally:
            assert finish(process) == 0

    first = table_token("--table-token", "7")
    assert table_token("--table-token", "7") == first  # the card printed stays good
    kept = tmp_path / "config" / "ninescore" / "phone-tokens.json"
    assert json.loads(kept.read_text()) == {"7": first}
    assert kept.stat().st_mode & 0o077 == 0  # the owner's only
    renewed = table_token("--withdraw-token", "7", "--table-token", "7")
    assert renewed != first


def test_a_damaged_tokens_file_is_one_sentence(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    kept = tmp_path / "config" / "ninescore" / "phone-tokens.json"
    kept.parent.mkdir(parents=True)
    kept.write_text('{"7": "a"}')  # a token a guess finds
    result = run_serve(
        data_dir, "--listen", "127.0.0.1:0", "--token", "desk-token-0123456789", "--score"
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and "phone-tokens.json" in result.stderr
