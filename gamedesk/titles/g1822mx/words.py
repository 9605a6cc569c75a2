"""Words for the decisions only 1822MX has, as the window shows them.

Each function returns the text of one legal action; `action_words` picks the
one for an action, or None where the common words fit.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import POOL
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
    """A private, concession or minor certificate as players call it."""
    company = game.companies[sym]
    if company.kind == "minor":
        minor = game.minor_of(sym)
        return f"Minor {minor.sym} – {minor.name}"
    if company.kind == "concession":
        major = game.major_of(sym)
        return f"{sym}: concession for {major.sym} – {major.name}"
    return f"{sym} – {PRIVATE_NAMES.get(sym, company.name)}"


def company_name(game, sym: str) -> str:
    corp = game.corporations.get(sym)
    if corp is not None and corp.kind == "minor":
        return f"Minor {sym}"
    return "NdeM" if sym == NDEM else sym


def action_words(game, a: Action) -> str | None:
    handler = WORDS.get(a.type)
    return handler(game, a) if handler else None


# ----------------------------------------------------------------- stock round


def bid_words(game, a: Action) -> str:
    sale = getattr(game.round, "privatisation", None)
    if sale is not None:
        state = (f"high bid {game.money(sale.high)} by {game.name_of(sale.high_bidder)}"
                 if sale.high_bidder else f"opens at {game.money(sale.minimum_bid())}")
        return (f"{game.name_of(sale.acting_player())}: bid for the NdeM station in "
                f"{sale.station[0]} ({state})")
    top = game.bid_boxes.highest(a["company"])
    state = (f"high bid {game.money(top.price)} by {game.name_of(top.player)}" if top
             else f"no bid yet, opens at {game.money(game.round.minimum_bid(a['company']))}")
    return f"{card_name(game, a['company'])} ({state})"


def par_words(game, a: Action) -> str:
    """A start's price and what it costs: a conversion pays two shares less the
    concession's value (R-050), a director's certificate two shares (R-054)."""
    price = a["price"]
    concession = next((c for c in game.companies.values() if c.kind == "concession"
                       and game.major_of(c.sym) is game.corporations[a["corporation"]]
                       and c.owner == a.entity and not c.closed), None)
    cost = 2 * price - (concession.value if concession else 0)
    return f"{game.money(price)} a share (pay {game.money(cost)})"


def repay_words(game, a: Action) -> str:
    owed = game.loans.get(a.entity, 0)
    paid = min(owed, game.player(a.entity).cash)
    return f"{game.name_of(a.entity)}: repay {game.money(paid)} of the {game.money(owed)} loan"


def choose_round_words(game, a: Action) -> str:
    return f"{game.name_of(a.entity)}: count my cash double for the player order (P7)"


# ----------------------------------------------------------------- operating


def lay_words(game, a: Action) -> str | None:
    if a["tile"] != cubes.CUBE_TILE:
        return None
    source = f", taken from {a['from']}" if a.get("from") else ""
    return f"{company_name(game, a.entity)}: a builder cube on {a['hex']}{source}"


def acquire_company_words(game, a: Action) -> str:
    return f"{company_name(game, a.entity)}: take {card_name(game, a['company'])} from its owner"


def merge_words(game, a: Action) -> str:
    target = a["corporation"]
    if a.entity == NDEM:
        sale = game.round.privatisation
        return (f"Pay {game.money(sale.high)} from {target}'s treasury for the station in "
                f"{sale.station[0]}")
    if target in game.corporations and bid_box_acquisition.is_bid_box_minor(
            game, game.corporations[target]):
        return (f"{a.entity}: take minor {target} from the bid boxes for "
                f"{game.money(bid_box_acquisition.PRICE)}")
    return f"{a.entity}: acquire minor {target} (worth {game.money(_minor_value(game, target))})"


def _minor_value(game, sym: str) -> int:
    return 2 * game.share_price(game.corporations[sym])


def choose_words(game, a: Action) -> str:
    if game.round.kind == "choose":
        return choose_round_words(game, a)
    turn = game.round.turn
    choice = a["choice"]
    if choice == privates.CLOSE_P16:
        return f"{a.entity}: close P16 (its price falls a space)"
    if turn.consent is not None:
        held = turn.consent.action
        who = company_name(game, held.entity)
        verb = "allow" if choice == mexico_city.CONSENT else "refuse"
        if held.type == "acquire_company":
            return f"{game.name_of(a.entity)}: {verb} {who} to take {held['company']}"
        if held.type == "choose":  # the terms of a minor's acquisition
            minor = turn.acquiring.sym
            if choice != mexico_city.CONSENT:
                return f"{game.name_of(a.entity)}: keep minor {minor}"
            return (f"{game.name_of(a.entity)}: sell minor {minor} to {held.entity} for "
                    f"{_owner_terms(game, turn, held['choice'])}")
        return f"{game.name_of(a.entity)}: {verb} {who}'s tile {held['tile']} in {held['hex']}"
    if turn.acquiring is not None:
        return _token_words(game, turn, choice) if turn.token_choice_due else _payment_words(
            game, turn, choice)
    if turn.step == "dividend":
        train = turn.special_train()
        part = game.money(turn.earned[train.id])
        verb = "pay out" if choice == "payout" else "withhold"
        return f"Decide the {train.name}-train's {part} apart: {verb}"
    trains = dividends.pullman_candidates(game, turn.op)
    if choice.isdigit() and int(choice) < len(trains):
        return f"Put the Pullman on the {trains[int(choice)].name}-train"
    return choice


def _payment_words(game, turn, choice: str) -> str:
    """The price of the minor (twice its share price) in shares and cash (R-224)."""
    major, minor = turn.op, turn.acquiring
    if bid_box_acquisition.is_bid_box_minor(game, minor):
        return f"Minor {minor.sym}: pay the bank {game.money(bid_box_acquisition.PRICE)}"
    n = acquisitions.PAYMENTS[choice]
    owner = game.name_of(minor.president)
    due = _minor_value(game, minor.sym) - n * game.share_price(major)
    shares = f"{n} {major.sym} share{'s' if n > 1 else ''}" if n else ""
    if due < 0:
        return f"Minor {minor.sym}: {shares}, {owner} pays {game.money(-due)}"
    cash = f"{game.money(due)}" if due or not shares else ""
    return f"Minor {minor.sym}: {' and '.join(p for p in (shares, cash) if p)} to {owner}"


def _owner_terms(game, turn, choice: str) -> str:
    """The payment as the minor's director sees it: what they get, or pay."""
    major, minor = turn.op, turn.acquiring
    n = acquisitions.PAYMENTS[choice]
    due = _minor_value(game, minor.sym) - n * game.share_price(major)
    shares = f"{n} share{'s' if n > 1 else ''}" if n else ""
    if due < 0:
        return f"{shares}, paying {game.money(-due)}"
    return " + ".join(p for p in (shares, game.money(due) if due or not n else "") if p)


TOKEN_WORDS = {
    "replace": "An Exchange token takes the minor's station",
    "exchange": "Station off; an Exchange token to Available",
    "remove": "The minor's station goes (no Exchange token)",
}


def _token_words(game, turn, choice: str) -> str:
    return TOKEN_WORDS.get(choice, choice)


def issue_words(game, a: Action) -> str | None:
    """A major's own shares: issued to the market or redeemed from it (R-235)."""
    if game.is_player(a.entity):
        return None
    shares = [game.share_by_id(s) for s in a["shares"]]
    pct = sum(s.percent for s in shares)
    price = game.share_price(game.corporations[a.entity])
    if a.type == "sell_shares":
        return f"{a.entity}: issue {pct}% to the market for {game.money(price * len(shares))}"
    return f"{a.entity}: redeem {pct}% from the market for {game.money(price * len(shares))}"


def train_words(game, a: Action) -> str:
    train = game.depot.by_id[a["train"]]
    buyer = company_name(game, a.entity)
    if a.get("exchange"):
        return f"{buyer}: turn the L-train {train.id} into a 2-train"
    if train.owner in game.corporations:
        return f"{buyer}: the {train.name}-train of {company_name(game, train.owner)}"
    side = a.get("variant")
    sides = variants(game, train)
    card = f" (the {side} side of the {'/'.join(sides)} card)" if side and len(sides) > 1 else ""
    name = side or train.name
    source = "the bank pool" if train.owner == POOL else "the bank"
    return f"{buyer}: {_article(name)} {name}-train{card} from {source}"


def _article(name: str) -> str:
    """'an' before a letter or figure said with a vowel first (an L, an E, an 8)."""
    return "an" if name[:1] in ("L", "E", "8") else "a"


def discard_words(game, a: Action) -> str:
    train = game.depot.by_id.get(a["train"])
    name = train.name if train else a["train"]
    return f"{company_name(game, a.entity)}: discard the {name}-train"


def auction_words(game, a: Action) -> str:
    sale = game.round.privatisation
    pid = sale.acting_player()
    return f"{game.name_of(pid)}: auction the NdeM station in {a['hex']}"


def pass_words(game, a: Action) -> str | None:
    sale = getattr(game.round, "privatisation", None)
    if a.entity == NDEM and sale is not None:
        pid = game.name_of(sale.acting_player())
        return f"{pid}: no station to auction" if sale.station is None else f"{pid}: pass"
    if game.round.kind == "choose":
        return f"{game.name_of(a.entity)}: count my cash once"
    turn = getattr(game.round, "turn", None)
    if turn is None:
        return None
    if turn.step == "acquire":
        return f"{company_name(game, a.entity)}: take no private company"
    if turn.step == "acquire_minor":
        return f"{a.entity}: acquire no minor"
    if turn.step == "issue":
        return f"{a.entity}: issue or redeem no shares"
    if turn.step == "housekeeping":
        return f"{company_name(game, a.entity)}: no L-train now"
    if turn.is_ndem and turn.step == "track":
        return f"{game.name_of(turn.building_player())}: done building for the NdeM"
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
