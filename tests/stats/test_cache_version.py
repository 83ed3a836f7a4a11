"""The cache's version follows the definitions: a change to them recomputes every number."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ninescore.stats.cache import DEFINITIONS, STATS_VERSION

STATISTICS = Path(__file__).resolve().parents[2] / "docs" / "statistics.md"


def definitions_digest(text: str) -> str:
    """SHA-256 of the "## Definitions" section, its spaces normalised."""
    section = text[text.index("## Definitions") : text.index("## CSV files")]
    return hashlib.sha256(" ".join(section.split()).encode("utf-8")).hexdigest()


def test_the_definitions_have_not_changed_without_a_new_version() -> None:
    digest = definitions_digest(STATISTICS.read_text(encoding="utf-8"))
    assert DEFINITIONS.get(STATS_VERSION) == digest, (
        "docs/statistics.md's definitions changed: raise STATS_VERSION in "
        f"ninescore/stats/cache.py and record {{{STATS_VERSION + 1}: {digest!r}}} in DEFINITIONS"
    )


def test_a_changed_definition_is_noticed() -> None:
    text = STATISTICS.read_text(encoding="utf-8")
    changed = text.replace("## Definitions", "## Definitions\n\nAn inning is two shots.", 1)
    assert definitions_digest(changed) != DEFINITIONS[STATS_VERSION]
