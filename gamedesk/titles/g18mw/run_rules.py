"""18MW's run rules: the two connection bonuses (R-196, R-199), paid to the
first company whose single train joins their two places, once each (R-202).

A bonus is a `RouteBonus` of the engine's route bonuses (route_bonuses.py):
half added to the route's value, half to the treasury. Which bonuses are
spent is game state; it rides on the board (`SPENT`, a frozenset of bonus
ids, replaced, never changed in place) so that the route finder, which sees
only the board, values routes as the run will pay them.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamedesk.engine.board.route_bonuses import BonusTable, RouteBonus
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras, RunRules
from gamedesk.engine.board.track import NodeRef
from gamedesk.titles.g18mw import connection_tokens
from gamedesk.titles.g18mw.rule_ids import SHARED_OPERATING_IDS

SPENT = "mw_spent_connections"  # board attribute: ids of the bonuses earned already
DOUBLED = "mw_doubled"  # board attribute: ((company, hex), ...) of stops paying double


def connection_table(data) -> BonusTable:
    """rules.connection_bonuses: the two places, the route half, the treasury half."""
    return BonusTable(tuple(
        RouteBonus(b["id"], tuple(frozenset({h}) for h in b["between"]),
                   b["to_route_value"], treasury=b["to_treasury"])
        for b in data.game["rules"]["connection_bonuses"]
    ))


def spent(board) -> frozenset[str]:
    return getattr(board, SPENT, frozenset())


def earned(board, table: BonusTable, hexes: Sequence[str]) -> list[RouteBonus]:
    """The bonuses still open that a route with stops in `hexes` earns."""
    done = spent(board)
    stops = frozenset(hexes)
    return [b for b in table.bonuses if b.name not in done and b.earned(stops)]


class MwRunRules(RunRules):
    rule_numbers = SHARED_OPERATING_IDS  # the shared checks' refusals under 18MW's numbers

    def __init__(self, data, profile: str) -> None:
        super().__init__(data, profile)
        self.spots = connection_tokens.spots(data)  # the doubled stations' circles

    def bonus_table(self, data) -> BonusTable:
        return connection_table(data)

    def run_value(self, board, company, train, nodes, colors, extras: Extras = NO_EXTRAS):
        value, bonus, refusal = super().run_value(board, company, train, nodes, colors, extras)
        open_bonus = sum(b.amount for b in earned(board, self.bonuses, [n[0] for n in nodes]))
        # Chicago for the CFHC's company; a connection run's doubled
        # station, read from the board's stations
        doubled = getattr(board, DOUBLED, frozenset())
        doubled |= connection_tokens.holders(board, self.spots)
        again = sum(board.revenue_of(h, i, colors) for h, i in nodes if (company, h) in doubled)
        # the train's stop count (the engine's R-171) under 18MW's R-133
        refusal = refusal and self.renumber(refusal)
        return value - bonus + open_bonus + again, open_bonus, refusal

    def side_income(self, board, company, train, nodes: Sequence[NodeRef], colors,
                    extras: Extras = NO_EXTRAS) -> int:
        return sum(b.treasury for b in earned(board, self.bonuses, [n[0] for n in nodes]))
