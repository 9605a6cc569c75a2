"""18MW's market zones and the one move its market makes differently
(R-006, R-022, R-035 … R-037). The zone cells are data (reconstructed grid):
the types `no_cert_limit` (Yellow), `unlimited` (Green) and `multiple_buy`
(Brown) in resources/titles/18MW/game.json."""

from __future__ import annotations

from gamedesk.engine.market import StockMarket

COLOURED = ("no_cert_limit", "unlimited", "multiple_buy")  # Yellow, Green, Brown


def counts_for_limit(market: StockMarket, corp: str) -> bool:
    """A certificate of a company in a coloured zone counts 0 (R-006, R-035)."""
    return not any(market.has_type(corp, zone) for zone in COLOURED)


def may_exceed_60(market: StockMarket, corp: str) -> bool:
    """Green and Brown zone companies may be held beyond 60% (R-036)."""
    return market.has_type(corp, "unlimited") or market.has_type(corp, "multiple_buy")


def sold_out_rise(market: StockMarket, corp: str) -> None:
    """Up one row; on the top row one column right and one row down instead (R-022)."""
    row, col = market.position[corp]
    if row > 0:
        market.up(corp)
    elif market.space((row + 1, col + 1)):
        market._move_to(corp, (row + 1, col + 1))
