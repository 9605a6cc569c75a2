"""The lays a company's privates make possible now (R-117 … R-125), as actions
naming the power in `special`, built from the checks `track.private_lay` runs."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g1822mx import cubes, mexico_city, six_exits, track
from gamedesk.titles.g1822mx.privates import track_privates

ABILITY = ("P8", "P12", "P13", "P17", "P18")  # powers the board knows as lay abilities
EXTRA = ("P9", "P17", "P18")  # lays beside the normal builds
CUBE_CARDS = ("P10", "P11")
TOWN_REMOVERS = ("P12", "P13")
#: powers a town remover rides on in one placement: P8 (R-121), and P9 as
#: 18xx.games allows it (log 86)
CARRIERS = ("P8", "P9")


def power_lays(game, turn) -> list[Action]:
    out: list[Action] = []
    usable = track_privates(game, turn.op)
    for sym in usable:
        if sym not in CUBE_CARDS:
            out += _lays_with(game, turn, sym)
        if sym == "P9" and _p9_left(turn):
            out += _p9_cubes(game, turn)
    for carrier in CARRIERS:
        for town in TOWN_REMOVERS:
            if carrier in usable and town in usable:
                out += _lays_with(game, turn, carrier, combo=town)
    for sym in CUBE_CARDS:
        out += _cubes_of(game, turn, sym)
    return out


def _lays_with(game, turn, sym: str, combo: str | None = None) -> list[Action]:
    """The lays `sym`'s power allows; with `combo` (P12/P13), the carrier's lays
    that also replace a single town with plain track (R-121)."""
    if sym not in EXTRA and track.lay_slot(game, turn) is None:
        return []
    try:
        colours = _colours(game, turn, sym)
    except IllegalAction:
        return []  # P8 in a minor beyond green
    p9_upgrade = sym == "P9" and not turn.p9_builds
    if sym == "P9" and not _p9_left(turn):
        return []
    out = []
    op = turn.op
    ability = combo or (sym if sym in ABILITY else None)
    options = game.board.lay_options(op.sym, colors=colours, new_lay=True, upgrade=True,
                                     special=ability)
    extra = {"combo": [combo]} if combo else {}
    for option in six_exits.without_five_exits(game, options):
        if ability in TOWN_REMOVERS and not track.on_lone_town(game, option.hex):
            continue
        upgrade = game.board.tile_of(option.hex).color != "white"
        if sym == "P9" and upgrade and not p9_upgrade:
            continue
        if combo and sym == "P8" and not upgrade:
            continue  # P8's part is an upgrade (R-117)
        if max(0, option.cost - cubes.discount(game, option.hex)) > op.cash:
            continue
        out += [act("lay_tile", op.sym, hex=option.hex, tile=option.tile, rotation=r, special=sym,
                    **extra)
                for r in option.rotations
                if mexico_city.allows(game, turn, option.hex, option.tile, r)]
    return out


def _colours(game, turn, sym: str) -> tuple[str, ...]:
    if sym == "P8":
        return track.next_colour(game, turn)
    if sym in ("P17", "P18"):
        return ("blue",)
    return track.lay_colours(game, turn)


def _p9_left(turn) -> bool:
    done = turn.p9_builds
    return "upgrade" not in done and len(done) < track.P9_LAYS[turn.op.kind]


def _p9_cubes(game, turn) -> list[Action]:
    """A P9 extra yellow build taken as a builder cube (R-118, R-131)."""
    return cubes.cube_lays(game, turn.op.sym, special="P9")


def _cubes_of(game, turn, sym: str) -> list[Action]:
    """R-119: P10/P11 cubes, on top of the normal build, on reached terrain."""
    company = game.companies.get(sym)
    if company is None or company.owner != turn.op.sym or game.cubes.get(sym, 0) <= 0:
        return []
    return cubes.cube_lays(game, turn.op.sym, from_pool=False, special=sym)  # from the card
