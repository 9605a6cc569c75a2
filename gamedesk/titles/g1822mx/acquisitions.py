"""A major acquires a minor from its director (R-220 … R-229).

The major names the minor (`merge`), then the payment is chosen (`choose`
money / one_share / two_shares) and finally what becomes of the minor's
station (`choose` replace / exchange / remove).
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import IPO, REMOVED
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.trains import SCRAPPED
from gamedesk.titles.g1822mx import bid_box_acquisition as bid_box, homes
from gamedesk.titles.g1822mx.privates import PULLMAN_CAR, has_pullman

PAYMENTS = {"money": 0, "one_share": 1, "two_shares": 2}  # treasury shares given
TOKEN_CHOICES = ("replace", "exchange", "remove")
AVAILABLE_TOKEN_PRICE = 100


def _phase_reached(game, name: str) -> bool:
    return game.phases.index >= [p.name for p in game.phases.all].index(name)


def has_operated_twice(game, sym: str) -> bool:
    """R-221: neither company may be in its first operating round."""
    return game.operating_turns.get(sym, 0) >= 2


def refusal(game, major, minor) -> IllegalAction | None:
    if bid_box.is_bid_box_minor(game, minor):
        return bid_box.refusal(game, major, minor, bid_box.home_reached)
    if minor is None or minor.kind != "minor" or minor.removed or not minor.floated:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "only a running minor can be acquired"),
            "R-229",
        )
    if not _phase_reached(game, "2"):
        return IllegalAction(QT_TRANSLATE_NOOP("game", "minors are acquired from phase 2"), "R-224")
    if not has_operated_twice(game, major.sym) or not has_operated_twice(game, minor.sym):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "not in the first operating round of either company"),
            "R-221",
        )
    if not connected(game, major, minor):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no route to minor {company2}"),
            "R-222", company=major.sym, company2=minor.sym,
        )
    if not payment_options(game, major, minor):
        return IllegalAction(QT_TRANSLATE_NOOP("game", "neither side can pay its part"), "R-223")
    return None


def step_open(game, major) -> bool:
    """Whether the acquisition step waits for the major's decision."""
    if not game.acquire_minor_step_waits_unchecked:
        return bool(acquirable(game, major))
    if not _phase_reached(game, "2") or not has_operated_twice(game, major.sym):
        return False
    # connection is not looked at, but a minor neither side can pay for is
    if game.phases.has("can_acquire_minor_bidbox") and major.cash >= bid_box.PRICE and (
            bid_box.offered(game)):
        return True
    return any(m.kind == "minor" and not m.removed and m.floated and has_operated_twice(game, m.sym)
               and payment_options(game, major, m) for m in game.corporations.values())


FERRY_SPIKES = ("F7", "G8", "H9", "I10", "J11")  # all joined for acquisitions


def connected(game, major, minor) -> bool:
    """R-222: a route from a station of the major to the minor's station, or
    both reaching the dashed ferry spikes of the Gulf of California (R-173)."""
    reach = game.board.reach(major.sym)
    if any(node in reach.nodes for node in game.board.tokens_of(minor.sym)):
        return True
    minor_reach = game.board.reach(minor.sym)
    return _reaches_ferry(reach) and _reaches_ferry(minor_reach)


def _reaches_ferry(reach) -> bool:
    return any(hex_ in reach.edges for hex_ in FERRY_SPIKES)


def acquirable(game, major) -> list:
    running = [m for m in game.corporations.values()
               if m.kind == "minor" and not m.removed and m.floated]
    return [m for m in running + bid_box.offered(game) if refusal(game, major, m) is None]


def payment_options(game, major, minor) -> list[str]:
    """R-224, R-225: the ways both sides can pay."""
    if bid_box.is_bid_box_minor(game, minor):
        return ["money"] if major.cash >= bid_box.PRICE else []
    value = 2 * game.share_price(minor)
    price = game.share_price(major)
    treasury = len(major.shares_of(IPO))
    owner = game.player(minor.president)
    out = []
    for choice, n in PAYMENTS.items():
        if n > treasury:
            continue
        cash_due = value - n * price
        if cash_due > major.cash or -cash_due > owner.cash:
            continue
        if n and not _owner_may_take(game, major, owner.id, n):
            continue
        out.append(choice)
    return out


def _owner_may_take(game, major, pid: str, n: int) -> bool:
    """R-225: at the limit, at most one share (unless the price is in the yellow zone)."""
    if game.market.has_type(major.sym, "no_cert_limit"):
        return True
    room = game.cert_limit() - game.certificates_of(pid) + 1  # the minor's certificate goes
    return n <= max(room, 1)


def start(game, turn, minor_sym: str) -> None:
    major = turn.op
    minor = game.corporations.get(minor_sym)
    problem = refusal(game, major, minor)
    if problem:
        raise problem
    turn.acquiring = minor


def choose_payment(game, turn, choice: str) -> None:
    """R-224: how the price will be paid (settled with the token choice)."""
    if choice not in payment_options(game, turn.op, turn.acquiring):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{choice!r} is not a way both sides can pay"),
            "R-224", choice=choice,
        )
    turn.payment = choice
    turn.token_choice_due = True


def needs_owners_agreement(game, turn, action: Action) -> bool:
    """R-223 (rulebook): the minor's director agrees to the terms when that is
    another player; 18xx.games lets the major's director decide alone."""
    minor = turn.acquiring
    if not game.rulebook or turn.consent_granted or bid_box.is_bid_box_minor(game, minor):
        return False
    if action["choice"] not in payment_options(game, turn.op, minor):
        return False  # refused as it stands, without asking anyone
    return minor.president != turn.op.president


def ask_owner(game, turn, action: Action) -> None:
    from gamedesk.titles.g1822mx.mexico_city import ConsentRequest, acting_player

    owner = turn.acquiring.president
    turn.consent = ConsentRequest(action, owner, acting_player(game, turn))
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} asks {player} to sell minor {minor}"),
                 company=turn.op.sym, player=game.name_of(owner), minor=turn.acquiring.sym)


def pay(game, turn, choice: str) -> None:
    """R-224, R-226, R-229: settle the price, take the minor's assets, remove it."""
    major, minor = turn.op, turn.acquiring
    if bid_box.is_bid_box_minor(game, minor):
        bid_box.take(game, major, minor)
        return
    n = PAYMENTS[choice]
    owner = game.player(minor.president)
    cash_due = 2 * game.share_price(minor) - n * game.share_price(major)
    for share in major.shares_of(IPO)[:n]:
        share.owner = owner.id
    if cash_due > 0:
        game.pay(major, owner, cash_due)
    elif cash_due < 0:
        game.pay(owner, major, -cash_due)
    game.check_presidency(major)
    take_assets(game, major, minor)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} acquires minor {minor}"),
        company=major.sym, minor=minor.sym)


def take_assets(game, major, minor) -> None:
    game.pay(minor, major, minor.cash)
    for train in list(minor.trains):
        if train.id.startswith(PULLMAN_CAR) and has_pullman(major):
            game.give_train(train, SCRAPPED)  # one Pullman car a company
            game.add_log(
                QT_TRANSLATE_NOOP("game", "{company} already has a Pullman car: {minor}'s is removed"),  # noqa: E501
                company=major.sym, minor=minor.sym)
            continue
        game.give_train(train, major.sym)
    for sym in minor.companies:
        game.companies[sym].owner = major.sym
    major.companies += minor.companies
    minor.companies = []
    for share in minor.shares:
        share.owner = REMOVED
    minor.removed = True
    game.market.remove(minor.sym)
    cert = next((c for c in game.companies.values()
                 if c.kind == "minor" and game.minor_of(c.sym) is minor), None)
    if cert is not None and not game.paired_minor_certificate_kept:
        cert.closed = True
    hexes = game.board.tokens_of(minor.sym)
    for hex_, index in hexes:
        game.board.remove_token(minor.sym, hex_, index)
    return hexes[0] if hexes else None


def _in_city(game, sym: str, hex_: str, index: int) -> bool:
    """R-227: the major has a station in the minor's city. Its destination token
    does not count: that city stays open to the company (R-162), and 18xx.games
    lets the Exchange token in beside it (log ndem_dont_double_up_tokens)."""
    city = game.board.city_state(hex_, index)
    held = city.slots.count(sym) if city is not None else 0
    destination = game.destination_tokens.get(sym)
    if destination is not None and destination[0] == (hex_, index):
        held -= 1
    return held > 0


def _place_exchange_token(game, sym: str, station, slot: int | None) -> None:
    """The Exchange token takes the minor's circle, beside the company's own
    destination token if that is in the city too."""
    city = game.board.city_state(*station)
    if city is None or sym not in city.slots:
        homes.place_station(game, sym, *station)
    elif slot is not None or None in city.slots:
        game.board.place_token(sym, *station, slot=slot, second=True)
    else:
        game.board.place_token_beside(sym, *station)


def token_choice_refusal(game, turn, choice: str):
    """Raise if `choice` is not open for the minor's station; else the station."""
    major, minor = turn.op, turn.acquiring
    if choice not in TOKEN_CHOICES:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{choice!r}: replace, exchange or remove"),
            "R-227", choice=choice,
        )
    exchange_left = game.exchange_tokens.get(major.sym, 0) > 0
    if bid_box.is_bid_box_minor(game, minor):
        station = homes.current_city(game, minor.sym, minor.home)  # its home slot
    else:
        station = (game.board.tokens_of(minor.sym) or [None])[0]
    same_city = station is not None and _in_city(game, major.sym, *station)
    if choice == "replace" and (not exchange_left or station is None or same_city):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the minor's station cannot become an Exchange token"),
            "R-227",
        )
    if choice == "exchange" and not exchange_left:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no Exchange token"),
            "R-228", company=major.sym,
        )
    if choice == "remove" and exchange_left:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "with an Exchange token left, replace or exchange"),
            "R-227",
        )
    return station


def choose_token(game, turn, choice: str) -> None:
    """R-227, R-228: the minor's station becomes an Exchange token, or an Exchange
    token moves to Available, or (no Exchange token) the station just goes."""
    major = turn.op
    station = token_choice_refusal(game, turn, choice)
    city = game.board.city_state(*station) if station is not None else None
    minor = turn.acquiring.sym
    slot = city.slots.index(minor) if city is not None and minor in city.slots else None
    pay(game, turn, turn.payment)  # the minor's station goes
    if choice == "replace":
        _place_exchange_token(game, major.sym, station, slot)
    if choice in ("replace", "exchange"):
        game.exchange_tokens[major.sym] -= 1
    if choice == "exchange":
        major.token_prices.append(AVAILABLE_TOKEN_PRICE)
    turn.token_choice_due = False
    turn.acquiring = None
