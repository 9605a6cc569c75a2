"""Who decides for the NdeM, and the amounts ranged decisions may take.

The NdeM has no director (§1.6): its shareholders build for it in turn
(R-241), the lowest-numbered shareholder works out its run (R-243), and in
its privatisation each player chooses and bids for himself (R-263).
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.titles.g1822mx import privatisation
from gamedesk.titles.g1822mx.ndem import NDEM
from gamedesk.titles.g1822mx.stock_round import BID_STEP


def ndem_decider(game) -> str | None:
    """The player acting for the NdeM now."""
    sale = getattr(game.round, "privatisation", None)
    if sale is not None:
        return sale.acting_player()
    turn = getattr(game.round, "turn", None)
    builder = turn.building_player() if turn is not None and turn.is_ndem else None
    return builder or run_keeper(game)


def run_keeper(game) -> str:
    """R-243: the first player in player order holding an NdeM share, else player 1."""
    corp = game.corporations[NDEM]
    for player in game.players:
        if corp.shares_of(player.id):
            return player.id
    return game.players[0].id


def price_range(game, action: Action) -> tuple[int, int] | None:
    """The amounts a bid or a train bought from another company may take."""
    sale = getattr(game.round, "privatisation", None)
    if action.type == "bid" and sale is not None:
        pid = sale.acting_player()
        return sale.minimum_bid(), sale.maximum_bid(pid) if pid else 0
    if action.type == "bid" and game.round.kind == "stock":
        return _box_bid_range(game, action)
    if action.type == "buy_train":
        return _train_range(game, action)
    return None


def price_step(game, action: Action) -> int:
    if action.type == "bid":
        return privatisation.STEP if getattr(game.round, "privatisation", None) else BID_STEP
    return 1


def _box_bid_range(game, action: Action) -> tuple[int, int] | None:
    sym, pid = action.get("company"), action.entity
    if sym not in game.companies or not game.is_player(pid):
        return None
    top = game.bid_boxes.highest(sym)
    low = top.price + BID_STEP if top else game.round.minimum_bid(sym)
    high = game.free_cash(pid)
    return low, high - high % BID_STEP


def _train_range(game, action: Action) -> tuple[int, int] | None:
    """R-200: another company's train for $1 up to the buyer's cash; the bank's at its price."""
    turn = getattr(game.round, "turn", None)
    train = next((t for t in game.depot.trains if t.id == action.get("train")), None)
    if turn is None or train is None:
        return None
    if train.owner in game.corporations and train.owner != turn.op.sym:
        return 1, max(1, turn.op.cash)
    price = int(action.get("price", train.price))
    return price, price
