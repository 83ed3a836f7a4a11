"""Match records and their storage: one JSON file per match, saved after every action.

Pure Python, no Qt. The actions are the source of truth: a record replays them through the rules
engine, and stored results that disagree with the replay are reported, never trusted.

>>> import tempfile
>>> from ninescore.rules import Shot
>>> store = Store(tempfile.mkdtemp())
>>> record = MatchRecord.new(players=("Ivanov", "Petrov"), race_to=(7, 5))
>>> _ = record.append(Shot(pocketed={2}))
>>> path = store.save(record)
>>> [summary.players for summary in store.list()]
[('Ivanov', 'Petrov')]
>>> store.load(record.id[:8]).same_as(record)
True
"""

from .errors import MatchLocked, NinescoreDataError, RecordError, StoreError
from .locks import MatchLock
from .model import FORMAT_VERSION
from .record import STATUSES, MatchRecord, Status, format_time, utc_now
from .store import Store, is_match_file_name
from .summary import MatchSummary

__all__ = [
    "FORMAT_VERSION",
    "STATUSES",
    "MatchLock",
    "MatchLocked",
    "MatchRecord",
    "MatchSummary",
    "NinescoreDataError",
    "RecordError",
    "Status",
    "Store",
    "StoreError",
    "format_time",
    "is_match_file_name",
    "utc_now",
]
