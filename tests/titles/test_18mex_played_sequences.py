"""18MEX rules checked at positions reached the way a game reaches them.

The earlier tests of these rules built their position by hand (the KCM&O handed
to CHI, the Copper Canyon lay tried first) or tried one alternative only (a pass
where the free MCAR must be taken), so the real sequence was never met. Here
every step is a `process`ed action, taken from the legal-action query where it
offers one, and at the position under test every action of the offered kinds is
tried, not only the expected one.
"""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from tests.titles.mex_helpers import (
    after_sale,
    fingerprint,
    new_mex,
    play,
    start,
    to_operating,
    turn_of,
)
from tests.titles.mex_positions import refused_action

PROFILES = ("rulebook", "18xx.games")

# --------------------------------------------------------------------- Copper Canyon


def chi_buys_kcmo(profile: str):
    """OR1 with the early KCM&O purchase (O-2): CHI (Cy) buys the KCM&O from Ben
    through its own turn, in its track step."""
    game = after_sale(profile=profile, options=("early_buy_of_kcmo",))
    start(game, "p2", "MC", 60)
    start(game, "p3", "CHI", 70)
    to_operating(game)
    turn_of(game, "CHI")
    buy = next(a for a in game.legal_actions()
               if a.type == "buy_company" and a["company"] == "KCMO")
    game.process(buy)
    assert game.company("KCMO").owner == "CHI" and game.round.turn.step == "track"
    return game


def copper_canyon_lays(game):
    return [a for a in game.legal_actions()
            if a.type == "lay_tile" and a["tile"].startswith("470")]


def normal_lay(game):
    """An offered lay that is not the Copper Canyon and not in F5 (which would cost
    the KCM&O its ability, R-160)."""
    return next(a for a in game.legal_actions() if a.type == "lay_tile"
                and a["hex"] != "F5" and not a["tile"].startswith("470"))


@pytest.mark.rules("R-140", "R-158", "R-084")
@pytest.mark.parametrize("profile", PROFILES)
def test_copper_canyon_may_follow_the_two_normal_yellow_lays(profile):
    game = chi_buys_kcmo(profile)
    game.process(normal_lay(game))
    game.process(normal_lay(game))
    turn = game.round.turn
    assert turn.lays == ["lay", "lay"]
    # The normal lays are used up; the track step waits for the Copper Canyon.
    assert turn.step == "track"
    assert not any(a.type == "lay_tile" and not a["tile"].startswith("470")
                   for a in game.legal_actions())
    offered = copper_canyon_lays(game)
    assert offered
    cash = game.corporations["CHI"].cash
    game.process(offered[0])
    assert game.board.tile_of("F5").tile.startswith("470")
    assert game.corporations["CHI"].cash == cash - 60
    assert game.round.turn.step != "track"  # nothing left to lay: the step is over


@pytest.mark.rules("R-140", "R-158")
@pytest.mark.parametrize("profile", PROFILES)
def test_copper_canyon_may_follow_an_upgrade(profile):
    game = chi_buys_kcmo(profile)
    first = normal_lay(game)
    game.process(first)
    # The game goes on to Phase 3 (green) by the bank's trains; CHI's next turn
    # upgrades the tile it laid, which ends its normal lays.
    game.change_phase(1)
    game.round.turn.lays.clear()
    upgrade = next(a for a in game.legal_actions() if a.type == "lay_tile"
                   and a["hex"] == first["hex"])
    game.process(upgrade)
    assert game.round.turn.lays == ["upgrade"] and game.round.turn.step == "track"
    offered = copper_canyon_lays(game)
    assert offered
    game.process(offered[0])
    assert game.board.tile_of("F5").tile.startswith("470")


@pytest.mark.rules("R-084")
def test_passing_the_track_step_gives_up_the_copper_canyon_lay():
    game = chi_buys_kcmo("rulebook")
    game.process(normal_lay(game))
    game.process(normal_lay(game))
    lay = copper_canyon_lays(game)[0]
    play(game, ("pass", "CHI"))
    assert game.round.turn.step != "track"
    assert not copper_canyon_lays(game)
    refused_action(game, lay, "R-084")


# --------------------------------------------------------------------- the free MCAR


def four_all_pass_rounds(profile: str):
    """Four rounds in which all three players passed, played through `process`."""
    game = new_mex(3, profile=profile)
    for _ in range(4):
        for _ in range(3):
            play(game, ("pass", game.active_entities()[0]))
    return game


def every_bid_and_pass(game, pid: str) -> list:
    """Each kind of move a player may make in the sale: a bid on every unsold
    company (the lowest bid it may take), and a pass."""
    sale = game.round.sale
    moves = [act("pass", pid)]
    for company in sale.unsold()[1:]:
        moves.append(act("bid", pid, company=company.sym, price=sale.min_bid(company)))
    return moves


@pytest.mark.rules("R-023")
def test_after_four_all_pass_rounds_taking_mcar_is_the_only_move():
    game = four_all_pass_rounds("rulebook")
    assert game.round.kind == "stock" and game.turn == 5
    pid = game.active_entities()[0]
    assert pid == game.priority
    assert game.legal_actions() == [act("bid", pid, company="MCAR", price=0)]
    for move in every_bid_and_pass(game, pid):
        refused_action(game, move, "R-023")
    cash = game.player(pid).cash
    play(game, ("bid", pid, {"company": "MCAR", "price": 0}))
    assert game.company("MCAR").owner == pid and game.player(pid).cash == cash
    assert game.active_entities() == [game.next_player(pid).id]  # it was the whole turn


@pytest.mark.rules("R-023", "G-10")
def test_the_site_hands_mcar_to_the_priority_holder_when_its_price_reaches_nothing():
    game = four_all_pass_rounds("18xx.games")
    first = game.players[0].id
    assert game.company("MCAR").owner == first
    assert game.round.kind == "auction"
    assert game.active_entities() == [game.next_player(first).id]
    assert not any(a.type == "bid" and a["company"] == "MCAR" for a in game.legal_actions())


@pytest.mark.rules("R-023")
def test_a_refused_bid_in_sr5_leaves_the_obligation_with_the_priority_holder():
    game = four_all_pass_rounds("rulebook")
    pid = game.active_entities()[0]
    before = fingerprint(game)
    refused_action(game, act("bid", pid, company="KCMO", price=45), "R-023")
    assert fingerprint(game) == before and game.active_entities() == [pid]
