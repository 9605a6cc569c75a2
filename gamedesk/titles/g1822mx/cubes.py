"""Builder cubes (R-131, R-139 … R-142): placed like a yellow tile on a hex with a
terrain cost, they later pay that cost: one cube a river ($20) or hill ($40),
two cubes a mountain ($80). 18xx.games logs place them as the pseudo-tile BC."""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

CUBE_TILE = "BC"
PAY_ORDER = ("mountain", "hill", "river")  # §4.3: 18xx.games applies cubes in this order


def terrain_parts(game, hex_: str) -> list[str]:
    """The terrain kinds still to be paid in a hex (only while its printed tile lies)."""
    if hex_ in game.rules_data["builder_cubes"]["excluded_hexes"]:
        return []
    if not game.board.tile_of(hex_).preprinted:
        return []
    parts: list[str] = []
    for upgrade in game.board.grid.info(hex_).tile.get("upgrades", []):
        parts += [t for t in upgrade.get("terrains", []) if t in _rules(game)["cost_reduction"]]
    return parts


def _rules(game) -> dict:
    return game.rules_data["builder_cubes"]


def capacity(game, hex_: str) -> int:
    return sum(_rules(game)["max_per_tile"][t] for t in terrain_parts(game, hex_))


def place_cube(game, turn, hex_: str, *, from_pool: bool = True, source: str | None = None
               ) -> None:
    """R-139: a cube goes on a terrain hex the company reaches (never Mexico City).
    In the rulebook it comes from the pool or, once that is empty, from `source`,
    a hex of the board holding one (R-141)."""
    if hex_ not in game.board.grid:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "there is no hex {hex}"), "R-139", hex=hex_)
    held = game.cubes_on.get(hex_, 0)
    if held >= capacity(game, hex_):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{hex} has no terrain cost left for a cube"),
            "R-139", hex=hex_,
        )
    if not reaches_edge(game, turn.op.sym, hex_):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no route to {hex}"),
            "R-139", company=turn.op.sym, hex=hex_,
        )
    if game.rulebook and from_pool:
        _take_cube(game, hex_, source)
    game.cubes_on[hex_] = held + 1
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} places a builder cube in {hex}"),
        company=turn.op.sym, hex=hex_)


def _take_cube(game, hex_: str, source: str | None) -> None:
    if game.cube_pool > 0:
        if source is not None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "cubes come from the board only once the pool is empty"),
                "R-141",
            )
        game.cube_pool -= 1
        return
    if source is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the builder-cube pool is empty: take a cube from the board"),
            "R-141",
        )
    if source == hex_ or game.cubes_on.get(source, 0) <= 0:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{source} has no cube to move to {hex}"),
            "R-141", source=source, hex=hex_,
        )
    game.cubes_on[source] -= 1
    if not game.cubes_on[source]:
        del game.cubes_on[source]


def sources(game, hex_: str) -> list[str | None]:
    """Where a new cube for `hex_` may come from: the pool (None) or, in the
    rulebook once the pool is empty, each other hex holding a cube (R-141)."""
    if not game.rulebook or game.cube_pool > 0:
        return [None]
    return sorted(h for h, n in game.cubes_on.items() if n > 0 and h != hex_)


def cube_lays(game, company: str, *, from_pool: bool = True, **fields) -> list:
    """The cube placements open to `company` as lay actions (R-139): each reached
    hex with room, and where the cube comes from (R-141) when it is the pool's;
    `fields` (e.g. `special`) go into each action."""
    from gamedesk.engine.actions import act

    out = []
    for hex_ in game.board.hexes():
        if game.cubes_on.get(hex_, 0) >= capacity(game, hex_):
            continue
        if not reaches_edge(game, company, hex_):
            continue
        for source in sources(game, hex_) if from_pool else [None]:
            where = {} if source is None else {"from": source}
            out.append(act("lay_tile", company, hex=hex_, tile=CUBE_TILE, rotation=0,
                           **fields, **where))
    return out


def reaches_edge(game, company: str, hex_: str) -> bool:
    """R-139: the company's track (or a station's hex) touches a side of the hex."""
    reach = game.board.reach(company, for_lay=True)
    if hex_ in reach.edges or hex_ in reach.entries:
        return True
    for edge in range(6):
        other = game.board.grid.neighbor(hex_, edge)
        if other is not None and (edge + 3) % 6 in reach.edges.get(other, ()):
            return True
    return False


def discount(game, hex_: str) -> int:
    """R-140: what the cubes on a hex pay of its terrain cost."""
    cubes = game.cubes_on.get(hex_, 0)
    paid = 0
    parts = terrain_parts(game, hex_)
    needed, pays = _rules(game)["max_per_tile"], _rules(game)["cost_reduction"]
    for kind in PAY_ORDER:
        for _ in range(parts.count(kind)):
            if cubes >= needed[kind]:
                cubes -= needed[kind]
                paid += pays[kind]
    return paid


def clear(game, hex_: str) -> None:
    """Cubes leave a hex when a tile is laid there (back to the pool)."""
    returned = game.cubes_on.pop(hex_, 0)
    if game.rulebook:
        game.cube_pool += returned
