"""18ESP's limits on what a player holds after a takeover (R-057, R-058;
the site 4.3.16), on the hand-made takeover positions of
test_18esp_takeovers: Ben directs A (par 80), MS is a launched minor."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import IPO
from gamedesk.titles.g18esp.stock import EspStockRound
from tests.titles.test_18esp_takeovers import PHASE, float_major, position


def ipo_shares(corp):
    return [s for s in corp.shares if s.owner == IPO and not s.reserved and not s.president]


def stock_turn(game, pid: str) -> None:
    """The next stock round, `pid` to act."""
    game.round = EspStockRound(game, pid)
    game.mark_edited()


def ben_at_sixty_takes_over_ms(profile: str = "rulebook"):
    game = position(profile, minor_owner="b")  # Ben directs A and MS: no consent asked
    a = game.corporation("A")
    for share in ipo_shares(a)[:2]:
        share.owner = "b"
    a.operated = True
    game.mark_edited()
    assert a.percent_of("b") == 60
    game.process(act("take_over", "A", corporation="MS", token="map"))
    return game, a


@pytest.mark.rules("R-058", "R-056")
def test_a_takeover_share_may_take_a_director_to_70_percent_without_a_forced_sale():
    game, a = ben_at_sixty_takes_over_ms()
    assert a.percent_of("b") == 70
    stock_turn(game, "b")
    assert game.why_illegal(act("pass", "b")) is None  # the 7th share need not be sold
    buy = act("buy_shares", "b", shares=[ipo_shares(a)[0].id])
    assert game.why_illegal(buy).rule == "R-056"  # and no more may be bought


@pytest.mark.rules("R-058")
def test_in_the_rulebook_seventy_percent_without_a_takeover_share_must_be_sold_down():
    game, a = ben_at_sixty_takes_over_ms()
    taken = next(s for s in a.shares if getattr(s, "from_takeover", False))
    del taken.from_takeover  # as if the 7th share had been bought
    stock_turn(game, "b")
    assert game.why_illegal(act("pass", "b")).rule == "R-057"
    site = game.copy()
    site.profile = "18xx.games"  # the site never makes a player sell for that (4.3.16)
    site.mark_edited()
    assert site.why_illegal(act("pass", "b")) is None


@pytest.mark.rules("R-057")
def test_a_takeover_share_over_the_certificate_limit_is_sold_first_next_stock_round():
    game = position(minor_owner="c")  # Cid directs MS
    for sym in ("FdSB", "CFEA", "CFLG"):
        float_major(game, sym, "d").operated = True
    game.corporation("A").operated = True
    game.train_event("minors_stop_operating", None)  # phase 5: MS is frozen
    game.phases.index = PHASE["5"]
    limit = game.cert_limit("c")
    for sym in ("FdSB", "CFEA", "CFLG", "A"):
        corp = game.corporation(sym)
        for share in ipo_shares(corp):
            if game.cert_count("c") < limit and corp.percent_of("c") < 60:
                share.owner = "c"
    game.mark_edited()
    assert game.cert_count("c") == limit  # MS, frozen, counts nothing (Q36)
    game.process(act("take_over", "A", corporation="MS", token="map"))
    assert game.cert_count("c") == limit + 1  # the share goes to Cid all the same
    stock_turn(game, "c")
    assert game.why_illegal(act("pass", "c")).rule == "R-057"
    offered = {a.type for a in game.legal_actions()}
    assert offered == {"sell_shares"}  # nothing but sales until under the limit
