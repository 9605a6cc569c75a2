"""1822MX's words for the game log: the templates it tells differently or adds
to the common ones (gamedesk/engine/narration.py), and how its companies and
cards are named. Translations go here."""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g1822mx import privates, words
from gamedesk.titles.g1822mx.ndem import NDEM

PHRASES: dict[str, str] = {
    # a minor pays half to its director, half to its treasury.
    "income": QT_TRANSLATE_NOOP("game", "{company} earns {amount}: {recipients}"),
    "half": QT_TRANSLATE_NOOP("game", "{company} pays half, {per_share} a share: {recipients}"),
    "skip.housekeeping": QT_TRANSLATE_NOOP("game", "{company} takes no L-train now"),
    "skip.acquire": QT_TRANSLATE_NOOP("game", "{company} takes no private company"),
    "skip.acquire_minor": QT_TRANSLATE_NOOP("game", "{company} acquires no minor"),
    "skip.issue": QT_TRANSLATE_NOOP("game", "{company} issues or redeems no shares"),
    "card_with": QT_TRANSLATE_NOOP("game", "{card} goes to {owner} with {other}"),
    "why.sold_out": QT_TRANSLATE_NOOP("game", "sold out at the end of the stock round"),
    "why.p16": QT_TRANSLATE_NOOP("game", "P16 closed"),
}

# the FCM concession and minor 18 are one bid item.
SOLD_WITH = {"M18": "C1"}


def name(game, ident: str) -> str | Msg:
    """Minors as "Minor 18" (never a bare number), the national as "NdeM"."""
    if ident == NDEM:
        return "NdeM"
    corp = game.corporations.get(ident)
    if corp is not None and corp.kind == "minor":
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}"), minor=ident)
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


def card(game, sym: str) -> str | Msg:
    """A card as the log names it: "Minor 18 – …", "C1: concession for FCM – …"."""
    if game.companies[sym].kind in ("minor", "concession"):
        return words.card(game, sym)
    return words.card_name(game, sym)
