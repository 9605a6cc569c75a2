"""The shape of a game tree handled without recursion and in linear time: a
file may chain thousands of variations, each leaving the one before, listed
child first (issue 19, finding 3)."""

from __future__ import annotations

import sys

import pytest

from gamedesk.engine import lines as shape
from gamedesk.engine.actions import Action
from gamedesk.engine.lines import MAIN_LINE, Line

DEPTH = 3 * sys.getrecursionlimit()


def chain(depth: int) -> dict[str, Line]:
    """Main line of one action; variation k leaves variation k-1 at its end with
    one action of its own; listed child first."""
    out = {MAIN_LINE: Line(MAIN_LINE, None, 0, [Action("pass", "p0")])}
    names = [MAIN_LINE, *(f"V{k}" for k in range(1, depth + 1))]
    variations = [Line(names[k], names[k - 1], k, [Action("pass", f"p{k}")])
                  for k in range(depth, 0, -1)]
    out.update((line.name, line) for line in variations)
    return out


def test_a_deep_chain_listed_child_first_checks_and_orders_without_recursion():
    lines = chain(DEPTH)
    shape.check_tree(lines)
    order = shape.parents_first(lines)
    assert order[0] == MAIN_LINE and order[-1] == f"V{DEPTH}"
    place = {name: n for n, name in enumerate(order)}
    assert all(place[line.parent] < place[name] for name, line in lines.items() if line.parent)


def test_the_full_history_of_the_deepest_line_is_every_action_in_turn():
    lines = chain(DEPTH)
    full = shape.full_actions(lines, f"V{DEPTH}")
    assert [a.entity for a in full] == [f"p{k}" for k in range(DEPTH + 1)]
    assert shape.length(lines, f"V{DEPTH}") == DEPTH + 1
    assert shape.owner(lines, f"V{DEPTH}", 1) == MAIN_LINE


def test_a_cycle_deep_in_a_chain_is_refused():
    lines = chain(DEPTH)
    lines["V1"].parent = f"V{DEPTH}"
    with pytest.raises(ValueError, match="its own ancestor"):
        shape.check_tree(lines)


def test_zero_action_lines_chained_at_one_point_all_hang_from_the_main_line():
    lines = {MAIN_LINE: Line(MAIN_LINE, None, 0, [Action("pass", "p0")])}
    for k in range(DEPTH, 0, -1):
        lines[f"V{k}"] = Line(f"V{k}", MAIN_LINE if k == 1 else f"V{k - 1}", 1, [])
    shape.canonical(lines)
    assert {line.parent for line in lines.values()} == {None, MAIN_LINE}
