"""While the window lives, Python's cyclic collector runs on the window's
thread only: a worker thread that makes garbage in cycles (as a replay, a
route search or a computer player does) never collects it itself, since a
collection there could free the window's Qt objects on the wrong thread."""

from __future__ import annotations

import gc
import threading

import pytest

from gamedesk.ui.collector import generation_due


class Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collections():
    """The thread of every collection that starts while the test runs."""
    seen: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(threading.get_ident())

    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


def make_garbage(n: int) -> None:
    for _ in range(n):
        Cycle()


def test_a_worker_making_cyclic_garbage_never_collects_while_the_window_lives(
    qtbot, window, collections
):
    worker = threading.Thread(target=make_garbage, args=(20 * gc.get_threshold()[0],))
    worker.start()
    worker.join()
    assert worker.ident not in collections
    assert not gc.isenabled() and window.collector.timer.isActive()
    # what the window's timer does each time it fires: the garbage is due, and
    # collected on the window's thread
    assert window.collector.collect_due() is not None
    assert collections and set(collections) == {threading.get_ident()}


def test_closing_the_window_gives_collection_back_to_python(qtbot, window):
    assert not gc.isenabled()
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert gc.isenabled()


@pytest.mark.parametrize(
    ("counts", "due"),
    [((10, 0, 0), None), ((701, 0, 0), 0), ((701, 11, 0), 1), ((701, 11, 11), 2),
     ((5, 5, 11), 2)],
)
def test_the_generation_collected_is_the_oldest_over_its_threshold(counts, due):
    assert generation_due(counts, (700, 10, 10)) == due


def test_a_threshold_of_zero_never_makes_a_generation_due():
    assert generation_due((5000, 50, 50), (0, 10, 10)) is None
