"""A crowd of events clients in a process of its own (run by test_http_crowd.py): ``READERS``
that read every byte, from ten loopback addresses, and ``STALLED`` that send their request and
never read a byte.  It says ``connected`` once every reader has its headers, then ``all N``
each time every reader has seen ``N`` match events more than on arrival (a multiple of
``STEP``), and ends after ``TOTAL``, or after its time limit with what each reader saw.

    python sse_crowd.py HOST PORT READERS STALLED STEP TOTAL
"""

from __future__ import annotations

import selectors
import socket
import sys
import time

TIME_LIMIT = 120.0
REQUEST = b"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


def main() -> int:
    host, port, readers, stalled, step, total = sys.argv[1:7]
    address = (host, int(port))
    count, step_events, total_events = int(readers), int(step), int(total)
    selector = selectors.DefaultSelector()
    buffers: dict[socket.socket, bytes] = {}
    seen: dict[socket.socket, int] = {}
    headed: set[socket.socket] = set()
    idle = []
    for index in range(int(stalled)):
        connection = socket.socket()
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        connection.bind((f"127.0.2.{index % 10 + 1}", 0))
        connection.connect(address)
        connection.sendall(REQUEST)
        idle.append(connection)
    for index in range(count):
        connection = socket.create_connection(
            address, timeout=30, source_address=(f"127.0.1.{index % 10 + 1}", 0)
        )
        connection.sendall(REQUEST)
        connection.setblocking(False)
        selector.register(connection, selectors.EVENT_READ)
        buffers[connection] = b""
        seen[connection] = -1  # the first match event is the state on arrival
    deadline = time.monotonic() + TIME_LIMIT
    reported = 0
    told_connected = False
    while time.monotonic() < deadline:
        for key, _ in selector.select(0.5):
            connection = key.fileobj
            assert isinstance(connection, socket.socket)
            try:
                chunk = connection.recv(1 << 20)
            except BlockingIOError:
                continue
            if not chunk:
                print(f"closed after {seen[connection]}", flush=True)
                selector.unregister(connection)
                continue
            data = buffers[connection] + chunk
            if connection not in headed and b"\r\n\r\n" in data:
                headed.add(connection)
            seen[connection] += data.count(b"\nevent: match\n")
            # Keep what may be the start of the next marker (13 bytes: never a whole one).
            buffers[connection] = data[-13:]
        if not told_connected and len(headed) == count:
            told_connected = True
            print("connected", flush=True)
        least = min(seen.values()) if seen else 0
        while least >= reported + step_events and reported < total_events:
            reported += step_events
            print(f"all {reported}", flush=True)
        if reported >= total_events:
            break
    print(f"least {min(seen.values())} most {max(seen.values())}", flush=True)
    for connection in [*buffers, *idle]:
        connection.close()
    return 0 if reported >= total_events else 1


if __name__ == "__main__":
    sys.exit(main())
