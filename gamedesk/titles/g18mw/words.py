"""Words for the decisions only 18MW has, as the window's buttons show them
(the registry's TitleWords hooks, titles/registry.py): the fire sale's station
auction (R-167) and the L&M traded outside its owner's turn (R-092). Each is a
template and its fields (engine/messages.py), told in the language chosen;
None where the common words fit."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg


def _offer(game, a: Action) -> Msg:
    return msg(QT_TRANSLATE_NOOP("game", "{player}: auction the station in {place} "
                                         "(least bid {price})"),
               player=game.name_of(a.entity), place=game.place_name(a["hex"]),
               price=game.money(int(a["price"])))


def _bid(game, a: Action) -> Msg:
    return msg(QT_TRANSLATE_NOOP("game", "{player}: bid {price} for {company}"),
               player=game.name_of(a.entity), price=game.money(int(a["price"])),
               company=a["corporation"])


def _trade(game, a: Action) -> Msg | None:
    if a.get("company") != "L&M" or not a.get("share"):
        return None
    return msg(QT_TRANSLATE_NOOP("game", "{player}: trade the L&M for {share}"),
               player=game.name_of(a.entity), share=a["share"])


WORDS = {"offer_token": _offer, "bid_token": _bid, "exchange_private": _trade}


def describe(game, a: Action) -> Msg | None:
    handler = WORDS.get(a.type)
    return handler(game, a) if handler else None


def pass_button(game, a: Action) -> Msg | None:
    """In the station auction a pass means one thing for the president, another
    for a bidder (R-167)."""
    if game.current_step() != "token_auction":
        return None
    if any(x.type == "offer_token" for x in game.legal_actions()):
        return msg(QT_TRANSLATE_NOOP("game", "Offer no more stations"))
    return msg(QT_TRANSLATE_NOOP("game", "Pass: out of this auction"))
