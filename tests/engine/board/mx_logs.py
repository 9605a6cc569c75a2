"""The board position of every run in the 1822MX logs, rebuilt without the game.

Tiles come from the log's `lay_tile` actions; stations from the reference
trace (the hexes of each company's stations after the action before the run).
A hex with several cities gets the station in the company's home city, else
in the home city of a minor of that hex (acquired minors leave their homes to
the major, the NdeM takes removed minors' homes), else in the city a
`place_token` named.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from gamedesk.engine.board import Board
from gamedesk.engine.board.routes import Route
from gamedesk.engine.board.run_rules import Extras
from gamedesk.engine.board.track import NodeRef
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx.run_rules import MXRunRules

LOGS = ("123055", "86", "fcm_cannot_lay_thru_mexico_city")


@dataclass
class LoggedRun:
    log: str
    action: dict
    board: Board
    company: str
    colors: tuple[str, ...]
    trains: list[str]  # the company's train names before the run ("P+" = Pullman)
    variants: dict[str, str]  # train id -> the variant it runs as ("L-4" -> "2")
    pullman_train: int | None  # index into the run's routes, from a `choose`
    destination: tuple[NodeRef, NodeRef] | None


def logged_runs(fixtures: Path, name: str, profile: str = "18xx.games") -> Iterator[LoggedRun]:
    """Every run of a log (fixtures/1822MX/<name>.json) on its rebuilt board."""
    data = load_title("1822MX")
    path = fixtures / "1822MX" / f"{name}.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    trace_path = fixtures / "traces" / "1822MX" / f"{name}.trace.jsonl"
    trace = trace_path.read_text(encoding="utf-8").splitlines()
    homes = _homes(data)
    colors_of = {p["name"]: tuple(p["tiles"]) for p in data.game["phases"]}
    board = Board(data, profile=profile, rules=MXRunRules)
    chosen: str | None = None
    variants: dict[str, str] = {}
    acquired: dict[str, list[str]] = {}
    state: dict | None = None
    for action, line in zip(_effective(log["actions"]), trace, strict=True):
        kind = action["type"]
        if kind == "run_routes" and state is not None:
            corp = state["corporations"][action["entity"]]
            sure = {
                homes[m][0]
                for m in [action["entity"], *acquired.get(action["entity"], ())]
                if m in homes
            }
            home = homes.get(action["entity"])
            home = home and (home[0], _home_city(board, *home))
            _follow_nodes(board, action, sure, home)
            yield LoggedRun(
                name,
                action,
                board.copy(),
                action["entity"],
                colors_of[state["phase"]],
                list(corp["trains"]),
                dict(variants),
                int(chosen) if chosen is not None else None,
                _destination(data, board, action["entity"], corp["tokens"], homes),
            )
            chosen = None
        elif kind == "lay_tile":
            _lay(board, action)
        elif kind == "merge":
            acquired.setdefault(action["entity"], []).append(action["corporation"])
        elif kind == "buy_train" and action.get("variant"):
            variants[action["train"]] = action["variant"]
        elif kind == "choose" and action["choice"].isdigit():
            chosen = action["choice"]
        state = json.loads(line)
        _sync(board, state, homes, acquired, action)


def _follow_nodes(board: Board, action: dict, sure: set[str], home: NodeRef | None) -> None:
    """Put the company's station in its home city, and where the run stops at
    just one city of another hex with a guessed station of the company, there
    (swapping with the holder). `sure`: hexes of homes whose city is known."""
    seen: dict[str, set[int]] = {}
    for route in action["routes"]:
        for text in route.get("nodes") or ():
            coord, _, index = text.rpartition("-")
            seen.setdefault(coord, set()).add(int(index))
    seen = {c: i for c, i in seen.items() if c not in sure and len(i) == 1}
    if home is not None:
        seen[home[0]] = {home[1]}
    for coord, indices in seen.items():
        _move(board, action["entity"], (coord, min(indices)))


def _move(board: Board, sym: str, node: NodeRef) -> None:
    mine = [n for n in board.tokens_of(sym) if n[0] == node[0]]
    if not mine or node in mine or board.city_state(*node) is None:
        return
    holders = [c for c in board.city_slots(*node) if c]
    board.remove_token(sym, *mine[0])
    for other in holders:
        board.remove_token(other, *node)
        board.place_token(other, *mine[0])
    board.place_token(sym, *node)


def _lay(board: Board, action: dict) -> None:
    name = action["tile"].rpartition("-")[0]
    if name == "BC":
        return  # a builder cube, not track
    try:
        board.lay_tile(action["hex"], name, action["rotation"], tile_id=action["tile"])
    except IllegalAction:  # a copy id reused after an upgrade returned it
        board.lay_tile(action["hex"], name, action["rotation"])


def _sync(board: Board, state: dict, homes, acquired, action: dict) -> None:
    """Make the board's stations those of the trace line (hexes per company)."""
    want = {(sym, h) for sym, c in state["corporations"].items() for h in c["tokens"]}
    have = {(sym, n[0]): n for n, city in board.city_states.items() for sym in city.slots if sym}
    for (sym, coord), node in have.items():
        if (sym, coord) not in want:
            board.remove_token(sym, *node)
    city = board.city_from_log_id(action["city"]) if action.get("city") else None
    for sym, coord in sorted(want - set(have), key=lambda k: homes.get(k[0], ("",))[0] != k[1]):
        owners = [sym, *acquired.get(sym, ())]
        absent = sorted(m for m in homes if m.isdigit() and m not in state["corporations"])
        wanted = [
            _home_city(board, *homes[m])
            for m in [*owners, *absent]
            if homes.get(m, ("",))[0] == coord
        ]
        if city is not None and city[0] == coord and action.get("entity") == sym:
            wanted.insert(0, city[1])
        _place(board, sym, coord, homes, wanted)


def _effective(actions: list[dict]) -> list[dict]:
    """The actions left after undo/redo (see the traces' README)."""
    kept: list[dict] = []
    undone: list[list[dict]] = []
    for a in actions:
        if a["type"] == "undo":
            target = a.get("action_id")
            cut = (
                len(kept) - 1
                if target is None
                else next((k + 1 for k, b in enumerate(kept) if b["id"] == target), 0)
            )
            undone.append(kept[cut:])
            kept = kept[:cut]
        elif a["type"] == "redo":
            kept += undone.pop()
        elif a["type"] != "message":
            kept.append(a)
            undone.clear()
    return kept


def _homes(data) -> dict[str, tuple[str, int]]:
    found = {}
    for entry in data.game["corporations"] + data.game.get("minors", []):
        for home in entry.get("home", ()):
            found[entry["sym"]] = (home["hex"], home["city"])
    return found


def _home_city(board: Board, coord: str, printed: int) -> int:
    """The city of the current tile that holds a home printed as city `printed`
    (the one reaching the same hex sides)."""
    sides = _sides(board.catalogue.printed[coord].oriented(0), printed)
    for index in board.tile_def(coord).cities:
        if sides and sides <= _sides(board.orientation(coord), index):
            return index
    return printed


def _sides(orient, city: int) -> set[int]:
    found = set()
    for path in orient.paths:
        if any(e.kind == "city" and e.num == city for e in path.ends):
            found |= {e.num for e in path.ends if e.is_edge}
    return found


def _place(board: Board, sym: str, coord: str, homes, wanted: list[int]) -> None:
    cities = board.tile_def(coord).cities
    wanted = wanted + [
        _home_city(board, h, i) for s, (h, i) in sorted(homes.items()) if h == coord and s.isdigit()
    ]
    for index in [*wanted, *cities]:
        if index not in cities:
            continue
        try:
            board.place_token(sym, coord, index)
            return
        except IllegalAction:
            continue
    # a destination token beside a full city: widen the city by a slot
    index = wanted[0] if wanted and wanted[0] in cities else cities[0]
    state = board.city_state(coord, index)
    board._cities[(coord, index)] = type(state)(index, (*state.slots, sym), state.reserved_for)


def _destination(data, board, sym, tokens, homes) -> tuple[NodeRef, NodeRef] | None:
    entry = next((c for c in data.game["corporations"] if c["sym"] == sym), None)
    if entry is None or not entry.get("destination") or entry["destination"] not in tokens:
        return None
    home_hex = homes.get(sym, ("",))[0]
    mine = [n for n in board.tokens_of(sym) if n[0] == home_hex]
    printed = (home_hex, _home_city(board, *homes[sym])) if sym in homes else None
    home = printed if printed in mine else next(iter(mine), None)
    dest = next((n for n in board.tokens_of(sym) if n[0] == entry["destination"]), None)
    if home is None or dest is None:
        return None
    return (home, dest)


def train_name(run: LoggedRun, train_id: str) -> str:
    """The variant the train runs as: bought as such, or flipped when given to
    the NdeM or a minor in phase 2 (the trace lists no L then)."""
    name = run.variants.get(train_id) or train_id.rpartition("-")[0]
    held = [t.rstrip("+") for t in run.trains]
    if name == "L" and "L" not in held and "2" in held:
        return "2"
    return name


def rebuild(run: LoggedRun) -> list[Route]:
    """The logged routes on the rebuilt board: the Pullman on the train the
    trace marks "+", the destination bonus on the route earning most of it."""
    built: list[Route] = []
    for entry in run.action["routes"]:
        name = train_name(run, entry["train"])
        extras = Extras(f"{name}+" in run.trains, run.destination)
        spec = run.board.train_spec(name)
        built.append(run.board.route_from_log(run.company, spec, entry, run.colors, built, extras))
    return run.board.run_rules.settle(run.board, run.company, built, run.colors)
