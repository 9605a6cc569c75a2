"""What the charters panel tells every player of an 1822MX game (R-019)."""

from __future__ import annotations

import re

import pytest

from gamedesk.ui.charters import charters_html
from tests.titles.mx_helpers import new_mx, play


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.rules("R-019")
def test_the_piles_order_and_every_bid_are_open():
    game = new_mx()
    play(game, ("bid", "p1", {"company": "M3", "price": 105}))
    text = " ".join(_text(charters_html(game)).split())
    piles = game.bid_boxes.piles
    for name, size in (("minors", 4), ("concessions", 3), ("privates", 3)):
        rest = " · ".join(piles[name][size:])
        assert f"Next {name}: {rest}" in text
        for sym in piles[name][:size]:
            assert sym in text
    assert "Ann $105" in text  # who bids what is public too
