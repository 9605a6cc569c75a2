"""18MEX's words for the game log: the templates it tells differently or adds
to the common ones (gamedesk/engine/narration.py). Translations go here."""

from __future__ import annotations

PHRASES: dict[str, str] = {
    # R-077: a company whose shares are all in players' hands rises at the end of
    # the stock round.
    "why.sold_out": "all shares held by players at the end of the stock round",
    # a minor's income is split, the owner's half rounded up.
    "income": "{company} earns {amount}: {recipients}",
    "skip.buy_company": "{company} buys no private company",
}
