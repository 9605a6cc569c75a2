"""Later-game 18MEX positions built directly from a real game.

A test starts from a position reached by legal play (`first_operating_round`,
`four_majors`, ...) and then sets the state it needs with the engine's own
objects: cash moves through `game.pay` (total cash is conserved), trains
through `game.give_train`, tiles through `board.lay_tile`, stations through
`board.place_token`, phases through `game.change_phase`; each helper ends with
`game.mark_edited()`, as a hand edit must (the kept legal actions, the checkpoint).
"""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import DEPOT
from tests.titles.mex_helpers import fingerprint, play

# --------------------------------------------------------------------- checks


def refused(game, move, *rules):
    """The move is refused with one of `rules` and changes nothing."""
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        play(game, move)
    assert err.value.rule in rules, err.value
    assert fingerprint(game) == before
    return err.value


def refused_action(game, action, *rules):
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process(action)
    assert err.value.rule in rules, err.value
    assert fingerprint(game) == before
    return err.value


# --------------------------------------------------------------------- board


def rotation_for(game, tile: str, edges) -> int:
    """The rotation of `tile` whose track leaves by exactly `edges`."""
    tdef = game.board.catalogue.defs[tile]
    for rot in range(6):
        if tdef.oriented(rot).exits == frozenset(edges):
            return rot
    raise AssertionError(f"tile {tile} has no rotation with exits {sorted(edges)}")


def track(game, hex_: str, tile: str, *edges: int) -> None:
    """Lay `tile` on `hex_` so that its track leaves by `edges` (no cost, no checks)."""
    game.board.lay_tile(hex_, tile, rotation_for(game, tile, edges))
    game.mark_edited()


def station(game, sym: str, hex_: str, index: int = 0) -> None:
    """`sym` already has a (paid) station in `hex_`."""
    game.board.place_token(sym, hex_, index)
    game.operator(sym).tokens_placed += 1
    game.mark_edited()


def fund(game, sym: str, amount: int) -> None:
    """The bank gives `sym` (player or company) `amount`."""
    game.pay(game.bank, game.holder(sym), amount)
    game.mark_edited()


def drain(game, sym: str, keep: int = 0) -> None:
    """`sym` (player or company) gives all but `keep` of its cash to the bank."""
    holder = game.holder(sym)
    if holder.cash > keep:
        game.pay(holder, game.bank, holder.cash - keep)
        game.mark_edited()


def give_trains(game, sym: str, *names: str) -> list:
    """Hand `sym` the next unsold bank trains of these types (no phase change)."""
    out = []
    for name in names:
        train = next(
            t for t in game.depot.trains if t.owner == DEPOT and t.name == name
        )
        game.give_train(train, sym)
        out.append(train)
    game.mark_edited()
    return out


def to_phase(game, name: str) -> None:
    """Set the phase by name (no train events run)."""
    names = [p.name for p in game.phases.all]
    game.change_phase(names.index(name))
    game.mark_edited()


# --------------------------------------------------------------------- CHI's line


def chihuahua_to_torreon(game) -> None:
    """Chihuahua (E6) – G6 – H7 – Torreón (I8), and El Paso via C6."""
    track(game, "C6", "9", 0, 3)
    track(game, "G6", "8", 3, 5)
    track(game, "H7", "9", 2, 5)
    track(game, "I8", "57", 2, 5)


def chihuahua_to_los_mochis(game) -> None:
    """Chihuahua (E6) – G6 – H5 – Los Mochis (I4)."""
    track(game, "G6", "8", 3, 1)
    track(game, "H5", "9", 4, 1)
    track(game, "I4", "57", 4, 1)


def route(train_id: str, *stops: str) -> dict:
    return {"train": train_id, "stops": list(stops)}


def chihuahua_to_san_antonio(game) -> None:
    """Chihuahua (E6) – C6 – D7 – E8 – D9 – E10 – San Antonio (D11, two circles)."""
    track(game, "C6", "7", 0, 5)
    track(game, "D7", "9", 2, 5)
    track(game, "E8", "8", 2, 4)
    track(game, "D9", "8", 1, 5)
    track(game, "E10", "8", 2, 4)


def torreon_to_monterrey(game) -> None:
    """Continue Chihuahua – Torreón on to Monterrey (I10) through J9."""
    track(game, "I8", "57", 2, 5)
    track(game, "J9", "8", 2, 4)
    track(game, "I10", "57", 1, 4)


def torreon_to_zacatecas(game) -> None:
    """Continue Chihuahua – Torreón to the town of Zacatecas (K8)."""
    track(game, "I8", "6", 2, 0)
    track(game, "K8", "4", 3, 0)


def el_paso_to_hermosillo(game) -> None:
    """El Paso (A6, red) – B5 – C4 – Hermosillo (D3), beyond Chihuahua – C6 – El Paso."""
    track(game, "B5", "9", 4, 1)
    track(game, "C4", "9", 4, 1)
    track(game, "D3", "57", 4, 1)


# --------------------------------------------------------------------- companies


def float_major(game, sym: str, pid: str, par: int = 60, percent: int = 50) -> None:
    """`pid` started `sym` at `par` and holds `percent` (paid to the bank)."""
    from gamedesk.engine.entities import IPO

    fund(game, pid, par * percent // 10)
    game.par_corporation(pid, sym, par)
    corp = game.corporations[sym]
    for share in corp.shares:
        if corp.percent_of(pid) >= percent:
            break
        if share.owner == IPO and not share.reserved:
            game.pay(game.player(pid), game.bank, par)
            share.owner = pid
    game.check_float(corp)


def gone_from_bank(game, *names: str) -> None:
    """Every bank copy of these train types was bought and has left play."""
    for train in [t for t in game.depot.trains if t.owner == DEPOT and t.name in names]:
        game.scrap_train(train)
    game.depot.bought_names.update(names)


def phase_three_and_a_half(game) -> None:
    """The fifth 3-train was bought: minors trade in, NdM is for sale."""
    to_phase(game, "3½")
    game.close_minors()


def float_ndm(game, *buyers: str, home: bool = True) -> None:
    """NdM (par 90, president p1 through the MNR) floats: each buyer holds a 10%.
    `home`: it has placed its home station (else it has yet to operate)."""
    ndm = game.corporations["NdM"]
    for pid in buyers:
        share = next(s for s in ndm.shares if s.owner == "@ipo" and not s.reserved)
        game.pay(game.player(pid), game.bank, ndm.par)
        share.owner = pid
    game.check_float(ndm)
    assert ndm.floated
    if home:
        game.place_home_token(ndm)


# --------------------------------------------------------------------- switches and ports


def switch_north_of_chihuahua(game) -> None:
    """A fork (#23) in G6 whose two branches share the side toward Chihuahua (E6):
    one branch runs by H5 to Los Mochis (I4), the other by I6 to the town of
    Culiacán (J5). Neither end meets the other except through that shared stub."""
    track(game, "G6", "23", 3, 0, 1)
    assert game.board.tile_of("G6").rotation == 3  # the shared stub faces E6
    track(game, "H5", "9", 4, 1)
    track(game, "I4", "5", 4, 5)
    track(game, "I6", "8", 3, 1)
    track(game, "J5", "3", 4, 5)


def mexico_city_east(game) -> None:
    """Brown #485 in Mexico City (O10 + P11) with both east tracks built on: the
    lane by O12 to Tampico (M12, #472) and the lane through Puebla by Q12 to
    Veracruz (P13, #473), each with its dead-end port town."""
    game.board.lay_tile("O10", "485MC", 0)
    track(game, "O12", "8", 1, 3)
    track(game, "Q12", "8", 2, 4)
    game.board.lay_tile("M12", "472", 0)
    track(game, "P13", "473", 5, 1)
