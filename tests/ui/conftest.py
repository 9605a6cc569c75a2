"""Fixtures of the UI tests: title data and a few hand-made map snapshots."""

from __future__ import annotations

import gc
import json
import os
from pathlib import Path

import pytest

from gamedesk.engine.data import RESOURCES, TitleData, load_title
from gamedesk.ui.map_state import (
    CitySnapshot,
    HexSnapshot,
    MapSnapshot,
    RouteLeg,
    RouteSnapshot,
    initial_snapshot,
)

REPO = Path(__file__).resolve().parents[2]
SHARED_DATA = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared")) / "data"


def title_data(title: str) -> TitleData:
    """A title from resources/, or built by hand from the shared data folder
    while the title has not been converted yet (18ESP, 18MW)."""
    if (RESOURCES / "titles" / title / "game.json").exists():
        return load_title(title)
    folder = SHARED_DATA / title
    if not (folder / "map.json").exists():
        pytest.skip(f"no data for {title} in resources/ or {SHARED_DATA}")
    game = json.loads((folder / "game.json").read_text(encoding="utf-8"))
    hexmap = json.loads((folder / "map.json").read_text(encoding="utf-8"))
    tiles = json.loads((RESOURCES / "tiles.json").read_text(encoding="utf-8"))["tiles"]
    keys = {entry["key"] for entry in game["tile_manifest"]}
    return TitleData(title, game, hexmap, {k: tiles[k] for k in keys if k in tiles})


LOG_80226 = SHARED_DATA.parent / "fixtures" / "18xx.games" / "18MEX" / "80226.json"


@pytest.fixture(scope="module")
def record():
    """The 18xx.games game 80226 (18MEX, four players), opened once per module."""
    from gamedesk.io.replay import open_record

    if not LOG_80226.exists():
        pytest.skip(f"no {LOG_80226}")
    return open_record(LOG_80226)


@pytest.fixture(scope="session")
def mex() -> TitleData:
    return load_title("18MEX")


@pytest.fixture(scope="session")
def mx1822() -> TitleData:
    return title_data("1822MX")


@pytest.fixture(scope="session")
def esp() -> TitleData:
    return title_data("18ESP")


def laid_tiles(data: TitleData) -> MapSnapshot:
    """18MEX with a few tiles laid and tokens placed (the brief's test map)."""
    h, c = HexSnapshot, CitySnapshot
    return initial_snapshot(data).with_hexes(
        h("I8", "57", 1, (c(0, ("MC",)),)),
        h("G6", "8", 3),
        h("O10", "479MC", 0, (c(0, ("NdM", None)),)),
        h("P11", "479P", 0),
        h("E6", "14", 0, (c(0, ("CHI", None)),)),
        h("F5", "470", 0),
        h("D3", "63", 0, (c(0, ("FCP", "CHI")),)),
        h("F7", "9", 1),
        h("H7", "7", 0),
        h("J9", "58", 4),
        h("M10", "57", 0),
        h("H9", "23", 0),
    )


def routes_map(data: TitleData) -> MapSnapshot:
    """18MEX with connected track and three routes, two of them on the two
    parallel lanes between Mexico City and Puebla."""
    h, c, leg = HexSnapshot, CitySnapshot, RouteLeg
    snapshot = initial_snapshot(data).with_hexes(
        h("K6", "471", 1, (c(0, ("B",)),)),
        h("J7", "4", 1),
        h("I8", "57", 1, (c(0, ("MC",)),)),
        h("H9", "9", 1),
        h("G10", "57", 1),
        h("M10", "57", 0, (c(0, ("SPM",)),)),
        h("O10", "485MC", 0, (c(0, ("NdM", "MC", None)),)),
        h("P11", "485P", 0),
        h("F11", "16", 0),
        h("D9", "20", 1),
    )
    west = RouteSnapshot(
        "3",
        (
            leg("K6", "city:0", "edge:3"),
            leg("J7", "edge:0", "town:0"),
            leg("J7", "town:0", "edge:3"),
            leg("I8", "edge:0", "city:0"),
            leg("I8", "city:0", "edge:3"),
            leg("H9", "edge:0", "edge:3"),
            leg("G10", "edge:0", "city:0"),
        ),
        "MC",
        70,
    )
    lane0 = RouteSnapshot(
        "2",
        (
            leg("O10", "city:0", "edge:5", 4),
            leg("P11", "edge:2", "town:0", 0),
        ),
        "NdM",
        70,
    )
    lane1 = RouteSnapshot(
        "4",
        (
            leg("M10", "city:0", "edge:0"),
            leg("O10", "edge:3", "city:0"),
            leg("O10", "city:0", "edge:5", 5),
            leg("P11", "edge:2", "edge:4", 2),
        ),
        "NdM",
        60,
    )
    return snapshot.with_routes(west, lane0, lane1)


@pytest.fixture
def laid(mex: TitleData) -> MapSnapshot:
    return laid_tiles(mex)


@pytest.fixture
def routes(mex: TitleData) -> MapSnapshot:
    return routes_map(mex)


def showcase(data: TitleData) -> MapSnapshot:
    """Laid tiles, tokens and routes together (for screenshots)."""
    with_routes = routes_map(data)
    extra = [
        state
        for coord, state in laid_tiles(data).hexes.items()
        if not state.is_printed and with_routes.hexes[coord].is_printed
    ]
    return with_routes.with_hexes(*extra)


@pytest.fixture
def own_settings(tmp_path):
    """Qt settings kept in tmp_path, never the user's."""
    from PySide6.QtCore import QSettings

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    return tmp_path / "settings"


SETTLED: list[int] = []  # one entry each time a window settled memory (a test's count)


def _count_settling() -> None:
    SETTLED.append(1)
    # Collected for real on this thread: a collection on a worker thread (a file
    # being loaded) that frees Qt objects left by earlier tests crashed a test
    # process when the window only counted it. Only what is new since the last
    # settling is looked at (the window's own settling first unfreezes all that
    # lives): in a test process that holds many replayed games, the full pass
    # took a quarter of a second a test, half of the window tests' time.
    gc.collect()
    gc.freeze()


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A main window that keeps its autosave and settings in tmp_path and shows
    no modal dialog (errors land in `window.last_error`).

    Opening a game settles memory (gamedesk/memory.py: a full collection over
    every object alive); the window here counts it (`SETTLED`) and collects only
    what is new since the last time (`_count_settling`)."""
    from PySide6.QtCore import QSettings

    from gamedesk.ui import main_window
    from gamedesk.ui.main_window import MainWindow

    monkeypatch.setattr(main_window, "settle_memory", _count_settling)

    monkeypatch.setenv("GAMEDESK_DATA_DIR", str(tmp_path / "data"))
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    win = MainWindow(quiet=True, remember_layout=False)
    qtbot.addWidget(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.collector.stop()  # a window a test left open hands collection back too


@pytest.fixture(autouse=True)
def _collection_back_on():
    """Whatever windows a test made, the tests after it run with Python's own
    collection (a window turns it off while it lives: gamedesk/ui/collector.py)."""
    yield
    gc.enable()


THREE = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")]
