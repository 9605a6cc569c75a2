"""The route finder on the real 18ESP log.

Its proven best pays at least the revenue of the players' run on the runs
that carry a tender, pass a mine-and-town hex, or run a combined train, and
the engine accepts its routes. (Every one of the log's 107 runs holds, see
benchmarks/routes.py; the test keeps the last five runs of each of those
kinds, so that it stays a few seconds.) Where maximising revenue plus treasury
income together (`INCOME`) pays out less than the players did, the default
objective (revenue first, treasury income breaking ties) pays at least as much."""

from __future__ import annotations

from functools import lru_cache

import pytest

from gamedesk.cli import run_positions
from gamedesk.engine.routing import INCOME, REVENUE, best_routes_for, logged_income
from gamedesk.engine.routing.game_api import run_bonuses
from gamedesk.io.replay import open_record
from tests.conftest import SHARED

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"

#: runs where the finder maximising revenue plus treasury income paid out less
#: than the players (the quickest of the log's 40 such runs)
SHORT_OF_REVENUE = (142, 173, 242, 542, 731, 785)
#: FdLR's run: the players' 170 with 40 to the treasury; 170 with 60 exists
TIE = 261


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
def logged_positions() -> tuple[dict[str, list], dict[int, tuple]]:
    """One pass over the log: the runs of each kind (action, game, entry), and
    the runs named above by action."""
    kinds: dict[str, list] = {}
    named: dict[int, tuple] = {}
    for n, game, entry in run_positions(open_record(LOG)):
        company = entry["entity"]
        if n in (*SHORT_OF_REVENUE, TIE):
            named[n] = (game.copy(), entry)
        combined = any(getattr(t, "combined", False) for t in game.operator(company).trains)
        why = ("tender" if run_bonuses(game, company).car
               else "mine and town" if mine_and_town(game, entry)
               else "combined" if combined else None)
        if why is not None:
            kinds.setdefault(why, []).append((n, game.copy(), entry))
    return {why: runs[-PER_KIND:] for why, runs in kinds.items()}, named


def best_and_logged(game, entry: dict, objective=REVENUE):
    """The finder's proven best for the logged run's company, and the players'
    (revenue, treasury income)."""
    company = entry["entity"]
    result = best_routes_for(game, company, time_budget_s=None, objective=objective)
    assert result.optimal
    game.board.check_routes(company, [r for r in result.routes if r is not None])
    return result, logged_income(game, company, entry["routes"])


@pytest.mark.rules("R-090", "R-128", "R-171")
def test_the_finder_pays_at_least_the_logged_revenue_with_tenders_mines_and_towns_and_combined():
    kinds, _named = logged_positions()
    assert set(kinds) == {"tender", "mine and town", "combined"}
    short = []
    for runs in kinds.values():
        for n, game, entry in runs:
            result, (revenue, _treasury) = best_and_logged(game, entry)
            if result.revenue < revenue:
                short.append((n, entry["entity"], result.revenue, revenue))
    assert not short


@pytest.mark.rules("R-089", "R-122")
@pytest.mark.parametrize("action", SHORT_OF_REVENUE)
def test_revenue_first_pays_out_what_the_players_did_where_income_first_pays_less(action):
    game, entry = logged_positions()[1][action]
    income, (revenue, treasury) = best_and_logged(game, entry, INCOME)
    assert income.revenue < revenue  # the run that sends more to the treasury
    assert income.revenue + income.treasury >= revenue + treasury
    best, _logged = best_and_logged(game, entry)
    assert best.revenue >= revenue


@pytest.mark.rules("R-089", "R-122")
def test_among_runs_of_equal_revenue_the_finder_takes_the_most_treasury_income():
    game, entry = logged_positions()[1][TIE]
    best, (revenue, treasury) = best_and_logged(game, entry)
    assert (best.revenue, best.treasury) == (revenue, 60)
    assert treasury == 40
