"""18MEX's words for the game log: the templates it tells differently or adds
to the common ones (gamedesk/engine/narration.py). Translations go here."""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

PHRASES: dict[str, str] = {
    # R-077: a company whose shares are all in players' hands rises at the end of
    # the stock round.
    "why.sold_out": QT_TRANSLATE_NOOP("game", "all shares held by players at the end of the stock round"),  # noqa: E501
    # a minor's income is split, the owner's half rounded up.
    "income": QT_TRANSLATE_NOOP("game", "{company} earns {amount}: {recipients}"),
    "skip.buy_company": QT_TRANSLATE_NOOP("game", "{company} buys no private company"),
}
