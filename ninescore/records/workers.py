"""Worker processes that die with the program that started them (``--jobs N``).

``check --jobs``, ``demo --jobs`` and ``export --jobs`` hand work to processes of their own.  A
worker outlived a ``kill -9`` of its program: the pool's pipes close, but a worker in the middle
of its task (a block of sample matches) went on writing files into the folder for minutes, with
nobody to report to (59 left after 30 kills).  Every worker is tied to its program twice:

- a watcher thread that looks twice a second whether the program is still there (its process
  id) and whether the worker's own parent changed, and ends the worker when either went: a
  "forkserver" worker's parent is the fork server, not the program, and the fork server was
  seen to outlive a killed program while its workers ran;
- on Linux, also ``prctl(PR_SET_PDEATHSIG, SIGKILL)``: the kernel kills the worker the moment
  its parent (the fork server) goes, between two looks of the watcher.

"forkserver": the workers start from a clean process, not a copy of one that may hold Qt's
threads or the index's open connection.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

WATCH_SECONDS = 0.5
"""How often a worker looks whether its program is still there (the fallback of the kernel's
own signal)."""

_PR_SET_PDEATHSIG = 1


@contextlib.contextmanager
def worker_pool(jobs: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of ``jobs`` worker processes tied to this one (see the module's documentation)."""
    import multiprocessing

    context = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=context,
        initializer=tie_to_program,
        initargs=(os.getpid(),),
    ) as pool:
        yield pool


def tie_to_program(program: int) -> None:
    """In a worker: end this process when ``program`` (the process id of the one that started
    the pool) is gone."""
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        _kill_me_with_my_parent()
    if os.getppid() != parent or not _alive(program):
        os._exit(1)  # gone already, before the kernel was asked
    watcher = threading.Thread(
        target=_watch, args=(program, parent), name="ninescore-worker-watch", daemon=True
    )
    watcher.start()


def _kill_me_with_my_parent() -> None:
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
    except (OSError, AttributeError):  # no prctl here: the watcher alone
        pass


def _watch(program: int, parent: int) -> None:
    stop = threading.Event()
    while not stop.wait(WATCH_SECONDS):
        if os.getppid() != parent or not _alive(program):
            os._exit(1)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process took the number: not ours, but there
    return True


__all__ = ["WATCH_SECONDS", "tie_to_program", "worker_pool"]
