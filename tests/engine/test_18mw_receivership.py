"""Receivership as a general mechanism (gamedesk/engine/receivership.py): who
takes over a bankrupt director's company, who receives the rest, and the fixed
policy of a company with no director. The rule ids are 18MW's."""

from __future__ import annotations

import pytest

from gamedesk.engine.receivership import Receivership, new_director, receivers

ORDER = ["ann", "bob", "cid", "dee"]  # from the priority holder round the table


@pytest.mark.rules("R-186")
def test_the_biggest_holder_with_enough_shares_takes_over():
    assert new_director({"bob": 30, "cid": 20}, 20, ORDER) == "bob"
    assert new_director({"bob": 10, "cid": 20}, 20, ORDER) == "cid"


@pytest.mark.rules("R-186")
def test_a_tie_goes_to_the_player_nearest_the_priority_holder():
    assert new_director({"dee": 20, "bob": 20}, 20, ORDER) == "bob"
    assert new_director({"dee": 20, "bob": 20}, 20, ["cid", "dee", "ann", "bob"]) == "dee"


@pytest.mark.rules("R-187")
def test_no_holder_with_enough_shares_means_receivership_in_turn_round_the_table():
    assert new_director({"bob": 10, "cid": 10}, 20, ORDER) is None
    assert receivers(["X", "Y", "Z", "W", "V"], ORDER) == {
        "X": "ann", "Y": "bob", "Z": "cid", "W": "dee", "V": "ann"}


@pytest.mark.rules("R-189")
def test_a_company_without_a_train_runs_the_lent_one_and_withholds():
    company = Receivership("ann", "D").start_of_turn(own_trains=0)
    assert company.borrowed and company.runs([]) == ["D"]
    assert company.withholds(own_trains=0)
    own = Receivership("ann", "D").start_of_turn(own_trains=1)
    assert not own.borrowed and own.runs(["4-0"]) == ["4-0"]
    assert not own.withholds(own_trains=1)


@pytest.mark.rules("R-189", "R-190")
def test_it_buys_the_cheapest_train_once_its_cash_covers_it_and_gives_the_lent_one_back():
    company = Receivership("ann", "D").start_of_turn(own_trains=0)
    assert company.train_step(cash=299, cheapest=300).buy is False
    step = company.train_step(cash=300, cheapest=300)
    assert step.buy and step.give_back
    assert company.train_step(cash=900, cheapest=None).buy is False  # none left
    assert not company.may_trade_trains()
    owner = Receivership("ann", "D").start_of_turn(own_trains=1)
    assert owner.train_step(cash=900, cheapest=300).buy is False  # only to end the loan


@pytest.mark.rules("R-192")
def test_a_new_director_ends_the_loan_at_once():
    assert Receivership("ann", "D", borrowed=True).on_new_director().give_back
    assert not Receivership("ann", "D").on_new_director().give_back
