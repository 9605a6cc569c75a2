"""Computer players: every level finishes whole games of every playable title,
a seed replays a game exactly, self-play reports what the command promises,
and a hint offers three legal actions.

Whole self-play games (20: 15 at mixed levels, 3 in a match, 2 of the
command; every title, each level against random players) and seeded
openings. The bots get no thinking time here (budget 0: each decision looks
at the fewest candidates a level ever looks at), which keeps the games quick
and makes them independent of the machine's speed.
"""

from __future__ import annotations

import json
import random

import pytest

from gamedesk.ai import selfplay
from gamedesk.ai.hint import hint
from gamedesk.ai.interface import LEVELS, make_bot, options_for
from gamedesk.cli import main
from gamedesk.titles import new_game, offered_profiles, playable_titles

NO_TIME = {level: 0.0 for level in LEVELS}
QUICK = {"budget_s": NO_TIME, "route_work": 200}  # legal, good-enough routes, quickly
TITLES = playable_titles()


# Whole games of every title at mixed levels, random seats among them: the
# bots' decisions (three looks each at budget 0, three plans more for Hard) are
# what costs, so Hard sits at one table of each title (and plays the match
# below) and the other tables mix cheaper levels: a game takes about 4-11 s of
# CPU (measured, seed 11), Hard's 11-36 s (an 18MW game runs to some 1,500
# actions; with four players, 25 s). 18ESP's engine makes its games dearer, so
# it has one, with Easy. With the match (3) and the command's games (2) below,
# 20 whole games are played.
SEATINGS = [
    ("18MEX", ["easy", "random", "random"]),
    ("18MEX", ["normal", "random", "random"]),
    ("18MEX", ["hard", "random", "random"]),
    ("18MEX", ["normal", "easy", "random"]),
    ("18MEX", ["normal", "easy", "random", "random"]),
    ("18MEX", ["easy", "random", "random", "random"]),
    ("1822MX", ["easy", "random", "random"]),
    ("1822MX", ["normal", "random", "random"]),
    ("1822MX", ["hard", "random", "random"]),
    ("1822MX", ["normal", "easy", "random"]),
    ("1822MX", ["normal", "easy", "random", "random"]),
    ("1822MX", ["easy", "random", "random", "random"]),
    ("18ESP", ["easy", "random", "random"]),
    ("18MW", ["normal", "random", "random"]),
    ("18MW", ["hard", "random", "random", "random"]),
]


def test_the_suites_games_cover_every_title_and_level():
    assert {t for t, _ in SEATINGS} == set(TITLES)
    for title in TITLES[:2]:
        assert {lv for t, seats in SEATINGS if t == title for lv in seats} == set(LEVELS)


@pytest.mark.parametrize("title,seats", SEATINGS, ids=[f"{t}-{'-'.join(s)}" for t, s in SEATINGS])
def test_each_level_plays_a_game_of_each_title_to_its_end(title, seats):
    result = selfplay.play_game(title, seats, seed=11, profile="rulebook", **QUICK)
    assert result.finished, f"{seats} did not finish {title} in {result.actions} actions"
    assert result.refused == 0


def test_a_match_of_all_levels_finishes_every_game_in_both_profiles():
    title = "18MEX"  # the quicker title; each level finishes 1822MX in the test above
    results = selfplay.run(title, ["hard", "normal", "easy"], games=3, seed=30, **QUICK)
    assert [r.profile for r in results] == ["rulebook", "18xx.games", "rulebook"]
    assert all(r.finished for r in results)
    assert sum(r.refused for r in results) == 0
    # Seats rotate: in three games each level sat in every seat once.
    for seat in range(3):
        assert {r.levels[seat] for r in results} == {"hard", "normal", "easy"}


@pytest.mark.parametrize("title", TITLES)
def test_the_same_seed_replays_the_same_game(title):
    # The first 150 decisions (past the first operating rounds) decide alike (the
    # clock cuts none short: budget 0), also after another game in the same
    # process: nothing a game leaves behind (a cache, a shared table) may change
    # the next one.
    def play(seed: int, profile: str, actions: int = 150) -> tuple[list[dict], list[int]]:
        kept: list = []
        result = selfplay.play_game(title, ["hard", "normal", "easy"], seed=seed,
                                    profile=profile, max_actions=actions, keep=kept, **QUICK)
        assert result.actions == actions
        return [a.to_dict() for a in kept[0].actions], result.values

    profiles = offered_profiles(title)
    first = play(5, profiles[0])
    play(6, profiles[-1], 40)
    assert play(5, profiles[0]) == first


def test_a_work_bound_hard_bot_makes_the_same_choices_from_the_same_seed():
    # The clock cuts a decision short on a slow machine; max_evals bounds the work instead.
    def choices(seed: int) -> list[dict]:
        game = new_game("18MEX", [("a", "A"), ("b", "B"), ("c", "C")], seed=1)
        game.route_search_work = selfplay.ROUTE_WORK
        bot, rng, out = make_bot("hard", max_evals=2), random.Random(seed), []
        for _ in range(25):
            player = game.deciding_players()[0]
            action = bot.choose(game, player, 30.0, rng)
            out.append(action.to_dict())
            game.process(action)
        return out

    assert choices(3) == choices(3)


def test_a_match_alternates_only_the_profiles_a_title_has():
    # 18MW has only the rulebook's (the site has no 18MW): every game is played by it
    results = selfplay.run("18MW", ["easy", "easy", "easy"], games=2, seed=3,
                           max_actions=20, **QUICK)
    assert [r.profile for r in results] == ["rulebook", "rulebook"]
    assert all(r.actions == 20 for r in results)


def test_selfplay_json_counts_seats_wins_and_decision_times(capsys):
    code = main(["selfplay", "18MEX", "--seats", "easy,easy,easy", "--games", "2",
                 "--seed", "4", "--jobs", "2", "--json"])  # two processes, one game each
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (report["games"], report["finished"], report["refused"]) == (2, 2, 0)
    assert {lv: row["seats"] for lv, row in report["levels"].items()} == {"easy": 6}
    wins = sum(row["wins"] for row in report["levels"].values())
    assert wins >= 2  # one a game, more on a tie for first
    times = report["decision_ms"]
    assert 0 < times["median"] <= times["p95"] <= times["max"]


def test_selfplay_refuses_a_title_that_cannot_be_played(capsys):
    assert main(["selfplay", "18XX", "--seats", "easy,easy,easy"]) == 2
    assert "cannot be played" in capsys.readouterr().err


def test_selfplay_refuses_an_unknown_level(capsys):
    assert main(["selfplay", "18MEX", "--seats", "easy,genius,easy"]) == 2
    assert "genius" in capsys.readouterr().err


def test_a_summary_counts_a_tie_for_first_as_a_win_for_each_tied_seat():
    tie = selfplay.GameResult(0, "rulebook", ["easy", "normal", "hard"], finished=True,
                              values=[900, 900, 500], winners=[0, 1])
    report = selfplay.summary([tie])
    assert {lv: row["wins"] for lv, row in report["levels"].items()} == \
        {"easy": 1, "normal": 1, "hard": 0}


def _first_bid_or_pass(game):
    """The first bid on a private (or a par), else a pass: an auction that ends."""
    actions = game.legal_actions()
    first = actions[0]
    if first.type == "par" or (first.type == "bid"
                               and not game.private_bids().get(first.get("company"))):
        return first
    return next((a for a in actions if a.type == "pass"), first)


@pytest.mark.parametrize("title", TITLES)
def test_a_hint_offers_three_legal_actions_with_reasons(title):
    game = new_game(title, [("a", "A"), ("b", "B"), ("c", "C")], seed=2)
    game.route_search_work = selfplay.ROUTE_WORK
    player = game.deciding_players()[0]
    for _ in range(200):  # past an auction where one bids or passes, or only pars (18ESP)
        options = options_for(game, player)
        if len(options) >= 3 and len({a.type for a in options}) > 1:
            break
        game.process(_first_bid_or_pass(game))
        player = game.deciding_players()[0]
    assert len(options_for(game, player)) >= 3
    suggestions = hint(game, player, 0.0, random.Random(1))
    assert len(suggestions) == 3
    assert len({json.dumps(s.action.to_dict(), sort_keys=True) for s in suggestions}) == 3
    for s in suggestions:
        assert game.is_legal(s.action)
        assert s.reason and "\n" not in s.reason
        assert isinstance(s.worth_change, int)
