"""The map against real 18MEX games from 18xx.games.

Without the rest of the engine the games cannot be replayed, but the map can:
the reference traces give, after every action, the tile laid (`tiles`) and
every company's station hexes (`corporations.<sym>.tokens`). `replay_map`
rebuilds the board action by action from them (tiles by the log's copy id),
and calls back at each lay, station and run so that the board's rules can be
compared with what 18xx.games accepted and paid.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest

from gamedesk.engine.board import Board
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction

LOGS = ("17849", "80226", "hotseat01")
PROFILES = ("18xx.games", "rulebook")


def load(fixtures: Path, name: str) -> tuple[list[dict], dict[int, dict]]:
    log = json.loads((fixtures / "18MEX" / f"{name}.json").read_text(encoding="utf-8"))
    with (fixtures / "traces" / "18MEX" / f"{name}.trace.jsonl").open(encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    return lines, {a["id"]: a for a in log["actions"]}


def replay_map(
    fixtures: Path,
    name: str,
    profile: str = "18xx.games",
    *,
    on_lay: Callable[..., None] | None = None,
    on_token: Callable[..., None] | None = None,
    on_run: Callable[..., None] | None = None,
) -> Board:
    """Rebuild the map of a logged game; returns the final board.

    on_lay(board, company, action, colors, special) and on_token(board,
    action) are called before the lay or station is made; on_run(board,
    action, colors, line_index) once the stations are those of the line.
    """
    data = load_title("18MEX")
    colors_of = {p["name"]: tuple(p["tiles"]) for p in data.game["phases"]}
    lines, actions = load(fixtures, name)
    board = Board(data, profile=profile)
    board.reserve_homes()
    known: set[str] = set()
    previous = lines[0]
    for line in lines:
        action = actions[line["id"]]
        colors = colors_of[previous["phase"]]  # the phase before the action
        if line["type"] == "lay_tile":
            _lay(board, action, previous, colors, on_lay)
            for tile in line["tiles"]:
                placed = board.tile_of(tile["hex"])
                assert (placed.tile, placed.rotation) == (tile["tile"], tile["rotation"])
        if line["type"] == "place_token" and on_token is not None:
            on_token(board, action)
        _sync_stations(board, line, known)
        if line["type"] == "run_routes" and on_run is not None:
            on_run(board, action, colors, line["i"])
        previous = line
    return board


def _lay(board: Board, action: dict, previous: dict, colors, on_lay) -> None:
    company, special = action["entity"], None
    if action["entity_type"] == "company":  # a private's ability (KCMO's Copper Canyon)
        special, company = company, previous["privates"][company]
    name = action["tile"].rpartition("-")[0]
    if on_lay is not None:
        on_lay(board, company, action, colors, special)
    board.lay_tile(action["hex"], name, action["rotation"], tile_id=action["tile"])


def _sync_stations(board: Board, line: dict, known: set[str]) -> None:
    """Make the board's stations those of the trace line (removals first)."""
    corporations = line["corporations"]
    for sym in sorted(known - corporations.keys()):  # closed or merged away
        for hex_, index in board.tokens_of(sym):
            board.remove_token(sym, hex_, index)
        board.release_reservation(sym)
        known.discard(sym)
    for sym, corp in corporations.items():
        known.add(sym)
        for hex_, index in board.tokens_of(sym):
            if hex_ not in corp["tokens"]:
                board.remove_token(sym, hex_, index)
    for sym, corp in corporations.items():
        have = [h for h, _ in board.tokens_of(sym)]
        for hex_ in set(corp["tokens"]) - set(have):
            city = next(c for c in board.cities(hex_) if c.free and sym not in c.slots)
            board.place_token(sym, hex_, city.index)
        assert sorted(h for h, _ in board.tokens_of(sym)) == sorted(corp["tokens"])


def read_run(board: Board, action: dict, colors) -> list:
    runs = []
    for logged in action["routes"]:
        train = board.train_spec(logged["train"])
        runs.append(board.route_from_log(action["entity"], train, logged, colors, others=runs))
    return runs


# ------------------------------------------------------------------- tests
@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", LOGS)
def test_every_logged_lay_passes_check_lay(xx_fixtures, name, profile):
    refused, laid = [], []

    def on_lay(board, company, action, colors, special):
        current = board.tile_of(action["hex"])
        tile = action["tile"].rpartition("-")[0]
        try:
            board.check_lay(
                company,
                action["hex"],
                tile,
                action["rotation"],
                colors=colors,
                new_lay=current.color == "white",
                upgrade=current.color != "white",
                special=special,
            )
        except IllegalAction as exc:
            refused.append((action["id"], action["hex"], action["tile"], str(exc)))
        laid.append(action["id"])

    replay_map(xx_fixtures, name, profile, on_lay=on_lay)
    assert laid
    assert refused == []


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", LOGS)
def test_every_logged_station_passes_check_token(xx_fixtures, name, profile):
    refused, placed = [], []

    def on_token(board, action):
        try:
            hex_, index = board.city_from_log_id(action["city"])
            board.check_token(action["entity"], hex_, index)
            assert (hex_, index) in board.token_options(action["entity"])
        except IllegalAction as exc:
            refused.append((action["id"], action["city"], str(exc)))
        placed.append(action["id"])

    replay_map(xx_fixtures, name, profile, on_token=on_token)
    assert placed
    assert refused == []


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("name", LOGS)
def test_every_logged_route_reproduces_its_revenue(xx_fixtures, name, profile):
    compared, wrong = [], []

    def on_run(board, action, colors, _index):
        runs = read_run(board, action, colors)
        for logged, run in zip(action["routes"], runs, strict=True):
            if "revenue" in logged:
                compared.append(run.revenue)
                if run.revenue != logged["revenue"]:
                    wrong.append(
                        (action["id"], logged["connections"], logged["revenue"], run.revenue)
                    )
        board.check_routes(action["entity"], runs)

    replay_map(xx_fixtures, name, profile, on_run=on_run)
    assert wrong == []
    # 17849 predates stored revenues; the other two store one per route
    assert len(compared) == {"17849": 0, "80226": 81, "hotseat01": 49}[name]


def test_routes_of_a_log_without_revenues_match_the_cash_paid(xx_fixtures):
    """17849's routes carry no revenue: compare with the payouts in the trace."""
    lines, actions = load(xx_fixtures, "17849")
    mismatches, checked = [], []

    def on_run(board, action, colors, index):
        revenue = sum(r.revenue for r in read_run(board, action, colors))
        paid = _cash_paid(lines, actions, index, revenue)
        checked.append(index)
        if not paid:
            mismatches.append((action["id"], revenue))

    replay_map(xx_fixtures, "17849", on_run=on_run)
    assert len(checked) == 28
    assert mismatches == []


def _cash_paid(lines: list[dict], actions: dict[int, dict], index: int, revenue: int) -> bool:
    """Whether the cash moved after run `index` is what `revenue` pays (R-106 … R-108)."""
    run, before = lines[index], lines[index - 1]
    entity = run["entity"]
    if entity in ("A", "B", "C"):  # a minor keeps half (18xx.games splits at once)
        gained = run["corporations"][entity]["cash"] - before["corporations"][entity]["cash"]
        return gained == revenue // 2
    after = lines[index + 1]
    assert after["type"] == "dividend"
    corp_gain = after["corporations"][entity]["cash"] - run["corporations"][entity]["cash"]
    if actions[after["id"]]["kind"] == "withhold":
        return corp_gain == revenue
    president = str(run["corporations"][entity]["president"])
    percent = run["players"][president]["shares"][entity]
    gained = after["players"][president]["cash"] - run["players"][president]["cash"]
    return gained == math.ceil(revenue * percent / 100)


@pytest.mark.parametrize("name", LOGS)
def test_best_routes_match_or_beat_every_logged_run(xx_fixtures, name):
    worse = []

    def on_run(board, action, colors, _index):
        runs = read_run(board, action, colors)
        trains = [r.train for r in runs]
        best = board.best_routes(action["entity"], trains, colors, time_budget_s=5.0)
        found = [r for r in best if r is not None]
        board.check_routes(action["entity"], found)
        if sum(r.revenue for r in found) < sum(r.revenue for r in runs):
            worse.append((action["id"], [r.revenue for r in runs], [r.revenue for r in found]))

    replay_map(xx_fixtures, name, on_run=on_run)
    assert worse == []
