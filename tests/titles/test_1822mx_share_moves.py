"""1822MX certificates between players, the order of sales and the director's
swap (R-023, R-037, R-047), in positions of the real game 123055."""

from __future__ import annotations

import pytest

from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.history import snapshot
from tests.titles.mx_helpers import log_position, play, transitions

STEM = "123055"


def _holdings(game) -> dict[tuple[str, str], int]:
    return {(corp.sym, p.id): corp.percent_of(p.id)
            for corp in game.corporations.values() for p in game.players}


@pytest.mark.rules("R-023")
def test_no_certificate_passes_from_one_player_to_another():
    moves = 0
    for entry, before, game in transitions(STEM, _holdings):
        after = _holdings(game)
        for sym in {s for s, _ in before}:
            lost = [p for (s, p), pct in before.items() if s == sym and after.get((s, p), 0) < pct]
            won = [p for (s, p), pct in after.items() if s == sym and pct > before.get((s, p), 0)]
            assert not (lost and won), (entry, sym, lost, won)
        moves += 1
    assert moves > 900


@pytest.mark.rules("R-037")
def test_the_seller_orders_the_sales_and_so_the_stack():
    base = log_position(STEM, 879)  # 14244 may sell MC and FNM, both at $200
    assert base.share_price(base.corporations["MC"]) == base.share_price(
        base.corporations["FNM"]) == 200
    stacks = []
    for first, second in ((["MC_5"], ["FNM_1"]), (["FNM_1"], ["MC_5"])):
        game = snapshot(base)
        play(game, ("sell_shares", "14244", {"shares": first}),
             ("sell_shares", "14244", {"shares": second}))
        cell = game.market.position["MC"]
        assert game.market.position["FNM"] == cell
        stacks.append([s for s in game.market.stacks[cell] if s in ("MC", "FNM")])
    assert stacks == [["MC", "FNM"], ["FNM", "MC"]]  # the first sold lies on top


@pytest.mark.rules("R-047")
def test_a_buyer_with_more_than_the_director_takes_the_directors_certificate():
    game = log_position(STEM, 500)  # SR 4 in phase 3
    buyer = game.active_entities()[0]
    mir = game.corporations["MIR"]
    old = mir.president
    assert old != buyer and game.certificates_of(buyer) + 2 <= game.cert_limit()
    # as if the director had sold down to the 20% certificate and the buyer bought 20%
    for s in mir.shares_of(old):
        if not s.president:
            s.owner = POOL
    for s in [s for s in mir.shares if s.owner in (IPO, POOL)][:2 - len(mir.shares_of(buyer))]:
        s.owner = buyer
    assert mir.percent_of(buyer) == mir.percent_of(old) == 20
    share = next(s for s in mir.shares if s.owner in (IPO, POOL) and not s.president)
    game.player(buyer).cash += 1000
    play(game, ("buy_shares", buyer, {"shares": [share.id]}))
    assert mir.president == buyer and mir.president_share().owner == buyer
    assert mir.percent_of(buyer) == 30
    assert sorted(s.percent for s in mir.shares_of(old)) == [10, 10]  # swapped for the 20%


def _non_director_sale(game):
    for a in game.legal_actions():
        if a.type == "sell_shares" and game.is_player(a.entity):
            corp = game.corporations[game.share_by_id(a["shares"][0]).corp]
            if corp.sym != "NDEM" and corp.president != a.entity:
                return a, corp
    return None


@pytest.mark.rules("R-034")
def test_with_two_players_only_the_directors_sales_move_the_price():
    import random

    from gamedesk.titles import new_game

    rng = random.Random(2)
    game = new_game("1822MX", [("a", "Ann"), ("b", "Ben")], profile="rulebook", seed=2)
    game.route_search_work = 200
    for _ in range(4000):
        found = _non_director_sale(game) if game.round.kind == "stock" else None
        if found is not None:
            break
        game.process(rng.choice(game.legal_actions()))
    assert found is not None, "no sale by a shareholder came up"
    action, corp = found
    price = game.share_price(corp)
    game.process(action)
    assert game.share_price(corp) == price
