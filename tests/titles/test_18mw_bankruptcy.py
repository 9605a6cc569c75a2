"""18MW bankruptcy: the player leaves, the game goes on; his companies are taken
over or go into receivership (R-185 … R-188)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import POOL
from gamedesk.engine.errors import IllegalAction
from tests.titles.common import fingerprint, play
from tests.titles.mw_helpers import stock_position, to_operating_round

CNW = "C&NW"


def position():
    """C&NW: Ann president (20% + 10%), Bob 20%, Cy 10%; NP: Ann president, Cy 10%."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1"], "b": ["C&NW_2", "C&NW_3"],
                           "c": ["C&NW_4", "C&NW_5"]})
    game.par_corporation("a", "NP", 70)
    game.share_by_id("NP_1").owner = "c"
    game.mark_edited()
    return game


@pytest.mark.rules("R-185")
def test_a_bankrupt_player_leaves_his_cash_to_the_bank_and_his_shares_to_the_pool():
    game = position()
    ann = game.player("a")
    cash, bank = ann.cash, game.bank.cash
    cell = game.market.position[CNW]
    game.bankrupt_player(ann)
    assert ann.bankrupt and ann.cash == 0 and game.bank.cash == bank + cash
    assert not game.finished and sorted(p.id for p in game.players) == ["b", "c", "d"]
    assert game.corporations[CNW].percent_of("a") == 0 and game.market.position[CNW] == cell
    assert game.player_value(ann) == 0


@pytest.mark.rules("R-186")
def test_the_biggest_holder_of_twenty_percent_takes_over_nearest_priority_first():
    game = position()
    game.bankrupt_player(game.player("a"))
    corp = game.corporations[CNW]
    assert [p.id for p in game.players] == ["d", "b", "c"]  # Di holds the priority
    assert corp.president == "b"  # Bob and Cy both hold 20%: Bob sits nearer priority
    assert corp.president_share().owner == "b" and corp.percent_of("b") == 20
    assert corp.percent_of(POOL) == 30  # Ann's 10% and Bob's two 10% given in exchange


@pytest.mark.rules("R-187", "R-188")
def test_a_company_nobody_can_take_over_goes_into_receivership():
    game = position()
    game.bankrupt_player(game.player("a"))
    corp = game.corporations["NP"]
    assert corp.president is None and game.in_receivership(corp)
    assert game.decider_of("NP") == game.receiverships["NP"].receiver == game.priority_holder()


@pytest.mark.rules("R-185")
def test_the_game_ends_when_one_player_is_left():
    game = stock_position({"a": ["C&NW_0"]})
    for pid in ("a", "b", "c"):
        game.bankrupt_player(game.player(pid))
    assert game.finished and game.end_reason == "bankrupt"


@pytest.mark.rules("R-191", "R-192")
def test_buying_the_presidents_certificate_from_the_pool_ends_receivership():
    from gamedesk.titles.g18mw.stock_round import MwStockRound
    game = position()
    game.bankrupt_player(game.player("a"))
    game.round = MwStockRound(game, "b")  # the next stock round
    game.mark_edited()
    corp = game.corporations["NP"]
    pid = "b"
    cash, price = game.player(pid).cash, game.share_price(corp)
    play(game, ("buy_shares", pid, {"shares": ["NP_0"]}))
    assert corp.president == pid and not game.in_receivership(corp)
    assert game.player(pid).cash == cash - 2 * price


@pytest.mark.rules("R-189", "R-190")
def test_a_company_in_receivership_buys_only_the_cheapest_bank_train_when_it_can():
    from gamedesk.engine.steps.standard import StandardTurn
    from gamedesk.titles.g18mw import steps

    game = position()
    game.bankrupt_player(game.player("a"))
    corp = game.corporations["NP"]
    corp.floated = True
    game.give_train(game.depot.by_id["2-0"], CNW)  # another company's train: never offered
    turn = StandardTurn(game, None, corp, steps.STEPS)
    assert game.buyable_trains(turn) == []  # no cash
    game.pay(game.bank, corp, 80)
    assert [t.id for t, _, _ in game.buyable_trains(turn)] == ["2-1"]
    game.give_train(game.depot.by_id["2-1"], "NP")
    assert game.buyable_trains(turn) == []  # it has its own train now
    assert not game.must_buy_train(turn)


def receivership_at_routes():
    """C&NW in receivership (Ann bankrupt, nobody with 20%), no train, track
    from its home F18 to Milwaukee F20; its first turn at the route step."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2", "C&NW_3"], "b": ["C&NW_4"],
                           "c": ["C&NW_5"]}, first="b")
    straight = game.board.catalogue.defs["57"]
    game.board.lay_tile("F18", "57", next(r for r in range(6) if 4 in straight.oriented(r).exits))
    game.board.lay_tile("F20", "57", next(r for r in range(6) if 1 in straight.oriented(r).exits))
    game.bankrupt_player(game.player("a"))
    game.mark_edited()
    to_operating_round(game)
    while game.current_step() != "routes":
        play(game, ("pass", CNW))
    return game


@pytest.mark.rules("R-153", "R-189")
def test_a_company_in_receivership_runs_the_lent_d_train_and_withholds():
    game = receivership_at_routes()
    corp = game.corporations[CNW]
    assert game.in_receivership(corp) and not corp.trains
    (run,) = [a for a in game.legal_actions() if a.type == "run_routes"]
    assert [r["train_spec"]["name"] for r in run["routes"]] == ["D"]
    d_trains = [t.id for t in game.depot.trains if t.name == "D" and t.owner != CNW]
    phase, cash = game.phase.name, corp.cash
    game.process(run)
    assert game.phase.name == phase == "1"  # no phase change
    assert [t.id for t in game.depot.trains if t.name == "D" and t.owner != CNW] == d_trains
    assert [a["kind"] for a in game.legal_actions()] == ["withhold"]
    play(game, ("dividend", CNW, {"kind": "withhold"}))
    assert corp.cash == cash + 40 and not corp.trains


@pytest.mark.rules("R-189")
def test_a_lent_d_train_run_may_not_pay_out():
    game = receivership_at_routes()
    game.process(next(a for a in game.legal_actions() if a.type == "run_routes"))
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as info:
        game.process(act("dividend", CNW, kind="payout"))
    assert info.value.rule == "R-189"
    assert fingerprint(game) == before


@pytest.mark.rules("R-189")
def test_a_company_in_receivership_that_can_pay_for_the_cheapest_train_must_buy_it():
    game = receivership_at_routes()
    game.process(next(a for a in game.legal_actions() if a.type == "run_routes"))
    play(game, ("dividend", CNW, {"kind": "withhold"}))
    assert game.current_step() == "buy_train"
    assert [(a.type, a["train"]) for a in game.legal_actions()] == [("buy_train", "2-0")]
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    assert [t.id for t in game.corporations[CNW].trains] == ["2-0"]


def stalled_position(cash_left: int):
    """Every private and the only corporation closed; each player left with `cash_left`."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2", "C&NW_3"], "b": ["C&NW_4"]},
                          first="b")
    for company in game.companies.values():
        company.closed = True  # as at the first 5-train
    game.corporations[CNW].closed = True  # its price reached the Closed zone
    for player in game.players:
        game.pay(player, game.bank, player.cash - cash_left)
    game.mark_edited()
    return game


def pass_stock_round(game):
    """Everyone passes until the next stock round (no company operates between)."""
    start = game.turn
    while game.turn == start and not game.finished:
        play(game, ("pass", game.active_entities()[0]))


def test_the_game_ends_when_nothing_can_earn_and_nobody_can_buy_a_certificate():
    game = stalled_position(cash_left=100)  # a president's certificate costs 140 at least
    pass_stock_round(game)
    assert game.finished and game.end_reason == "no company left to earn"
    assert game.standings()[0][0] == 1


def test_a_player_who_starts_a_company_keeps_the_game_going():
    game = stalled_position(cash_left=140)  # 2 x the lowest par, 70
    play(game, ("par", "b", {"corporation": "NP", "price": 70}))
    pass_stock_round(game)
    assert not game.finished


def test_the_game_ends_when_nothing_can_earn_and_everyone_passes_the_stock_round():
    """Own reading: with no company to run and no private to pay, the next stock
    round would be this one again (a self-play game repeated it 300 times)."""
    game = stalled_position(cash_left=140)  # enough to start a company
    assert "the game ends" in game.pass_meaning()
    pass_stock_round(game)
    assert game.finished and game.end_reason == "no company left to earn"


def test_the_game_goes_on_while_a_private_still_pays():
    game = stalled_position(cash_left=140)
    private = next(iter(game.companies.values()))
    private.closed, private.owner = False, "a"
    game.mark_edited()
    assert "the game ends" not in game.pass_meaning()
    pass_stock_round(game)
    assert not game.finished


def taken_over_at_routes():
    """Ann goes bankrupt presiding C&NW (a 2-train, track from F18 to F20);
    Bob, with 20%, takes it over; C&NW's turn at the route step."""
    game = stock_position({"a": ["C&NW_0", "C&NW_1", "C&NW_2"], "b": ["C&NW_3", "C&NW_4"],
                           "c": ["C&NW_5"]}, first="b")
    straight = game.board.catalogue.defs["57"]
    game.board.lay_tile("F18", "57", next(r for r in range(6) if 4 in straight.oriented(r).exits))
    game.board.lay_tile("F20", "57", next(r for r in range(6) if 1 in straight.oriented(r).exits))
    game.give_train(game.depot.by_id["2-0"], CNW)
    game.bankrupt_player(game.player("a"))
    game.mark_edited()
    to_operating_round(game)
    while game.current_step() != "routes":
        play(game, ("pass", CNW))
    return game


@pytest.mark.rules("R-193")
def test_a_company_taken_over_with_a_train_runs_it_and_may_pay_out():
    game = taken_over_at_routes()
    corp = game.corporations[CNW]
    assert corp.president == "b" and not game.in_receivership(corp)
    assert CNW not in game.takeovers | game.takeover_round  # no R-194 duty
    (run,) = [a for a in game.legal_actions() if a.type == "run_routes"]
    assert [r["train"] for r in run["routes"]] == ["2-0"]
    game.process(run)
    assert sorted(a["kind"] for a in game.legal_actions()) == ["payout", "withhold"]


@pytest.mark.rules("R-193")
def test_a_company_that_bought_its_own_train_in_receivership_is_then_an_ordinary_company():
    game = receivership_at_routes()
    game.process(next(a for a in game.legal_actions() if a.type == "run_routes"))
    play(game, ("dividend", CNW, {"kind": "withhold"}))
    play(game, ("buy_train", CNW, {"train": "2-0", "price": 80}))
    corp = game.corporations[CNW]
    game.buy_out_of_receivership("b", corp)
    assert corp.president == "b" and not game.in_receivership(corp)
    assert CNW not in game.takeovers  # no R-194 duty: it has its train
    assert [t.id for t in game.runnable_trains(corp)] == ["2-0"]  # no lent D any more
