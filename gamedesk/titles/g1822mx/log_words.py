"""1822MX's words for the game log: the templates it tells differently or adds
to the common ones (gamedesk/engine/narration.py), and how its companies and
cards are named. Translations go here."""

from __future__ import annotations

import re

from gamedesk.titles.g1822mx import privates, words
from gamedesk.titles.g1822mx.ndem import NDEM

PHRASES: dict[str, str] = {
    # a minor pays half to its director, half to its treasury.
    "income": "{company} earns {amount}: {recipients}",
    "half": "{company} pays half, {per_share} a share: {recipients}",
    "skip.housekeeping": "{company} takes no L-train now",
    "skip.acquire": "{company} takes no private company",
    "skip.acquire_minor": "{company} acquires no minor",
    "skip.issue": "{company} issues or redeems no shares",
    "card_with": "{card} goes to {owner} with {other}",
    "why.sold_out": "sold out at the end of the stock round",
    "why.p16": "P16 closed",
}

# the FCM concession and minor 18 are one bid item.
SOLD_WITH = {"M18": "C1"}


def name(game, ident: str) -> str:
    """Minors as "Minor 18" (never a bare number), the national as "NdeM"."""
    if ident == NDEM:
        return "NdeM"
    return game.name_of(ident)


def cause(game, action, sym: str) -> str | None:
    """Why a price moved, where only 1822MX moves it: closing P16 (R-123)."""
    if action.type == "choose" and action.get("choice") == privates.CLOSE_P16:
        return "p16"
    return None


def card_company(game, sym: str) -> str | None:
    """The minor a minor's card is (its log lines follow the card's)."""
    minor = game.minor_of(sym) if game.companies[sym].kind == "minor" else None
    return minor.sym if minor is not None else None


def card(game, sym: str) -> str:
    return words.card_name(game, sym)


_ARTICLE = re.compile(r"\ba ([LE8]\b|[LE]-|8-|11-|18)")


def rewrite(text: str) -> str:
    """Mend the rules' own lines: "a L-train" → "an L-train"."""
    return _ARTICLE.sub(r"an \1", text)
