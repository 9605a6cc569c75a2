"""Buying trains in 1822MX (R-096, R-200 … R-212)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train
from gamedesk.engine.trains import DEPOT, POOL, Train
from gamedesk.titles.g1822mx import emergency, loans
from gamedesk.titles.g1822mx.trains import (
    FLIP_PRICE,
    SPECIALS,
    choose_variant,
    next_bank_train,
    train_left_bank,
    variants,
)

HOUSEKEEPING_L_PRICE = 60
FLIPPED_SIDE = "2"  # the side a flipped L shows (the site needs it named)


def counted(op) -> list[Train]:
    """Trains that count toward the limit (R-114: special trains do not)."""
    return [t for t in op.trains if not t.id.startswith(SPECIALS)]


def limit(game, op) -> int:
    return game.phase.limit_for(op.kind)


def housekeeping_train(game, op) -> Train | None:
    """R-096: the next bank train if it is an L/2 card the minor can pay for."""
    train = next_bank_train(game)
    if train is None or not train.id.startswith("L-") or op.cash < HOUSEKEEPING_L_PRICE:
        return None
    return train


def buy_housekeeping_train(game, op, action: Action) -> None:
    train = housekeeping_train(game, op)
    if train is None:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "no L-train can be bought now"), "R-096")
    if action.get("variant", "L") != "L" or action["price"] != HOUSEKEEPING_L_PRICE:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the first-turn train is an L for $60"),
            "R-096",
        )
    _take_from_bank(game, op, train, "L")


def _take_from_bank(game, op, train: Train, variant: str | None) -> None:
    if variant:
        choose_variant(game, train, variant)
    game.pay(op, game.bank, train.price)
    game.give_train(train, op.sym)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys {train} for {price}"), company=op.sym,
                 train=a_train(train.name), price=game.money(train.price))
    train_left_bank(game, train)


def buyable_from_bank(game) -> list[Train]:
    """R-201: the next new train, and every pool train."""
    nxt = next_bank_train(game)
    return ([nxt] if nxt else []) + game.depot.pool_trains()


def cheapest_price(game, train: Train) -> int:
    """A new card at its cheaper side (R-202); a pool card at the side it lies on
    (the rulebook discards cheaper side up, R-205; the site keeps the side)."""
    if train.owner == POOL:
        return train.price
    return min(side["price"] for side in variants(game, train).values())


def may_buy(game, turn) -> bool:
    op = turn.op
    if can_flip(game, op):
        return True
    if len(counted(op)) >= limit(game, op):
        return False
    prices = [cheapest_price(game, t) for t in buyable_from_bank(game)]
    others_sell = game.buy_step_prices_others_trains_at_one or game.phases.has("can_buy_trains")
    if others_sell and any(c.trains for c in game.corporations.values() if c is not op):
        prices.append(1)  # another company's train, at the lowest price it may ask
    return any(p <= op.cash for p in prices) or not counted(op)


def can_flip(game, op) -> bool:
    if game.rulebook and game.phases.index > 1:
        return False  # phases 1-2 only in the rulebook
    return op.cash >= FLIP_PRICE and any(t.name == "L" for t in op.trains)


def check_may_stop(game, turn) -> None:
    op = turn.op
    if counted(op):
        return
    if buyable_from_bank(game):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no train and must buy one"),
            "R-210", company=op.sym,
        )


def cheapest_offer(game) -> int | None:
    prices = [cheapest_price(game, t) for t in buyable_from_bank(game)]
    return min(prices) if prices else None


def needs_director(game, op) -> bool:
    """R-212: no train and not enough cash for the cheapest bank or pool train."""
    if op.sym == "NDEM" or counted(op):
        return False
    cheapest = cheapest_offer(game)
    return cheapest is not None and op.cash < cheapest


def emergency_sale(game, turn, action: Action) -> None:
    """R-213, R-214, R-218: the director sells to raise what the company lacks
    (and, once raising, down to the certificate limit), no more."""
    from gamedesk.titles.g1822mx.stock_round import sell

    op = turn.op
    if turn.step != "buy_train" or action.entity != op.president or not needs_director(game, op):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "shares are sold in stock rounds"), "R-214")
    shares = [game.share_by_id(s) for s in action["shares"]]
    if not shares:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "name the certificates sold"), "R-030")
    problem = emergency.refusal(game, turn, shares, action.get("percent"))
    if problem is not None:
        raise problem
    turn.raising = True
    corp = game.corporations[shares[0].corp]
    price = emergency.sale_price(game, turn, corp)
    turn.emergency_prices.setdefault(corp.sym, price)
    sell(game, action.entity, shares, price, action.get("percent"))


def selling_down(game, turn) -> bool:
    """R-218: emergency money raising also sells down to the certificate limit."""
    return emergency.must_sell_down(game, turn)


def buy_forced(game, turn, train: Train, action: Action) -> None:
    """R-212, R-213: the cheapest bank or pool train, the director paying the rest."""
    op = turn.op
    price = cheapest_price(game, train)
    if price != cheapest_offer(game) or action["price"] != price:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the company must buy the cheapest train ({amount})"),
            "R-212", amount=game.money(price),
        )
    director = game.player(op.president)
    if op.cash + director.cash < price:
        if emergency.can_still_sell(game, director.id, op):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the director must first raise the cash"),
                "R-213",
            )
        loans.take(game, director, price - op.cash - director.cash)
    game.pay(director, op, price - op.cash)
    variant = action.get("variant") if train.owner == DEPOT else None
    if train.owner == DEPOT:
        _take_from_bank(game, op, train, variant)
    else:
        game.pay(op, game.bank, train.price)
        game.give_train(train, op.sym)


def buy_train(game, turn, action: Action) -> None:
    op = turn.op
    train = game.depot.by_id.get(action["train"])
    if train is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "there is no train {train!r}"),
            "R-200", train=action['train'],
        )
    if action.get("exchange"):
        flip(game, op, train, action)
        return
    game.check_variant(train, action)
    if needs_director(game, op):
        if selling_down(game, turn):
            pid = op.president
            raise IllegalAction(
                QT_TRANSLATE_NOOP(
                    "game",
                    "{player} holds {certificates_of} certificates; sell down to "
                    "the limit of {cert_limit} first",
                ),
                "R-218",
                player=game.name_of(pid),
                certificates_of=game.certificates_of(pid),
                cert_limit=game.cert_limit(pid),
            )
        if train.owner in (DEPOT, POOL):
            buy_forced(game, turn, train, action)
        else:  # from another company, with treasury cash only
            buy_from_company(game, op, train, action)
        return
    if len(counted(op)) >= limit(game, op):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} is at its train limit"),
            "R-204", company=op.sym,
        )
    variant = action.get("variant")
    if (variant == "E" or train.name == "E") and not may_take_e(op, train):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} already owns an E-train"),
            "R-177", company=op.sym,
        )
    if train.owner == DEPOT:
        if train is not next_bank_train(game):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "new trains are sold in order"), "R-201")
        side = variants(game, train).get(variant or train.name)
        if side is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "train {id} has no side {variant!r}"),
                "R-202", id=train.id, variant=variant,
            )
        _check_price(game, op, action, side["price"])
        _take_from_bank(game, op, train, variant)
    elif train.owner == POOL:
        _check_price(game, op, action, train.price)
        game.pay(op, game.bank, train.price)
        game.give_train(train, op.sym)
    else:
        buy_from_company(game, op, train, action)


def may_take_e(op, train: Train) -> bool:
    """R-177: one E-train a company."""
    return not any(t.name == "E" and t is not train for t in op.trains)


def _check_price(game, op, action: Action, price: int) -> None:
    if action["price"] != price:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "that train costs {amount}"),
            "R-200", amount=game.money(price),
        )
    if price > op.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has only {amount}"),
            "R-200", company=op.sym, amount=game.money(op.cash),
        )


def flip(game, op, train: Train, action: Action) -> None:
    """R-203: an owned L becomes a 2 for $80; the first flip starts phase 2 (R-012)."""
    if train.owner != op.sym or train.name != "L" or action["exchange"] != train.id:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "only an owned L-train can be flipped to a 2"),
            "R-203",
        )
    if action.get("variant", "2") != "2":
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "an L-train is flipped to a 2-train"),
            "R-203",
        )
    if not can_flip(game, op):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "an L is flipped for $80 in phases 1 and 2"),
            "R-203",
        )
    if action["price"] != FLIP_PRICE:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the flip costs {amount}"),
            "R-203", amount=game.money(FLIP_PRICE),
        )
    if action.get("variant", FLIPPED_SIDE) != FLIPPED_SIDE:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "an L is flipped to its {side} side"),
            "R-203", side=FLIPPED_SIDE,
        )
    game.pay(op, game.bank, FLIP_PRICE)
    choose_variant(game, train, FLIPPED_SIDE)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} flips an L-train to a 2-train"),
        company=op.sym)
    train_left_bank(game, train)


def buy_from_company(game, op, train: Train, action: Action) -> None:
    if not game.phases.has("can_buy_trains"):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "trains change companies from phase 3"),
            "R-200",
        )
    if train.id.startswith(SPECIALS):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "special trains are never sold"), "R-114")
    seller = game.corporations.get(train.owner)
    price = action["price"]
    if seller is None or seller.sym == "NDEM" or price < 1 or price > op.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a company pays $1 up to its treasury for another's train"),
            "R-200",
        )
    game.pay(op, seller, price)
    game.give_train(train, op.sym)
