"""The balls of nine-ball, in a part of the engine that imports nothing: a screen's key map
numbers its keys after them before the engine is loaded (the first paint's, docs/performance.md).
"""

BALLS: frozenset[int] = frozenset(range(1, 10))
"""The nine object balls: the rack, and every ball number a shot may name."""
