"""18MW's fire-sale station auction in the window: the president offers a
station at a least bid he sets in a price box (R-167) that spans what the
engine allows (price_range). (The bids for it use the same box; no seeded
random game found here has a bidder who can pay.)"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QSpinBox

from gamedesk.ai.random_bot import choose
from gamedesk.io.replay import save_of
from gamedesk.titles import new_game
from gamedesk.ui.session import Session
from tests.ui.conftest import THREE
from tests.ui.window_driver import button, click

SEED, OFFER_AT = 13, 476  # seed 13's random game: a fire sale's station auction here


def fire_sale_game():
    game = new_game("18MW", THREE, profile="rulebook", seed=SEED)
    game.route_search_work = 20_000
    rng = random.Random(SEED)
    for _ in range(OFFER_AT):
        game.process(choose(game, rng))
    return game


@pytest.mark.rules("R-167")
def test_a_station_is_offered_at_the_least_bid_typed_in_its_box(qtbot, window):
    game = fire_sale_game()
    offer = next(a for a in game.legal_actions() if a.type == "offer_token")
    window.set_session(Session.from_game(save_of(game), game, autosave_enabled=False))
    key = f"{offer['hex']}-{offer['city']}"
    spin = window.panel.body.findChild(QSpinBox, f"price:offer_token:{key}")
    assert spin is not None, "no price box for the station's least bid"
    assert (spin.minimum(), spin.maximum()) == game.price_range(offer)
    assert spin.value() == offer["price"]  # the box starts at the engine's offer
    spin.setValue(offer["price"] + 25)
    click(qtbot, button(window, f"do:offer_token:{key}"))
    assert window.last_error is None, window.last_error
    done = window.session.game.actions[-1]
    assert (done.type, done["hex"], done["price"]) == ("offer_token", offer["hex"],
                                                       offer["price"] + 25)

