"""Private companies and concessions in operating rounds (R-090, R-100 … R-125)."""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

# §1.5: what a company-owned private pays its company each OR (P7 by phase).
PAYS_COMPANY = {"P8": 10, "P9": 10, "P12": 10, "P13": 10, "P17": 10, "P18": 10}
P7_BY_PHASE = {"1": 0, "2": 0, "3": 20, "4": 20, "5": 40, "6": 40, "7": 60}
BECOMES_TRAIN = {"P1": "5P", "P2": "2P", "P3": "3/2P", "P4": "LP", "P5": "P+", "P6": "P+"}
CUBES = {"P10": 3, "P11": 3}
TRACK_POWERS = ("P8", "P9", "P10", "P11", "P12", "P13", "P17", "P18")  # R-117 … R-125
PULLMAN_CARDS = ("P5", "P6")
PULLMAN_CAR = "P+-"  # the car's train id prefix


def has_pullman(op) -> bool:
    """R-115: a company owns at most one Pullman car."""
    return any(t.id.startswith(PULLMAN_CAR) for t in op.trains)


P16 = "P16"
P16_CHARGE = 10


def charge_p16(game, company) -> None:
    """R-123: a company holding P16 pays the bank $10 at each OR start; one that
    cannot loses the card and its price falls a space."""
    corp = game.holder(company.owner)
    if corp.cash >= P16_CHARGE:
        game.pay(corp, game.bank, P16_CHARGE)
        return
    company.closed = True
    game.move_price(corp, -1)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} cannot pay for P16: it closes"),
        company=corp.sym)


CLOSE_P16 = "close_p16"  # the word 18xx.games logs use


def may_close_p16(game, turn) -> bool:
    """R-123: a major holding P16 may close it in its turn (18xx.games: up to its
    station step, as its choice step before the track and its station step offer
    it; log 1822MX_game_end_stock_market closes it there)."""
    company = game.companies.get(P16)
    if turn.is_minor or turn.is_ndem or company is None or company.closed:
        return False
    if company.owner != turn.op.sym or turn.acquiring is not None:
        return False
    return not game.gx or turn.steps.index(turn.step) <= turn.steps.index("token")


def close_p16(game, turn) -> None:
    if not may_close_p16(game, turn):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} cannot close P16 now"),
            "R-123", company=turn.op.sym,
        )
    game.companies[P16].closed = True
    if P16 in turn.op.companies:
        turn.op.companies.remove(P16)
    game.move_price(turn.op, -1)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} closes P16; its price falls a space"),
        company=turn.op.sym)


def pay_revenues(game) -> None:
    """R-090: concessions and privates pay their owners at the start of each OR."""
    for company in game.companies.values():
        if company.closed or company.owner is None:
            continue
        if game.is_player(company.owner):
            amount = company.revenue
        elif company.sym == P16:
            charge_p16(game, company)
            continue
        elif company.sym == "P7":
            amount = P7_BY_PHASE[game.phase.name]
        else:
            amount = PAYS_COMPANY.get(company.sym, 0)
        if amount > 0:
            game.pay(game.bank, game.holder(company.owner), amount)


def _phase_reached(game, name: str) -> bool:
    return game.phases.index >= [p.name for p in game.phases.all].index(name)


def refusal(game, op, company) -> IllegalAction | None:
    """Why `op` may not take `company` now, or None."""
    problem = _card_refusal(game, op, company)
    if problem is None and company.sym in PULLMAN_CARDS and has_pullman(op):
        problem = IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} already has a Pullman car"),
            "R-115", company=op.sym,
        )
    return problem


def _card_refusal(game, op, company) -> IllegalAction | None:
    """The card's own limits: a player's private, its colour and its phase (R-101)."""
    if company.kind != "private" or company.closed:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} is not a private company"),
            "R-101", company=company.sym,
        )
    if company.owner is None or not game.is_player(company.owner):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} is not owned by a player"),
            "R-100", company=company.sym,
        )
    rule = next(c for c in game.data.game["companies"] if c["sym"] == company.sym)["acquisition"]
    if op.kind not in rule["by"]:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} goes to majors only"),
            "R-101", company=company.sym,
        )
    if not _phase_reached(game, rule["from_phase"]):
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} may be taken from phase {from_phase}"),
            "R-101", company=company.sym, from_phase=rule['from_phase'],
        )
    return None


def takeable_privates(game, op) -> list:
    if op.sym == "NDEM":
        return []
    return [c for c in game.companies.values()
            if c.kind == "private" and not c.closed and refusal(game, op, c) is None]


def acquire_step_waits(game, op) -> bool:
    """The acquisition step waits while a private can be taken; 18xx.games also
    while a Pullman card is on offer to a company that has a car and may not
    take it (R-115; log 123055, minor 22 after taking P5)."""
    if takeable_privates(game, op):
        return True
    return (game.acquire_step_waits_on_pullman_cards and op.sym != "NDEM" and has_pullman(op)
            and any(_card_refusal(game, op, game.companies[sym]) is None
                    for sym in PULLMAN_CARDS if not game.companies[sym].closed))


def acquire_private(game, op, sym: str) -> None:
    """R-101, R-102: the company takes the private for nothing."""
    company = game.company(sym)
    problem = refusal(game, op, company)
    if problem:
        raise problem
    company.owner = op.sym
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} acquires {private}"),
        company=op.sym, private=sym)
    if sym in BECOMES_TRAIN:
        company.closed = True
        kind = BECOMES_TRAIN[sym]
        train = next(t for t in game.depot.trains
                     if t.id.startswith(f"{kind}-") and t.owner == "@depot")
        game.give_train(train, op.sym)
        return
    if sym in CUBES:
        game.cubes[sym] = CUBES[sym]  # the company places them over later turns
        if not game.cube_privates_stay_open:
            company.closed = True
            return
    op.companies.append(sym)


def track_privates(game, op) -> list[str]:
    """The company's unused privates with a track power usable in this phase."""
    out = []
    for sym in op.companies:
        company = game.companies[sym]
        rule = next(c for c in game.data.game["companies"] if c["sym"] == sym)["acquisition"]
        if sym in TRACK_POWERS and not company.closed and _phase_reached(game, rule["from_phase"]):
            out.append(sym)
    return out
