"""Take the scoring window's screenshots in docs/screenshots/ from the real window.

    xvfb-run -a python3 tools/screenshots.py [--out docs/screenshots]
    xvfb-run -a python3 tools/screenshots.py --lang ru     # window-ru.png, for the README

Each picture is a real window on a fresh temporary data folder, driven through its controller
the way the operator's taps and keys drive it, then grabbed with ``QWidget.grab``.  Both window
sizes the issues name are taken: 1280×800 (a laptop at the table) and 1024×600 (a tablet).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

REPOSITORY = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPOSITORY))

from ninescore import i18n  # noqa: E402
from ninescore.ui.controller import MatchController  # noqa: E402
from ninescore.ui.main_window import MainWindow  # noqa: E402
from ninescore.ui.wiring import create_main_window  # noqa: E402

Scene = Callable[[MatchController], None]
SIZES = ((1280, 800, ""), (1024, 600, "-1024x600"))


def _settle(app: QApplication) -> None:
    for _ in range(10):
        app.processEvents()


def _shot(c: MatchController, *pocketed: int, scratch: bool = False) -> None:
    for ball in pocketed:
        c.toggle_pocketed(ball)
    if scratch:
        c.set_fact("scratch", True)
    c.commit_shot()


def _frames_to_three_two(c: MatchController) -> None:
    """Five frames, Ivanov 3 – Petrov 2 (the winner breaks): golden breaks and fouled breaks
    that the other player punishes by potting the 9 off the lowest ball."""
    _shot(c, 9)  # Ivanov: 9 on the break
    _shot(c, scratch=True)  # Ivanov scratches on the break; Petrov pots the 9 in combination
    _shot(c, 9)
    _shot(c, 9)  # Petrov: 9 on the break
    _shot(c, scratch=True)  # Petrov scratches; Ivanov wins the frame on a combination
    _shot(c, 9)
    _shot(c, 9)  # Ivanov: 9 on the break


def mid_frame(c: MatchController) -> None:
    _frames_to_three_two(c)
    _shot(c, 4)  # a legal break, the 4 goes down
    _shot(c)  # a miss: Petrov to the table
    _shot(c, 1)
    _shot(c, 2)


def ball_in_hand(c: MatchController) -> None:
    _frames_to_three_two(c)
    _shot(c, 4)
    _shot(c)
    _shot(c, 1)
    _shot(c, scratch=True)  # Petrov scratches: Ivanov has ball in hand


def two_foul_warning(c: MatchController) -> None:
    _shot(c, 3)  # Ivanov breaks and pots the 3
    _shot(c, scratch=True)  # Ivanov scratches: Petrov ball in hand
    _shot(c, scratch=True)  # Petrov scratches: his first foul
    _shot(c)  # Ivanov misses
    _shot(c, scratch=True)  # Petrov's second foul in a row
    _shot(c)  # Ivanov misses: Petrov comes to the table on two fouls (R12)


def push_out_choice(c: MatchController) -> None:
    _shot(c, 5)  # a legal break that pots the 5: Ivanov shoots again and may push out (R5)
    c.set_fact("push_out", True)
    c.commit_shot()  # Petrov now chooses: shoot, or pass back


def match_won(c: MatchController) -> None:
    _frames_to_three_two(c)
    _shot(c, 9)
    _shot(c, 9)
    _shot(c, 9)
    _shot(c, 9)  # Ivanov's fourth to seventh golden breaks: 7–2


SCENES: dict[str, tuple[Scene, tuple[int, int]]] = {
    "window-mid-frame": (mid_frame, (7, 7)),
    "window-ball-in-hand": (ball_in_hand, (7, 7)),
    "window-warning": (two_foul_warning, (7, 7)),
    "window-push-out": (push_out_choice, (7, 7)),
    "window-match-won": (match_won, (7, 7)),
}


NAMES = {"en": ("Ivanov", "Petrov"), "ru": ("Иванов", "Петрова")}


def take(
    app: QApplication,
    scene: Scene,
    race_to: tuple[int, int],
    size: tuple[int, int],
    names: tuple[str, str] = NAMES["en"],
) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="ninescore-screenshot-"))
    window: MainWindow = create_main_window(app, folder, offer_resume=False)
    window.resize(*size)
    window.show()
    _settle(app)
    c = window.controller
    c.new_match(players=names, race_to=race_to)
    scene(c)
    _settle(app)
    picture = folder / "window.png"
    window.grab().save(str(picture))
    c.close_match()
    window.close()
    window.deleteLater()
    _settle(app)
    return picture


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPOSITORY / "docs" / "screenshots")
    parser.add_argument("--lang", default="en")
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    i18n.install_translators(app, options.lang)
    options.out.mkdir(parents=True, exist_ok=True)
    written = []
    if options.lang != "en":
        # One picture for the README: ball in hand after a foul, every kind of text on screen.
        names = NAMES.get(options.lang, NAMES["en"])
        picture = take(app, ball_in_hand, (7, 7), SIZES[0][:2], names)
        target = options.out / f"window-{options.lang}.png"
        target.write_bytes(picture.read_bytes())
        written.append(target)
    else:
        for name, (scene, race_to) in SCENES.items():
            for width, height, suffix in SIZES:
                picture = take(app, scene, race_to, (width, height))
                target = options.out / f"{name}{suffix}.png"
                target.write_bytes(picture.read_bytes())
                written.append(target)
        # The README's first picture: the mid-frame window at the laptop size.
        hero = options.out / "scoring-window.png"
        hero.write_bytes((options.out / "window-mid-frame.png").read_bytes())
        written.append(hero)
    for target in written:
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
