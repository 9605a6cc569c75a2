"""Words for the decisions only 1822MX has, as the window shows them.

Each function returns the words of one legal action as a template and its
fields (engine/messages.py), for the window to tell in the language chosen;
`describe` picks the one for an action, or None where the common words fit,
and `action_words` gives it in English.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import POOL
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg, value
from gamedesk.titles.g1822mx import (
    acquisitions,
    bid_box_acquisition,
    cubes,
    dividends,
    mexico_city,
    privates,
)
from gamedesk.titles.g1822mx.ndem import NDEM
from gamedesk.titles.g1822mx.trains import variants

PRIVATE_NAMES = {
    "P1": "Baldwin Locomotive Works Contract", "P2": "Mexico City Short Line",
    "P3": "Imported Goods Train", "P4": "Mexico City Sightseeing Train",
    "P5": "Pullman Car", "P6": "Pullman Car", "P7": "European Imports",
    "P8": "Central Meseta Builders", "P9": "Narrow Gauge Branch Line",
    "P10": "Compañía Constructora Nacional Mexicana", "P11": "Sierra Madre Builders",
    "P12": "American Investors – ATSF Sponsorship",
    "P13": "American Investors – DRG Sponsorship", "P14": "National Mail Service",
    "P15": "National Mail Service", "P16": "Vales de Tierra Promissory Notes",
    "P17": "Upgraded Docks", "P18": "Harbor Improvements",
}


def card_name(game, sym: str) -> str:
    """A private, concession or minor certificate as players call it (English: a
    minor's or concession's card in the log is named by log_words.card)."""
    company = game.companies[sym]
    if company.kind == "minor":
        minor = game.minor_of(sym)
        return f"Minor {minor.sym} – {minor.name}"
    if company.kind == "concession":
        major = game.major_of(sym)
        return f"{sym}: concession for {major.sym} – {major.name}"
    return f"{sym} – {PRIVATE_NAMES.get(sym, company.name)}"


def card(game, sym: str) -> Msg:
    """`card_name` as a message, told in the language chosen."""
    company = game.companies[sym]
    if company.kind == "minor":
        minor = game.minor_of(sym)
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor} – {name}"), minor=minor.sym,
                   name=minor.name)
    if company.kind == "concession":
        major = game.major_of(sym)
        return msg(QT_TRANSLATE_NOOP("game", "{card}: concession for {company} – {name}"),
                   card=sym, company=major.sym, name=major.name)
    return msg(QT_TRANSLATE_NOOP("game", "{card} – {name}"), card=sym,
               name=PRIVATE_NAMES.get(sym, company.name))


def company_name(game, sym: str) -> str | Msg:
    corp = game.corporations.get(sym)
    if corp is not None and corp.kind == "minor":
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}"), minor=sym)
    return "NdeM" if sym == NDEM else sym


def describe(game, a: Action) -> Msg | None:
    """The words of action `a`, or None where the common words fit."""
    handler = WORDS.get(a.type)
    return handler(game, a) if handler else None


def action_words(game, a: Action) -> str | None:
    said = describe(game, a)
    return None if said is None else value(said)


# ----------------------------------------------------------------- stock round


def bid_words(game, a: Action) -> Msg:
    sale = getattr(game.round, "privatisation", None)
    if sale is not None:
        if sale.high_bidder:
            state = msg(QT_TRANSLATE_NOOP("game", "high bid {price} by {player}"),
                        price=game.money(sale.high), player=game.name_of(sale.high_bidder))
        else:
            state = msg(QT_TRANSLATE_NOOP("game", "opens at {price}"),
                        price=game.money(sale.minimum_bid()))
        return msg(
            QT_TRANSLATE_NOOP("game", "{player}: bid for the NdeM station in {hex} ({state})"),
            player=game.name_of(sale.acting_player()), hex=sale.station[0], state=state)
    top = game.bid_boxes.highest(a["company"])
    if top:
        state = msg(QT_TRANSLATE_NOOP("game", "high bid {price} by {player}"),
                    price=game.money(top.price), player=game.name_of(top.player))
    else:
        state = msg(QT_TRANSLATE_NOOP("game", "no bid yet, opens at {price}"),
                    price=game.money(game.round.minimum_bid(a["company"])))
    return msg(QT_TRANSLATE_NOOP("game", "{card} ({state})"), card=card(game, a["company"]),
               state=state)


def par_words(game, a: Action) -> Msg:
    """A start's price and what it costs: a conversion pays two shares less the
    concession's value (R-050), a director's certificate two shares (R-054)."""
    price = a["price"]
    concession = next((c for c in game.companies.values() if c.kind == "concession"
                       and game.major_of(c.sym) is game.corporations[a["corporation"]]
                       and c.owner == a.entity and not c.closed), None)
    cost = 2 * price - (concession.value if concession else 0)
    return msg(QT_TRANSLATE_NOOP("game", "{price} a share (pay {cost})"),
               price=game.money(price), cost=game.money(cost))


def repay_words(game, a: Action) -> Msg:
    owed = game.loans.get(a.entity, 0)
    paid = min(owed, game.player(a.entity).cash)
    return msg(QT_TRANSLATE_NOOP("game", "{player}: repay {amount} of the {owed} loan"),
               player=game.name_of(a.entity), amount=game.money(paid), owed=game.money(owed))


def choose_round_words(game, a: Action) -> Msg:
    return msg(
        QT_TRANSLATE_NOOP("game", "{player}: count my cash double for the player order (P7)"),
        player=game.name_of(a.entity))


# ----------------------------------------------------------------- operating


def lay_words(game, a: Action) -> Msg | None:
    if a["tile"] != cubes.CUBE_TILE:
        return None
    if a.get("from"):
        return msg(
            QT_TRANSLATE_NOOP("game", "{company}: a builder cube on {hex}, taken from {source}"),
            company=company_name(game, a.entity), hex=a["hex"], source=a["from"])
    return msg(QT_TRANSLATE_NOOP("game", "{company}: a builder cube on {hex}"),
               company=company_name(game, a.entity), hex=a["hex"])


def acquire_company_words(game, a: Action) -> Msg:
    return msg(QT_TRANSLATE_NOOP("game", "{company}: take {card} from its owner"),
               company=company_name(game, a.entity), card=card(game, a["company"]))


def merge_words(game, a: Action) -> Msg:
    target = a["corporation"]
    if a.entity == NDEM:
        sale = game.round.privatisation
        return msg(
            QT_TRANSLATE_NOOP(
                "game", "Pay {price} from {company}'s treasury for the station in {hex}"
            ),
            price=game.money(sale.high), company=target, hex=sale.station[0])
    if target in game.corporations and bid_box_acquisition.is_bid_box_minor(
            game, game.corporations[target]):
        return msg(
            QT_TRANSLATE_NOOP(
                "game", "{company}: take minor {minor} from the bid boxes for {price}"
            ),
            company=a.entity, minor=target, price=game.money(bid_box_acquisition.PRICE))
    return msg(QT_TRANSLATE_NOOP("game", "{company}: acquire minor {minor} (worth {price})"),
               company=a.entity, minor=target, price=game.money(_minor_value(game, target)))


def _minor_value(game, sym: str) -> int:
    return 2 * game.share_price(game.corporations[sym])


def choose_words(game, a: Action) -> Msg | str:
    if game.round.kind == "choose":
        return choose_round_words(game, a)
    turn = game.round.turn
    choice = a["choice"]
    if choice == privates.CLOSE_P16:
        return msg(QT_TRANSLATE_NOOP("game", "{company}: close P16 (its price falls a space)"),
                   company=a.entity)
    if turn.consent is not None:
        return _consent_words(game, turn, a, choice)
    if turn.acquiring is not None:
        return _token_words(game, turn, choice) if turn.token_choice_due else _payment_words(
            game, turn, choice)
    if turn.step == "dividend":
        train = turn.special_train()
        part = game.money(turn.earned[train.id])
        if choice == "payout":
            said = QT_TRANSLATE_NOOP("game", "Decide the {train}-train's {amount} apart: pay out")
        else:
            said = QT_TRANSLATE_NOOP("game", "Decide the {train}-train's {amount} apart: withhold")
        return msg(said, train=train.name, amount=part)
    trains = dividends.pullman_candidates(game, turn.op)
    if choice.isdigit() and int(choice) < len(trains):
        return msg(QT_TRANSLATE_NOOP("game", "Put the Pullman on the {train}-train"),
                   train=trains[int(choice)].name)
    return choice


def _consent_words(game, turn, a: Action, choice: str) -> Msg:
    """The controller's answer to a request (a tile in Mexico City, a private
    taken, a minor's acquisition: R-223)."""
    held = turn.consent.action
    player, allow = game.name_of(a.entity), choice == mexico_city.CONSENT
    if held.type == "acquire_company":
        if allow:
            said = QT_TRANSLATE_NOOP("game", "{player}: allow {company} to take {card}")
        else:
            said = QT_TRANSLATE_NOOP("game", "{player}: refuse {company} to take {card}")
        return msg(said, player=player, company=company_name(game, held.entity),
                   card=held["company"])
    if held.type == "choose":
        minor = turn.acquiring.sym
        if not allow:
            return msg(QT_TRANSLATE_NOOP("game", "{player}: keep minor {minor}"), player=player,
                       minor=minor)
        return msg(
            QT_TRANSLATE_NOOP("game", "{player}: sell minor {minor} to {company} for {terms}"),
            player=player, minor=minor, company=held.entity,
            terms=_owner_terms(game, turn, held["choice"]))
    if allow:
        said = QT_TRANSLATE_NOOP("game", "{player}: allow {company}'s tile {tile} in {hex}")
    else:
        said = QT_TRANSLATE_NOOP("game", "{player}: refuse {company}'s tile {tile} in {hex}")
    return msg(said, player=player, company=company_name(game, held.entity), tile=held["tile"],
               hex=held["hex"])


def _shares(n: int, sym: str = "") -> Msg | str:
    """"2 FCM shares", "1 share" ("" for none)."""
    if not n:
        return ""
    if sym:
        if n > 1:
            return msg(QT_TRANSLATE_NOOP("game", "{count} {company} shares"), count=n, company=sym)
        return msg(QT_TRANSLATE_NOOP("game", "{count} {company} share"), count=n, company=sym)
    if n > 1:
        return msg(QT_TRANSLATE_NOOP("game", "{count} shares"), count=n)
    return msg(QT_TRANSLATE_NOOP("game", "{count} share"), count=n)


def _payment_words(game, turn, choice: str) -> Msg:
    """The price of the minor (twice its share price) in shares and cash (R-224)."""
    major, minor = turn.op, turn.acquiring
    if bid_box_acquisition.is_bid_box_minor(game, minor):
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}: pay the bank {price}"),
                   minor=minor.sym, price=game.money(bid_box_acquisition.PRICE))
    n = acquisitions.PAYMENTS[choice]
    owner = game.name_of(minor.president)
    due = _minor_value(game, minor.sym) - n * game.share_price(major)
    shares = _shares(n, major.sym)
    if due < 0:
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}: {shares}, {player} pays {price}"),
                   minor=minor.sym, shares=shares, player=owner, price=game.money(-due))
    cash = f"{game.money(due)}" if due or not shares else ""
    if shares and cash:
        return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}: {shares} and {cash} to {player}"),
                   minor=minor.sym, shares=shares, cash=cash, player=owner)
    return msg(QT_TRANSLATE_NOOP("game", "Minor {minor}: {payment} to {player}"),
               minor=minor.sym, payment=shares or cash, player=owner)


def _owner_terms(game, turn, choice: str) -> Msg | str:
    """The payment as the minor's director sees it: what they get, or pay."""
    major, minor = turn.op, turn.acquiring
    n = acquisitions.PAYMENTS[choice]
    due = _minor_value(game, minor.sym) - n * game.share_price(major)
    shares = _shares(n)
    if due < 0:
        return msg(QT_TRANSLATE_NOOP("game", "{shares}, paying {price}"), shares=shares,
                   price=game.money(-due))
    cash = game.money(due) if due or not n else ""
    if shares and cash:
        return msg(QT_TRANSLATE_NOOP("game", "{shares} + {cash}"), shares=shares, cash=cash)
    return shares or cash


TOKEN_WORDS = {
    "replace": QT_TRANSLATE_NOOP("game", "An Exchange token takes the minor's station"),
    "exchange": QT_TRANSLATE_NOOP("game", "Station off; an Exchange token to Available"),
    "remove": QT_TRANSLATE_NOOP("game", "The minor's station goes (no Exchange token)"),
}


def _token_words(game, turn, choice: str) -> Msg | str:
    return msg(TOKEN_WORDS[choice]) if choice in TOKEN_WORDS else choice


def issue_words(game, a: Action) -> Msg | None:
    """A major's own shares: issued to the market or redeemed from it (R-235)."""
    if game.is_player(a.entity):
        return None
    shares = [game.share_by_id(s) for s in a["shares"]]
    pct = sum(s.percent for s in shares)
    price = game.money(game.share_price(game.corporations[a.entity]) * len(shares))
    if a.type == "sell_shares":
        said = QT_TRANSLATE_NOOP("game", "{company}: issue {percent}% to the market for {price}")
    else:
        said = QT_TRANSLATE_NOOP("game", "{company}: redeem {percent}% from the market for {price}")
    return msg(said, company=a.entity, percent=pct, price=price)


def train_words(game, a: Action) -> Msg:
    train = game.depot.by_id[a["train"]]
    buyer = company_name(game, a.entity)
    if a.get("exchange"):
        return msg(QT_TRANSLATE_NOOP("game", "{company}: turn the L-train {train} into a 2-train"),
                   company=buyer, train=train.id)
    if train.owner in game.corporations:
        return msg(QT_TRANSLATE_NOOP("game", "{company}: the {train}-train of {owner}"),
                   company=buyer, train=train.name, owner=company_name(game, train.owner))
    side = a.get("variant")
    sides = variants(game, train)
    card = ""
    if side and len(sides) > 1:
        card = msg(QT_TRANSLATE_NOOP("game", " (the {side} side of the {sides} card)"), side=side,
                   sides="/".join(sides))
    name = side or train.name
    if train.owner == POOL:
        source = msg(QT_TRANSLATE_NOOP("game", "the bank pool"))
    else:
        source = msg(QT_TRANSLATE_NOOP("game", "the bank"))
    if _article(name) == "an":
        said = QT_TRANSLATE_NOOP("game", "{company}: an {train}-train{card} from {source}")
    else:
        said = QT_TRANSLATE_NOOP("game", "{company}: a {train}-train{card} from {source}")
    return msg(said, company=buyer, train=name, card=card, source=source)


def _article(name: str) -> str:
    """'an' before a letter or figure said with a vowel first (an L, an E, an 8)."""
    return "an" if name[:1] in ("L", "E", "8") else "a"


def discard_words(game, a: Action) -> Msg:
    train = game.depot.by_id.get(a["train"])
    return msg(QT_TRANSLATE_NOOP("game", "{company}: discard the {train}-train"),
               company=company_name(game, a.entity), train=train.name if train else a["train"])


def auction_words(game, a: Action) -> Msg:
    sale = game.round.privatisation
    return msg(QT_TRANSLATE_NOOP("game", "{player}: auction the NdeM station in {hex}"),
               player=game.name_of(sale.acting_player()), hex=a["hex"])


def pass_words(game, a: Action) -> Msg | None:
    sale = getattr(game.round, "privatisation", None)
    if a.entity == NDEM and sale is not None:
        player = game.name_of(sale.acting_player())
        if sale.station is None:
            return msg(QT_TRANSLATE_NOOP("game", "{player}: no station to auction"), player=player)
        return msg(QT_TRANSLATE_NOOP("game", "{player}: pass"), player=player)
    if game.round.kind == "choose":
        return msg(QT_TRANSLATE_NOOP("game", "{player}: count my cash once"),
                   player=game.name_of(a.entity))
    turn = getattr(game.round, "turn", None)
    if turn is None:
        return None
    company = company_name(game, a.entity)
    if turn.step == "acquire":
        return msg(QT_TRANSLATE_NOOP("game", "{company}: take no private company"), company=company)
    if turn.step == "acquire_minor":
        return msg(QT_TRANSLATE_NOOP("game", "{company}: acquire no minor"), company=a.entity)
    if turn.step == "issue":
        return msg(QT_TRANSLATE_NOOP("game", "{company}: issue or redeem no shares"),
                   company=a.entity)
    if turn.step == "housekeeping":
        return msg(QT_TRANSLATE_NOOP("game", "{company}: no L-train now"), company=company)
    if turn.is_ndem and turn.step == "track":
        return msg(QT_TRANSLATE_NOOP("game", "{player}: done building for the NdeM"),
                   player=game.name_of(turn.building_player()))
    return None


WORDS = {
    "bid": bid_words,
    "par": par_words,
    "repay_loan": repay_words,
    "lay_tile": lay_words,
    "acquire_company": acquire_company_words,
    "merge": merge_words,
    "choose": choose_words,
    "sell_shares": issue_words,
    "buy_shares": lambda g, a: None if g.is_player(a.entity) else issue_words(g, a),
    "buy_train": train_words,
    "discard_train": discard_words,
    "auction_token": auction_words,
    "pass": pass_words,
}
