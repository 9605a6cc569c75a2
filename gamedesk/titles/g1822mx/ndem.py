"""The NdeM, the national railway: no director, no treasury (§1.6, R-240 ff.).

It starts with the home station of a removed minor and four pool shares
(R-006, R-007); every unsold box-1 minor adds a station and a share and
sends it a train (R-075); it pays its whole income from the bank, per share,
to the players (R-244) and moves by ⌊income ÷ price⌋ spaces (R-245).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.entities import POOL, Share
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.trains import SCRAPPED, Train
from gamedesk.titles.g1822mx import homes

if TYPE_CHECKING:
    from gamedesk.titles.g1822mx.game import G1822MX

NDEM = "NDEM"
START_PRICE = 100


def start(game: G1822MX, minor_company: str) -> None:
    """R-006, R-007: the NdeM opens at $100 with its pool shares and a station."""
    corp = game.corporations[NDEM]
    corp.par = START_PRICE
    corp.floated = True
    for share in corp.shares:
        share.owner = POOL
        share.president = False  # nobody directs the NdeM
    game.place_on_market(corp, START_PRICE, above_majors=False)
    replace_minor(game, minor_company)


def is_open(game: G1822MX) -> bool:
    corp = game.corporations[NDEM]
    return not corp.closed


def replace_minor(game: G1822MX, minor_company: str) -> None:
    """The minor leaves the game; its home becomes an NdeM station and its
    certificate a pool NdeM share (R-006, R-075)."""
    minor = game.minor_of(minor_company)
    game.companies[minor_company].closed = True
    game.bid_boxes.take(minor_company)
    minor.removed = True
    hex_, index = homes.current_city(game, minor.sym, minor.home)
    game.board.release_reservation(minor.sym)
    if not is_open(game):
        return  # simply removed
    corp = game.corporations[NDEM]
    corp.shares.append(Share(NDEM, len(corp.shares), 10, False, owner=POOL))
    if (hex_, index) in game.board.tokens_of(NDEM):
        return  # one NdeM station a city: a second is not added
    homes.place_station(game, NDEM, hex_, index)
    corp.tokens_placed += 1


def take_train(game: G1822MX, train: Train, variant: str | None = None) -> None:
    """A train from the bank goes to the NdeM (R-074, R-075)."""
    from gamedesk.titles.g1822mx.trains import choose_variant, train_left_bank

    if variant:
        choose_variant(game, train, variant)
    game.give_train(train, NDEM)
    train_left_bank(game, train)


def discard_to_limit(game: G1822MX) -> None:
    """R-076: the NdeM drops its cheapest trains, out of the game."""
    corp = game.corporations[NDEM]
    limit = game.phase.limit_for("major")
    while len(corp.trains) > limit:
        cheapest = min(corp.trains, key=lambda t: t.price)
        game.give_train(cheapest, SCRAPPED)


def pay_out(game: G1822MX, revenue: int) -> None:
    """R-244, R-245: R/10 per share held by players; the pool earns nothing."""
    corp = game.corporations[NDEM]
    per_share = revenue // 10
    for player in game.players:
        n = len(corp.shares_of(player.id))
        if n and per_share:
            game.pay(game.bank, player, per_share * n)
    price = game.share_price(corp)
    if revenue == 0:
        game.move_price(corp, -1)
    elif revenue >= price:
        game.move_price(corp, revenue // price)
    game.add_log(QT_TRANSLATE_NOOP("game", "NdeM pays out {amount}"), amount=game.money(revenue))


def builders(game: G1822MX) -> list[str]:
    """R-241: the players holding NdeM shares, in player order."""
    corp = game.corporations[NDEM]
    return [p.id for p in game.players if corp.shares_of(p.id)]
