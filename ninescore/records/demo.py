"""Sample matches: random but rule-abiding play, driven through the rules engine.

Every action is chosen from the frame's real state (balls on the table, ball in hand, push-out
allowed or pending, fouls in a row) and applied through :meth:`MatchRecord.append`, so the engine
checks each one exactly as it checks the operator's input. The mix is meant to look like club and
tournament play: breaks with 0-3 balls, dry breaks, now and then a golden break, runs, safeties
and misses, every kind of foul, push-outs accepted and passed, three-foul losses in frames where
a player struggles, rare concessions and re-racks, handicap races, house rules, matches on the
shot clock of a profile with now and then an extension or a time foul, every shot's time, some
matches left unfinished or abandoned, spread over the last months.

>>> import random
>>> record = random_match(random.Random(7))
>>> record.status in ("finished", "in_progress", "abandoned")
True
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import assert_never

from ninescore.rules import (
    BALLS,
    PROFILES,
    AcceptPushOut,
    Action,
    Code,
    Concession,
    FoulBetweenShots,
    Frame,
    PassPushOut,
    RuleOptions,
    Shot,
    ShotClockFoul,
    Stalemate,
    UseExtension,
)
from ninescore.rules.reasons import FoulReason

from .errors import StoreError
from .record import MatchRecord
from .store import Store

PLAYERS = (
    "Иванов",
    "Петров",
    "Сидорова",
    "Кузнецов",
    "Смирнова",
    "Волков",
    "Фёдоров",
    "Морозова",
    "Алексей Гриценко",
    "Ольга Белая",
    "Tanaka",
    "Kowalski",
    "García",
    "Nguyen",
    "Müller",
    "O'Brien",
    "Smith",
    "Lindqvist",
    "Rossi",
    "Dubois",
    "Van den Berg",
    "Chen Wei",
    "Al-Hassan",
    "Papadopoulos",
    "Jan Nowak",
    "Ana Souza",
    "Kim Min-jun",
    "Oksana Kovalenko",
    "Mehmet Yılmaz",
    "Søren Jensen",
)
EVENTS = (
    ("Spring Open", ("Group A", "Group B", "Last 32", "Last 16", "Quarter-final", "Semi-final")),
    ("Кубок города", ("Группа 1", "Группа 2", "1/8 финала", "1/4 финала", "Полуфинал", "Финал")),
    ("Club league", ("Week 1", "Week 2", "Week 3", "Week 4", "Week 5")),
    ("Winter Classic", ("Round 1", "Round 2", "Round 3", "Final")),
    ("Чемпионат клуба", ("Тур 1", "Тур 2", "Тур 3", "Финал")),
    ("", ("",)),
)
REFEREES = ("", "", "", "Anna K.", "Сергей В.", "M. Laurent")
# The standard reason codes the scoring window records (shown in the reader's language), and
# now and then a reason typed by the operator, as a real table produces both.
SHOT_FOULS = (
    FoulReason.MOVED_OBSTRUCTING_BALL.value,
    FoulReason.BALL_TOUCHED.value,
    FoulReason.DOUBLE_HIT.value,
    FoulReason.DOUBLE_HIT.value,
    FoulReason.NO_FOOT_ON_FLOOR.value,
)
BETWEEN_SHOT_FOULS = (
    FoulReason.BALL_TOUCHED.value,
    FoulReason.BALL_TOUCHED.value,
    "moved a ball while placing the cue ball",
)
RACES = ((3, 3), (5, 5), (5, 5), (7, 7), (7, 7), (7, 7), (9, 9), (11, 11), (7, 5), (9, 6), (6, 4))


@dataclass(frozen=True, slots=True)
class _Style:
    """How a player plays: chance to pot the next ball, chance to foul."""

    skill: float
    foul_rate: float


def _style(rng: random.Random) -> _Style:
    return _Style(skill=rng.uniform(0.5, 0.88), foul_rate=rng.uniform(0.02, 0.08))


def _sample(rng: random.Random, balls: frozenset[int], count: int) -> frozenset[int]:
    return frozenset(rng.sample(sorted(balls), min(count, len(balls))))


def _break(rng: random.Random) -> Shot:
    roll = rng.random()
    rack = BALLS
    if roll < 0.025:  # golden break
        others = _sample(rng, rack - {9}, rng.choice((0, 0, 1, 2)))
        return Shot(pocketed=others | {9}, balls_to_rail=rng.randint(3, 8))
    if roll < 0.06:  # too few balls to a rail
        return Shot(balls_to_rail=rng.randint(1, 3))
    if roll < 0.10:  # scratch on the break
        pocketed = _sample(rng, rack - {9}, rng.choice((0, 1, 1, 2)))
        return Shot(pocketed=pocketed, scratch=True, balls_to_rail=rng.randint(2, 7))
    if roll < 0.115:  # a ball off the table
        jumped = _sample(rng, rack - {1}, 1)
        pocketed = _sample(rng, rack - jumped - {9}, rng.choice((0, 1)))
        return Shot(pocketed=pocketed, jumped=jumped, balls_to_rail=rng.randint(3, 7))
    if roll < 0.12:  # missed the 1
        return Shot(first_contact=rng.randint(2, 8), balls_to_rail=rng.randint(2, 6))
    if roll < 0.34:  # dry break
        return Shot(balls_to_rail=rng.randint(4, 8))
    count = rng.choices((1, 2, 3), weights=(60, 30, 10))[0]
    return Shot(pocketed=_sample(rng, rack - {9}, count), balls_to_rail=rng.randint(3, 8))


def _foul_shot(rng: random.Random, frame: Frame) -> Shot:
    kind = rng.choices(_FOUL_SHOT_KINDS, weights=_FOUL_SHOT_WEIGHTS)[0]
    return _FOUL_SHOTS[kind][1](rng, frame.on_table, min(frame.on_table))


def _pocketed_lowest(rng: random.Random, lowest: int) -> frozenset[int]:
    return frozenset({lowest}) if rng.random() < 0.3 else frozenset()


def _wrong_ball(rng: random.Random, on_table: frozenset[int], lowest: int) -> Shot:
    if len(on_table) > 1:
        return Shot(first_contact=rng.choice(sorted(on_table - {lowest})))
    return _no_contact(rng, on_table, lowest)  # only the lowest is left: it cannot be missed so


def _no_contact(rng: random.Random, on_table: frozenset[int], lowest: int) -> Shot:
    return Shot(first_contact=None, rail=rng.random() < 0.5)


_FoulShot = Callable[[random.Random, frozenset[int], int], Shot]
_FOUL_SHOTS: dict[Code, tuple[int, _FoulShot]] = {
    Code.FOUL_SCRATCH: (
        30,
        lambda rng, on_table, lowest: Shot(
            first_contact=lowest, pocketed=_pocketed_lowest(rng, lowest), scratch=True
        ),
    ),
    Code.FOUL_NO_RAIL: (20, lambda rng, on_table, lowest: Shot(first_contact=lowest, rail=False)),
    Code.FOUL_WRONG_BALL: (20, _wrong_ball),
    Code.FOUL_NO_CONTACT: (8, _no_contact),
    Code.FOUL_CUE_OFF_TABLE: (
        4,
        lambda rng, on_table, lowest: Shot(first_contact=lowest, cue_off_table=True),
    ),
    Code.FOUL_OBJECT_OFF_TABLE: (
        6,
        lambda rng, on_table, lowest: Shot(first_contact=lowest, jumped=_sample(rng, on_table, 1)),
    ),
    Code.FOUL_RECORDED: (
        12,
        lambda rng, on_table, lowest: Shot(
            first_contact=lowest,
            pocketed=_pocketed_lowest(rng, lowest),
            fouls=(rng.choice(SHOT_FOULS),),
        ),
    ),
}
"""How often the demo fouls in each way during play (weights), and a shot that does: one entry
per foul kind of the engine that a stroke after the break commits.  The break's fouls, fouls
between shots and time fouls are made elsewhere (:data:`FOULS_MADE_ELSEWHERE`); a test holds
the two together to ``FOUL_CODES``, so a new foul kind of the engine is played by the demo."""

FOULS_MADE_ELSEWHERE = frozenset(
    {Code.FOUL_BREAK_TOO_FEW_RAILS, Code.FOUL_BETWEEN_SHOTS, Code.FOUL_SHOT_CLOCK}
)
_FOUL_SHOT_KINDS = tuple(_FOUL_SHOTS)
_FOUL_SHOT_WEIGHTS = tuple(weight for weight, _ in _FOUL_SHOTS.values())


def _push_out(rng: random.Random, frame: Frame) -> Shot:
    on_table = frame.on_table
    contact = rng.choice([None, *sorted(on_table)])
    pocketed = _sample(rng, on_table - {9}, 1) if rng.random() < 0.1 else frozenset()
    if contact is not None and contact in pocketed and len(on_table) == 1:
        pocketed = frozenset()
    return Shot(first_contact=contact, pocketed=pocketed, rail=rng.random() < 0.6, push_out=True)


def _choose(
    rng: random.Random, frame: Frame, styles: tuple[_Style, _Style], struggling: int | None
) -> Action:
    """A plausible next action for the frame as it stands."""
    if frame.push_out_pending:
        return AcceptPushOut() if rng.random() < 0.6 else PassPushOut()
    if frame.is_break:
        return _break(rng)
    shooter = frame.to_shoot
    roll = rng.random()
    if roll < 0.0015:
        player = shooter if rng.random() < 0.7 else 1 - shooter
        return Concession(player, rng.choice(("", "", "conceded", "unsportsmanlike conduct")))  # type: ignore[arg-type]
    if roll < 0.0025:
        return Stalemate()
    if roll < 0.01:
        return FoulBetweenShots(rng.choice(BETWEEN_SHOT_FOULS))
    allowed = frame.allowed()
    if roll < 0.013 and allowed.shot_clock_foul:
        return ShotClockFoul()
    if roll < 0.03 and allowed.use_extension:
        return UseExtension()
    if frame.push_out_allowed and rng.random() < 0.25:
        return _push_out(rng, frame)
    style = styles[shooter]
    foul_rate = style.foul_rate
    pot_rate = style.skill
    if struggling is not None:
        if shooter == struggling:
            foul_rate, pot_rate = 0.55, 0.25
        else:
            pot_rate = 0.3  # locked in a safety battle
    elif frame.warning:
        foul_rate /= 2  # a warned player is careful
    if frame.ball_in_hand:
        pot_rate = min(0.97, pot_rate + 0.12)
    if rng.random() < foul_rate:
        return _foul_shot(rng, frame)
    on_table = frame.on_table
    lowest = min(on_table)
    if rng.random() >= pot_rate:
        return Shot(first_contact=lowest)  # a miss, or a safety
    if lowest == 9:
        return Shot(first_contact=9, pocketed=frozenset({9}))
    if 9 in on_table and rng.random() < 0.04:  # a combination or carom on the 9
        both = frozenset({9}) if rng.random() < 0.7 else frozenset({lowest, 9})
        return Shot(first_contact=lowest, pocketed=both)
    pocketed = frozenset({lowest})
    if rng.random() < 0.08:
        pocketed |= _sample(rng, on_table - {lowest, 9}, 1)
    return Shot(first_contact=lowest, pocketed=pocketed)


def _pause(rng: random.Random, action: Action, frame_started: bool) -> timedelta:
    """Seconds between the previous action and this one, as at a real table."""
    match action:
        case _ if frame_started:
            low, high = 50, 150  # racking, then the break
        case AcceptPushOut() | PassPushOut():
            low, high = 5, 25
        case FoulBetweenShots() | Concession() | Stalemate():
            low, high = 3, 40
        case UseExtension():
            low, high = 15, 30  # well into the shot's time
        case ShotClockFoul():
            low, high = 36, 50  # past the time, and the referee's word
        case Shot():
            low, high = 10, 55
        case _:
            assert_never(action)
    # Whole milliseconds, like the times the scoring window records.
    return timedelta(milliseconds=rng.randint(low * 1000, high * 1000))


def _shot_time(rng: random.Random, pause: timedelta, frame: Frame) -> float | None:
    """How long a shot took: the pause before it less the balls rolling and the operator's
    commit, and on the clock within the shot's limit (a player out of time has a time foul
    instead); the break's time is racking, not a shot's, so it has none."""
    if frame.is_break:
        return None
    seconds = max(1.0, pause.total_seconds() - rng.uniform(2.0, 6.0))
    clock = frame.options.shot_clock
    limit = clock.limit(frame.state) if clock is not None else None
    if limit is not None and seconds > limit:
        seconds = limit - rng.uniform(0.3, 4.0)
    return seconds


def _options(rng: random.Random) -> RuleOptions:
    """The rules of a sample event: mostly the seed's with a house rule now and then, some
    matches under a profile on the shot clock."""
    roll = rng.random()
    if roll < 0.15:
        return PROFILES["wpa"]
    if roll < 0.22:
        return PROFILES["tv"]
    return RuleOptions(
        break_rule=rng.choices(("winner", "alternate", "loser"), weights=(75, 20, 5))[0],
        three_foul_rule=rng.random() > 0.05,
        nine_on_break="spotted" if rng.random() < 0.05 else "wins",
        push_out=rng.random() > 0.04,
    )


def _now_day() -> datetime:
    now = datetime.now(UTC)
    return now.replace(hour=0, minute=0, second=0, microsecond=0)


def random_match(
    rng: random.Random,
    *,
    race_to: tuple[int, int] | None = None,
    created: datetime | None = None,
    finish: bool | None = None,
    frames: int | None = None,
    today: datetime | None = None,
) -> MatchRecord:
    """One sample match.

    ``race_to`` and ``created`` are random unless given. ``finish=True`` plays to the end,
    ``False`` stops somewhere in the middle (and may mark it abandoned), None chooses (most are
    finished). ``frames`` stops once that many frames have been started (for benchmarks; give a
    race long enough).
    """
    names = rng.sample(PLAYERS, 2)
    race = race_to if race_to is not None else rng.choice(RACES)
    if race[0] != race[1] and rng.random() < 0.5:
        race = (race[1], race[0])
    options = _options(rng)
    event, rounds = rng.choice(EVENTS)
    if created is None:
        day = (today or _now_day()) - timedelta(days=rng.randint(0, 240))
        created = day + timedelta(hours=rng.randint(10, 21), seconds=rng.randint(0, 3599))
    record = MatchRecord(
        id=str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        players=names,
        race_to=race,
        first_breaker=rng.randint(0, 1),
        options=options,
        event=event,
        round=rng.choice(rounds),
        table=str(rng.randint(1, 16)) if event or rng.random() < 0.3 else "",
        referee=rng.choice(REFEREES),
        created=created,
    )
    if finish is None:
        finish = rng.random() < 0.92
    stop_after = None if finish else rng.randint(0, 12 * sum(race))
    styles = (_style(rng), _style(rng))
    clock = created + timedelta(seconds=rng.randint(60, 300))
    match = record.match
    frame_count = 0
    struggling: int | None = None
    count = 0
    while not match.is_over and count < 20_000:
        if stop_after is not None and count >= stop_after:
            break
        frame = match.frame
        frame_started = not frame.log
        if frame_started:
            if frames is not None and frame_count >= frames:
                break
            frame_count += 1
            struggling = rng.randint(0, 1) if rng.random() < 0.05 else None
        action = _choose(rng, frame, styles, struggling)
        pause = _pause(rng, action, frame_started and count > 0)
        clock += pause
        shot_time = _shot_time(rng, pause, frame) if isinstance(action, Shot) else None
        record.append(action, at=clock, shot_time=shot_time)
        count += 1
    if not finish and not match.is_over and rng.random() < 0.4:
        record.abandon(at=clock + timedelta(minutes=rng.randint(1, 30)))
    return record


def generate(
    store: Store,
    count: int,
    seed: int | None = None,
    *,
    keep: bool = True,
    progress: Callable[[int], None] | None = None,
) -> list[MatchRecord]:
    """Generate ``count`` sample matches and save each through ``store.save``.

    Returns them, unless ``keep=False`` (thousands of replayed matches take a lot of memory).
    The same seed gives the same matches (relative to today's date).
    """
    rng = random.Random(seed)
    today = _now_day()
    kept: list[MatchRecord] = []
    for number in range(count):
        record = random_match(rng, today=today)
        store.save(record)
        if keep:
            kept.append(record)
        if progress is not None:
            progress(number + 1)
    return kept


# -- many matches, on every core -------------------------------------------------------------

BLOCK = 100
"""Matches generated from one seed: the unit of work handed to a process."""


def block_seed(seed: int, block: int) -> int:
    """The seed of the ``block``-th hundred matches: the first is ``seed`` itself (so a small
    demo is what :func:`generate` makes), the others derived from it, whatever the cores."""
    return seed if block == 0 else seed * 1_000_003 + block


def generate_everywhere(
    data_path: Path,
    count: int,
    seed: int | None = None,
    *,
    durable: bool = True,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Generate ``count`` matches into the store at ``data_path`` with ``jobs`` processes (the
    generator and the replay of each save are pure Python: one core each). The same seed gives
    the same matches with any number of jobs. Returns how many were saved; a
    :class:`StoreError` (the disk full) is raised once every block has stopped, with
    ``saved`` set on it: that many matches are on disk, whole."""
    base = seed if seed is not None else random.randrange(1 << 40)
    blocks = [
        (str(data_path), min(BLOCK, count - start), block_seed(base, number), durable)
        for number, start in enumerate(range(0, count, BLOCK))
    ]
    saved = 0
    failure: StoreError | None = None
    if jobs <= 1 or len(blocks) == 1:
        results: Iterator[tuple[int, StoreError | None]] = map(_generate_block, blocks)
        for made, error in results:
            saved += made
            failure = failure or error
            if progress is not None:
                progress(saved)
            if error is not None:
                break
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, as_completed

        context = multiprocessing.get_context("forkserver")
        with ProcessPoolExecutor(max_workers=min(jobs, len(blocks)), mp_context=context) as pool:
            futures = [pool.submit(_generate_block, block) for block in blocks]
            for future in as_completed(futures):
                made, error = future.result()
                saved += made
                if error is not None and failure is None:
                    failure = error
                    for waiting in futures:
                        waiting.cancel()
                if progress is not None:
                    progress(saved)
    if failure is not None:
        failure.saved = saved  # type: ignore[attr-defined]
        raise failure
    return saved


def _generate_block(block: tuple[str, int, int, bool]) -> tuple[int, StoreError | None]:
    folder, count, seed, durable = block
    saved = 0

    def count_saved(done: int) -> None:
        nonlocal saved
        saved = done

    try:
        store = Store(Path(folder), durable=durable)
    except StoreError as error:
        return 0, error
    try:
        generate(store, count, seed, keep=False, progress=count_saved)
    except StoreError as error:
        return saved, error
    finally:
        store.close()
    return saved, None
