"""The route finder on the real 18ESP log: on the runs that carry a tender,
pass a mine-and-town hex, or run a combined train, its proven best earns the
company at least what the players' run did (revenue plus mine and harbour
income, which the finder maximises together), and the engine accepts its
routes. (Every one of the log's 107 runs holds; the test keeps the last five
runs of each of those kinds, so that it stays a few seconds.)"""

from __future__ import annotations

from functools import lru_cache

import pytest

from gamedesk.cli import run_positions
from gamedesk.engine.board.run_rules import Extras
from gamedesk.engine.routing import best_routes_for
from gamedesk.engine.routing.game_api import run_bonuses
from gamedesk.io.replay import open_record
from tests.conftest import SHARED

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"


def logged_income(game, company: str, routes: list[dict]) -> int:
    """What the players' run earned the company: revenue and treasury income."""
    board, colors = game.board, game.colors()
    bonuses = run_bonuses(game, company)
    specs = {t.id: t.spec for t in game.runnable_trains(game.operator(company))}
    built = []
    for entry in routes:
        extras = Extras(entry["train"] == bonuses.car_on)
        built.append(board.route_from_log(company, specs[entry["train"]], entry, colors, built,
                                          extras))
    return sum(r.revenue + r.treasury for r in built)


def mine_and_town(game, entry: dict) -> bool:
    """R-090: the run stops at the town of a hex that has a mine too."""
    for node in (n for r in entry["routes"] for n in r.get("nodes", [])):
        hex_, _, index = node.rpartition("-")
        kinds = {n.kind for n in game.board.tile_def(hex_).nodes.values()}
        if {"town", "halt"} <= kinds and game.board.tile_def(hex_).nodes[int(index)].kind == "town":
            return True
    return False


PER_KIND = 5  # the last runs of each kind: the largest networks of the game


@lru_cache(maxsize=1)
def checked_runs() -> list[tuple[int, str, int, int, str]]:
    """(action, company, finder's income, logged income, why chosen) of the runs kept."""
    kept: dict[str, list] = {}
    for n, game, entry in run_positions(open_record(LOG)):
        company = entry["entity"]
        combined = any(getattr(t, "combined", False) for t in game.operator(company).trains)
        why = ("tender" if run_bonuses(game, company).car
               else "mine and town" if mine_and_town(game, entry)
               else "combined" if combined else None)
        if why is not None:
            kept.setdefault(why, []).append((n, game.copy(), entry))
    out = []
    for why, runs in kept.items():
        for n, game, entry in runs[-PER_KIND:]:
            company = entry["entity"]
            result = best_routes_for(game, company, time_budget_s=None)
            assert result.optimal, f"action {n}"
            game.board.check_routes(company, [r for r in result.routes if r is not None])
            out.append((n, company, result.revenue + result.treasury,
                        logged_income(game, company, entry["routes"]), why))
    return out


@pytest.mark.rules("R-090", "R-128", "R-171")
def test_the_finder_earns_at_least_the_logged_run_with_tenders_mines_and_towns_and_combined():
    runs = checked_runs()
    kinds = {why for *_rest, why in runs}
    assert kinds == {"tender", "mine and town", "combined"}
    short = [(n, c, best, logged) for n, c, best, logged, _ in runs if best < logged]
    assert not short
