"""A hand-made map for the map and route mechanisms: one line of printed track
from a narrow-gauge north over a closed pass to a standard-gauge south.

    B1 city 20 (narrow) - B3 town 10 (narrow) - B5 pass (dual, pays 40 to its
    stations) - B7 city 30 - B9 mine (pays the treasury 30 / 20) - B11 city 40
    - B13 town 10

Each hex is printed with its track, so no tile is laid; the data takes the
shapes of docs/data-schema.md (map.json `mountain_passes`, `mine_hexes`,
`regions`; game.json `rules.mine_bonus_by_phase_color`, trains' `track_type`).
"""

from __future__ import annotations

from gamedesk.engine.board import Board
from gamedesk.engine.board.run_rules import RunRules
from gamedesk.engine.data import TitleData

NORTH, PASS, SOUTH = ("B1", "B3"), "B5", ("B7", "B9", "B11", "B13")
YELLOW, GREEN = ("yellow",), ("yellow", "green")
ALL = ["city", "offboard", "town", "halt"]

_STOPS = {
    "B1": ("cities", {"revenue": 20, "slots": 1}, "narrow"),
    "B3": ("towns", {"revenue": 10}, "narrow"),
    "B5": ("cities", {"revenue": 0, "slots": 2}, "dual"),
    "B7": ("cities", {"revenue": 30, "slots": 2}, ""),
    "B9": ("halts", {"revenue": 0}, ""),
    "B11": ("cities", {"revenue": 40, "slots": 1}, ""),
    "B13": ("towns", {"revenue": 10}, ""),
}
_PLURAL_KIND = {"cities": "city", "towns": "town", "halts": "halt"}


def _hex(coord: str, y: int, last: bool) -> dict:
    plural, node, gauge = _STOPS[coord]
    kind = _PLURAL_KIND[plural]
    track = {"track": gauge} if gauge else {}
    paths = [{"a": "edge:3", "b": f"{kind}:0", **track}] if y > 1 else []
    if not last:
        paths.append({"a": f"{kind}:0", "b": "edge:0", **track})
    tile = {"name": coord, "color": "yellow", plural: [{"index": 0, **node}], "paths": paths}
    return {"coord": coord, "x": 1, "y": y, "color": "yellow", "tile": tile,
            "preprinted_tile_id": f"{coord}-0"}


def line_data(passes: tuple[str, ...] = (PASS,)) -> TitleData:
    """The line's data; `passes`: the hexes that are passes (B5; B11 may be one too)."""
    coords = list(_STOPS)
    hexes = [_hex(c, 1 + 2 * i, i == len(coords) - 1) for i, c in enumerate(coords)]
    layout = {
        "orientation": "flat",
        "neighbor_offsets": {"0": [0, 2], "1": [-1, 1], "2": [-1, -1], "3": [0, -2],
                             "4": [1, -1], "5": [1, 1]},
        "impassable_hex_colors": [],
    }
    hexmap = {
        "layout": layout,
        "hexes": hexes,
        "mountain_passes": [{"hex": h, "open_cost": 80, "token_bonus": 40} for h in passes],
        "mine_hexes": ["B9"],
        "regions": {"north": [*NORTH, PASS], "south": list(SOUTH)},
    }
    game = {
        "tile_manifest": [],
        "rules": {"mine_bonus_by_phase_color": {"yellow": 30, "green": 20}},
        "trains": [
            {"name": "2", "distance": [{"nodes": ALL, "pay": 2, "visit": 2}]},
            {"name": "3", "distance": [{"nodes": ALL, "pay": 3, "visit": 3}]},
            {"name": "4", "distance": [{"nodes": ALL, "pay": 4, "visit": 4}]},
            {"name": "2N", "track_type": "narrow",
             "distance": [{"nodes": ALL, "pay": 2, "visit": 2}]},
            {"name": "1+2", "track_type": "narrow",
             "distance": [{"nodes": ALL, "pay": 1, "visit": 1},
                          {"nodes": ["town", "halt"], "pay": 2, "visit": 2}]},
        ],
    }
    return TitleData(title="line", game=game, map=hexmap, tiles={})


_DATA = line_data()


_TWO_PASSES = line_data((PASS, "B11"))


def line_board(rules: type[RunRules] = RunRules, two_passes: bool = False, **stations: str
               ) -> Board:
    """The line with `stations` (company -> hex) placed, the pass closed; with
    `two_passes` B11 is a closed pass too."""
    board = Board(_TWO_PASSES if two_passes else _DATA, rules=rules)
    for company, coord in stations.items():
        board.place_token(company, coord, 0)
    return board
