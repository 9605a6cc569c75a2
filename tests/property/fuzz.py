"""Random positions of every playable title, and actions the rules must refuse there.

Shared by the property tests (`test_offered_actions.py`, `test_illegal_actions.py`)
and `benchmarks/soak.py`. Positions come from seeded random-bot games; the
illegal actions are offered legal ones mutated so that no rule could allow
them: a wrong or unknown entity, a missing, unknown or ill-typed field, an
out-of-range or fractional number, a certificate named twice, an id that does
not exist, an action of another step, an unknown action type.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from gamedesk.ai.random_bot import choose
from gamedesk.engine.actions import SCHEMAS, Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.history import snapshot
from gamedesk.titles import new_game
from tests.property.invariants import fingerprint

PLAYABLE = ("18MEX", "1822MX")
PROFILES = ("rulebook", "18xx.games")
PLAYERS = {"18MEX": (3, 4, 5), "1822MX": (2, 3, 4, 5), "18ESP": (3, 4, 5, 6), "18MW": (3, 4, 5)}

# Values no field of any action may take, whatever its kind.
ILL_TYPED = (0.5, -1, None, True, [], {}, "", 10**12, "x" * 300, [["A1"]])


def new_random_game(title: str, seed: int) -> Game:
    profile = PROFILES[seed % 2] if title != "18MW" else "rulebook"  # 18MW has one
    players = PLAYERS[title][seed // 2 % len(PLAYERS[title])]
    game = new_game(title, [(f"p{i}", f"Player {i}") for i in range(players)],
                    profile=profile, seed=seed)
    game.route_search_work = 200  # legal routes, quickly; the finder has its own tests
    return game


def positions(title: str, seed: int, count: int, max_actions: int = 5000) -> Iterator[Game]:
    """`count` positions along one seeded random game (the game itself, moved on)."""
    rng = random.Random(seed)
    game = new_random_game(title, seed)
    stops = sorted(rng.sample(range(1, 1200), count))
    for n in range(max_actions):
        if game.finished:
            return
        if stops and n == stops[0]:
            stops.pop(0)
            yield game
            if not stops:
                return
        action = choose(game, rng)
        assert action is not None, f"nobody can act in {game.round_label()}"
        game.process(action)


def refused_offers(game: Game, limit: int, rng: random.Random) -> list[tuple[Action, str]]:
    """Offered actions (up to `limit`, sampled) that `process` refuses on a copy."""
    offered = game.legal_actions()
    if len(offered) > limit:
        offered = rng.sample(offered, limit)
    out = []
    for action in offered:
        try:
            snapshot(game).process(action)
        except IllegalAction as exc:
            out.append((action, str(exc)))
    return out


# ------------------------------------------------------------------ illegal actions


def illegal_actions(game: Game, rng: random.Random, count: int) -> list[tuple[str, dict]]:
    """(what is wrong, action dict) pairs that no rule allows in this position."""
    offered = game.legal_actions()
    makers = [m for m in MAKERS if m.fits(game, offered)]
    out = []
    for _ in range(count * 4):
        if len(out) >= count or not makers:
            break
        maker = rng.choice(makers)
        made = maker.make(game, offered, rng)
        if made is not None:
            out.append((maker.name, made))
    return out


def fire(game: Game, what: str, action: dict) -> str | None:
    """Process an illegal action; what went wrong, or None when it was refused
    with the state unchanged."""
    before = fingerprint(game)
    try:
        game.process(action)
    except IllegalAction:
        pass
    except Exception as exc:  # any other exception is the finding
        return f"{what}: {type(exc).__name__}: {exc} for {action}"
    else:
        return f"{what}: accepted {action}"
    if fingerprint(game) != before:
        return f"{what}: refused but the state changed, {action}"
    return None


class Maker:
    def __init__(self, name: str, make: Callable, fits: Callable | None = None) -> None:
        self.name = name
        self._make = make
        self._fits = fits or (lambda game, offered: bool(offered))

    def fits(self, game: Game, offered: list[Action]) -> bool:
        return self._fits(game, offered)

    def make(self, game: Game, offered: list[Action], rng: random.Random) -> dict | None:
        return self._make(game, offered, rng)


def _pick(offered: list[Action], rng: random.Random, *, having: str | None = None):
    pool = [a for a in offered if having is None or having in a.args]
    return rng.choice(pool).to_dict() if pool else None


def _unknown_type(game, offered, rng) -> dict:
    return {"type": rng.choice(["teleport", "PASS", "", 7, None]), "entity": "p0"}


def _unknown_entity(game, offered, rng) -> dict | None:
    d = _pick(offered, rng)
    d["entity"] = rng.choice(["nobody", "", 3, None, "p99", "@ipo", "@pool"])
    return d


def _missing_field(game, offered, rng) -> dict | None:
    pool = [a for a in offered if any(not f.endswith("?") for f in SCHEMAS[a.type])]
    if not pool:
        return None
    d = rng.choice(pool).to_dict()
    required = [f for f in SCHEMAS[d["type"]] if not f.endswith("?")]
    del d[rng.choice(required)]
    return d


def _unknown_field(game, offered, rng) -> dict | None:
    d = _pick(offered, rng)
    d[rng.choice(["colour", "Price", "shares2", "extra"])] = 1
    return d


def _ill_typed(game, offered, rng) -> dict | None:
    pool = [a for a in offered if a.args]
    if not pool:
        return None
    d = rng.choice(pool).to_dict()
    key = rng.choice(sorted(d.keys() - {"type", "entity"}))
    value = rng.choice(ILL_TYPED)
    if key == "city" and value in (-1,):
        value = 0.5
    if value == -1 and key in ("shares", "routes", "combo"):
        value = "x"
    if key == "routes" and value == []:
        value = [{}]
    if key == "combo" and value == []:
        value = [""]
    d[key] = value
    return d


NUMBERS = {"price", "rotation", "city", "percent", "amount"}


def _bad_number(game, offered, rng) -> dict | None:
    pool = [a for a in offered if NUMBERS & a.args.keys()]
    if not pool:
        return None
    d = rng.choice(pool).to_dict()
    key = rng.choice(sorted(NUMBERS & d.keys()))
    bad = {
        "price": [-5, 2.5, 10**9, float("nan")],
        "rotation": [6, -1, 1.0, 7],
        "city": [0.5, -1, 1.5, 57],
        "percent": [0, -10, 10.5, 1000],
        "amount": [-1, 0.5, 10**9],
    }[key]
    d[key] = rng.choice(bad)
    if key == "price" and d[key] == 10**9 and d["type"] in ("sell_company",):
        d[key] = -5
    return d


def _bad_share(game, offered, rng) -> dict | None:
    d = _pick(offered, rng, having="shares")
    if d is None:
        return None
    share = d["shares"][0]
    corp, _, index = share.rpartition("_")
    d["shares"] = rng.choice([
        [share, share],  # the same certificate twice
        [f"{corp}_-1"],
        [f"{corp}_{index}.0"],
        [f"{corp}_99"],
        [f"NOSUCH_{index}"],
        [f"{corp}_ {index}"],
        [],
    ])
    return d


def _duplicate_share(game, offered, rng) -> dict | None:
    d = _pick(offered, rng, having="shares")
    if d is None:
        return None
    d["shares"] = d["shares"] + d["shares"][:1]
    return d


def _bad_train(game, offered, rng) -> dict | None:
    d = _pick(offered, rng, having="train")
    if d is None:
        return None
    if "variant" in d or rng.random() < 0.3:
        d["variant"] = rng.choice(["Z", "99", "2+2+2"])
    else:
        d["train"] = rng.choice(["9-99", "2--1", "2-0.5", "Q-0"])
    return d


def _bad_name(game, offered, rng) -> dict | None:
    keys = ("hex", "tile", "company", "corporation", "kind", "choice", "buyer")
    pool = [a for a in offered if set(keys) & a.args.keys()]
    if not pool:
        return None
    d = rng.choice(pool).to_dict()
    key = rng.choice(sorted(set(keys) & d.keys()))
    d[key] = rng.choice(["ZZ99", "nosuch", "p0 "])
    return d


def _bad_route(game, offered, rng) -> dict | None:
    d = _pick(offered, rng, having="routes")
    if d is None or not d["routes"]:
        return None
    route = dict(d["routes"][0])
    change = rng.choice(["train", "stops", "twice", "nostops", "logged"])
    if change == "logged":  # an 18xx.games form of route that names no real track
        route = {"train": route["train"], "connections": rng.choice(
            [[["ZZ99", "ZZ98"]], [[]], [["local", "ZZ99"]]])}
        if rng.random() < 0.5:
            route["nodes"] = ["ZZ9-0", "E6-0"]
    elif change == "train":
        route["train"] = "9-99"
    elif change == "stops":
        route["stops"] = ["ZZ99-0", "ZZ98-0"]
        route.pop("paths", None)
    elif change == "twice":
        d["routes"] = [route, dict(route)]
        return d
    else:
        route.pop("stops", None)
    d["routes"] = [route, *d["routes"][1:]]
    return d


def _wrong_step(game, offered, rng) -> dict | None:
    """An operating action where the current step (or round) has none of its kind."""
    kinds = {a.type for a in offered}
    ops = [*game.corporations, *game.minors]
    entity = rng.choice([*{a.entity for a in offered}, *ops])
    choices = []
    # a turn with trains may run its routes from an earlier step (skipping the rest)
    turn = getattr(game.round, "turn", None)
    steps = tuple(getattr(turn, "steps", ()))
    running = (game.round.kind == "operating" and turn is not None
               and bool(game.runnable_trains(turn.op)) and turn.step in steps
               and "routes" in steps and steps.index(turn.step) <= steps.index("routes"))
    if "run_routes" not in kinds and not running:
        choices.append({"type": "run_routes", "entity": entity, "routes": []})
    if "dividend" not in kinds:
        choices.append({"type": "dividend", "entity": entity, "kind": "payout"})
    if game.round.kind != "operating":
        choices.append({"type": "lay_tile", "entity": rng.choice(ops), "hex": "E6",
                        "tile": "57", "rotation": 0})
    return rng.choice(choices) if choices else None


def _idle_player(game, offered, rng) -> dict | None:
    """A player's own action made by another player who is not to act."""
    active = set(game.active_entities()) | set(game.deciding_players())
    idle = [p.id for p in game.players if p.id not in active]
    pool = [a for a in offered if game.is_player(a.entity) and a.type != "pass"]
    if not idle or not pool:
        return None
    d = rng.choice(pool).to_dict()
    d["entity"] = rng.choice(idle)
    return d


MAKERS = [
    Maker("unknown type", _unknown_type, lambda g, o: True),
    Maker("unknown entity", _unknown_entity),
    Maker("missing field", _missing_field),
    Maker("unknown field", _unknown_field),
    Maker("wrong type", _ill_typed),
    Maker("out of range", _bad_number),
    Maker("bad certificate", _bad_share),
    Maker("duplicate certificate", _duplicate_share),
    Maker("unknown train", _bad_train),
    Maker("unknown name", _bad_name),
    Maker("bad route", _bad_route),
    Maker("wrong step", _wrong_step, lambda g, o: True),
    Maker("idle player", _idle_player),
]
