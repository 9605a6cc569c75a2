"""Route bonuses: extra revenue for a route that stops at one place of each of
several groups (18ESP R-123 … R-125: north to south, east to west; a goal
between two named places), in place of a fixed list of what a title pays.

A title's run rules give a `BonusTable` (`RunRules.bonus_table`); every route
of every train earns what its stops earn, with no limit on how many routes
earn one. A bonus the run may pay on one train only is one of the run's
`Extras`, settled by the title (`RunRules.settle`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class RouteBonus:
    """`amount` for a route with a stop in a hex of each of `groups`."""

    name: str
    groups: tuple[frozenset[str], ...]
    amount: int  # added to the route's revenue
    treasury: int = 0  # paid to the company's treasury besides (18MW R-196)

    def earned(self, hexes: frozenset[str]) -> bool:
        return all(not group.isdisjoint(hexes) for group in self.groups)


@dataclass(frozen=True)
class BonusTable:
    """The bonuses a route may earn; `together`: what a set of them earned by one
    route pays instead of their sum (18ESP R-125: both bonuses pay 150)."""

    bonuses: tuple[RouteBonus, ...] = ()
    together: Mapping[frozenset[str], int] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.bonuses)

    def value(self, stop_hexes: Iterable[str]) -> int:
        """What a route with stops in these hexes earns besides its stops."""
        earned = self._earned(stop_hexes)
        names = frozenset(b.name for b in earned)
        if names in self.together:
            return self.together[names]
        return sum(b.amount for b in earned)

    def treasury_value(self, stop_hexes: Iterable[str]) -> int:
        """What a route with stops in these hexes pays the treasury besides."""
        return sum(b.treasury for b in self._earned(stop_hexes))

    def _earned(self, stop_hexes: Iterable[str]) -> list[RouteBonus]:
        hexes = frozenset(stop_hexes)
        return [b for b in self.bonuses if b.earned(hexes)]


NO_BONUSES = BonusTable()
