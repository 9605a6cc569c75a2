"""How the program keeps Python's garbage collector from pausing play.

A full pass of the cyclic collector looks at every object alive: the title
data, a game's checkpoints and log, a loaded record. In a long game such a
pass takes tens of milliseconds and lands on whatever action triggered it.
Once a game is open (the window) or a record is read (the command line's
--bench), what lives is set aside (`gc.freeze`): later passes look only at
what is new.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

# The youngest generation's threshold while a record is replayed (Python's own: 700).
BULK_THRESHOLD = 10_000


def settle_memory() -> None:
    """Collect what is garbage now, then set all that lives aside from the collector."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release_memory() -> None:
    """Give what was set aside back to the collector (nothing lives on that needs it)."""
    gc.unfreeze()


@contextmanager
def fewer_collections(first: int = BULK_THRESHOLD) -> Iterator[None]:
    """Work that makes objects by the hundred thousand, most of them gone within
    an action (a record replayed): the youngest generation is collected after
    `first` new objects, not 700, so that what an action makes and drops is
    seldom traced, and what lives on is traced once. 18MEX logs replay about a
    tenth faster. The thresholds are put back after, also on an exception; a
    collector switched off (threshold 0) stays off."""
    old = gc.get_threshold()
    if old[0] == 0 or old[0] >= first:
        yield
        return
    gc.set_threshold(first, *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)
