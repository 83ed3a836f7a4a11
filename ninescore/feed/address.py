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


TOKEN_MIN_LENGTH = 16
"""Characters a token given by a person needs: 16 of the 94 a token may use cannot be guessed
(the ones ninescore makes are 22 of 64, 128 random bits)."""

TOKEN_MIN_DIFFERENT = 8
"""Different characters among them: ``aaaaaaaaaaaaaaaa`` or ``passwordpassword`` is long but
among the first guesses anyone tries."""


def is_strong_token(token: str) -> bool:
    """Whether ``token`` is one a guess cannot find: at least :data:`TOKEN_MIN_LENGTH`
    characters, each printable ASCII but the space (no control characters: it travels in
    headers and addresses), at least :data:`TOKEN_MIN_DIFFERENT` of them different, and not
    one piece said again and again.

    >>> is_strong_token("Table-7!guess#me"), is_strong_token("aaaaaaaaaaaaaaaa")
    (True, False)
    >>> is_strong_token("passwordpassword"), is_strong_token("abcdefghabcdefgh")
    (False, False)
    """
    if len(token) < TOKEN_MIN_LENGTH or not all(0x20 < ord(char) < 0x7F for char in token):
        return False
    if len(set(token)) < TOKEN_MIN_DIFFERENT:
        return False
    # "abcdefghabcdefgh": a token is a repetition of a shorter piece iff it is found in
    # itself doubled at another place than its start and its middle.
    return (token + token).find(token, 1) == len(token)


def token_bytes(given: str) -> bytes:
    """A token as a client sent it, as bytes to compare: a header's bytes that are no UTF-8
    reach the server as lone surrogates, which no strict ``encode`` takes; replaced, they
    match no token."""
    return given.encode("utf-8", "replace")


def new_token() -> str:
    """A token for a feed open beyond this machine: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)
