"""Track and stations in an 1822MX operating turn (R-130 … R-165)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g1822mx import cubes, mexico_city, six_exits
from gamedesk.titles.g1822mx.privates import TRACK_POWERS

MINOR_COLOURS = ("yellow", "green")  # a minor never lays brown or gray
STATION_COST = 100


def lay_slots(game, turn) -> list[dict]:
    """R-130: the build allowance of the operating company this turn."""
    lays = game.data.game["rules"]["tile_lays"]
    if turn.is_minor:
        return lays["minor"]
    if game.phases.index >= _phase_index(game, "3"):
        return lays["major_phase_3_on"]
    return lays["major_before_phase_3"]


def _phase_index(game, name: str) -> int:
    return [p.name for p in game.phases.all].index(name)


def lay_slot(game, turn) -> dict | None:
    slots = lay_slots(game, turn)
    if len(turn.lays) >= len(slots):
        return None
    slot = slots[len(turn.lays)]
    if slot["lay"] == "not_if_upgraded" and "upgrade" in turn.lays:
        return None  # no yellow after an upgrade
    return slot


def lay_colours(game, turn) -> tuple[str, ...]:
    colours = game.phase.tiles
    return tuple(c for c in colours if c in MINOR_COLOURS) if turn.is_minor else colours


def lay_tile(game, turn, action: Action) -> None:
    special = action.get("special")
    if special is not None:
        special_lay(game, turn, special, action)
        return
    slot = lay_slot(game, turn)
    if slot is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no build left this turn"),
            "R-130", company=turn.op.sym,
        )
    name, tile_id = game.tile_name_and_id(action["tile"])
    hex_, rotation = action["hex"], int(action["rotation"])
    if name == cubes.CUBE_TILE:
        if not slot["lay"]:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "a cube takes the place of a yellow tile"),
                "R-131",
            )
        cubes.place_cube(game, turn, hex_, source=action.get("from"))
        turn.lays.append("lay")
        return
    allowance = {"colors": lay_colours(game, turn), "new_lay": bool(slot["lay"]),
                 "upgrade": bool(slot["upgrade"])}
    cost = game.board.check_lay(turn.op.sym, hex_, name, rotation, **allowance)
    six_exits.check(game, turn.op, hex_, name, **allowance)
    cost = max(0, cost - cubes.discount(game, hex_))
    if cost > turn.op.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the terrain costs {amount}"),
            "R-138", amount=game.money(cost),
        )
    if mexico_city.check(game, turn, hex_, name, rotation) and not turn.consent_granted:
        mexico_city.ask(game, turn, action)  # the lay waits for the answer
        return
    upgrade = game.board.tile_of(hex_).color not in ("white",)
    lay(game, hex_, name, rotation, tile_id)
    cubes.clear(game, hex_)
    if cost:
        game.pay(turn.op, game.bank, cost)
    turn.lays.append("upgrade" if upgrade else "lay")
    if cost:
        game.add_log(QT_TRANSLATE_NOOP("game", "{company} lays tile {tile} in {hex} for {price}"),
                     company=turn.op.sym, tile=name, hex=hex_, price=game.money(cost))
    else:
        game.add_log(
            QT_TRANSLATE_NOOP("game", "{company} lays tile {tile} in {hex}"),
            company=turn.op.sym,
            tile=name, hex=hex_)


def special_lay(game, turn, sym: str, action: Action) -> None:
    """A lay with a private's power (R-117 … R-121), P10/P11 cubes included."""
    powers = [sym, *action.get("combo", [])]
    name, _ = game.tile_name_and_id(action["tile"])
    if sym in ("P10", "P11") and name == cubes.CUBE_TILE:
        cube_from_private(game, turn, sym, action)
        return
    for power in powers:
        company = game.companies.get(power)
        if company is None or company.owner != turn.op.sym or company.closed:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} does not own {power}"),
                "R-103", company=turn.op.sym, power=power,
            )
    if not set(powers) <= set(TRACK_POWERS) or {"P10", "P11"} & set(powers):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{items} cannot lay that"),
            "R-121", items='+'.join(powers),
        )
    if name == cubes.CUBE_TILE:
        p9_cube(game, turn, powers, action)
        return
    private_lay(game, turn, powers, action)


def p9_cube(game, turn, powers: list[str], action: Action) -> None:
    """One of P9's extra yellow builds used for a builder cube (R-118, R-131)."""
    if powers != ["P9"]:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{items} cannot place a builder cube"),
            "R-121", items='+'.join(powers),
        )
    check_p9(game, turn, upgrade=False)
    cubes.place_cube(game, turn, action["hex"], source=action.get("from"))
    used_up(game, turn, powers, upgrade=False)


def private_lay(game, turn, powers: list[str], action: Action) -> None:
    """P8: next colour in place of a normal build; P9: extra builds; P12/P13: plain
    track over a single town; P17/P18: a port on a water spike."""
    name, tile_id = game.tile_name_and_id(action["tile"])
    hex_, rotation = action["hex"], int(action["rotation"])
    colours = lay_colours(game, turn)
    if "P8" in powers:
        colours = next_colour(game, turn)  # one colour ahead
    if {"P17", "P18"} & set(powers):
        colours = ("blue",)  # a port tile replaces a water spike
    extra = "P9" in powers or {"P17", "P18"} & set(powers)
    slot = None if extra else lay_slot(game, turn)
    if not extra and slot is None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no build left this turn"),
            "R-117", company=turn.op.sym,
        )
    upgrade = game.board.tile_of(hex_).color not in ("white",)
    if {"P12", "P13"} & set(powers) and not on_lone_town(game, hex_):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "P12 and P13 replace a single town with plain track"),
            "R-120",
        )
    ability = next((p for p in ("P12", "P13", "P8", "P17", "P18") if p in powers), None)
    if "P9" in powers:
        check_p9(game, turn, upgrade)
    allowance = {"colors": colours, "new_lay": True, "upgrade": True, "special": ability}
    cost = game.board.check_lay(turn.op.sym, hex_, name, rotation, **allowance)
    six_exits.check(game, turn.op, hex_, name, **allowance)
    cost = max(0, cost - cubes.discount(game, hex_))
    if cost > turn.op.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the terrain costs {amount}"),
            "R-138", amount=game.money(cost),
        )
    if mexico_city.check(game, turn, hex_, name, rotation) and not turn.consent_granted:
        mexico_city.ask(game, turn, action)
        return
    lay(game, hex_, name, rotation, tile_id)
    cubes.clear(game, hex_)
    if cost:
        game.pay(turn.op, game.bank, cost)
    if slot is not None:
        turn.lays.append("upgrade" if upgrade else "lay")
    used_up(game, turn, powers, upgrade)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} lays tile {tile} in {hex} with {powers}"),
                 company=turn.op.sym, tile=name, hex=hex_, powers="+".join(powers))


def lay(game, hex_: str, name: str, rotation: int, tile_id: str | None) -> None:
    """Lay a checked tile. A company whose stations in the hex come together in one
    city keeps one of them; the others go back to its Available area (R-144, R-077)."""
    before = _stations_in(game, hex_)
    game.board.lay_tile(hex_, name, rotation, tile_id=tile_id)
    after = _stations_in(game, hex_)
    for sym, count in before.items():
        lost = count - after.get(sym, 0)
        if lost > 0:
            game.corporations[sym].tokens_placed -= lost
            game.add_log(
                QT_TRANSLATE_NOOP("game", "{company}'s stations in {hex} merge: {count} back to its charter"),  # noqa: E501
                company=sym, hex=hex_, count=lost)


def _stations_in(game, hex_: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for (coord, _), city in game.board.city_states.items():
        if coord == hex_:
            for sym in city.slots:
                if sym is not None:
                    counts[sym] = counts.get(sym, 0) + 1
    return counts


def on_lone_town(game, hex_: str) -> bool:
    """R-120: the hex (printed or laid) has one town and no city."""
    current = game.board.tile_def(hex_)
    return current.count("town") == 1 and not current.count("city")


P9_LAYS = {"major": 2, "minor": 1}


def check_p9(game, turn, upgrade: bool) -> None:
    done = turn.p9_builds
    if upgrade and done:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "P9 gives one upgrade or extra yellow tiles, not both"),
            "R-118",
        )
    if "upgrade" in done or len(done) >= P9_LAYS[turn.op.kind]:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "P9's extra builds are used up"), "R-118")


def used_up(game, turn, powers: list[str], upgrade: bool) -> None:
    for power in powers:
        if power != "P9":
            _close(game, turn.op, power)
    if "P9" in powers:
        turn.p9_builds.append("upgrade" if upgrade else "lay")
        if upgrade or len(turn.p9_builds) >= P9_LAYS[turn.op.kind]:
            _close(game, turn.op, "P9")


def _close(game, op, sym: str) -> None:
    game.companies[sym].closed = True
    if sym in op.companies:
        op.companies.remove(sym)


def next_colour(game, turn) -> tuple[str, ...]:
    order = ("yellow", "green", "brown", "gray")
    colours = game.phase.tiles
    nxt = order[min(len(colours), len(order) - 1)]
    if turn.is_minor and nxt not in MINOR_COLOURS:
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "a minor may not lay beyond green"), "R-106")
    return (*colours, nxt)


def cube_from_private(game, turn, sym: str, action: Action) -> None:
    """R-119: the cubes of P10/P11 go down on top of the normal build (the card may
    already be closed: in the rulebook it closes when the cubes are taken)."""
    if game.companies[sym].owner != turn.op.sym or game.cubes.get(sym, 0) <= 0:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no builder cube of {company2} left"),
            "R-119", company=turn.op.sym, company2=sym,
        )
    cubes.place_cube(game, turn, action["hex"], from_pool=False)
    game.cubes[sym] -= 1
    if game.cubes[sym] == 0:
        _close(game, turn.op, sym)  # its three cubes are used


def tokens_to_place(game, op) -> int:
    """Available tokens, and with 18xx.games the Exchange tokens too (R-163, R-167)."""
    spare = game.exchange_tokens.get(op.sym, 0) if game.exchange_tokens_placeable_for_100 else 0
    return op.tokens_left() + spare


def may_place_token(game, op) -> bool:
    if tokens_to_place(game, op) <= 0 or op.cash < STATION_COST:
        return False
    if game.token_step_counts_own_cities:
        return bool(free_cities_reached(game, op))
    return bool(game.board.token_options(op.sym))


def free_cities_reached(game, op) -> list[tuple[str, int]]:
    """18xx.games: cities on the company's network with a circle free for it,
    its own included. A circle kept for a minor's home is not free; one kept
    for a major's home is (logs 123055 and 1822MX_game_end_stock_market)."""
    board = game.board
    return [node for node in sorted(board.reach(op.sym).nodes)
            if (city := board.city_state(*node)) is not None
            and city.free > _kept_for_minors(game, city, op.sym)]


def _kept_for_minors(game, city, sym: str) -> int:
    return len([r for r in city.reserved_for
                if r != sym and game.corporations[r].kind == "minor"])


def place_token(game, op, action: Action) -> None:
    if op.kind == "minor":
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "a minor has only its home station"), "R-166")
    if tokens_to_place(game, op) <= 0:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has no station left"),
            "R-163", company=op.sym,
        )
    if op.cash < STATION_COST:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "a station costs {amount}"),
            "R-163", amount=game.money(STATION_COST),
        )
    hex_, index = game.resolve_city(action)
    game.board.check_token(op.sym, hex_, index)
    game.board.place_token(op.sym, hex_, index)
    if op.tokens_left() > 0:
        op.tokens_placed += 1
    else:
        game.exchange_tokens[op.sym] -= 1  # placed as an Available token
    game.pay(op, game.bank, STATION_COST)
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{company} places a station in {hex}"),
        company=op.sym, hex=hex_)
