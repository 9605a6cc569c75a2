"""18ESP: a company pushed over its train limit outside a phase change (Q18)
discards down to it at once, out of the game, under both profiles; the site
never lets P2's train go."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import DEPOT, SCRAPPED
from tests.titles.esp_helpers import finish_auction, new_game
from tests.titles.test_18esp_rule_items import float_by_hand, operating
from tests.titles.test_18esp_takeovers import position


def fill(game, sym: str, count: int, kind: str = "2") -> list[str]:
    """Give `sym` `count` trains of `kind` from the depot; their ids."""
    free = [t for t in game.depot.trains if t.id.startswith(kind + "-") and t.owner == DEPOT]
    for train in free[:count]:
        game.give_train(train, sym)
    game.mark_edited()
    return [t.id for t in free[:count]]


@pytest.mark.rules("R-151", "R-135")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_a_takeover_that_crowds_the_major_makes_it_discard_down_to_its_limit(profile):
    game = position(profile, minor_owner="b", ran=profile == "rulebook")
    a, ms = game.corporation("A"), game.corporation("MS")
    ms.operated = True
    limit = game.train_limit(a)
    own = fill(game, "A", limit)
    (minor_train,) = fill(game, "MS", 1, "3")
    game.process(act("take_over", "A", corporation="MS", token="charter"))
    assert game.current_step() == "discard_trains"
    assert {x["train"] for x in game.legal_actions()} == {*own, minor_train}
    with pytest.raises(IllegalAction):
        game.process(act("pass", "A"))
    cash = a.cash
    game.process(act("discard_train", "A", train=own[0]))
    assert game.depot.by_id[own[0]].owner == SCRAPPED  # out of the game, unpaid
    assert len(a.trains) == limit and a.cash == cash
    assert game.current_step() != "discard_trains"  # the turn goes on


def p2_crowding(profile: str):
    """FdSB at its limit buys P2; the Barcelona-Mataró train joins it."""
    game = finish_auction(new_game(profile))  # P2 is Ben's
    float_by_hand(game, "FdSB", "b")
    fdsb = game.corporation("FdSB")
    own = fill(game, "FdSB", game.train_limit(fdsb))
    operating(game, "FdSB")
    game.process(next(x for x in game.legal_actions()
                      if x.type == "buy_company" and x["company"] == "P2"))
    game.process(game.legal_actions()[0])  # the P2 train's side
    return game, own


@pytest.mark.rules("R-151", "R-028")
def test_p2s_train_over_the_limit_makes_the_company_discard_any_train():
    game, own = p2_crowding("rulebook")
    p2_train = game.data.game["rules"]["p2_train"]
    assert game.current_step() == "discard_trains"
    assert {x["train"] for x in game.legal_actions()} == {*own, p2_train}
    game.process(act("discard_train", "FdSB", train=p2_train))
    assert game.depot.by_id[p2_train].owner == SCRAPPED
    assert game.current_step() != "discard_trains"


@pytest.mark.rules("R-151", "R-028")
def test_on_the_site_p2s_train_over_the_limit_stays_and_another_is_discarded():
    game, own = p2_crowding("18xx.games")
    p2_train = game.data.game["rules"]["p2_train"]
    assert game.current_step() == "discard_trains"
    assert {x["train"] for x in game.legal_actions()} == set(own)
    with pytest.raises(IllegalAction) as refused:
        game.process(act("discard_train", "FdSB", train=p2_train))
    assert refused.value.rule == "R-151"
    game.process(act("discard_train", "FdSB", train=own[-1]))
    fdsb = game.corporation("FdSB")
    assert p2_train in {t.id for t in fdsb.trains} and len(fdsb.trains) == 4
