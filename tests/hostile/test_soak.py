"""Random peer folders: versions of matches with random histories (gone on, diverged, undone,
other shot times, three and more), beside links, pipes and damaged files.  After the desk has
looked (and settled what it may), every action any version held is still in a match file or a
copy: nothing that no kept file holds went to the trash.  A few seeds in every run; thousands
with ``NINESCORE_SOAK=1``."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from ninescore.desk import DeskFolder
from ninescore.records import MatchRecord
from ninescore.rules import Shot

from .peers import action_sets, actions_of, at, conflict_name, copy_of, lowest, match, write

SEEDS = range(2000) if os.environ.get("NINESCORE_SOAK") == "1" else range(6)

pytestmark = pytest.mark.usefixtures("never_hangs")


def _versions(rng: random.Random, base: MatchRecord) -> list[MatchRecord]:
    versions = []
    for number in range(rng.choice([1, 1, 2, 3])):
        version = copy_of(base)
        match rng.choice(["on", "undo", "diverge", "times", "same"]):
            case "on":
                for shot in range(rng.randint(1, 3)):
                    version.append(Shot(first_contact=lowest(version)), at=at(100 + shot))
            case "undo":
                version.pop()
            case "diverge":
                version.pop()
                version.append(
                    Shot(first_contact=lowest(version), pocketed=frozenset({lowest(version)})),
                    at=at(200 + number),
                )
            case "times":
                moment = version.times[-1]
                version.pop()
                version.append(Shot(first_contact=lowest(version)), at=moment, shot_time=99.0)
            case _:
                pass
        versions.append(version)
    return versions


@pytest.mark.parametrize("seed", SEEDS)
def test_no_action_of_any_version_ends_only_in_the_trash(
    data_dir: Path, tmp_path: Path, seed: int
) -> None:
    rng = random.Random(seed)
    matches = data_dir / "matches"
    every: list[MatchRecord] = []
    for _ in range(rng.randint(1, 4)):
        base = match(rng.randint(2, 5))
        versions = _versions(rng, base)
        first = rng.choice([base, *versions])
        write(matches, f"{base.id}.json", first)
        every.append(first)
        for number, version in enumerate(v for v in [base, *versions] if v is not first):
            write(matches, conflict_name(base, f"DEV{number}X"), version)
            every.append(version)
    if rng.random() < 0.3:
        (matches / "00000000-0000-4000-8000-00000000000a.json").symlink_to("/dev/zero")
    if rng.random() < 0.3:
        os.mkfifo(matches / "00000000-0000-4000-8000-00000000000b.json")
    if rng.random() < 0.3:
        (matches / "00000000-0000-4000-8000-00000000000c.json").write_bytes(b"{" * 70000)
    desk = DeskFolder(data_dir)
    for _ in range(3):
        desk.refresh()
    for hostile in matches.glob("00000000-*"):
        hostile.unlink()
    assert action_sets(matches) >= actions_of(*every)
