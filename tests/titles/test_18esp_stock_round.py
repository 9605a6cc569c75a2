"""18ESP's first stock round (inventory 2.3, 1.6, R-041…R-062)."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import IPO
from gamedesk.engine.errors import IllegalAction
from gamedesk.titles.g18esp import loans
from tests.titles.common import fingerprint
from tests.titles.esp_helpers import finish_auction, new_game

# standard set-up; P7's major is drawn, so the tests start the others
NORTH = ("FdLR", "FdSB", "CFEA", "CFLG")


def stock_round(profile: str = "rulebook"):
    """The auction done: d buys P1, P2, P3; c P4; b P5; a P6, P7 (P7's major at 70).
    Players then have d 530, c 550, b 520, a 300 (rulebook), so b goes first."""
    return finish_auction(new_game(profile), buyers="dddcbaa")


def free_major(game) -> str:
    return next(s for s in NORTH if s != game.draw.p7_major)


def refused(game, kind, entity, **fields) -> str:
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as info:
        game.process(act(kind, entity, **fields))
    assert fingerprint(game) == before
    return info.value.rule


def first(game) -> str:
    return game.active_entities()[0]


@pytest.mark.rules("R-052", "R-042")
def test_starting_a_major_costs_two_pars_and_ends_the_turn():
    game = stock_round()
    pid, corp = first(game), free_major(game)
    cash = game.player(pid).cash
    assert refused(game, "par", pid, corporation=corp, price=65) == "R-052"
    game.process(act("par", pid, corporation=corp, price=80))
    assert game.player(pid).cash == cash - 160
    assert game.corporations[corp].president == pid
    assert first(game) != pid  # one purchase a turn


@pytest.mark.rules("R-053")
def test_a_minor_costs_twice_its_value_paid_into_its_own_treasury():
    game = stock_round()
    pid = first(game)
    cash, bank = game.player(pid).cash, game.bank.cash
    game.process(act("par", pid, corporation="MS", price=90))
    minor = game.corporations["MS"]
    assert minor.cash == 180 and minor.floated and game.player(pid).cash == cash - 180
    assert game.bank.cash == bank  # nothing to the bank
    assert game.certificate_value(minor.shares[0]) == 180


@pytest.mark.rules("R-059")
def test_southern_majors_cannot_start_in_phase_2():
    game = stock_round()
    assert refused(game, "par", first(game), corporation="MZA", price=70) == "R-059"
    offered = {a.args.get("corporation") for a in game.legal_actions() if a.type == "par"}
    assert "MZA" not in offered and "MS" in offered


@pytest.mark.rules("R-060")
def test_a_major_floats_at_40_percent_with_four_times_its_par():
    game = stock_round()
    corp = free_major(game)
    starter = first(game)
    game.process(act("par", starter, corporation=corp, price=80))
    buyers = []
    while not game.corporations[corp].floated:
        pid = first(game)
        share = next(s for s in game.corporations[corp].shares if s.owner == IPO)
        game.process(act("buy_shares", pid, shares=[share.id]))
        buyers.append(pid)
    assert len(buyers) == 2 and game.corporations[corp].cash == 320


@pytest.mark.rules("R-046", "R-047")
def test_nothing_may_be_sold_of_a_company_that_has_not_operated():
    game = stock_round()
    corp, pid = free_major(game), first(game)
    game.process(act("par", pid, corporation=corp, price=70))
    game.process(act("par", first(game), corporation="MS", price=70))
    for _ in range(2):
        game.process(act("pass", first(game)))
    assert first(game) == pid
    assert refused(game, "sell_shares", pid, shares=[f"{corp}_0"]) == "R-046"


@pytest.mark.rules("R-056")
def test_no_player_takes_more_than_60_percent_of_a_major():
    game = stock_round()
    corp = free_major(game)
    pid = first(game)
    game.process(act("par", pid, corporation=corp, price=70))
    game.corporations[corp].shares[1].owner = pid
    game.corporations[corp].shares[2].owner = pid
    game.corporations[corp].shares[3].owner = pid
    game.corporations[corp].shares[4].owner = pid  # 60% now
    game.mark_edited()
    while first(game) != pid:
        game.process(act("pass", first(game)))
    assert refused(game, "buy_shares", pid, shares=[f"{corp}_5"]) == "R-056"


@pytest.mark.rules("R-043", "R-063", "R-065")
def test_when_everyone_passes_one_operating_round_follows_and_the_richest_goes_first():
    game = stock_round()
    game.process(act("par", first(game), corporation="MS", price=70))
    for _ in range(3):
        game.process(act("pass", first(game)))
    assert game.round_kind() == "stock"
    game.process(act("pass", first(game)))
    assert game.round_kind() == "operating" and game.or_count == 1
    assert game.operating_company() == "MS"
    cash = [p.cash for p in game.players]
    assert cash == sorted(cash, reverse=True)


@pytest.mark.rules("R-175")
def test_a_train_is_exported_after_each_set_of_operating_rounds():
    game = stock_round()
    game.process(act("par", first(game), corporation="MS", price=70))
    for _ in range(4):
        game.process(act("pass", first(game)))
    while game.round_kind() == "operating":
        game.process(game.legal_actions()[-1] if game.current_step() != "routes"
                     else act("pass", game.operating_company()))
    assert game.depot.by_id["2-1"].owner == "@scrapped"  # 2-0 waits with P2
    assert game.round_kind() == "stock" and game.turn == 2


@pytest.mark.rules("R-062")
def test_a_major_all_in_players_hands_rises_one_space_at_the_end_of_the_round():
    game = stock_round()
    corp = game.corporations[free_major(game)]
    game.process(act("par", first(game), corporation=corp.sym, price=80))
    for share in corp.shares[1:]:
        share.owner = "a"
    corp.floated = True
    game.mark_edited()
    for _ in range(4):
        game.process(act("pass", first(game)))
    assert game.share_price(corp) == 85  # one space along the zig-zag


@pytest.mark.rules("R-041")
def test_turns_follow_the_order_set_after_the_auction():
    game = stock_round()
    order = [p.id for p in game.players]
    assert order == sorted(order, key=lambda pid: game.player(pid).cash)
    seen = []
    for _ in range(3):
        seen.append(first(game))
        game.process(act("pass", seen[-1]))
    assert seen == order[:3]


def operated_major(game, director: str, holdings: dict[str, int], pool: int = 0):
    """A free northern major, operated, director `director`, `holdings` in
    10% shares (the director's certificate counts 2), `pool` shares in the market."""
    from gamedesk.engine.entities import POOL

    sym = free_major(game)
    corp = game.corporations[sym]
    game.par_corporation(director, sym, 80)
    plain = iter(corp.shares[1:])
    for pid, count in holdings.items():
        for _ in range(count - (2 if pid == director else 0)):
            next(plain).owner = pid
    for _ in range(pool):
        next(plain).owner = POOL
    corp.floated = corp.operated = True
    game.mark_edited()
    return corp


def sale(game, corp, pid: str, count: int) -> list[str]:
    return [s.id for s in corp.shares if s.owner == pid and not s.president][:count]


@pytest.mark.rules("R-045")
def test_no_sale_puts_more_than_half_a_company_in_the_market():
    game = stock_round()
    pid = first(game)
    corp = operated_major(game, "d" if pid != "d" else "c", {pid: 2}, pool=5)
    assert refused(game, "sell_shares", pid, shares=sale(game, corp, pid, 1)) == "R-045"


@pytest.mark.rules("R-050")
def test_a_director_alone_over_20_percent_keeps_the_certificate():
    game = stock_round()
    pid = first(game)
    corp = operated_major(game, pid, {pid: 3})
    game.process(act("sell_shares", pid, shares=sale(game, corp, pid, 1)))
    assert corp.president == pid and corp.percent_of(pid) == 20
    assert not any(a.type == "sell_shares" and corp.shares[0].id in a["shares"]
                   for a in game.legal_actions())


@pytest.mark.rules("R-048", "R-188")
def test_a_sale_leaving_another_player_with_more_hands_over_the_certificate():
    game = stock_round()
    pid = first(game)
    other = next(p.id for p in game.players if p.id != pid)
    corp = operated_major(game, pid, {pid: 3, other: 3})
    game.give_train(game.depot.next_from_ipo(), corp.sym)
    loans.borrow(game, pid, 10)
    cash, trains, debt = corp.cash, list(corp.trains), loans.debt(game, pid)
    game.mark_edited()
    game.process(act("sell_shares", pid, shares=sale(game, corp, pid, 1)))
    assert corp.president == other  # 30% against the seller's 20%
    assert corp.shares[0].owner == other and corp.percent_of(pid) == 20
    # the company keeps its assets, the loan stays with its borrower
    assert corp.cash == cash and corp.trains == trains
    assert loans.debt(game, pid) == debt and not loans.debt(game, other)


@pytest.mark.rules("R-048")
def test_a_tie_after_a_sale_keeps_the_director():
    game = stock_round()
    pid = first(game)
    other = next(p.id for p in game.players if p.id != pid)
    corp = operated_major(game, pid, {pid: 4, other: 3})
    game.process(act("sell_shares", pid, shares=sale(game, corp, pid, 1)))
    assert corp.president == pid and corp.percent_of(other) == 30


@pytest.mark.rules("R-055")
def test_a_company_sold_this_round_is_not_bought_back():
    game = stock_round()
    pid = first(game)
    corp = operated_major(game, pid, {pid: 4})
    game.process(act("sell_shares", pid, shares=sale(game, corp, pid, 1)))
    ipo = next(s.id for s in corp.shares if s.owner == IPO)
    assert refused(game, "buy_shares", pid, shares=[ipo]) == "R-055"


@pytest.mark.rules("R-049")
def test_a_tie_for_the_certificate_goes_to_the_next_in_turn_order():
    game = stock_round()
    pid = first(game)
    order = [p.id for p in game.players]
    after = order[order.index(pid) + 1:] + order[:order.index(pid)]
    corp = operated_major(game, pid, {pid: 4, after[1]: 3, after[0]: 3})
    game.process(act("sell_shares", pid, shares=sale(game, corp, pid, 2)))
    assert corp.president == after[0]


@pytest.mark.rules("R-039")
def test_p6s_share_is_not_sold_before_its_company_has_a_par():
    game = stock_round()
    major, holder = next((c, s.owner) for c in game.corporations.values() for s in c.shares
                         if game.is_player(s.owner or "") and not c.ipoed)
    assert not any(a.type == "sell_shares" and a.entity == holder for a in game.legal_actions())
    share = next(s for s in major.shares if s.owner == holder)
    before = share.owner
    with pytest.raises(IllegalAction):
        game.process(act("sell_shares", holder, shares=[share.id]))
    assert share.owner == before


@pytest.mark.rules("R-067")
def test_a_price_marker_arriving_on_a_cell_goes_under_those_there():
    game = stock_round()
    first_corp = operated_major(game, first(game), {first(game): 2})
    game.market.place("MS", game.market.position[first_corp.sym])
    stack = game.market.stacks[game.market.position[first_corp.sym]]
    assert list(stack) == [first_corp.sym, "MS"]
    assert game.market.order_key(first_corp.sym) < game.market.order_key("MS")
