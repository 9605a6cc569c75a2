"""Mountain passes (inventory 3.9, R-099…R-104): a major connected to a closed
pass opens it from phase 3 in its track step, paying its cost to the bank;
its two station spaces are then free, the second paying 50 to the company
holding the first."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp.rule_ids import Refusal


def costs(game) -> dict[str, int]:
    return {p["hex"]: p["open_cost"] for p in game.data.map["mountain_passes"]}


def p4_usable(game, op) -> bool:
    """R-033: a major owning P4 may use it once to open a pass."""
    p4 = game.companies.get("P4")
    return p4 is not None and not p4.closed and p4.owner == op.sym and op.kind == "major"


def cost(game, hex_: str, with_p4: bool = False) -> int:
    """A pass's opening cost; R-033: with P4, Alar del Rey for nothing and any
    other for 40 less."""
    full = costs(game)[hex_]
    if not with_p4:
        return full
    rules = game.data.game["rules"]
    return 0 if hex_ == rules["p4_hex"] else max(0, full - rules["p4_discount"])


def why_not(game, turn, hex_: str, with_p4: bool = False) -> Refusal | None:
    if hex_ not in game.board.closed_gates:
        return Refusal(QT_TRANSLATE_NOOP("game", "{hex} is not a closed pass"), "R-100",
                       hex=hex_)
    if not game.phases.has("mountain_pass"):
        return Refusal(QT_TRANSLATE_NOOP("game", "no pass opens before phase 3"), "R-099")
    if turn.op.kind != "major":
        return Refusal(QT_TRANSLATE_NOOP("game", "only majors open passes"), "R-101")
    if getattr(turn, "opened_pass", False):
        return Refusal(QT_TRANSLATE_NOOP("game", "one pass a turn"), "R-100")
    if with_p4 and not p4_usable(game, turn.op):
        return Refusal(QT_TRANSLATE_NOOP("game", "{company} has no {private} to use"), "R-033",
                       company=turn.op.sym, private="P4")
    if cost(game, hex_, with_p4) > turn.op.cash:
        return Refusal(QT_TRANSLATE_NOOP("game", "opening {hex} costs {price}"), "R-100",
                       hex=hex_, price=game.money(cost(game, hex_, with_p4)))
    reach = game.board.reach(turn.op.sym)
    if hex_ not in reach.edges and hex_ not in {n[0] for n in reach.nodes}:
        return Refusal(QT_TRANSLATE_NOOP("game", "{company} does not reach {hex}"), "R-100",
                       company=turn.op.sym, hex=hex_)
    return None


def reached(game, turn) -> list[str]:
    """Closed passes the company could open but for the cost (the site's step
    waits for them)."""
    if not game.phases.has("mountain_pass") or turn.op.kind != "major":
        return []
    if getattr(turn, "opened_pass", False):
        return []
    reach = game.board.reach(turn.op.sym)
    hexes = {n[0] for n in reach.nodes} | set(reach.edges)
    return [h for h in sorted(game.board.closed_gates) if h in hexes]


def open_actions(game, turn) -> list[Action]:
    out = [act("open_pass", turn.op.sym, hex=h) for h in sorted(game.board.closed_gates)
           if why_not(game, turn, h) is None]
    if p4_usable(game, turn.op):
        out += [act("open_pass", turn.op.sym, hex=h, special="P4")
                for h in sorted(game.board.closed_gates) if why_not(game, turn, h, True) is None]
    return out


def open_pass(game, turn, hex_: str, special: str | None = None) -> None:
    if special not in (None, "P4"):
        raise Refusal(QT_TRANSLATE_NOOP("game", "{private} opens no pass"), "R-033",
                      private=special)
    with_p4 = special == "P4"
    refusal = why_not(game, turn, hex_, with_p4)
    if refusal is not None:
        raise refusal
    price = cost(game, hex_, with_p4)
    game.pay(turn.op, game.bank, price)
    game.board.open_gate(hex_)
    turn.opened_pass = True
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} opens {place} for {price}"),
                 company=turn.op.sym, place=game.place_name(hex_), price=game.money(price))
    if with_p4:
        p4 = game.companies["P4"]
        p4.closed = True
        turn.op.companies.remove(p4.sym)
        game.add_log(QT_TRANSLATE_NOOP("game", "{company} uses {private}; {private} closes"),
                     company=turn.op.sym, private="P4")


def second_station_payee(game, op, hex_: str) -> str | None:
    """R-103: the second station in a pass pays the company holding the first."""
    if hex_ not in costs(game):
        return None
    holders = [c for node in game.board.city_states for c in game.board.city_states[node].slots
               if node[0] == hex_ and c and c != op.sym]
    return holders[0] if holders else None
