"""Every action's fields are checked before the engine sees it (actions.SCHEMAS):
a bad one is refused with IllegalAction naming the field."""

from __future__ import annotations

import pytest

import gamedesk.titles  # noqa: F401  (the titles register their own action types)
from gamedesk.engine.actions import SCHEMAS, Action
from gamedesk.engine.errors import IllegalAction

ROUTE = {"train": "2-0", "stops": ["E6-0", "F5-0"]}

GOOD = [
    {"type": "pass", "entity": "p1"},
    {"type": "bid", "entity": "p1", "company": "KCMO", "price": 40},
    {"type": "sell_shares", "entity": "p1", "shares": ["MC_1", "MC_2"], "percent": 20},
    {"type": "lay_tile", "entity": "MC", "hex": "E6", "tile": "57", "rotation": 5,
     "combo": ["P9"], "special": "P8", "from": "E7"},
    {"type": "place_token", "entity": "MC", "hex": "E6", "city": 0},
    {"type": "place_token", "entity": "MC", "hex": "E6", "city": "57-1-0"},
    {"type": "run_routes", "entity": "MC", "routes": [ROUTE]},
    {"type": "run_routes", "entity": "MC", "routes": []},
    {"type": "buy_train", "entity": "MC", "train": "7-12", "price": 0, "variant": "E"},
    {"type": "buy_train", "entity": "MC", "train": "3'-1", "price": 1},
    {"type": "repay_loan", "entity": "p1"},
    {"type": "choose", "entity": "p1", "choice": "double"},
]

# (what is changed, the field the message names)
BAD = [
    ({"type": "teleport", "entity": "p1"}, "teleport"),
    ({"type": "pass", "entity": 3}, "entity"),
    ({"type": "pass", "entity": ""}, "entity"),
    ({"type": "pass", "entity": "p1", "price": 5}, "price"),
    ({"type": "bid", "entity": "p1", "company": "KCMO"}, "price"),
    ({"type": "bid", "entity": "p1", "company": "KCMO", "price": 40.0}, "price"),
    ({"type": "bid", "entity": "p1", "company": "KCMO", "price": True}, "price"),
    ({"type": "bid", "entity": "p1", "company": "KCMO", "price": -5}, "price"),
    ({"type": "bid", "entity": "p1", "company": None, "price": 5}, "company"),
    ({"type": "sell_shares", "entity": "p1", "shares": ["MC_1", "MC_1"]}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": ["FCP_-1"]}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": ["FCP_1.0"]}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": "MC_1"}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": []}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": [1]}, "shares"),
    ({"type": "sell_shares", "entity": "p1", "shares": ["MC_1"], "percent": 0}, "percent"),
    ({"type": "buy_shares", "entity": "p1", "shares": ["MC_1"], "swap": "MC"}, "swap"),
    ({"type": "lay_tile", "entity": "MC", "hex": "E6", "tile": "57", "rotation": 6}, "rotation"),
    ({"type": "lay_tile", "entity": "MC", "hex": "E6", "tile": "57", "rotation": 0.5},
     "rotation"),
    ({"type": "lay_tile", "entity": "MC", "hex": "E6", "tile": "57", "rotation": 0,
      "combo": ["P9", "P9"]}, "combo"),
    ({"type": "place_token", "entity": "MC", "hex": "E6", "city": 0.5}, "city"),
    ({"type": "place_token", "entity": "MC", "hex": "E6", "city": -1}, "city"),
    ({"type": "place_token", "entity": "MC", "hex": "E6"}, "city"),
    ({"type": "run_routes", "entity": "MC", "routes": {}}, "routes"),
    ({"type": "run_routes", "entity": "MC", "routes": [{"stops": ["E6-0"]}]}, "train"),
    ({"type": "run_routes", "entity": "MC", "routes": [{"train": "2-0"}]}, "stops"),
    ({"type": "run_routes", "entity": "MC", "routes": [{**ROUTE, "stops": "E6-0"}]}, "stops"),
    ({"type": "run_routes", "entity": "MC", "routes": [{**ROUTE, "paths": [[1]]}]}, "paths"),
    ({"type": "run_routes", "entity": "MC", "routes": [{**ROUTE, "revenue": -10}]}, "revenue"),
    ({"type": "run_routes", "entity": "MC", "routes": [["2-0"]]}, "route"),
    ({"type": "buy_train", "entity": "MC", "train": "2--1", "price": 80}, "train"),
    ({"type": "buy_train", "entity": "MC", "train": "2-0", "price": 80, "variant": 2},
     "variant"),
    ({"type": "repay_loan", "entity": "p1", "amount": 0.5}, "amount"),
    ({"type": "dividend", "entity": "MC", "kind": ["payout"]}, "kind"),
    ({"type": "choose", "entity": "p1", "choice": 2}, "choice"),
]


@pytest.mark.parametrize("action", GOOD, ids=[d["type"] for d in GOOD])
def test_well_formed_actions_pass_the_schema(action):
    assert Action.from_dict(action).to_dict() == action


@pytest.mark.parametrize(("action", "field"), BAD, ids=[f for _, f in BAD])
def test_a_bad_field_is_refused_naming_it(action, field):
    with pytest.raises(IllegalAction) as err:
        Action.from_dict(action)
    assert err.value.rule == "format"
    assert field in err.value.message


@pytest.mark.parametrize("raw", [None, [], "pass", {"type": "pass"}, {"entity": "p1"}])
def test_what_is_not_an_action_is_refused(raw):
    with pytest.raises(IllegalAction):
        Action.from_dict(raw)


def test_every_action_type_has_a_schema_of_checks():
    for kind, fields in SCHEMAS.items():
        assert all(callable(check) for check in fields.values()), kind
