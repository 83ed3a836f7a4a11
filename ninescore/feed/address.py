"""Where the feed listens, and who may read it: small enough for the window to import at once."""

from __future__ import annotations

import ipaddress
import secrets

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8909


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine only (127.0.0.0/8, ::1, localhost)."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def new_token() -> str:
    """A token for a feed open beyond this machine: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)
