"""Companies over their train limit discard to the pool (R-205).

A limit falls with a new phase, or an acquired minor brings its trains: the
company over it discards before anything else happens in the round.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train
from gamedesk.engine.trains import POOL, SCRAPPED
from gamedesk.titles.g1822mx.train_buying import counted, limit
from gamedesk.titles.g1822mx.trains import choose_variant, variants

NDEM = "NDEM"  # the NdeM drops its cheapest trains itself, or as 18xx.games has it


ONE_ONLY = ("2P-", "LP-", "3/2P-")  # one special train a company


def specials(op) -> list:
    return [t for t in op.trains if t.id.startswith(ONE_ONLY)]


def _must_discard(game, op) -> bool:
    trains = op.trains
    if len(trains) < 2:
        return False  # no limit is below one train
    specials_held = 0
    for train in trains:
        if train.id.startswith(ONE_ONLY):
            specials_held += 1
    if specials_held > 1:
        return True
    top = limit(game, op)
    # within the limit counting every train: within it (the usual answer, cheaply)
    return len(trains) > top and len(counted(op)) > top


def over_limit(game):
    """The company that must discard now: highest price, top of stack first (R-205);
    one with a second special train keeps only one (R-114). Asked before every
    action: a company with fewer than two trains is passed over first."""
    over = [c for c in game.corporations.values()
            if len(c.trains) > 1 and not c.removed and not c.closed
            and _must_discard(game, c)
            and (c.sym != NDEM or game.ndem_discards_by_choice)]
    if not over:
        return None
    return min(over, key=lambda c: game.market.order_key(c.sym))


def _choices(game, op) -> list:
    if op.sym == NDEM:
        return list(op.trains)
    return specials(op) if len(specials(op)) > 1 else counted(op)


def legal_discards(game, op) -> list[Action]:
    return [act("discard_train", op.sym, train=t.id) for t in _choices(game, op)]


def discard(game, op, action: Action) -> None:
    if action.type != "discard_train" or action.entity != op.sym:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} must first discard down to its train limit"),
            "R-205", company=op.sym,
        )
    train = next((t for t in _choices(game, op) if t.id == action["train"]), None)
    if train is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no train {train!r} to discard"),
            "R-205", company=op.sym, train=action['train'],
        )
    if op.sym == NDEM or len(specials(op)) > 1:
        game.give_train(train, SCRAPPED)  # out of the game
        game.add_log(
            QT_TRANSLATE_NOOP("game", "{company} gives up {train}"),
            company=op.sym, train=a_train(train.name))
        return
    sides = variants(game, train)
    if len(sides) > 1 and game.rulebook:  # a double-sided card lies cheaper side up
        choose_variant(game, train, min(sides, key=lambda v: sides[v]["price"]))
    game.give_train(train, POOL)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} discards {train} to the pool"),
                 company=op.sym, train=a_train(train.name))
