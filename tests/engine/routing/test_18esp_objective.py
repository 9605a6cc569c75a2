"""What the route finder maximises where a run pays the treasury besides its
revenue (18ESP's mines, R-089): by default the most revenue, then the most
treasury income; on request (`INCOME`) the most of the two together.

A five-hex line, the company's station in the middle:

    B1 city 10 - B3 mine (30 to the treasury) - B5 city 10 (station)
    - B7 town 10 - B9 city 20

and the same line the other way round (the mine in B7), so that no answer
depends on the direction in which routes are found. A player is offered the
other objective only where the title leaves the run to the company (R-126).
"""

from __future__ import annotations

import pytest

from gamedesk.cli import run_positions
from gamedesk.engine.board import Board
from gamedesk.engine.data import TitleData
from gamedesk.engine.routing import INCOME, REVENUE, find_best_routes, other_objective
from gamedesk.io.replay import open_record
from gamedesk.titles import new_game
from tests.conftest import SHARED

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"
PLAYERS = [(f"p{i}", f"Player {i}") for i in range(4)]

YELLOW = ("yellow",)
ALL = ["city", "offboard", "town", "halt"]
COORDS = ("B1", "B3", "B5", "B7", "B9")
STOPS = (  # west to east: (kind in the tile data, the stop)
    ("cities", {"revenue": 10, "slots": 1}),
    ("halts", {"revenue": 0}),
    ("cities", {"revenue": 10, "slots": 1}),
    ("towns", {"revenue": 10}),
    ("cities", {"revenue": 20, "slots": 1}),
)
KIND = {"cities": "city", "towns": "town", "halts": "halt"}
MIRROR = {c: m for c, m in zip(COORDS, reversed(COORDS), strict=True)}


def _hex(coord: str, y: int, stop: tuple, first: bool, last: bool) -> dict:
    plural, stop = stop
    kind = KIND[plural]
    paths = [] if first else [{"a": "edge:3", "b": f"{kind}:0"}]
    if not last:
        paths.append({"a": f"{kind}:0", "b": "edge:0"})
    tile = {"name": coord, "color": "yellow", plural: [{"index": 0, **stop}], "paths": paths}
    return {"coord": coord, "x": 1, "y": y, "color": "yellow", "tile": tile,
            "preprinted_tile_id": f"{coord}-0"}


def mine_line(mirrored: bool) -> Board:
    """The line with A's station in B5; `mirrored`: east and west swapped."""
    stops = STOPS[::-1] if mirrored else STOPS
    hexes = [_hex(c, 1 + 2 * i, stop, i == 0, i == len(COORDS) - 1)
             for i, (c, stop) in enumerate(zip(COORDS, stops, strict=True))]
    layout = {
        "orientation": "flat",
        "neighbor_offsets": {"0": [0, 2], "1": [-1, 1], "2": [-1, -1], "3": [0, -2],
                             "4": [1, -1], "5": [1, 1]},
        "impassable_hex_colors": [],
    }
    data = TitleData(
        title="mine line",
        game={
            "tile_manifest": [],
            "rules": {"mine_bonus_by_phase_color": {"yellow": 30}},
            "trains": [{"name": n, "distance": [{"nodes": ALL, "pay": int(n), "visit": int(n)}]}
                       for n in ("2", "3", "4")],
        },
        map={"layout": layout, "hexes": hexes, "mine_hexes": [MIRROR["B3"] if mirrored else "B3"],
             "regions": {}},
        tiles={},
    )
    board = Board(data)
    board.place_token("A", "B5", 0)
    return board


def run(mirrored: bool, train: str, objective) -> tuple[tuple[str, ...], int, int]:
    """The finder's proven best run: its stops as on the unmirrored line, its
    revenue and its treasury income."""
    board = mine_line(mirrored)
    result = find_best_routes(board, "A", [board.train_spec(train)], YELLOW,
                              time_budget_s=None, objective=objective)
    assert result.optimal
    (route,) = result.routes
    stops = [MIRROR[s[:2]] + s[2:] if mirrored else s for s in route.stops]
    return tuple(sorted(stops)), result.revenue, result.treasury


mirrored = pytest.mark.parametrize("mirrored", [False, True], ids=["mine-west", "mine-east"])


@pytest.mark.rules("R-089")
@mirrored
@pytest.mark.parametrize(("train", "revenue_first", "income_first"), [
    # B5-B7 pays out 20; B3-B5 pays out 10, and 30 to the treasury
    ("2", (("B5-0", "B7-0"), 20, 0), (("B3-0", "B5-0"), 10, 30)),
    # B5-B7-B9 pays out 40; B1-B3-B5 and B3-B5-B7 20, and 30 to the treasury
    ("3", (("B5-0", "B7-0", "B9-0"), 40, 0), (None, 20, 30)),
])
def test_each_objective_takes_its_own_best_run(mirrored, train, revenue_first, income_first):
    assert run(mirrored, train, REVENUE) == revenue_first
    assert run(mirrored, train, None) == revenue_first  # the default
    stops, revenue, treasury = run(mirrored, train, INCOME)
    assert (revenue, treasury) == income_first[1:]
    assert income_first[0] in (None, stops)


@pytest.mark.rules("R-089")
@mirrored
def test_of_runs_paying_out_as_much_the_one_with_treasury_income_is_taken(mirrored):
    # a 4-train pays out 40 on B5-B7-B9, and 40 on B3-B5-B7-B9 with the
    # mine's 30 to the treasury
    assert run(mirrored, "4", REVENUE) == (("B3-0", "B5-0", "B7-0", "B9-0"), 40, 30)


@pytest.mark.rules("R-126", "R-089")
def test_the_other_objective_is_offered_where_the_run_is_free_and_may_pay_the_treasury():
    # an 18ESP company need not run its best routes; FdLR's trains
    # reach a mine before its run at action 142 of the real log
    game = next(game for n, game, _entry in run_positions(open_record(LOG)) if n == 142)
    assert other_objective(game, "FdLR") == INCOME
    # where a title binds the run (18MEX R-175, 18MW R-139, 1822MX R-180), none
    for title in ("18MEX", "18MW", "1822MX"):
        rules = new_game(title, PLAYERS).board.run_rules.finder_rules()
        assert not rules.run_choice_free, title
