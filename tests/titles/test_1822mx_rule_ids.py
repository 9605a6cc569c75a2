"""1822MX's numbers for the rules the shared engine cites by 18MEX's inventory
(titles/g1822mx/rule_ids.py, handed out by the title registry)."""

from __future__ import annotations

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.titles import new_game, registry


def test_the_shared_rule_ids_map_to_1822mxs_own_numbers():
    """18MEX's R-142 (tile colour order) is 1822MX's R-133; its R-142 is a cube rule."""
    ids = registry.rule_ids("1822MX")
    assert ids["R-142"] == "R-133"
    assert ids["R-100"] == "R-163"  # a station in a free slot
    assert registry.rule_ids("18MEX") == {}  # its numbers are the shared ones


def test_a_refused_1822mx_lay_cites_1822mxs_rule():
    game = new_game("1822MX", [("a", "A"), ("b", "B"), ("c", "C")])
    with pytest.raises(IllegalAction) as refused:
        # a green tile on an empty hex: colours are laid in order
        game.board.check_lay("NDEM", "H13", "14", 0, colors=("yellow", "green"),
                             new_lay=True, upgrade=True)
    assert refused.value.rule == "R-133"


def test_a_refused_1822mx_station_cites_1822mxs_rule():
    """A station where the company has no route: 1822MX's R-163, not 18MEX's R-100/R-101."""
    game = new_game("1822MX", [("a", "A"), ("b", "B"), ("c", "C")])
    with pytest.raises(IllegalAction) as refused:
        game.board.check_token("NDEM", "Z99", 0)
    assert refused.value.rule == "R-163"
