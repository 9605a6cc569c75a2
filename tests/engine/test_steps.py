"""The generic operating turn runs a title's list of steps (gamedesk/engine/steps.py)."""

from __future__ import annotations

import copy
from types import SimpleNamespace

import pytest

from gamedesk.engine.actions import Action, act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.steps import CompanyTurn, Step, StepList


class Pay(Step):
    """Automatic: the company is paid 10."""

    id = "pay"

    def auto(self, turn):
        turn.op.cash += 10
        return False


class Build(Step):
    id = "build"
    takes = frozenset({"lay_tile"})
    skippable = True
    reason = "lay track"

    def auto(self, turn):
        return True

    def legal_actions(self, turn):
        return [act("lay_tile", turn.op.sym, hex="A1", tile="7", rotation=0)]

    def process(self, turn, action):
        turn.log.append("built")


class Run(Step):
    id = "run"
    takes = frozenset({"run_routes"})
    reason = "run trains"

    def auto(self, turn):
        return True

    def process(self, turn, action):
        turn.log.append("ran")
        turn.next_step()


class Buy(Step):
    id = "buy"
    takes = frozenset({"buy_train"})
    skippable = True

    def auto(self, turn):
        return True

    def process(self, turn, action):
        if action["price"] > turn.op.cash:
            raise IllegalAction("too dear", "cash")
        turn.log.append("bought")


class Trade(Step):
    """Taken in every step without moving the turn."""

    id = "trade"
    takes = frozenset({"buy_company"})
    anytime = True

    def legal_actions(self, turn):
        return [act("buy_company", turn.op.sym, company="X", price=1)]

    def process(self, turn, action):
        turn.log.append("traded")


class Merge(Step):
    """A step some companies' turns lack; it refuses its action with its own rule."""

    id = "merge"
    takes = frozenset({"merge"})
    rule = "R-9"

    def check_order(self, turn, action):
        if turn.op.sym == "AA":
            raise IllegalAction("AA never merges", self.rule)


STEPS = StepList([Pay(), Build(), Run(), Buy()])


def new_turn(**options) -> CompanyTurn:
    game = SimpleNamespace(finished=False, interrupts=[])
    op = SimpleNamespace(sym="AA", cash=0, operated=False)
    turn = CompanyTurn(game, op, STEPS, anytime=[Trade()], **options)
    turn.log = []
    turn.advance()
    return turn


def action(type_: str, **fields) -> Action:
    return act(type_, "AA", **fields)


def test_advance_runs_automatic_parts_and_stops_at_a_waiting_step():
    turn = new_turn()
    assert turn.op.cash == 10
    assert turn.step == "build"
    assert turn.waiting_for() == (["AA"], "lay track")


def test_a_later_steps_action_skips_the_optional_steps_before_it():
    turn = new_turn()
    turn.process(action("run_routes", routes=[]))
    assert turn.log == ["ran"]
    assert turn.step == "buy"


def test_a_skip_stops_at_a_step_that_cannot_be_skipped():
    turn = new_turn()
    with pytest.raises(IllegalAction, match="run step comes first"):
        turn.process(action("buy_train", train="2-0", price=0))
    assert turn.step == "build"
    assert turn.log == []


def test_an_earlier_steps_action_is_too_late():
    turn = new_turn()
    turn.process(action("run_routes", routes=[]))
    with pytest.raises(IllegalAction, match="too late"):
        turn.process(action("lay_tile", hex="A1", tile="7", rotation=0))
    assert turn.step == "buy"


def test_without_the_skip_option_a_later_steps_action_is_refused():
    turn = new_turn(later_action_skips=False)
    with pytest.raises(IllegalAction):
        turn.process(action("run_routes", routes=[]))
    assert turn.step == "build"


def test_a_refused_action_leaves_the_turn_at_its_step():
    turn = new_turn()
    turn.process(action("pass"))
    turn.process(action("run_routes", routes=[]))
    with pytest.raises(IllegalAction, match="too dear"):
        turn.process(action("buy_train", train="2-0", price=50))
    assert turn.step == "buy"


def test_an_anytime_action_does_not_move_the_turn():
    turn = new_turn()
    turn.process(action("buy_company", company="X", price=1))
    assert turn.step == "build"
    assert turn.log == ["traded"]


def test_pass_is_offered_only_where_passing_is_allowed():
    turn = new_turn()
    assert [a.type for a in turn.legal_actions()] == ["lay_tile", "buy_company", "pass"]
    turn.process(action("pass"))
    assert turn.step == "run"
    assert "pass" not in [a.type for a in turn.legal_actions()]
    with pytest.raises(IllegalAction, match="cannot be skipped"):
        turn.process(action("pass"))


def test_the_turn_is_over_after_its_last_step():
    turn = new_turn()
    turn.process(action("pass"))
    turn.process(action("run_routes", routes=[]))
    turn.process(action("pass"))
    assert turn.advance() is True
    assert turn.step == "done"
    assert turn.legal_actions() == []


def test_an_unknown_action_type_is_refused_naming_the_turn():
    turn = new_turn()
    with pytest.raises(IllegalAction, match="not possible in an operating turn"):
        turn.process(action("dividend", kind="payout"))


def test_steps_are_shared_by_game_copies():
    turn = new_turn()
    twin = copy.deepcopy(turn)
    assert twin.steps is turn.steps and twin.current is turn.current
    assert twin.op is not turn.op


def test_a_step_the_turn_lacks_refuses_its_action_with_its_own_rule():
    game = SimpleNamespace(finished=False, interrupts=[])
    op = SimpleNamespace(sym="AA", cash=0, operated=False)
    turn = CompanyTurn(game, op, STEPS, others=[Merge()])
    turn.advance()
    with pytest.raises(IllegalAction, match="never merges") as refusal:
        turn.process(action("merge", corporation="BB"))
    assert refusal.value.rule == "R-9"
    assert turn.step == "build"


def test_the_turn_waits_while_something_cuts_in():
    game = SimpleNamespace(finished=False, interrupts=["a discard"])
    op = SimpleNamespace(sym="AA", cash=0, operated=False)
    turn = CompanyTurn(game, op, STEPS)
    assert turn.advance() is False
    assert op.cash == 0  # not even the automatic parts run
