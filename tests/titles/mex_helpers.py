"""Helpers for 18MEX rule tests: games set up at a known point."""

from __future__ import annotations

from gamedesk.engine.actions import act
from gamedesk.engine.game import Game
from gamedesk.titles import new_game
from tests.titles.common import fingerprint, play

__all__ = ["fingerprint", "play"]

PLAYERS = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy"), ("p4", "Di"), ("p5", "Ed")]


def new_mex(n: int = 3, profile: str = "rulebook", options=()) -> Game:
    return new_game("18MEX", PLAYERS[:n], profile=profile, options=options)


def sell_out_privates(game: Game) -> Game:
    """Everybody buys the next company in turn until all are sold (3 players)."""
    while game.round.kind in ("auction",) or getattr(game.round, "sale", None):
        if not getattr(game.round, "sale", None) or not game.round.sale.unsold():
            break
        pid = game.active_entities()[0]
        if game.round.sale.pending_par:
            play(game, ("par", pid, {"corporation": "NdM", "price": 90}))
            continue
        company = game.round.sale.cheapest()
        play(
            game,
            ("bid", pid, {"company": company.sym, "price": game.round.sale.price_of_cheapest()}),
        )
    if getattr(game.round, "sale", None) and game.round.sale.pending_par:
        pid = game.active_entities()[0]
        play(game, ("par", pid, {"corporation": "NdM", "price": 90}))
    return game


# --------------------------------------------------------------------- stock rounds


def after_sale(n: int = 3, profile: str = "rulebook", options=()) -> Game:
    """A 3-player game whose private sale is over: p1 MCAR, B, MNR (NdM par 90);
    p2 KCMO, C; p3 A, MIR (+ CHI 10%). Regular turns of SR1 follow, p2 to act."""
    return sell_out_privates(new_mex(n, profile, options))


def pass_until(game: Game, pid: str) -> Game:
    """Everybody else passes until `pid` is to act (same round)."""
    for _ in range(20):
        if game.active_entities() == [pid]:
            return game
        play(game, ("pass", game.active_entities()[0]))
    raise AssertionError(f"{pid} never got a turn")


def ipo_share(game: Game, sym: str, owner: str = "IPO"):
    """The first buyable 10% certificate of `sym` held by `owner` (IPO or POOL)."""
    from gamedesk.engine.entities import IPO, POOL

    want = {"IPO": IPO, "POOL": POOL}.get(owner, owner)
    for share in game.corporations[sym].shares:
        if share.owner == want and not share.president and not share.reserved:
            return share
    raise AssertionError(f"no {sym} certificate in {owner}")


def buy(game: Game, pid: str, sym: str, source: str = "IPO") -> Game:
    pass_until(game, pid)
    return play(game, ("buy_shares", pid, {"shares": [ipo_share(game, sym, source).id]}))


def start(game: Game, pid: str, sym: str, par: int, percent: int = 50) -> Game:
    """`pid` pars `sym` and buys until holding `percent` (others pass meanwhile)."""
    pass_until(game, pid)
    play(game, ("par", pid, {"corporation": sym, "price": par}))
    while game.corporations[sym].percent_of(pid) < percent:
        play(game, ("pass", game.active_entities()[0]))
        buy(game, pid, sym)
    return game


def to_operating(game: Game) -> Game:
    """Everybody passes until an operating round starts."""
    for _ in range(30):
        if game.round.kind == "operating":
            return game
        play(game, ("pass", game.active_entities()[0]))
    raise AssertionError("no operating round")


def to_stock(game: Game, dividend: str = "payout") -> Game:
    """Every company runs its best routes and pays (or withholds) until a stock round."""
    for _ in range(200):
        if game.round.kind == "stock" or game.finished:
            return game
        finish_turn(game, dividend)
    raise AssertionError("no stock round")


def operator(game: Game) -> str:
    return game.round.turn.op.sym


def finish_turn(game: Game, dividend: str = "payout") -> Game:
    """The operating company runs its best routes, pays or withholds, passes the rest
    (buying the cheapest train if it must)."""
    sym = operator(game)
    for _ in range(20):
        if game.round.kind != "operating" or game.round.turn is None:
            return game
        if operator(game) != sym or game.interrupts:
            return game
        step = game.round.turn.step
        actions = game.legal_actions()
        if step == "routes":
            run = [a for a in actions if a.type == "run_routes"]
            game.process(run[0] if run and run[0]["routes"] else act("pass", sym))
        elif step == "dividend":
            play(game, ("dividend", sym, {"kind": dividend}))
        elif not any(a.type == "pass" for a in actions):
            game.process(next(a for a in actions if a.type == "buy_train"))
        else:
            play(game, ("pass", sym))
    raise AssertionError(f"{sym} never finished")


def step_to(game: Game, step: str) -> Game:
    """The operating company passes until it reaches `step`."""
    sym = operator(game)
    while game.round.turn.step != step:
        if game.round.turn.step == "routes":
            run = [a for a in game.legal_actions() if a.type == "run_routes"]
            game.process(run[0] if run and run[0]["routes"] else act("pass", sym))
        elif game.round.turn.step == "dividend":
            play(game, ("dividend", sym, {"kind": "payout"}))
        else:
            play(game, ("pass", sym))
        assert operator(game) == sym, f"{sym}'s turn ended before {step}"
    return game


def turn_of(game: Game, sym: str) -> Game:
    """Other companies finish their turns until `sym` operates."""
    for _ in range(30):
        if game.round.kind == "operating" and game.round.turn and operator(game) == sym:
            return game
        if game.round.kind != "operating":
            raise AssertionError(f"{sym} did not operate")
        finish_turn(game)
    raise AssertionError(f"{sym} did not operate")


def second_stock_round(profile: str = "rulebook") -> Game:
    """SR2 of `after_sale`: MC (p2, par 60) and CHI (p3, par 60, with the MIR share)
    floated in SR1 and withheld with no train in OR1, so both stand at $55."""
    game = after_sale(profile=profile)
    start(game, "p2", "MC", 60)
    start(game, "p3", "CHI", 60)
    return to_stock(to_operating(game))


def buy_bank_train(game: Game, sym: str | None = None) -> Game:
    """The operating company (at or before its train step) buys the next bank train."""
    sym = sym or operator(game)
    step_to(game, "buy_train")
    train = game.depot.next_from_ipo()
    return play(game, ("buy_train", sym, {"train": train.id, "price": train.price}))


def first_operating_round(chi_par: int = 70, mc_par: int = 60) -> Game:
    """OR1 of `after_sale` with MC (p2) and CHI (p3, with the MIR share) floated."""
    game = after_sale()
    start(game, "p2", "MC", mc_par)
    start(game, "p3", "CHI", chi_par)
    return to_operating(game)


def chi_with_a_train() -> Game:
    """First OR: CHI laid C6 (Chihuahua to El Paso) and bought a 2-train; MC laid its
    Torreón city and bought a 2-train. The game stands at the start of SR2."""
    game = first_operating_round()
    turn_of(game, "CHI")
    play(game, ("lay_tile", "CHI", {"hex": "C6", "tile": "9", "rotation": 0}))
    buy_bank_train(game)
    turn_of(game, "MC")
    play(game, ("lay_tile", "MC", {"hex": "I8", "tile": "57", "rotation": 0}))
    buy_bank_train(game)
    return to_stock(game)


# --------------------------------------------------------------------- long games


def four_majors() -> Game:
    """4 players after the sale (p1 MCAR, C; p2 KCMO, MIR; p3 A, MNR (NdM par 90);
    p4 B), each floating a major at $60 in SR1: p1 MC, p2 CHI, p3 TM, p4 SPM."""
    game = sell_out_privates(new_mex(4))
    for pid, sym in (("p1", "MC"), ("p2", "CHI"), ("p3", "TM"), ("p4", "SPM")):
        start(game, pid, sym, 60)
    return game


def auto_step(game: Game, dividend: str = "withhold") -> None:
    """One move by whoever acts: stock rounds pass; companies lay nothing, run their
    best routes, pay or withhold and buy the next bank train when they can."""
    if game.round.kind != "operating" or game.interrupts:
        play(game, ("pass", game.active_entities()[0]))
        return
    sym = operator(game)
    step = game.round.turn.step
    actions = game.legal_actions()
    if step == "routes":
        run = [a for a in actions if a.type == "run_routes"]
        game.process(run[0] if run and run[0]["routes"] else act("pass", sym))
    elif step == "dividend":
        play(game, ("dividend", sym, {"kind": dividend}))
    elif step == "buy_train":
        nxt = game.depot.next_from_ipo()
        buys = [a for a in actions if a.type == "buy_train" and nxt and a["train"] == nxt.id]
        game.process(buys[0] if buys else act("pass", sym))
    else:
        play(game, ("pass", sym))


def drive(game: Game, until, limit: int = 3000, dividend: str = "withhold") -> Game:
    """auto_step until `until(game)` holds."""
    for _ in range(limit):
        if until(game):
            return game
        auto_step(game, dividend)
    raise AssertionError("drive: condition never reached")


def ipo_trains_sold(game: Game, name: str) -> int:
    return sum(1 for t in game.depot.trains if t.name.rstrip("'′") == name
               and t.owner != "@depot" and t.id not in ("2-0", "2-1", "2-2"))
