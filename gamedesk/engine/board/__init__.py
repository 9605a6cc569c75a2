"""The map subsystem: hex grid, tiles and upgrades, station tokens, connectivity,
routes, revenue and route search (pure Python).

The engine talks to `Board`; the other names are the records it hands out.
"""

from gamedesk.engine.board.board import PROFILES, Board
from gamedesk.engine.board.catalogue import UNLIMITED
from gamedesk.engine.board.placed import CityState, LayOption, PlacedTile
from gamedesk.engine.board.routes import DistanceGroup, Route, TrainSpec

__all__ = [
    "PROFILES",
    "UNLIMITED",
    "Board",
    "CityState",
    "DistanceGroup",
    "LayOption",
    "PlacedTile",
    "Route",
    "TrainSpec",
]
