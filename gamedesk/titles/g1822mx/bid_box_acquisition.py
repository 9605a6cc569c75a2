"""A major takes a minor from the bid boxes for $200, from phase 5 (R-230).

The minor never ran: it has no station, so the major needs a route to its
home slot (R-222), and only the major's first operating round matters (R-221).
In the rulebook the boxes are those left at the end of the stock round, not
refilled before the next; 18xx.games offers whatever minors the boxes would
show now.
"""

from __future__ import annotations

from gamedesk.engine.entities import REMOVED
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g1822mx import homes

PRICE = 200
MINOR_BOXES = 4


def offered(game) -> list:
    """The bid-box minors that may be taken now."""
    boxes = game.bid_boxes
    shown = boxes.between.get("minors", ()) if game.rulebook else (
        boxes.piles["minors"][:MINOR_BOXES])
    return [m for m in (game.minor_of(sym) for sym in shown) if m is not None]


def is_bid_box_minor(game, minor) -> bool:
    return minor is not None and not minor.floated and minor in offered(game)


def refusal(game, major, minor, connected) -> IllegalAction | None:
    from gamedesk.titles.g1822mx.acquisitions import has_operated_twice

    if not game.phases.has("can_acquire_minor_bidbox"):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "bid-box minors are taken from phase 5"),
            "R-230",
        )
    if not has_operated_twice(game, major.sym):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "not in the major's first operating round"),
            "R-221",
        )
    if major.cash < PRICE:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "a bid-box minor costs {amount}"),
            "R-230", amount=game.money(PRICE),
        )
    if not connected(game, major, minor):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no route to the home of {company2}"),
            "R-222", company=major.sym, company2=minor.sym,
        )
    return None


def home_reached(game, major, minor) -> bool:
    """R-222: a route to the minor's home slot."""
    if minor.home is None:
        return False
    return homes.current_city(game, minor.sym, minor.home) in game.board.reach(major.sym).nodes


def take(game, major, minor) -> None:
    """The major pays the bank; the minor leaves play, its box empty until the SR."""
    game.pay(major, game.bank, PRICE)
    cert = next(c for c in game.companies.values()
                if c.kind == "minor" and game.minor_of(c.sym) is minor)
    cert.closed = True
    game.bid_boxes.take(cert.sym)
    game.board.release_reservation(minor.sym)
    for share in minor.shares:
        share.owner = REMOVED
    minor.removed = True
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} takes minor {minor} from the bid boxes"),
                 company=major.sym, minor=minor.sym)
