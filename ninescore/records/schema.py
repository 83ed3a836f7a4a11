"""The published JSON Schema of match files, generated from the pydantic models.

``python -m ninescore.records.schema`` rewrites ``ninescore/records/match.schema.json``; a test
checks that the committed file equals what the models generate, so the two never drift.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from .model import MatchModel

SCHEMA_FILE = "match.schema.json"


def generate_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a match file, as pydantic generates it."""
    return MatchModel.model_json_schema(mode="validation")


def schema_text() -> str:
    """The schema as the text of the committed file."""
    return json.dumps(generate_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def published_schema() -> str:
    """The schema file shipped in the package."""
    return resources.files("ninescore.records").joinpath(SCHEMA_FILE).read_text("utf-8")


def main(argv: list[str] | None = None) -> int:
    """Write the schema next to this module (or to the path given)."""
    arguments = sys.argv[1:] if argv is None else argv
    target = Path(arguments[0]) if arguments else Path(__file__).with_name(SCHEMA_FILE)
    target.write_text(schema_text(), encoding="utf-8", newline="\n")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
