"""18ESP's set-up and private auction (inventory 1.3, 2.2, R-001…R-020, 4.1, 4.2)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import IPO
from gamedesk.engine.errors import IllegalAction
from tests.titles.common import fingerprint
from tests.titles.esp_helpers import PLAYERS, finish_auction, new_game, sell_private_to


def refused(game, kind, entity, **fields) -> str:
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as info:
        game.process(act(kind, entity, **fields))
    assert fingerprint(game) == before
    return info.value.rule


# ----------------------------------------------------------------- set-up
@pytest.mark.rules("R-001")
@pytest.mark.parametrize("count", [2, 7])
def test_a_game_takes_three_to_six_players(count):
    players = [(str(n), f"P{n}") for n in range(count)]
    with pytest.raises(IllegalAction) as info:
        new_game(players=players)
    assert info.value.rule == "R-001"


@pytest.mark.rules("R-002", "R-003")
@pytest.mark.parametrize(("count", "cash"), [(3, 860), (4, 650), (5, 520), (6, 440)])
def test_each_player_starts_with_the_cash_of_the_table_from_an_unlimited_bank(count, cash):
    game = new_game(players=[(str(n), f"P{n}") for n in range(count)])
    assert [p.cash for p in game.players] == [cash] * count
    assert game.bank.cash == -cash * count  # the bank has no end: it pays past zero


@pytest.mark.rules("R-004", "R-005")
def test_the_standard_set_up_plays_the_sixteen_companies_of_the_rulebook():
    game = new_game()
    playing = {s for s, c in game.corporations.items() if not c.removed}
    assert playing == {"N", "MZA", "A", "MCP", "CRB", "ZPB", "FdLR", "FdSB", "CFEA", "CFLG",
                       "SC", "CM", "AC", "MZ", "ZP", "MS"}
    # a removed company's home circle is a free space: Oviedo keeps no slot for SFVA
    reserved = {c for state in game.board.city_states.values() for c in state.reserved_for}
    assert "MZA" in reserved and "SFVA" not in reserved and "FdC" not in reserved


def test_the_site_draws_two_northern_three_southern_majors_and_three_minors_out():
    game = new_game("18xx.games", seed=7)
    removed = {s for s, c in game.corporations.items() if c.removed}
    kinds = [(game.corporations[s].kind, s in game.north) for s in removed]
    assert sorted(kinds) == sorted([("major", True)] * 2 + [("major", False)] * 3
                                   + [("minor", False)] * 3)
    assert new_game("18xx.games", seed=7).draw == game.draw  # the seed fixes the draw
    core = new_game("18xx.games", options=frozenset({"core"}))
    assert {s for s, c in core.corporations.items() if c.removed} == {
        "SFVA", "FdC", "GSSR", "AVT", "TBF", "MH", "CSE", "CA"}


@pytest.mark.rules("R-006")
def test_each_southern_major_sets_one_share_aside_in_the_rulebook_only():
    reserved = [s.id for c in new_game().corporations.values() for s in c.shares if s.reserved]
    assert sorted(reserved) == ["A_8", "CRB_8", "MCP_8", "MZA_8", "N_8", "ZPB_8"]
    site = new_game("18xx.games", options=frozenset({"core"}))
    assert not [s for c in site.corporations.values() for s in c.shares if s.reserved]


@pytest.mark.rules("R-007", "R-008", "R-016")
def test_p6_brings_a_crb_share_and_p7_a_northern_directors_certificate():
    game = new_game()
    assert game.companies["P6"].name == "Zafra - Huelva"
    for pid in "abcdab":
        sell_private_to(game, pid)
    assert game.share_by_id("CRB_1").owner == "b"
    sell_private_to(game, "c")
    major = game.draw.p7_major
    assert major in {"FdLR", "FdSB", "CFEA", "CFLG"}
    assert game.active_entities() == ["c"] and game.round.pending_par == ("c", major)


def test_without_crb_p6_is_vasco_navarro_with_a_northern_share():
    game = new_game(options=frozenset({"draw=CRB,SFVA,FdC,GSSR,AVT,MH,CSE,CA;p7=FdLR;p6=CFLG"}))
    assert game.companies["P6"].name == "Ferrocarril Vasco-Navarro"
    assert game.companies["P6"].abilities == [{"type": "shares", "shares": "CFLG_1"}]


def test_the_rulebook_and_the_site_give_p1_p2_and_p7_different_face_values():
    book = {c.sym: c.value for c in new_game().companies.values()}
    site = {c.sym: c.value for c in new_game("18xx.games").companies.values()}
    assert (book["P1"], book["P2"], book["P7"]) == (10, 40, 190)
    assert (site["P1"], site["P2"], site["P7"]) == (20, 60, 170)
    assert {k: v for k, v in book.items() if k not in ("P1", "P2", "P7")} == {
        k: v for k, v in site.items() if k not in ("P1", "P2", "P7")}


# ----------------------------------------------------------------- auction
@pytest.mark.rules("R-010", "R-012", "R-013")
def test_privates_go_in_order_each_opened_by_the_player_after_the_last_opener():
    game = new_game()
    assert game.active_entities() == ["a"] and game.round.company().sym == "P1"
    assert refused(game, "bid", "a", company="P2", price=40) == "R-012"
    sell_private_to(game, "c")
    assert game.round.company().sym == "P2" and game.active_entities() == ["b"]
    sell_private_to(game, "a")
    assert game.round.company().sym == "P3" and game.active_entities() == ["c"]


@pytest.mark.rules("R-014")
def test_a_bid_is_at_least_the_minimum_and_five_above_the_high_bid():
    game = new_game()
    assert refused(game, "bid", "a", company="P1", price=5) == "R-014"
    game.process(act("bid", "a", company="P1", price=10))
    assert refused(game, "bid", "b", company="P1", price=10) == "R-014"
    assert refused(game, "bid", "b", company="P1", price=900) == "R-014"  # more than its cash
    game.process(act("bid", "b", company="P1", price=15))
    assert game.active_entities() == ["c"]


@pytest.mark.rules("R-014")
def test_rulebook_bids_are_multiples_of_five_the_site_takes_any_raise_of_five():
    book = new_game()
    assert refused(book, "bid", "a", company="P1", price=12) == "R-014"
    site = new_game("18xx.games")
    site.process(act("bid", "a", company="P1", price=22))
    assert site.round.high == ("a", 22)


@pytest.mark.rules("R-015", "R-016")
def test_a_player_who_passed_is_skipped_and_the_last_bidder_pays_the_bank():
    game = new_game()
    game.process(act("bid", "a", company="P1", price=10))
    game.process(act("pass", "b"))
    game.process(act("bid", "c", company="P1", price=15))
    game.process(act("bid", "d", company="P1", price=20))
    game.process(act("bid", "a", company="P1", price=25))
    assert game.active_entities() == ["c"]  # b passed: it is not asked again
    for pid in "cd":
        game.process(act("pass", pid))
    assert game.companies["P1"].owner == "a"
    assert game.player("a").cash == 650 - 25 and game.bank.cash == -2600 + 25


@pytest.mark.rules("R-017")
def test_all_passing_on_p1_lowers_its_minimum_until_the_opener_takes_it_free():
    game = new_game("18xx.games")  # P1 at 20 on the site
    for _ in range(3):
        for pid in "abcd":
            game.process(act("pass", pid))
    assert game.round.company().sym == "P1" and game.round.min_bid() == 5
    for pid in "abcd":
        game.process(act("pass", pid))
    assert game.companies["P1"].owner == "a" and game.player("a").cash == 650
    assert game.round.company().sym == "P2"


@pytest.mark.rules("R-018")
def test_all_passing_on_a_later_private_pays_the_owned_privates_and_starts_again():
    game = new_game()
    sell_private_to(game, "d")  # P1, income 5
    for pid in "bcda":
        game.process(act("pass", pid))
    assert game.player("d").cash == 650 - 10 + 5
    assert game.round.company().sym == "P2" and game.active_entities() == ["b"]


@pytest.mark.rules("R-019")
def test_p7s_owner_sets_the_par_at_once_the_site_capping_it_at_90():
    book = new_game()
    for pid in "abcdabc":
        sell_private_to(book, pid)
    major = book.draw.p7_major
    assert refused(book, "pass", "c") == "R-019"
    book.process(act("par", "c", corporation=major, price=100))
    assert book.corporations[major].president == "c" and book.player("c").cash == 650 - 70 - 190
    site = new_game("18xx.games")
    for pid in "abcdabc":
        sell_private_to(site, pid)
    assert refused(site, "par", "c", corporation=site.draw.p7_major, price=95) == "R-052"


@pytest.mark.rules("R-020", "R-041")
def test_the_first_stock_round_goes_from_least_cash_ties_keeping_the_seating():
    game = finish_auction(new_game(), buyers="aaaabbb")  # a keeps 430, b 170
    assert game.round_kind() == "stock"
    assert [p.id for p in game.players] == ["b", "a", "c", "d"]
    assert game.active_entities() == ["b"]


def test_players_are_dealt_in_the_order_given():
    assert [p.id for p in new_game().players] == [p for p, _ in PLAYERS]
    assert new_game().share_by_id("FdLR_0").owner == IPO
