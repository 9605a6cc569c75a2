"""1822MX share dealing in the stock round (R-030 … R-048, R-085, R-086), in
positions of the real game 123055 found by what they hold."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from tests.titles.mx_helpers import fingerprint, first_position, refused

STEM = "123055"
NDEM = "NDEM"


def _in_sr(game) -> bool:
    return game.round.kind == "stock" and not game.round.bought and not game.round.bids_made


def _sales(game, pid):
    return [a for a in game.legal_actions() if a.type == "sell_shares" and a.entity == pid]


def _actor(game) -> str:
    return game.active_entities()[0]


def _sale_of(game, director: bool):
    """A one-share sale of a major by its director, or by another holder."""
    pid = _actor(game)
    for a in _sales(game, pid):
        corp = game.corporations[game.share_by_id(a["shares"][0]).corp]
        if corp.sym != NDEM and len(a["shares"]) == 1 and (corp.president == pid) == director:
            return a, corp
    return None


@pytest.mark.rules("R-034", "R-040")
@pytest.mark.parametrize("director", [True, False])
def test_a_sale_pays_the_old_price_and_moves_it_by_who_sold(director):
    game = first_position(STEM, lambda g: _in_sr(g) and _sale_of(g, director) is not None)
    action, corp = _sale_of(game, director)
    pid, price = action.entity, game.share_price(corp)
    cash, bank = game.player(pid).cash, game.bank.cash
    column = game.market.position[corp.sym]
    game.process(action)
    assert game.player(pid).cash == cash + price
    assert game.bank.cash == bank - price
    assert game.share_by_id(action["shares"][0]).owner == POOL
    assert game.share_price(corp) < price  # one space either way for a single share
    assert game.market.position[corp.sym] != column


@pytest.mark.rules("R-035", "R-247")
def test_selling_ndem_shares_leaves_its_price_alone():
    def ndem_sale(g):
        return _in_sr(g) and any(g.share_by_id(a["shares"][0]).corp == NDEM
                                 for a in _sales(g, _actor(g)))

    game = first_position(STEM, ndem_sale)
    action = next(a for a in _sales(game, _actor(game))
                  if game.share_by_id(a["shares"][0]).corp == NDEM)
    ndem = game.corporations[NDEM]
    price = game.share_price(ndem)
    game.process(action)
    assert game.share_price(ndem) == price


@pytest.mark.rules("R-030")
def test_minors_and_concessions_cannot_be_sold():
    game = first_position(STEM, lambda g: _in_sr(g) and any(
        c.kind == "minor" and c.president == _actor(g) and c.floated
        for c in g.corporations.values()))
    pid = _actor(game)
    minor = next(c for c in game.corporations.values()
                 if c.kind == "minor" and c.president == pid and c.floated)
    assert not any(game.share_by_id(a["shares"][0]).corp == minor.sym for a in _sales(game, pid))
    before = fingerprint(game)
    with pytest.raises(IllegalAction):
        game.process({"type": "sell_shares", "entity": pid,
                      "shares": [s.id for s in minor.shares_of(pid)]})
    assert fingerprint(game) == before


@pytest.mark.rules("R-031")
def test_shares_of_a_major_that_has_not_operated_cannot_be_sold():
    def fresh_holding(g):
        pid = _actor(g) if _in_sr(g) else None
        return pid is not None and any(
            c.kind == "major" and c.sym != NDEM and g.operating_turns.get(c.sym, 0) == 0
            and [s for s in c.shares_of(pid) if not s.president]
            for c in g.corporations.values())

    game = first_position(STEM, fresh_holding)
    pid = _actor(game)
    corp = next(c for c in game.corporations.values() if c.kind == "major" and c.sym != NDEM
                and game.operating_turns.get(c.sym, 0) == 0
                and [s for s in c.shares_of(pid) if not s.president])
    share = next(s for s in corp.shares_of(pid) if not s.president)
    refused(game, {"type": "sell_shares", "entity": pid, "shares": [share.id]}, "R-031")


@pytest.mark.rules("R-041", "R-042")
def test_one_certificate_a_turn_and_buying_leaves_the_price():
    def can_buy(g):
        return _in_sr(g) and any(a.type == "buy_shares" and g.share_by_id(a["shares"][0]).corp
                                 != NDEM for a in g.legal_actions())

    game = first_position(STEM, can_buy)
    pid = _actor(game)
    buy = next(a for a in game.legal_actions() if a.type == "buy_shares"
               and game.share_by_id(a["shares"][0]).corp != NDEM)
    corp = game.corporations[game.share_by_id(buy["shares"][0]).corp]
    price = game.share_price(corp)
    game.process(buy)
    assert game.share_price(corp) == price
    assert _actor(game) != pid  # the buy ends the turn: no second certificate
    another = next(s for s in corp.shares if s.owner in (IPO, POOL) and not s.president)
    before = fingerprint(game)
    with pytest.raises(IllegalAction):
        game.process({"type": "buy_shares", "entity": pid, "shares": [another.id]})
    assert fingerprint(game) == before


@pytest.mark.rules("R-043")
def test_no_buying_back_a_company_sold_this_round():
    game = first_position(STEM, lambda g: _in_sr(g) and _sale_of(g, False) is not None)
    action, corp = _sale_of(game, False)
    pid = action.entity
    game.process(action)
    while not (game.round.kind == "stock" and _actor(game) == pid and _in_sr(game)):
        game.process({"type": "pass", "entity": _actor(game)})
        if game.round.kind != "stock":
            pytest.skip("the round ended before the seller's next turn")
    share = next((s for s in corp.shares if s.owner in (POOL, IPO) and not s.president), None)
    assert share is not None
    refused(game, {"type": "buy_shares", "entity": pid, "shares": [share.id]}, "R-043")


@pytest.mark.rules("R-085")
@pytest.mark.parametrize("n, limit", [(3, 16), (4, 13), (5, 10)])
def test_certificate_limits(n, limit):
    from tests.titles.mx_helpers import new_mx

    assert new_mx(n, profile="rulebook").cert_limit() == limit


@pytest.mark.rules("R-086", "R-048")
def test_what_counts_toward_the_limit_and_ndem_shares_do_not():
    game = first_position(STEM, lambda g: g.round.kind == "stock" and any(
        g.corporations[NDEM].shares_of(p.id) for p in g.players))
    for player in game.players:
        pid = player.id
        cards = sum(1 for c in game.companies.values()  # a minor counts by its share
                    if c.owner == pid and not c.closed and c.kind != "minor")
        shares = sum(len(c.shares_of(pid)) for c in game.corporations.values()
                     if c.sym != NDEM and not c.removed
                     and not game.market.has_type(c.sym, "no_cert_limit"))
        assert game.certificates_of(pid) == cards + shares
    holder = next(p.id for p in game.players if game.corporations[NDEM].shares_of(p.id))
    before = game.certificates_of(holder)
    share = game.corporations[NDEM].shares_of(holder)[0]
    share.owner = POOL
    assert game.certificates_of(holder) == before
