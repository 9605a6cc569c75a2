"""Setting what lives aside from the garbage collector (gamedesk/memory.py)."""

from __future__ import annotations

import gc
import weakref

from gamedesk.memory import release_memory, settle_memory


class Node:
    pass


def test_settling_collects_the_garbage_and_sets_what_lives_aside():
    try:
        gc.unfreeze()
        node = Node()
        node.me = node  # garbage only the cyclic collector frees
        gone = weakref.ref(node)
        del node
        kept = Node()
        settle_memory()
        assert gone() is None
        assert gc.get_freeze_count() > 0 and isinstance(kept, Node)
        release_memory()
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
