"""The doubled stations of the two connection runs (R-197, R-198, R-200, R-201,
R-157, Q-46): San Francisco and Southwest count double for the company whose
station stands in the circle the data keeps for it (`connection_bonuses[].
doubled_token`).

Who holds the doubling is read from the board, never stored: a company's
station in that hex other than its home station there (the SP may have both
in Southwest, R-201). So a station sold with the doubling passes it to the
buyer (R-157) and a closed company's doubling goes with its stations.

Readings (docs/titles/18MW.md): until the connection is made, the circle is
kept for the doubled station; the company that made the run may place it at
once, free and not as its station of the turn; if it does not, any company
may later place it there by the normal rules, at the normal cost (R-198).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Spot:
    """The circle of one connection run's doubled station."""

    bonus: str  # the connection bonus id
    hex: str
    city: int
    homes: frozenset[str]  # companies whose home station stands in that city
    beside_home: frozenset[str]  # who may place it beside its own home there


def spots(data) -> tuple[Spot, ...]:
    homes: dict[tuple[str, int], set[str]] = {}
    for corp in data.game.get("corporations", ()):
        for home in corp.get("home", ()):
            homes.setdefault((home["hex"], int(home.get("city", 0))), set()).add(corp["sym"])
    out = []
    for bonus in data.game["rules"].get("connection_bonuses", ()):
        token = bonus.get("doubled_token")
        if token:
            key = (token["hex"], int(token["city"]))
            out.append(Spot(bonus["id"], key[0], key[1], frozenset(homes.get(key, ())),
                            frozenset(token.get("allowed_with_home_token", ()))))
    return tuple(out)


def holders(board, table: tuple[Spot, ...]) -> frozenset[tuple[str, str]]:
    """(company, hex) of every doubled station on the board."""
    out = set()
    for spot in table:
        slots = [s for s in board.city_slots(spot.hex, spot.city) if s is not None]
        for company in slots:
            if company not in spot.homes or slots.count(company) > 1:
                out.add((company, spot.hex))
    return frozenset(out)


def spot_at(table: tuple[Spot, ...], hex_: str) -> Spot | None:
    return next((s for s in table if s.hex == hex_), None)


def taken(board, spot: Spot) -> bool:
    return any(s[1] == spot.hex for s in holders(board, (spot,)))


def may_place_at_once(board, spot: Spot, company: str) -> bool:
    """Whether the company that made the run may put the doubled station there
    now: the circle is free (or it is the SP beside its home, R-201) and it
    holds no other station in the hex (R-127)."""
    if taken(board, spot):
        return False
    slots = board.city_slots(spot.hex, spot.city)
    mine = company in slots
    if mine and company not in spot.beside_home:
        return False
    free = slots.count(None) - sum(1 for h in spot.homes if h not in slots and h != company)
    return free > 0 or (mine and company in spot.beside_home)
