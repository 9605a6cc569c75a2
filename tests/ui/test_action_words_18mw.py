"""18MW's station auction and L&M trade in the action panel's words: headings
and buttons from its registry entry and words module (R-092, R-167)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action
from gamedesk.ui.action_text import describe, pass_text, section_title
from tests.titles.common import play
from tests.titles.test_18mw_token_auction import NP, auction


@pytest.mark.rules("R-167")
def test_the_station_auction_buttons_say_what_is_offered_and_who_bids():
    game = auction()
    offer = next(a for a in game.legal_actions() if a.type == "offer_token")
    assert section_title(game, "offer_token") == "Fire sale: auction a station"
    # the least bid offered first: what C&NW lacks for the bank's 2-train
    assert describe(game, offer) == "Ann: auction the station in Chicago (H22) (least bid $80)"
    passing = Action("pass", "a")
    assert pass_text(game, passing) == "Offer no more stations (Ann)"
    play(game, ("offer_token", "a", {"hex": "H22", "city": 0, "price": 50}))
    bid = next(a for a in game.legal_actions() if a.type == "bid_token")
    assert section_title(game, "bid_token") == "Fire sale: bid for a station"
    assert describe(game, bid) == f"Bob: bid $50 for {NP}"
    assert pass_text(game, Action("pass", "b")) == "Pass: out of this auction (Bob)"
