"""A title tunes its own computer players (ai/tuning.py) and no other title's:
weights per level, Hard's planning limits, a rule of thumb of its own and the
route work of an estimate."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gamedesk.ai import hard as hard_module
from gamedesk.ai.hard import HARD_WEIGHTS, HardBot
from gamedesk.ai.normal import NormalBot
from gamedesk.ai.position import DEFAULT_WEIGHTS, ROUTE_WORK
from gamedesk.ai.priors import prior, shared_prior
from gamedesk.ai.tuning import SHARED, Tuning, position_for, tuning_of
from gamedesk.engine.actions import act
from gamedesk.titles import new_game, registry

PLAYERS = [("a", "A"), ("b", "B"), ("c", "C")]


def _pass_bonus(game, action) -> float:
    return 7.0 if action.type == "pass" else 0.0


TUNED = Tuning(
    weights={"hard": {"topup": 0.5}, "normal": {"rival": 0.7}},
    route_work=300,
    priors={"hard": _pass_bonus},
    hard={"roll_looks": 2, "sale_friction": 10.0},
)


@pytest.fixture
def tuned_18mex(monkeypatch):
    """18MEX with the tuning above (its registry entry naming it)."""
    entry = registry.entry("18MEX")
    monkeypatch.setitem(registry._ENTRIES, "18MEX",
                        dataclasses.replace(entry, bots="tests.ai.test_tuning:TUNED"))
    return new_game("18MEX", PLAYERS, seed=3)


def test_a_titles_tuning_sets_its_own_bots_weights(tuned_18mex):
    other = new_game("18MW", PLAYERS, seed=3)
    assert tuning_of(tuned_18mex) is TUNED and tuning_of(other) is SHARED
    assert HardBot().weights_in(tuned_18mex) == dataclasses.replace(HARD_WEIGHTS, topup=0.5)
    assert NormalBot().weights_in(tuned_18mex) == dataclasses.replace(DEFAULT_WEIGHTS, rival=0.7)
    assert HardBot().weights_in(other) == HARD_WEIGHTS
    assert NormalBot().weights_in(other) == DEFAULT_WEIGHTS


def test_weights_given_to_a_bot_are_played_as_given(tuned_18mex):
    assert NormalBot(weights=HARD_WEIGHTS).weights_in(tuned_18mex) is HARD_WEIGHTS


def test_a_titles_rule_of_thumb_adds_to_the_shared_one_for_its_level(tuned_18mex):
    passing = act("pass", "a")
    assert prior(tuned_18mex, passing, "hard") == shared_prior(tuned_18mex, passing) + 7.0
    assert prior(tuned_18mex, passing, "normal") == shared_prior(tuned_18mex, passing)
    other = new_game("18MW", PLAYERS, seed=3)
    assert prior(other, passing, "hard") == shared_prior(other, passing)


def test_hards_plans_and_its_roller_use_hards_rules_of_thumb(tuned_18mex):
    planner = hard_module._Planner(HardBot(), tuned_18mex, "a", random.Random(1))
    assert planner.level == planner.roller.level == "hard"


def test_a_titles_route_work_bounds_its_estimates(tuned_18mex):
    scorer = position_for(tuned_18mex, DEFAULT_WEIGHTS)
    assert scorer.work(tuned_18mex) == 300
    assert position_for(new_game("18MW", PLAYERS, seed=3), DEFAULT_WEIGHTS).route_work == ROUTE_WORK


def test_hards_planning_limits_are_the_titles_where_it_sets_them(tuned_18mex):
    planner = hard_module._Planner(HardBot(), tuned_18mex, "a", random.Random(1))
    assert planner.roller.max_evals == 2
    assert planner.limit("sale_friction") == 10.0
    assert planner.limit("plan_steps") == hard_module.PLAN_STEPS
    assert planner.weights.topup == 0.5


def test_a_tuning_naming_what_the_bots_do_not_have_is_refused():
    with pytest.raises(ValueError, match="planning limit of Hard: roll_look"):
        Tuning(hard={"roll_look": 3})
    with pytest.raises(ValueError, match="no such weight for hard: rivals"):
        Tuning(weights={"hard": {"rivals": 1.0}})
    with pytest.raises(ValueError, match="no such level for a rule of thumb: expert"):
        Tuning(priors={"expert": _pass_bonus})
