"""Mountain passes (inventory 3.9, R-099…R-104): a major connected to a closed
pass opens it from phase 3 in its track step, paying its cost to the bank;
its two station spaces are then free, the second paying 50 to the company
holding the first."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.titles.g18esp.rule_ids import Refusal


def costs(game) -> dict[str, int]:
    return {p["hex"]: p["open_cost"] for p in game.data.map["mountain_passes"]}


def why_not(game, turn, hex_: str) -> Refusal | None:
    if hex_ not in game.board.closed_gates:
        return Refusal(f"{hex_} is not a closed pass", "R-100")
    if not game.phases.has("mountain_pass"):
        return Refusal("no pass opens before phase 3", "R-099")
    if turn.op.kind != "major":
        return Refusal("only majors open passes", "R-101")
    if getattr(turn, "opened_pass", False):
        return Refusal("one pass a turn", "R-100")
    if costs(game)[hex_] > turn.op.cash:
        return Refusal(f"opening {hex_} costs {game.money(costs(game)[hex_])}", "R-100")
    reach = game.board.reach(turn.op.sym)
    if hex_ not in reach.edges and hex_ not in {n[0] for n in reach.nodes}:
        return Refusal(f"{turn.op.sym} does not reach {hex_}", "R-100")
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
    return [act("open_pass", turn.op.sym, hex=h) for h in sorted(game.board.closed_gates)
            if why_not(game, turn, h) is None]


def open_pass(game, turn, hex_: str) -> None:
    refusal = why_not(game, turn, hex_)
    if refusal is not None:
        raise refusal
    cost = costs(game)[hex_]
    game.pay(turn.op, game.bank, cost)
    game.board.open_gate(hex_)
    turn.opened_pass = True
    game.add_log(f"{turn.op.sym} opens the {game.place_name(hex_)} pass for {game.money(cost)}")


def second_station_payee(game, op, hex_: str) -> str | None:
    """R-103: the second station in a pass pays the company holding the first."""
    if hex_ not in costs(game):
        return None
    holders = [c for node in game.board.city_states for c in game.board.city_states[node].slots
               if node[0] == hex_ and c and c != op.sym]
    return holders[0] if holders else None
