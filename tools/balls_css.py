#!/usr/bin/env python3
"""Write the feed pages' stylesheet of the balls from the one table of what balls look like.

    python3 tools/balls_css.py          # write resources/feed/balls.css, compile the resources
    python3 tools/balls_css.py check    # fail if resources/feed/balls.css is not current

``ninescore/ball_set.py`` is the table the window's painter reads too, so the rack overlay and
the window cannot draw a ball two ways (``tests/test_ball_set.py`` runs ``check``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "resources" / "feed" / "balls.css"
sys.path.insert(0, str(ROOT))

from ninescore.ball_set import balls_css  # noqa: E402


def main(argv: list[str]) -> int:
    text = balls_css()
    if argv[1:] == ["check"]:
        if not TARGET.exists() or TARGET.read_text(encoding="utf-8") != text:
            print(f"{TARGET.relative_to(ROOT)} is not current: run python3 tools/balls_css.py")
            return 1
        print(f"{TARGET.relative_to(ROOT)} is current")
        return 0
    if argv[1:]:
        print(__doc__)
        return 2
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return subprocess.call([sys.executable, str(ROOT / "tools" / "compile_resources.py")])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
