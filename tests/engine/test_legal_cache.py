"""`Game.legal_actions()` keeps its list for the position: what it hands out
is what the rules list there, however the position was reached (real logs,
random games, a refused action, a copy, a hand edit followed by
`mark_edited()`)."""

from __future__ import annotations

import random

import pytest

from gamedesk.ai.random_bot import choose
from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.io.replay import open_record, replay
from gamedesk.titles import new_game
from tests.conftest import XX_FIXTURES
from tests.replays import logged_actions

PLAYERS = [("a", "Ann"), ("b", "Bob"), ("c", "Cy")]


def listed_anew(game) -> list:
    """What the rules list at this position, worked out afresh (nothing kept)."""
    return [] if game.finished else list(game.round.legal_actions())


def kept(game):
    return game.__dict__.get("_legal")


def check_position(game, n: int) -> None:
    """What is listed here is kept and handed out again (as a new list), and it
    is what the rules list here."""
    first = game.legal_actions()
    again = game.legal_actions()
    assert again == first and again is not first, n
    assert game.finished or kept(game), n  # kept for the next question
    assert first == listed_anew(game), n


def keep_a_marker(game) -> None:
    """A list kept for this position that no rule would give: the next action
    must drop it."""
    game.__dict__["_legal"] = (
        (game.route_search_budget_s, game.route_search_work),
        game.__dict__.get("_suggested_routes"),
        ("a list of this position",),
    )
    assert game.finished or game.legal_actions() == ["a list of this position"]


# (title, log, list and compare at every `every`-th position; at the others a
# marker stands for the kept list): 18ESP's listing is slower, its log longer.
LOGS = [
    ("18MEX", "17849", 1),
    ("1822MX", "fcm_cannot_lay_thru_mexico_city", 1),
    ("18ESP", "18ESP_destination_token_release", 10),
]


@pytest.mark.parametrize(("title", "stem", "every"), LOGS, ids=[t for t, _, _ in LOGS])
def test_the_kept_list_is_the_fresh_one_at_every_position_of_a_real_game(title, stem, every):
    path = XX_FIXTURES / title / f"{stem}.json"
    actions = logged_actions(path)
    game = replay(open_record(path), to=0)
    for n, action in enumerate(actions):
        if n % every:
            keep_a_marker(game)
        else:
            check_position(game, n)
        game.process(action)
        assert not kept(game), n  # the action dropped the list of the position before
    check_position(game, len(actions))


@pytest.mark.parametrize(("title", "seed", "count"), [("18ESP", 3, 250), ("18MW", 19, 250)])
def test_the_kept_list_is_the_fresh_one_at_every_position_of_a_random_game(title, seed, count):
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 2_000
    rng = random.Random(seed)
    for n in range(count):
        if game.finished:
            break
        check_position(game, n)
        game.process(choose(game, rng))
        assert not kept(game), n
    assert len(game.actions) == count or game.finished


def _mid_stock_round():
    game = new_game("18MEX", PLAYERS, seed=1)
    rng = random.Random(1)
    while game.round_kind() != "stock":
        game.process(choose(game, rng))
    return game


def test_a_hand_edit_followed_by_mark_edited_is_listed_afresh():
    game = _mid_stock_round()  # the opening sale: bids on the privates, or a pass
    player = game.player(game.active_entities()[0])
    assert any(a.type == "bid" for a in game.legal_actions())
    game.pay(player, game.bank, player.cash)  # by hand: no bid can be paid for now
    game.mark_edited()
    listed = game.legal_actions()
    assert listed == listed_anew(game)
    assert [a.type for a in listed] == ["pass"]


def test_a_refused_action_leaves_the_list_of_the_position():
    game = _mid_stock_round()
    before = game.legal_actions()
    with pytest.raises(IllegalAction):
        game.process(act("buy_shares", game.active_entities()[0], shares=["NdM_0"]))
    assert game.legal_actions() == before == listed_anew(game)


def test_changing_the_list_handed_out_changes_nothing_kept():
    game = _mid_stock_round()
    listed = game.legal_actions()
    count = len(listed)
    listed.clear()
    assert len(game.legal_actions()) == count


def test_a_copy_lists_its_own_position_and_leaves_the_original_its_list():
    game = _mid_stock_round()
    before = game.legal_actions()
    twin = game.copy()
    assert twin.legal_actions() == before
    twin.process(next(a for a in before if a.type == "pass"))
    assert twin.legal_actions() == listed_anew(twin) != before
    assert game.legal_actions() == before == listed_anew(game)


def test_another_route_search_allowance_lists_the_routes_anew():
    game = new_game("18MEX", PLAYERS, seed=2)
    game.route_search_work = 2_000
    rng = random.Random(2)
    while game.current_step() != "routes":
        game.process(choose(game, rng))
    game.legal_actions()
    marker = kept(game)
    game.route_search_work = 500
    assert game.legal_actions() == listed_anew(game)
    assert kept(game) is not marker
