"""The published JSON Schema of the live feed's API, generated from its pydantic models.

``python -m ninescore.feed.schema`` rewrites ``docs/feed-api.schema.json``; a test checks that the
committed file is what the models generate, so the documentation never drifts from the answers.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pydantic.json_schema import models_json_schema

from .model import API_MODELS, API_VERSION

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "docs" / "feed-api.schema.json"


def generate_schema() -> dict[str, Any]:
    """Every answer's schema under ``$defs`` (``MatchState``, ``Tables``, ``Gone``…)."""
    from .scoring_api import SCORING_MODELS
    from .tournament_json import TOURNAMENT_MODELS

    _, schema = models_json_schema(
        [(model, "serialization") for model in API_MODELS + TOURNAMENT_MODELS]
        + list(SCORING_MODELS),
        title=f"ninescore live feed, API version {API_VERSION}",
        description=(
            "GET /api/v1/tables answers a Tables; GET /api/v1/matches/{id} a MatchState; "
            "GET /api/v1/tournaments a TournamentList; GET /api/v1/tournaments/{id} a "
            "TournamentState; GET /api/v1/events sends Server-Sent Events: `match` (a "
            "MatchState), `gone` (a Gone), `reset` (a Reset), and with ?tournaments=1 or "
            "?tournament=ID `tournament` (a TournamentState) and `tournament_gone` (a "
            "TournamentGone), each with the id `<run>-<sequence>`; errors "
            "answer a Problem. Scoring (serve --score, with a token): POST /api/v1/matches "
            "takes a NewMatch, POST /api/v1/matches/{id}/actions an ActionRequest, POST "
            "/api/v1/matches/{id}/undo an UndoRequest; each answers a Scored (201, 200, or 409 "
            "with the match as it is) or a Refused (400, 403, 422, 503). POST …/clock takes a "
            "ClockRequest (answers a Scored), POST …/question an ActionRequest (answers a "
            "Questioned), POST /api/v1/matches a FromAssignment too, and GET "
            "/api/v1/assignments?table=T answers a Pending."
        ),
    )
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


def schema_text() -> str:
    return json.dumps(generate_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    target = Path(arguments[0]) if arguments else SCHEMA_PATH
    target.write_text(schema_text(), encoding="utf-8", newline="\n")
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
