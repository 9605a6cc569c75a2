"""18MW set-up and the private auction of the initial stock round (R-001 …
R-003, R-066 … R-075; readings Q-05 and Q-06)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from tests.titles.common import play
from tests.titles.mw_helpers import new_game, pass_until, refused, sell_all_privates


@pytest.mark.rules("R-001")
@pytest.mark.parametrize("count", [2, 6])
def test_a_game_needs_three_to_five_players(count):
    players = [(str(n), f"P{n}") for n in range(count)]
    with pytest.raises(IllegalAction) as info:
        new_game(players)
    assert info.value.rule == "R-001"


@pytest.mark.rules("R-002")
@pytest.mark.parametrize("count,cash,bank", [(3, 650, 10050), (4, 550, 9800), (5, 450, 9750)])
def test_starting_cash_comes_out_of_the_bank(count, cash, bank):
    game = new_game([(str(n), f"P{n}") for n in range(count)])
    assert [p.cash for p in game.players] == [cash] * count
    assert game.bank.cash == bank


@pytest.mark.rules("R-003", "R-066")
def test_the_first_seat_has_priority_and_all_seven_privates_are_auctioned():
    game = new_game()
    assert game.active_entities() == ["a"] and game.round_kind() == "auction"
    offered = {a["company"] for a in game.legal_actions() if a.type == "bid"}
    assert offered == {"H&StJ", "StL&A", "SLFLC", "L&M", "RI", "CFHC", "M&O"}


@pytest.mark.rules("R-067")
def test_a_first_bid_is_at_least_face_and_a_raise_at_least_five():
    game = new_game()
    assert refused(game, "bid", "a", company="RI", price=115).rule == "R-067"
    play(game, ("bid", "a", {"company": "RI", "price": 120}))
    assert refused(game, "bid", "b", company="RI", price=124).rule == "R-067"
    play(game, ("bid", "b", {"company": "RI", "price": 125}))
    assert game.round.high_bid("RI") == ("b", 125)


@pytest.mark.rules("R-068")
def test_standing_bids_may_not_set_aside_more_than_the_players_cash():
    game = new_game()  # 4 players: $550 each
    play(game, ("bid", "a", {"company": "M&O", "price": 400}), ("pass", "b"), ("pass", "c"),
         ("pass", "d"))
    error = refused(game, "bid", "a", company="CFHC", price=160)
    assert error.rule == "R-068"
    play(game, ("bid", "a", {"company": "RI", "price": 150}))
    assert game.round.committed("a") == 550


@pytest.mark.rules("R-069")
def test_an_outbid_player_who_takes_his_bid_back_may_not_bid_again():
    game = new_game()
    play(game, ("bid", "a", {"company": "RI", "price": 120}),
         ("bid", "b", {"company": "RI", "price": 125}),
         ("pass", "c"), ("pass", "d"))
    assert refused(game, "withdraw_bid", "b", company="RI").rule == "turn"
    play(game, ("withdraw_bid", "a", {"company": "RI"}))
    assert game.round.committed("a") == 0
    assert refused(game, "bid", "a", company="RI", price=130).rule == "R-069"


@pytest.mark.rules("R-069")
def test_the_high_bid_cannot_be_taken_back():
    game = new_game()
    play(game, ("bid", "a", {"company": "RI", "price": 120}), ("pass", "b"), ("pass", "c"),
         ("pass", "d"))
    assert refused(game, "withdraw_bid", "a", company="RI").rule == "R-069"


@pytest.mark.rules("R-070", "R-071")
def test_when_all_pass_each_high_bidder_pays_and_priority_follows_the_last_bidder():
    game = new_game()
    play(game, ("bid", "a", {"company": "RI", "price": 120}),
         ("bid", "b", {"company": "RI", "price": 130}),
         ("bid", "c", {"company": "H&StJ", "price": 40}))
    for pid in ("d", "a", "b", "c"):
        play(game, ("pass", pid))
    assert game.company("RI").owner == "b" and game.company("H&StJ").owner == "c"
    # the outbid money is free again; each winner paid, then got one round's revenue
    assert [game.player(p).cash for p in "abc"] == [550, 550 - 130 + 20, 550 - 40 + 20]
    assert game.priority_holder() == "d"  # left of c, the last bidder


@pytest.mark.rules("R-074")
def test_unsold_privates_bring_a_privates_only_round_then_a_new_auction_at_face():
    game = new_game()
    play(game, ("bid", "a", {"company": "RI", "price": 130}))
    for pid in ("b", "c", "d", "a"):
        play(game, ("pass", pid))
    # a privates-only operating round paid RI's $20, then the auction again
    assert game.player("a").cash == 550 - 130 + 20
    assert game.round_kind() == "auction" and game.turn == 2
    offered = {a["company"]: a["price"] for a in game.legal_actions() if a.type == "bid"}
    assert "RI" not in offered and offered["M&O"] == 180


@pytest.mark.rules("R-072", "R-073")
def test_once_all_privates_are_sold_the_initial_round_is_buy_only():
    game = sell_all_privates(new_game())
    assert game.round_kind() == "stock" and game.round.initial
    pid = game.active_entities()[0]
    play(game, ("par", pid, {"corporation": "C&NW", "price": 100}))
    play(game, ("buy_shares", game.active_entities()[0], {"shares": ["C&NW_1"]}))
    pass_until(game, pid)
    assert refused(game, "sell_shares", pid, shares=["C&NW_0"]).rule == "R-073"
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]


@pytest.mark.rules("R-075")
def test_the_m_and_o_comes_with_a_gmo_share():
    game = new_game()
    assert game.share_by_id("GM&O_1").reserved
    game = sell_all_privates(game)
    assert game.share_by_id("GM&O_1").owner == "c"
    assert not [a for a in game.legal_actions() if a.type == "sell_shares"]


@pytest.mark.rules("R-043")
def test_starting_a_corporation_costs_twice_par_from_the_listed_values():
    game = sell_all_privates(new_game())
    pid = game.active_entities()[0]
    pars = sorted(a["price"] for a in game.legal_actions()
                  if a.type == "par" and a["corporation"] == "C&NW")
    assert pars == [70, 75, 80, 85, 90, 100][: len(pars)] and 70 in pars
    assert refused(game, "par", pid, corporation="C&NW", price=95).rule == "R-043"
    cash = game.player(pid).cash
    play(game, ("par", pid, {"corporation": "C&NW", "price": 80}))
    assert game.player(pid).cash == cash - 160
    assert game.corporations["C&NW"].tokens_left() == 2  # par 80: two tokens

