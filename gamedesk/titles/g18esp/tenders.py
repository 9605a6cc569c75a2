"""Tenders (inventory 1.7, R-034…R-038): P5 holds them; while a player owns
P5, a company without a tender may buy one for 80, 20 to P5's owner and 60 to
the bank (the rulebook sells four this way, the site five: Q27). In each
operating turn the company may put its tender on one of its trains, which may
then add one town, mine or harbour beyond its range (run_rules.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp.rule_ids import Refusal

PRICE, TO_OWNER = 80, 20
SOLD_FROM_P5 = {"rulebook": 4, "18xx.games": 5}  # R-034 / Q27


def seller(game) -> str | None:
    """The player holding P5 while it sells tenders, or None."""
    p5 = game.companies.get("P5")
    if p5 is None or p5.closed or not game.is_player(p5.owner or ""):
        return None
    return p5.owner if game.tenders_sold < SOLD_FROM_P5[game.profile] else None


def in_market(game) -> int:
    """Tenders in the open market (R-035, R-036), sold for 80 to the bank."""
    return game.tenders_in_market


def may_buy(game, op) -> bool:
    on_sale = seller(game) is not None or in_market(game) > 0
    return on_sale and op.sym not in game.tender_owners and op.cash >= PRICE


def buy_actions(game, op) -> list[Action]:
    return [act("buy_tender", op.sym)] if may_buy(game, op) else []


def buy(game, op) -> None:
    if op.sym in game.tender_owners:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} already has a tender"), "R-036",
                      company=op.sym)
    owner = seller(game)
    if owner is None and not in_market(game):
        raise Refusal(QT_TRANSLATE_NOOP("game", "no tender is for sale"), "R-034")
    if op.cash < PRICE:
        raise Refusal(QT_TRANSLATE_NOOP("game", "a tender costs {price}"), "R-034",
                      price=game.money(PRICE))
    if owner is None:  # from the open market, all to the bank
        game.pay(op, game.bank, PRICE)
        game.tenders_in_market -= 1
        game.tender_owners.add(op.sym)
        game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys a tender from the market"),
                     company=op.sym)
        return
    game.pay(op, game.player(owner), TO_OWNER)
    game.pay(op, game.bank, PRICE - TO_OWNER)
    game.tenders_sold += 1
    game.tender_owners.add(op.sym)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys a tender from {player}"),
                 company=op.sym, player=game.name_of(owner))


def attach(game, turn, train_id: str) -> None:
    """R-037: the tender rides on one train this turn."""
    op = turn.op
    if op.sym not in game.tender_owners:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} has no tender"), "R-038",
                      company=op.sym)
    train = next((t for t in op.trains if t.id == train_id), None)
    if train is None:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} has no train {train_id}"), "R-037",
                      company=op.sym, train_id=train_id)
    detach(turn)
    turn.tender_on = train_id
    turn.tender_name = train.name
    train.name = f"{train.name}+1"  # how the card reads with the tender hooked on


def detach(turn) -> None:
    """The run is over (or the tender moves): the train reads as before."""
    for train in turn.op.trains:
        if train.id == getattr(turn, "tender_on", None) and getattr(turn, "tender_name", None):
            train.name = turn.tender_name
    turn.tender_name = None
