"""The end of an 1822MX stock round (§2.3 and, for 18xx.games, §4.2):
winning bids are settled, minors start, the NdeM takes trains and removes the
box-1 minor, the boxes are refilled, player order is set by cash."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g1822mx import ndem
from gamedesk.titles.g1822mx.bid_boxes import BOX_SIZES
from gamedesk.titles.g1822mx.trains import next_bank_train

if TYPE_CHECKING:
    from gamedesk.titles.g1822mx.game import G1822MX

MINOR_START_VALUES = (50, 60, 70, 80, 90, 100)
PHASE_ONE_MINOR_PRICE = 50


def finish_stock_round(game: G1822MX) -> None:
    if game.turn == 1 and not game.something_sold:
        game.end_game("nothing_sold")
        return
    boxes = game.bid_boxes
    shown_minors = boxes.boxes("minors")
    box_one = shown_minors[0] if shown_minors else None
    won = {sym: boxes.highest(sym) for sym in list(boxes.bids)}
    settle_concessions_and_privates(game, won)
    start_minors(game, won)
    unsold = [m for m in shown_minors if m not in won]
    if game.ndem_train_for_paired_minor and _paired_concession_unsold(game, won):
        unsold.append(game.data.game["rules"]["bid_boxes"]["paired_minor"])
    send_trains_to_ndem(game, unsold)
    if box_one is not None and box_one not in won:
        remove_box_one_minor(game, box_one)
    ndem.discard_to_limit(game)
    boxes.clear_bids()
    boxes.frozen = {}
    boxes.between = {name: tuple(pile[: BOX_SIZES[name]]) for name, pile in boxes.piles.items()}
    charge_interest(game)
    sold_out_rise(game)


def _paired_concession_unsold(game: G1822MX, won: dict) -> bool:
    first = game.data.game["rules"]["bid_boxes"]["first_concession"]
    return first in game.bid_boxes.boxes("concessions") and first not in won


def settle_concessions_and_privates(game: G1822MX, won: dict) -> None:
    rules = game.data.game["rules"]["bid_boxes"]
    for sym, bid in won.items():
        company = game.companies[sym]
        if company.kind == "minor":
            continue
        game.pay(game.player(bid.player), game.bank, bid.price)
        company.owner = bid.player
        game.bid_boxes.take(sym)
        game.add_log(
            QT_TRANSLATE_NOOP("game", "{player} wins {card} for {price}"),
            player=game.name_of(bid.player),
            card=sym, price=game.money(bid.price))
        if sym == rules["first_concession"]:
            start_paired_minor(game, bid.player, rules["paired_minor"])


def start_paired_minor(game: G1822MX, pid: str, minor_company: str) -> None:
    """R-071: M18 comes with FCM: $50, $100 from the bank, above other new minors."""
    minor = game.minor_of(minor_company)
    if game.paired_minor_certificate_kept:
        game.companies[minor_company].owner = pid
    else:
        game.companies[minor_company].closed = True
    game.bid_boxes.take(minor_company)
    _open_minor(game, minor, pid, PHASE_ONE_MINOR_PRICE, 2 * PHASE_ONE_MINOR_PRICE)


def start_minors(game: G1822MX, won: dict) -> None:
    """R-070, R-072: in descending bid, ties by lower box first."""
    minors = [(sym, bid) for sym, bid in won.items() if game.companies[sym].kind == "minor"]
    minors.sort(key=lambda item: (-item[1].price, game.bid_boxes.box_number(item[0])))
    for sym, bid in minors:
        price, treasury = minor_start(game, bid.price)
        game.pay(game.player(bid.player), game.bank, bid.price)
        game.companies[sym].closed = True
        game.bid_boxes.take(sym)
        _open_minor(game, game.minor_of(sym), bid.player, price, treasury)
        game.add_log(QT_TRANSLATE_NOOP("game", "{player} starts minor {minor} at {price}"),
                     player=game.name_of(bid.player), minor=sym[1:], price=game.money(price))


def minor_start(game: G1822MX, bid: int) -> tuple[int, int]:
    """R-070: (share price, treasury) of a minor bought for `bid`."""
    if game.phases.has("minor_float_phase1"):
        return PHASE_ONE_MINOR_PRICE, 2 * PHASE_ONE_MINOR_PRICE
    price = max(v for v in MINOR_START_VALUES if v <= max(bid // 2, 50))
    if game.phases.has("minor_float_phase2"):
        return price, 2 * price
    return price, bid


def _open_minor(game: G1822MX, minor, pid: str, price: int, treasury: int) -> None:
    minor.shares[0].owner = pid
    minor.president = pid
    minor.par = price
    minor.floated = True
    game.place_on_market(minor, price, above_majors=True)
    game.pay(game.bank, minor, treasury)


def send_trains_to_ndem(game: G1822MX, unsold: list[str]) -> None:
    """R-074: one L/2 per unsold minor while any remain; a 2 from phase 2."""
    if not ndem.is_open(game):
        return
    variant = "L" if game.phase.name == "1" else "2"
    for _ in unsold:
        train = next(
            (t for t in game.depot.ipo_trains() if t.id.startswith("L-")), None
        )
        if train is None:
            return
        ndem.take_train(game, train, variant)


def remove_box_one_minor(game: G1822MX, sym: str) -> None:
    """R-075: the unsold box-1 minor goes; the NdeM takes the next new train."""
    was_open = ndem.is_open(game)
    ndem.replace_minor(game, sym)
    game.add_log(QT_TRANSLATE_NOOP("game", "Minor {minor} is removed"), minor=sym[1:])
    if not was_open:
        return
    train = next_bank_train(game)
    if train is not None:
        variant = None
        if train.id.startswith("L-"):
            variant = "L" if game.phase.name == "1" else "2"
        elif train.id.startswith("7-"):
            variant = "7"
        ndem.take_train(game, train, variant)


def charge_interest(game: G1822MX) -> None:
    for pid, debt in list(game.loans.items()):
        if debt:
            game.loans[pid] = debt + -(-debt // 2)


def sold_out_rise(game: G1822MX) -> None:
    """R-083: majors wholly in player hands move one space right, highest first."""
    majors = [
        c for c in game.corporations.values()
        if c.kind == "major" and c.sym != ndem.NDEM and c.floated and not c.removed
        and all(game.is_player(s.owner) for s in c.shares)
    ]
    for corp in sorted(majors, key=lambda c: game.market.order_key(c.sym)):
        game.move_price(corp, 1)


__all__ = ["BOX_SIZES", "finish_stock_round"]
