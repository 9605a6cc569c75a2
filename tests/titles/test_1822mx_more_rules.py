"""More 1822MX rule items, each checked in a position of the real game 123055
(found by what it holds) or of a new game, through the engine's actions."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.history import snapshot
from gamedesk.titles.g1822mx import acquisitions, privates, train_buying
from tests.titles.mx_helpers import first_position, log_position, new_mx, refused

STEM = "123055"
NDEM = "NDEM"


def _turn(game):
    return getattr(game.round, "turn", None)


def _in_sr(game) -> bool:
    return game.round.kind == "stock" and not game.round.bought and not game.round.bids_made


def _sellable_holding(game):
    """(player, major) where the acting player holds an ordinary share of an operated major."""
    pid = game.active_entities()[0]
    for corp in game.corporations.values():
        operated = corp.kind == "major" and corp.sym != NDEM and game.operating_turns.get(corp.sym)
        if operated and [s for s in corp.shares_of(pid) if not s.president]:
            return pid, corp
    return None


# ----------------------------------------------------------------- set-up and stock round


@pytest.mark.rules("R-010")
def test_the_game_opens_with_a_stock_round_in_phase_1():
    game = new_mx(4, profile="rulebook")
    assert game.round.kind == "stock" and game.phase.name == "1"
    assert game.active_entities() == [game.players[0].id]


@pytest.mark.rules("R-032")
def test_no_sale_leaves_more_than_half_a_major_in_the_pool():
    game = first_position(STEM, lambda g: _in_sr(g) and _sellable_holding(g) is not None)
    pid, corp = _sellable_holding(game)
    mine = next(s for s in corp.shares_of(pid) if not s.president)
    for share in corp.shares:  # the pool holds half already
        if share.owner != pid and not share.president and corp.percent_of(POOL) < 50:
            share.owner = POOL
    assert corp.percent_of(POOL) == 50
    refused(game, {"type": "sell_shares", "entity": pid, "shares": [mine.id]}, "R-032")


@pytest.mark.rules("R-033")
def test_a_directors_certificate_is_never_sold_to_the_pool():
    game = first_position(STEM, lambda g: _in_sr(g) and any(
        c.kind == "major" and c.sym != NDEM and c.president == g.active_entities()[0]
        and g.operating_turns.get(c.sym) for c in g.corporations.values()))
    pid = game.active_entities()[0]
    corp = next(c for c in game.corporations.values() if c.kind == "major" and c.sym != NDEM
                and c.president == pid and game.operating_turns.get(c.sym))
    president = next(s for s in corp.shares_of(pid) if s.president)
    refused(game, {"type": "sell_shares", "entity": pid, "shares": [president.id]})
    offered = [a for a in game.legal_actions() if a.type == "sell_shares"]
    assert all(not game.share_by_id(s).president for a in offered for s in a["shares"])


@pytest.mark.rules("R-036", "R-195")
def test_a_price_at_either_end_of_the_market_stays_there():
    game = log_position(STEM, 300)
    corp = next(c for c in game.corporations.values() if c.sym in game.market.position
                and c.sym != NDEM)
    row = game.data.game["stock_market"]["rows"][0]
    spaces = [(0, c) for c, cell in enumerate(row) if cell is not None]
    for end, step in ((spaces[0], -1), (spaces[-1], 1)):
        game.market.remove(corp.sym)
        game.market.place(corp.sym, end)
        game.move_price(corp, step)
        assert game.market.position[corp.sym] == end


@pytest.mark.rules("R-045", "R-065")
def test_no_buy_or_bid_beyond_the_certificate_limit():
    game = first_position(STEM, lambda g: _in_sr(g) and any(
        a.type == "buy_shares" and g.share_by_id(a["shares"][0]).corp != NDEM
        for a in g.legal_actions()) and any(a.type == "bid" for a in g.legal_actions()))
    pid = game.active_entities()[0]
    buy = next(a for a in game.legal_actions() if a.type == "buy_shares"
               and game.share_by_id(a["shares"][0]).corp != NDEM)
    bid = next(a for a in game.legal_actions() if a.type == "bid")
    held = game.certificates_of(pid)
    game.cert_limit = lambda pid=None: held  # the player is at the limit
    refused(game, buy.to_dict())
    refused(game, bid.to_dict(), "R-065")


@pytest.mark.rules("R-067")
def test_a_bid_100_or_more_above_face_value_is_accepted():
    game = new_mx(3, profile="rulebook")
    pid = game.active_entities()[0]
    bid = next(a for a in game.legal_actions() if a.type == "bid"
               and game.companies[a["company"]].kind == "minor")
    price = game.companies[bid["company"]].value + 150
    game.process({**bid.to_dict(), "price": price})
    assert game.bid_boxes.highest(bid["company"]).price == price
    assert game.bid_boxes.highest(bid["company"]).player == pid


@pytest.mark.rules("R-058")
def test_a_new_major_goes_under_the_tokens_already_on_its_space():
    for game in _par_positions():
        par = next(a for a in game.legal_actions() if a.type == "par")
        cell = game.market.par_cell(par["price"])
        if not game.market.stacks.get(cell):
            continue
        below = list(game.market.stacks[cell])
        game = snapshot(game)
        game.process(par)
        assert game.market.stacks[cell][:len(below)] == below
        assert game.market.stacks[cell][-1] == par["corporation"]
        return
    pytest.fail("no start onto an occupied space in the log")


def _par_positions():
    from tests.titles.mx_helpers import positions

    for _, game in positions(STEM):
        if game.round.kind == "stock" and any(a.type == "par" for a in game.legal_actions()):
            yield game


# ----------------------------------------------------------------- operating turns


@pytest.mark.rules("R-093")
def test_a_skipped_step_cannot_come_back():
    game = first_position(STEM, lambda g: _turn(g) is not None and _turn(g).step == "track"
                          and not _turn(g).is_ndem and any(
                              a.type == "lay_tile" for a in g.legal_actions()))
    lay = next(a for a in game.legal_actions() if a.type == "lay_tile")
    game.process({"type": "pass", "entity": lay.entity})
    assert game.current_step() != "track"
    refused(game, lay.to_dict(), "R-093")


@pytest.mark.rules("R-103")
def test_a_private_power_belongs_to_its_owners_turn():
    game = log_position(STEM, 382)  # FCM holds P12 and P13; P8 is another company's
    owner = game.companies["P8"].owner
    assert owner != "FCM"
    lay = next(a for a in game.legal_actions() if a.get("special") == "P13")
    refused(game, {**lay.to_dict(), "special": "P8"})


@pytest.mark.rules("R-105")
def test_private_revenue_goes_to_whoever_holds_it_when_the_round_starts():
    game = log_position(STEM, 300)
    card = next(c for c in game.companies.values() if c.kind == "private" and not c.closed
                and c.owner and game.is_player(c.owner) and c.revenue > 0)
    new_owner = next(p for p in game.players if p.id != card.owner)
    card.owner = new_owner.id
    cash = new_owner.cash
    privates.pay_revenues(game)
    assert new_owner.cash >= cash + card.revenue


@pytest.mark.rules("R-163")
def test_one_station_a_turn():
    game = first_position(STEM, lambda g: _turn(g) is not None and _turn(g).step == "token"
                          and len([a for a in g.legal_actions() if a.type == "place_token"]) > 1)
    first, second = [a for a in game.legal_actions() if a.type == "place_token"][:2]
    game.process(first)
    assert game.current_step() != "token"
    refused(game, second.to_dict())


@pytest.mark.rules("R-191")
def test_dividends_on_treasury_shares_go_to_the_company():
    game = first_position(STEM, lambda g: _turn(g) is not None and _turn(g).step == "dividend"
                          and not _turn(g).is_minor and not _turn(g).is_ndem
                          and _turn(g).op.shares_of(IPO) and _turn(g).revenue > 0
                          and any(a.type == "dividend" for a in g.legal_actions()))
    turn = _turn(game)
    op, revenue = turn.op, turn.revenue
    treasury = sum(s.percent for s in op.shares_of(IPO))
    cash = op.cash
    game.process({"type": "dividend", "entity": op.sym, "kind": "payout"})
    assert op.cash == cash + revenue * treasury // 100


@pytest.mark.rules("R-202", "R-200")
def test_the_director_picks_the_side_of_a_new_l_2_card():
    game = first_position(STEM, lambda g: _turn(g) is not None and _turn(g).step == "buy_train"
                          and any(a.get("variant") == "2" for a in g.legal_actions()))
    sides = {a["variant"] for a in game.legal_actions() if a.type == "buy_train"
             and a.get("variant")}
    assert {"L", "2"} <= sides
    buy = next(a for a in game.legal_actions() if a.get("variant") == "2")
    game.process(buy)
    assert game.depot.by_id[buy["train"]].name == "2"


@pytest.mark.rules("R-211", "R-210")
def test_a_company_without_a_train_that_can_pay_must_buy():
    def must_buy(g):
        turn = _turn(g)
        return (turn is not None and turn.step == "buy_train" and not turn.is_ndem
                and not train_buying.counted(turn.op)
                and turn.op.cash >= (train_buying.cheapest_offer(g) or 10**9))

    game = first_position(STEM, must_buy)
    op = _turn(game).op
    assert not any(a.type == "pass" for a in game.legal_actions())
    refused(game, {"type": "pass", "entity": op.sym})


@pytest.mark.rules("R-217", "R-212")
def test_a_purchase_with_the_directors_help_is_the_cheapest_never_an_e():
    def helped(g):
        turn = _turn(g)
        return turn is not None and turn.step == "buy_train" and train_buying.needs_director(
            g, turn.op) and any(a.type == "buy_train" and g.depot.by_id[a["train"]].owner in (
                "@depot", POOL) for a in g.legal_actions())

    game = first_position(STEM, helped)
    cheapest = train_buying.cheapest_offer(game)
    bank_buys = [a for a in game.legal_actions() if a.type == "buy_train"
                 and game.depot.by_id[a["train"]].owner in ("@depot", POOL)]
    assert bank_buys
    assert all(a["price"] == cheapest and a.get("variant") != "E" for a in bank_buys)


@pytest.mark.rules("R-221")
def test_no_acquisition_in_either_companys_first_operating_round():
    game = log_position(STEM, 390)  # FCM may acquire minor 19
    merge = next(a for a in game.legal_actions() if a.type == "merge")
    game.operating_turns[merge["corporation"]] = 1
    refused(game, merge.to_dict(), "R-221")


@pytest.mark.rules("R-228")
def test_without_exchange_tokens_the_minors_station_just_goes():
    game = first_position(STEM, lambda g: _turn(g) is not None
                          and _turn(g).acquiring is not None and _turn(g).token_choice_due)
    major = _turn(game).op
    game.exchange_tokens[major.sym] = 0
    assert {a["choice"] for a in game.legal_actions()} == {"remove"}
    minor = _turn(game).acquiring
    station = game.board.tokens_of(minor.sym)
    game.process({"type": "choose", "entity": major.sym, "choice": "remove"})
    assert not set(station) & set(game.board.tokens_of(major.sym))
    assert game.exchange_tokens[major.sym] == 0


@pytest.mark.rules("R-237")
def test_redeemed_shares_come_from_the_pool_at_the_current_price():
    game = log_position(STEM, 472)  # MC may redeem
    buy = next(a for a in game.legal_actions() if a.type == "buy_shares")
    op = game.corporations[buy.entity]
    price, cash = game.share_price(op), op.cash
    game.process(buy)
    assert op.cash == cash - price * len(buy["shares"])
    assert all(game.share_by_id(s).owner == IPO for s in buy["shares"])


@pytest.mark.rules("R-301")
def test_600_reached_in_an_operating_round_ends_the_game_after_that_round():
    game = first_position(STEM, lambda g: g.round.kind == "operating" and _turn(g) is not None)
    corp = _turn(game).op
    row = game.data.game["stock_market"]["rows"][0]
    spaces = [(0, c) for c, cell in enumerate(row) if cell is not None]
    game.market.remove(corp.sym)
    game.market.place(corp.sym, spaces[-2])
    game.move_price(corp, 1)
    assert game.share_price(corp) == 600
    assert game.end_pending == "stock_market" and not game.finished


@pytest.mark.rules("R-143")
def test_plain_yellow_track_is_unlimited_in_the_rulebook():
    from gamedesk.engine.board.catalogue import UNLIMITED

    rulebook, site = new_mx(profile="rulebook"), new_mx(profile="18xx.games")
    for tile in ("7", "8", "9"):
        assert rulebook.board.available(tile) == UNLIMITED
        assert site.board.available(tile) == site.board.catalogue.counts[tile] < UNLIMITED


def test_acquisition_payment_choices_follow_the_treasury():
    """R-224 (tested elsewhere): shares offered only as far as the treasury holds them."""
    game = log_position(STEM, 390)
    major = game.corporations["FCM"]
    minor = game.corporations["19"]
    options = acquisitions.payment_options(game, major, minor)
    assert all(acquisitions.PAYMENTS[o] <= len(major.shares_of(IPO)) for o in options)
