"""P1 takes 30 off a yellow mine tile or a mine's closing (R-027): a company
that owns it may make such a lay when it can pay the rest, though not the
whole; the lay without P1 is then neither offered nor accepted. Positions of
the real log, the company's treasury cut by hand."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from tests.titles.esp_log import as_rulebook, next_entries, position
from tests.titles.test_18esp_rule_items import give_private

PROFILES = ["18xx.games", "rulebook"]


def with_cash(game, company: str, cash: int):
    game.corporation(company).cash = cash
    game.mark_edited()
    return game


def lay_of(entry: dict, entity: str, **extra):
    return act("lay_tile", entity, hex=entry["hex"], tile=entry["tile"].partition("-")[0],
               rotation=entry["rotation"], **extra)


def offered(game, lay) -> bool:
    return any(a.type == "lay_tile" and a.entity == lay.entity and a.args == lay.args
               for a in game.legal_actions())


def state(game, company: str, hex_: str) -> tuple:
    corp = game.corporation(company)
    p1 = game.companies["P1"]
    return (corp.cash, game.bank.cash, game.board.tile_of(hex_).tile, p1.closed, p1.owner,
            tuple(corp.companies), len(game.actions), tuple(game.round.turn.lays),
            game.current_step(), len(game.log))


def refuse(game, lay) -> str:
    """The rule that refuses `lay`; the position is left as it was."""
    before = state(game, lay.entity, lay["hex"])
    with pytest.raises(IllegalAction) as info:
        game.process(lay)
    assert state(game, lay.entity, lay["hex"]) == before
    return info.value.rule


def mine_tile_position(profile: str, cash: int):
    """FdC has just bought P1 (action 335); next it lays G17's yellow mine tile
    (30) with P1 (336)."""
    game, _ = position(335)
    game = as_rulebook(game) if profile == "rulebook" else game
    return with_cash(game, "FdC", cash), next_entries(335)[0]


@pytest.mark.rules("R-027", "R-086")
@pytest.mark.parametrize("profile", PROFILES)
def test_p1_lays_a_mine_tile_the_company_cannot_pay_in_full(profile):
    game, entry = mine_tile_position(profile, 10)  # the mine tile costs 30
    helped, alone = lay_of(entry, "FdC", special="P1"), lay_of(entry, "FdC")
    assert offered(game, helped)
    assert not offered(game, alone)
    assert refuse(game, alone) == "R-071"
    game.process(helped)
    assert game.corporation("FdC").cash == 10  # the tile's 30, less P1's 30
    assert game.board.tile_of("G17").tile == entry["tile"].partition("-")[0]
    assert game.companies["P1"].closed and "P1" not in game.corporation("FdC").companies


@pytest.mark.rules("R-027", "R-072")
def test_the_track_step_has_a_lay_when_only_p1_makes_the_mine_tile_affordable():
    """FdC has laid its free tile: its second costs 20 (R-071), the mine tile 30
    (R-072, without the 20), and it has 10."""
    game, entry = mine_tile_position("rulebook", 10)
    turn = game.round.turn
    turn.lays = ["lay"]
    game.mark_edited()
    lays = game.esp_lay_actions(turn)
    assert lays and all(a.get("special") == "P1" and a["hex"] in game.mine_hexes for a in lays)
    assert lay_of(entry, "FdC", special="P1") in lays
    turn.lay_cache = None  # the quick answer, not the listing kept for the position
    assert game.any_lay(turn) and game.track_step_waits(turn)


@pytest.mark.rules("R-027", "R-087", "R-071")
def test_p1_closes_a_mine_the_company_cannot_pay_to_close_in_full():
    """A has laid E33; next it closes D32's mine in a green upgrade, its paid
    second tile: 30 for the mine and the 20, 50 in all (action 612)."""
    site, _ = position(612)
    game = as_rulebook(site)
    give_private(game, "P1", "A")
    with_cash(game, "A", 40)
    entry = next_entries(612)[0]
    helped, alone = lay_of(entry, "A", special="P1"), lay_of(entry, "A")
    assert offered(game, helped)
    assert not offered(game, alone)
    assert refuse(game, alone) == "R-071"
    game.process(helped)
    assert game.corporation("A").cash == 40 - 20  # the second tile's 20 only
    assert game.companies["P1"].closed and "P1" not in game.corporation("A").companies


@pytest.mark.rules("R-027", "R-071")
def test_a_p1_lay_the_company_cannot_pay_even_less_30_is_refused():
    site, _ = position(612)
    game = as_rulebook(site)
    give_private(game, "P1", "A")
    with_cash(game, "A", 19)  # 50 less P1's 30 is 20
    entry = next_entries(612)[0]
    helped = lay_of(entry, "A", special="P1")
    assert not offered(game, helped)
    assert refuse(game, helped) == "R-071"
    assert not game.companies["P1"].closed
