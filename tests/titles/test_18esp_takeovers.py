"""18ESP: southern majors taking over minors (R-133…R-147) and the reserved
shares' return (R-141, R-142), under both profiles. Positions are built by
hand: a minor launched and run, a southern major at its takeover step."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import IPO
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.rounds.operating import OperatingRound
from gamedesk.titles.g18esp import goals, takeovers
from tests.titles.esp_helpers import finish_auction, new_game

PHASE = {"3": 1, "4": 2, "5": 3}


def launch_minor(game, sym: str, pid: str, price: int = 80, *, ran: bool = True):
    minor = game.corporation(sym)
    game.par_corporation(pid, sym, price)
    minor.operated = minor.ran_train = ran
    game.place_home_token(minor)
    return minor


def float_major(game, sym: str, pid: str, par: int = 80):
    major = game.corporation(sym)
    game.par_corporation(pid, sym, par)
    for share in major.shares[1:3]:
        share.owner = pid
    game.check_float(major)
    game.place_home_token(major)
    return major


def at_takeover_step(game, sym: str):
    """`sym` operating, at its takeover step."""
    game.round = OperatingRound(game, 1)
    game.round.started = True
    turn = game.round.new_turn(game.corporation(sym))
    turn.step = "takeover"
    turn.ran = True
    game.round.turn = turn
    game.mark_edited()
    return turn


def position(profile: str = "rulebook", phase: str = "3", minor_owner: str = "c",
             ran: bool = True):
    """Ben's A (par 80), floated; MS launched at 80 by `minor_owner`; the phase given."""
    game = finish_auction(new_game(profile))
    game.phases.index = PHASE[phase]
    launch_minor(game, "MS", minor_owner, ran=ran)
    float_major(game, "A", "b")
    at_takeover_step(game, "A")
    return game


@pytest.mark.rules("R-133", "R-135", "R-136", "R-137", "R-189")
def test_a_takeover_agreed_pays_the_director_moves_the_assets_and_reaches_the_goal():
    game = position()
    a, ms = game.corporation("A"), game.corporation("MS")
    ms.cash = 50
    game.mark_edited()
    assert game.current_step() == "takeover"
    offer = act("take_over", "A", corporation="MS", token="map")
    assert offer in game.legal_actions()
    game.process(offer)
    assert game.active_entities() == ["c"]  # the minor's director answers
    assert game.legal_actions() == [act("answer_takeover", "c", choice="agree"),
                                    act("answer_takeover", "c", choice="refuse")]
    a_cash, c_cash = a.cash, game.player("c").cash
    node = game.board.tokens_of("MS")[0]
    game.process(act("answer_takeover", "c", choice="agree"))
    price = 80  # MS's market price
    assert game.player("c").cash == c_cash + price  # the price to the director
    assert a.cash == a_cash - price + 50 + a.par  # the minor's treasury; R-136: first goal
    assert goals.TAKEOVER in a.goals
    assert any(s.owner == "c" and not s.president for s in a.shares)  # the reserved share
    assert not any(s.reserved for s in a.shares)
    assert ms.closed and node in game.board.tokens_of("A")  # R-137 (a), R-189
    assert game.current_step() != "takeover"


@pytest.mark.rules("R-133")
def test_a_refused_takeover_changes_nothing_but_the_offer():
    game = position()
    a = game.corporation("A")
    cash = a.cash
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    game.process(act("answer_takeover", "c", choice="refuse"))
    assert not game.corporation("MS").closed and a.cash == cash
    assert game.current_step() != "takeover"  # not offered again this turn


@pytest.mark.rules("R-133")
def test_only_the_minors_director_answers_the_offer():
    game = position()
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    with pytest.raises(IllegalAction):
        game.process(act("answer_takeover", "b", choice="agree"))
    assert game.active_entities() == ["c"]


@pytest.mark.rules("R-133", "R-137")
def test_a_director_taking_over_their_own_minor_needs_no_answer_and_may_keep_the_charter():
    game = position(minor_owner="b")
    node = game.board.tokens_of("MS")[0]
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert game.corporation("MS").closed
    assert node not in game.board.tokens_of("A")  # R-137 (b): the space is free again
    assert game.board.city_state(*node).free


@pytest.mark.rules("R-134")
def test_a_minor_that_has_not_run_a_train_cannot_be_taken_over_before_phase_5():
    game = position(ran=False)
    assert not takeovers.actions(game, game.corporation("A"))
    with pytest.raises(IllegalAction) as refused:
        game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert refused.value.rule == "R-134"


@pytest.mark.rules("R-133")
def test_northern_majors_never_take_over_and_southern_ones_not_in_phase_2():
    game = position()
    assert not takeovers.may_take_over(game, game.corporation("FdSB"))
    game.phases.index = 0
    assert not takeovers.may_take_over(game, game.corporation("A"))


@pytest.mark.rules("R-139")
def test_a_major_takes_over_one_minor_in_the_game():
    game = position(minor_owner="b")
    game.player("b").cash += 200
    launch_minor(game, "CM", "b")
    game.mark_edited()
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert game.corporation("A").took_over
    assert not takeovers.candidates(game, game.corporation("A"))


@pytest.mark.rules("R-138")
def test_mz_cannot_swap_its_station_while_mza_is_in_the_game():
    game = position()
    launch_minor(game, "MZ", "c")
    game.mark_edited()
    a = game.corporation("A")
    assert takeovers.token_choices(game, a, game.corporation("MZ")) == [takeovers.CHARTER]
    game.corporations["MZA"].removed = True
    assert takeovers.token_choices(game, a, game.corporation("MZ")) == [
        takeovers.MAP, takeovers.CHARTER]


@pytest.mark.rules("R-141")
def test_at_phase_5_the_majors_not_launched_return_their_reserved_share_to_the_ipo():
    game = position()
    game.train_event("minors_stop_operating", None)
    assert any(s.reserved for s in game.corporation("A").shares)  # launched: kept
    n = game.corporation("N")
    assert not any(s.reserved for s in n.shares) and all(s.owner == IPO for s in n.shares)


@pytest.mark.rules("R-143", "R-147", "R-142")
def test_from_phase_5_a_frozen_minor_is_taken_over_without_its_directors_consent():
    game = position()
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.mark_edited()
    c_cash = game.player("c").cash
    game.process(act("take_over", "A", corporation="MS", token="map"))
    assert game.corporation("MS").closed  # nobody was asked
    assert game.player("c").cash == c_cash + 80  # the frozen value
    assert any(s.owner == "c" for s in game.corporation("A").shares)
    # no operated minor is left: every reserved share is back in its IPO
    assert not any(s.reserved for c in game.corporations.values() for s in c.shares)


@pytest.mark.rules("R-144")
def test_a_frozen_minor_that_never_ran_costs_its_value_and_returns_the_reserved_share():
    game = position(ran=False)
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.mark_edited()
    a = game.corporation("A")
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    reserved = [s for s in a.shares if not s.president and s.owner == IPO]
    assert not any(s.reserved for s in a.shares) and reserved
    assert not any(s.owner == "c" for s in a.shares)


@pytest.mark.rules("R-145")
def test_a_minor_never_launched_costs_100_to_the_bank_and_its_home_may_take_the_station():
    game = position()
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.mark_edited()
    a = game.corporation("A")
    offers = takeovers.actions(game, a)
    assert act("take_over", "A", corporation="CM", token="charter") in offers
    cash = a.cash
    home = game.corporation("CM").home
    game.process(act("take_over", "A", corporation="CM", token="map"))
    assert a.cash == cash - 100 + a.par  # its first goal
    assert home in game.board.tokens_of("A")
    assert not any("CM" in c.reserved_for for c in game.board.city_states.values())


@pytest.mark.rules("R-146")
def test_a_major_launched_in_phase_5_takes_over_no_minor():
    game = position()
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.corporation("A").goals = None  # as a phase-5 launch has
    game.mark_edited()
    assert not takeovers.may_take_over(game, game.corporation("A"))
    with pytest.raises(IllegalAction) as refused:
        game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert refused.value.rule == "R-146"


def test_on_the_site_any_operated_minor_within_the_treasury_is_taken_without_a_goal():
    game = position("18xx.games", ran=False)
    ms = game.corporation("MS")
    ms.operated = True
    a = game.corporation("A")
    left = [s for s in a.shares if s.owner == IPO]
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert ms.closed and goals.TAKEOVER not in (a.goals or set())
    assert left[-1].owner == "c"  # 4.8.40: the last IPO share
    assert not a.took_over or takeovers.may_take_over(game, a)  # no once-only limit


@pytest.mark.rules("R-036", "R-135")
def test_a_minors_tender_joins_the_major_or_goes_to_the_market_if_it_has_one():
    game = position(minor_owner="b")
    game.tender_owners.update({"MS", "A"})
    game.mark_edited()
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert game.tender_owners == {"A"} and game.tenders_in_market == 1


@pytest.mark.rules("R-098", "R-145")
def test_a_phase_5_takeovers_station_waits_on_an_unbuilt_oo_home_for_its_tile():
    game = position()
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.mark_edited()
    zp = game.corporation("ZP")  # never launched; its home, Zaragoza (J20), an OO hex
    assert zp.home == ("J20", None) and game.board.tile_def("J20").color == "white"
    offer = act("take_over", "A", corporation="ZP", token="map")
    assert offer in takeovers.actions(game, game.corporation("A"))
    game.process(offer)
    assert ("J20", 0) in game.board.tokens_of("A")  # on the hex before any tile
    game.board.lay_tile("J20", "L130", 2)  # the yellow OO tile comes later
    cities = game.board.cities("J20")
    assert [c.slots for c in cities] == [("A",), (None,)]  # its space kept, the other free


@pytest.mark.rules("R-098")
def test_when_the_oo_tile_is_laid_the_waiting_station_takes_the_city_its_director_chooses():
    from tests.titles.test_18esp_rule_items import operating

    game = position()
    game.train_event("minors_stop_operating", None)
    game.phases.index = PHASE["5"]
    game.mark_edited()
    game.process(act("take_over", "A", corporation="ZP", token="map"))  # Zaragoza, no tile
    operating(game, "A")  # its next turn: it lays the yellow OO tile there itself
    game.process(act("lay_tile", "A", hex="J20", tile="L130", rotation=2))
    assert game.current_step() == "choose_station_city"
    choices = [act("choose_station_city", "A", hex="J20", city=i) for i in (0, 1)]
    assert game.legal_actions() == choices  # two cities joining different edges
    assert "R-098" in game.waiting_reason()
    with pytest.raises(IllegalAction) as refused:
        game.process(act("pass", "A"))
    assert refused.value.rule == "R-098" and ("J20", 0) in game.board.tokens_of("A")
    game.process(choices[1])
    assert ("J20", 1) in game.board.tokens_of("A")
    assert ("J20", 0) not in game.board.tokens_of("A")
    assert [c.free for c in game.board.cities("J20")] == [1, 0]
    assert game.current_step() == "track"  # the turn goes on
