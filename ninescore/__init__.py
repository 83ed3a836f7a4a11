"""ninescore: a table-side scorekeeper for nine-ball pool."""

__version__ = "0.1.0"
