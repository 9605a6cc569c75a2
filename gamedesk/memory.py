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


def settle_memory() -> None:
    """Collect what is garbage now, then set all that lives aside from the collector."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def release_memory() -> None:
    """Give what was set aside back to the collector (nothing lives on that needs it)."""
    gc.unfreeze()
