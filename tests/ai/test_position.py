"""The position score sees what costs a president money later: trains that
rust before the company can replace them, special trains that do not spare
an 1822MX company its forced purchase, and loans that grow each stock round."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gamedesk.ai.hard import HARD_WEIGHTS, HardBot
from gamedesk.ai.position import (
    DEFAULT_WEIGHTS,
    Position,
    dump_heir,
    holders,
    is_running,
    rust_ahead,
    sellable,
)
from gamedesk.ai.priors import prior
from gamedesk.ai.random_bot import choose
from gamedesk.engine.actions import act
from gamedesk.engine.entities import IPO
from gamedesk.engine.game import Game
from gamedesk.titles import new_game

PLAYERS = [("p0", "P0"), ("p1", "P1"), ("p2", "P2")]


def _first_position(title: str, seed: int, wanted) -> Game:
    game = new_game(title, PLAYERS, seed=seed)
    game.route_search_work = 200
    rng = random.Random(seed)
    while not game.finished:
        if wanted(game):
            return game
        game.process(choose(game, rng))
    raise AssertionError(f"random game {seed} never reached the position")


def _doomed_company(game: Game):
    """A running corporation whose trains all rust within a few trains."""
    for op in game.operators():
        doom = rust_ahead(game, game.counted_trains(op))
        if (op.sym in game.corporations and is_running(op) and not op.closed
                and doom is not None and doom[0] < 4 and game.decider_of(op.sym)):
            return op
    return None


def _with_cash(game: Game, sym: str, cash: int, president_cash: int | None = None) -> Game:
    edited = game.copy()
    edited.operator(sym).cash = cash
    if president_cash is not None:
        edited.player(game.decider_of(sym)).cash = president_cash
    edited.mark_edited()
    return edited


def test_trains_about_to_rust_without_cash_for_the_next_cost_the_president_more():
    game = _first_position("18MEX", 4, lambda g: _doomed_company(g) is not None)
    op = _doomed_company(game)
    trains_ahead, price = rust_ahead(game, game.counted_trains(op))
    assert game.depot.ipo_trains()[trains_ahead].price == price
    president = game.decider_of(op.sym)
    part = holders(game, op)[president]
    poor = Position().worths(_with_cash(game, op.sym, 0, 0))[president]
    rich = Position().worths(_with_cash(game, op.sym, price, 0))[president]
    # Beyond the treasury's own worth, the cash spares the president (who has
    # none) the next train, and the company keeps earning after the rust.
    assert rich - poor > DEFAULT_WEIGHTS.treasury * price * part + price / 2


def _owned_minor(game: Game):
    if game.round_kind() != "operating":
        return None
    return next((c for c in game.corporations.values()
                 if c.kind == "minor" and c.president and is_running(c) and c.trains), None)


def test_an_1822mx_company_with_only_special_trains_must_still_buy_one():
    game = _first_position("1822MX", 2, lambda g: _owned_minor(g) is not None)
    minor = _owned_minor(game)
    owner = minor.president
    with_train = Position().worths(_with_cash(game, minor.sym, 0))[owner]
    special = game.copy()
    op = special.operator(minor.sym)
    for train in op.trains:
        train.owner = "@depot"
    op.trains = [t for t in special.depot.trains if t.id == "P+-0"]
    op.trains[0].owner = minor.sym
    op.cash = 0
    special.mark_edited()
    assert special.counted_trains(op) == [] and op.trains
    # a Pullman alone runs nothing and spares nothing: the owner faces the train's price
    assert Position().worths(special)[owner] < with_train - DEFAULT_WEIGHTS.liability * 50


@pytest.mark.rules("R-082", title="1822MX")
def test_a_loan_counts_with_its_interest_and_repaying_it_comes_first():
    game = _first_position("1822MX", 2, lambda g: g.round_kind() == "stock" and g.actions)
    pid = game.deciding_players()[0]
    plain = Position().worths(game)[pid]
    indebted = game.copy()
    indebted.loans[pid] = 100
    indebted.mark_edited()
    # the loan is taken off the value the game counts, and its growth besides
    assert Position().worths(indebted)[pid] == pytest.approx(plain - 100 - 150)
    repay = act("repay_loan", pid, amount=60)
    assert prior(indebted, repay) == 60  # every dollar repaid saves half a dollar a round


@pytest.mark.rules("R-185", title="18MW")
def test_a_position_with_the_player_put_out_of_the_game_scores_worst():
    # 18MW: a bankrupt player leaves the game; a bot weighing the bankruptcy
    # of its own player must still be able to score the position after it
    game = new_game("18MW", PLAYERS, seed=1)
    gone = game.copy()
    gone.players = [p for p in gone.players if p.id != "p0"]
    gone.mark_edited()
    assert Position().score(gone, "p0") < Position().score(game, "p0") - 1000


@pytest.mark.rules("R-002", "R-182", title="18ESP")
def test_18esp_rounds_left_count_down_to_the_second_8_train_not_the_unlimited_bank():
    """18ESP's bank is unlimited (R-002): its cash falls below zero from the first
    payment, and read as a breaking bank it left every position one round to
    earn. The game ends a set after the second 8-train leaves the bank (R-182)."""
    game = _first_position("18ESP", 5, lambda g: g.bank.cash < 0 and any(
        op.last_revenue for op in g.operators()))
    pos = Position(DEFAULT_WEIGHTS)
    assert game.trains_before_end() > 2 * DEFAULT_WEIGHTS.max_rounds
    assert pos.rounds_left(game, None) == DEFAULT_WEIGHTS.max_rounds

    near = game.copy()
    for train in near.depot.ipo_trains():
        if train.name != "8":
            near.scrap_train(train)  # the deck down to its 8-trains
    near.mark_edited()
    assert near.trains_before_end() == 1  # the first 8 sells, then the second ends it
    assert pos.rounds_left(near, None) == 1 / DEFAULT_WEIGHTS.rust_pace + 3


def test_a_bank_title_still_counts_rounds_by_the_bank():
    game = _first_position("18MEX", 3, lambda g: any(
        op.last_revenue for op in g.operators() if g.counted_trains(op)))
    earning = sum(op.last_revenue or 0 for op in game.operators()
                  if not op.closed and game.counted_trains(op))
    poor = game.copy()
    poor.bank.cash = 2 * max(earning, 100)
    poor.mark_edited()
    assert game.trains_before_end() is None
    assert Position(DEFAULT_WEIGHTS).rounds_left(poor, None) == pytest.approx(2.0)


def _holding(game: Game, sym: str, parts: dict[str, int]) -> Game:
    """`game` with company `sym`'s shares other than its president's held as
    `parts` says (player -> how many shares), the rest in the IPO."""
    edited = game.copy()
    corp = edited.corporations[sym]
    loose = [s for s in corp.shares if not s.president and s.owner != corp.president]
    for share in loose:
        share.owner = IPO
    for pid, count in parts.items():
        for share in [s for s in loose if s.owner == IPO][:count]:
            share.owner = pid
    edited.mark_edited()
    return edited


def test_hard_counts_a_doomed_companys_train_against_the_holder_it_could_be_dumped_on():
    # 18MEX seed 7442 (Hard against three Normal, clock): SPM's president sold out
    # when its trains were about to rust, Hard held the most of it after him, became
    # its president and paid $575 of the next train; TM cost it $440 more.
    game = _first_position("18MEX", 4, lambda g: _doomed_company(g) is not None)
    op = _doomed_company(game)
    poor = _with_cash(game, op.sym, 0)
    boss = poor.decider_of(op.sym)
    heir, other = [p.id for p in poor.players if p.id != boss][:2]
    trains_ahead, price = rust_ahead(poor, poor.counted_trains(op))
    short = (1.0 - trains_ahead / HARD_WEIGHTS.looming_trains) * price
    exposed = _holding(poor, op.sym, {heir: 2, other: 1})  # 20 %: a president's certificate
    spared = _holding(poor, op.sym, {heir: 1, other: 1})
    assert dump_heir(exposed, exposed.corporations[op.sym], boss) == heir
    assert dump_heir(spared, spared.corporations[op.sym], boss) is None

    def cost(game: Game) -> dict[str, float]:
        blind = Position(dataclasses.replace(HARD_WEIGHTS, exposure=0.0)).worths(game)
        seen = Position(HARD_WEIGHTS).worths(game)
        return {pid: blind[pid] - seen[pid] for pid in seen}

    exposed_cost, spared_cost = cost(exposed), cost(spared)
    assert exposed_cost[heir] - spared_cost[heir] == pytest.approx(HARD_WEIGHTS.exposure * short)
    assert exposed_cost[other] == pytest.approx(spared_cost[other])
    assert exposed_cost[boss] == pytest.approx(spared_cost[boss])
    assert short > 0 and HARD_WEIGHTS.exposure > 0 == DEFAULT_WEIGHTS.exposure  # Normal: blind


def test_once_the_end_is_fixed_earnings_count_the_rounds_the_rules_still_play():
    # A bank broken in 1822MX's first operating round of three: the set is played
    # out, so a run earns three more times, not the one round an empty bank says.
    game = _first_position("1822MX", 3, lambda g: g.round_kind() == "operating" and any(
        op.last_revenue for op in g.operators()))
    broken = game.copy()
    broken.bank.broken = True
    broken.bank.cash = 0
    broken.or_count = broken.round.number + 2
    broken.mark_edited()
    assert Position().rounds_left(broken, None) == 3


def _running_minor(game: Game):
    return next(op for op in game.operators() if getattr(op, "kind", "") == "minor"
                and op.last_revenue and game.counted_trains(op) and not op.closed)


def _per_revenue(game: Game, sym: str) -> float:
    """What $100 more of company `sym`'s last run adds to its owner's worth."""
    pos, op = Position(DEFAULT_WEIGHTS), game.operator(sym)
    richer = game.copy()
    richer.operator(sym).last_revenue = op.last_revenue + 100
    richer.mark_edited()
    owner = game.decider_of(sym)
    return pos.worths(richer)[owner] - pos.worths(game)[owner]


def test_an_18esp_minor_earns_until_the_5_train_freezes_it_and_nothing_after(monkeypatch):
    """From phase 5 a minor not taken over no longer operates (R-140): the score
    counted its last run for every round left, so a player whose wealth sat in
    minors passed on every share (18ESP, seed 40000: frozen minors worth $670
    more than nothing). Now its earnings count until the first 5-train, and a
    frozen minor is worth its certificate only (in the player's value)."""
    game = _first_position("18ESP", 5, lambda g: any(
        getattr(op, "kind", "") == "minor" and op.last_revenue and g.counted_trains(op)
        for op in g.operators()))
    minor = _running_minor(game)
    for train in game.counted_trains(minor):
        train.rusts_on = None  # its own trains' rust aside
    monkeypatch.setattr(Position, "typical_run", lambda self, game: 100.0)  # and the others'
    assert game.trains_to_stop(minor) > 5
    for train in game.depot.ipo_trains()[: game.trains_to_stop(minor) - 5]:
        game.scrap_train(train)  # four trains before the first 5-train
    game.mark_edited()
    ahead = game.trains_to_stop(minor) - 1
    rounds = Position(DEFAULT_WEIGHTS).rounds_left(game, None)
    assert ahead == 4 and 1 + ahead / DEFAULT_WEIGHTS.rust_pace < rounds
    expected = DEFAULT_WEIGHTS.earnings * 100 * (1 + ahead / DEFAULT_WEIGHTS.rust_pace)
    assert _per_revenue(game, minor.sym) == pytest.approx(expected)

    near = game.copy()
    for train in near.depot.ipo_trains():
        if train.name != "5":
            near.scrap_train(train)  # the first 5-train is next
    near.mark_edited()
    assert near.trains_to_stop(near.operator(minor.sym)) == 1
    assert _per_revenue(near, minor.sym) == pytest.approx(DEFAULT_WEIGHTS.earnings * 100)

    frozen = game.copy()
    frozen.operator(minor.sym).frozen = True
    frozen.mark_edited()
    assert frozen.trains_to_stop(frozen.operator(minor.sym)) == 0
    assert _per_revenue(frozen, minor.sym) == 0
    cashless = frozen.copy()
    cashless.operator(minor.sym).cash = 0
    cashless.mark_edited()  # its treasury is not its owner's either
    pos = Position(DEFAULT_WEIGHTS)
    owner = frozen.decider_of(minor.sym)
    assert pos.worths(cashless)[owner] == pos.worths(frozen)[owner]


def test_with_share_cover_a_presidents_shares_pay_part_of_what_his_companies_need():
    """The rules make a president sell shares before he borrows (18MEX R-132,
    18ESP R-159, 1822MX R-214): with `share_cover` (Hard's), the market value of the
    shares he could sell counts, at that part, as cash against the trains his
    companies will need from him. Without it, every share bought by a president
    short of train money scored as a loss of one and a half times its price
    (18ESP, seed 40000: Hard passed with $299 while its majors paid out)."""
    game = _first_position("18MEX", 4, lambda g: _doomed_company(g) is not None)
    op = _doomed_company(game)
    poor = _with_cash(game, op.sym, 0, president_cash=0)
    boss = poor.decider_of(op.sym)
    value = sellable(poor, boss)
    assert value > 0  # the president holds shares he could sell
    blind = Position(dataclasses.replace(HARD_WEIGHTS, share_cover=0.0)).worths(poor)
    seen = Position(HARD_WEIGHTS).worths(poor)  # Hard's: half their value
    trains_ahead, price = rust_ahead(poor, poor.counted_trains(op))
    due = (1.0 - trains_ahead / HARD_WEIGHTS.looming_trains) * price
    assert seen[boss] - blind[boss] == pytest.approx(
        HARD_WEIGHTS.looming * min(due, 0.5 * value))
    assert all(seen[pid] == blind[pid] for pid in seen if pid != boss)
    assert HARD_WEIGHTS.share_cover == 0.5 and DEFAULT_WEIGHTS.share_cover == 0  # Normal: cash



def _first_train_purchase(game: Game):
    """A running company's purchase of the cheapest bank train when it has none
    and has the cash (its prospect counts on that train)."""
    sym = game.operating_company()
    first = Position.first_purchase(game, game.operator(sym)) if sym else None
    if first is None:
        return None
    return next((a for a in game.legal_actions() if a.type == "buy_train"
                 and a.get("train") == first.id and a.get("price") == first.price), None)


@pytest.mark.parametrize("title", ["18MEX", "18ESP"])
def test_with_train_bought_a_company_is_weighed_as_if_it_had_its_first_train(title):
    # 18ESP seed 40002 (Hard against three Normal): Hard's CFLG held $400 and no
    # train for five operating rounds. Its prospect counted a typical run, with
    # nothing looming and the whole $400 in its treasury; the 2-train it was
    # counted on to buy cost that treasury and brought the rust of 2-trains
    # down on its president: every plan that bought it scored $170 below a pass.
    game = _first_position(title, 3, lambda g: _first_train_purchase(g) is not None)
    buy = _first_train_purchase(game)
    sym = game.operating_company()
    boss = game.decider_of(sym)
    part = holders(game, game.operator(sym))[boss]
    blind = Position(dataclasses.replace(HARD_WEIGHTS, train_bought=False))
    seen = Position(dataclasses.replace(HARD_WEIGHTS, train_bought=True))

    def gap(position: Game) -> float:  # what the flag takes off the president's worth
        return blind.worths(position, sym)[boss] - seen.worths(position, sym)[boss]

    after = game.copy()
    after.process(buy)  # bought, the company is weighed alike either way
    # before, its price is out of its treasury already (and the rust may loom)
    assert gap(game) - gap(after) >= HARD_WEIGHTS.treasury * part * buy.get("price") - 1e-6


@pytest.mark.rules("R-040", title="18ESP")
def test_with_train_bought_p7_is_gone_while_its_major_is_weighed_with_its_first_train():
    # P7 closes when its major buys its first train (18ESP R-040): counted at face
    # value until then, the purchase its major was counted on to make cost P7's
    # owner its face value (the train that closed it in seed 40002: $190).
    def ready(game: Game) -> bool:
        sym = game.operating_company()
        p7 = game.companies["P7"]
        return (sym is not None and bool(game.closed_by_first_train(game.operator(sym)))
                and game.is_player(p7.owner or "") and _first_train_purchase(game) is not None)

    game = _first_position("18ESP", 1, ready)
    sym = game.operating_company()
    p7 = game.companies["P7"]
    assert game.closed_by_first_train(game.operator(sym)) == [p7]
    blind = Position(dataclasses.replace(HARD_WEIGHTS, train_bought=False)).worths(game, sym)
    seen = Position(dataclasses.replace(HARD_WEIGHTS, train_bought=True)).worths(game, sym)
    part = holders(game, game.operator(sym)).get(p7.owner, 0.0)
    price = _first_train_purchase(game).get("price")
    gone = p7.value + HARD_WEIGHTS.treasury * part * price
    assert blind[p7.owner] - seen[p7.owner] >= gone - 1e-6
    after = game.copy()
    after.process(_first_train_purchase(game))
    assert after.companies["P7"].closed and not after.closed_by_first_train(after.operator(sym))


@pytest.mark.rules("R-158", title="18ESP")
def test_topup_counts_a_rusting_companys_shortfall_against_its_president_whatever_his_cash():
    """Seed 40001 at MZA's dividend (Operating Round 12.2): MZA and N, Hard's, run
    4-trains that the next train (an 8 at $800) rusts, with $3 each; Hard holds
    $2,480. Without `topup` nothing of the $797 each will need counts against him
    (his cash covers it); with it, both do, and the cash MZA keeps by withholding
    is his money: the withholding gains on the payout exactly what MZA keeps.
    Hard weighs it so."""
    from tests.ai.positions import replayed

    game, _ = replayed("18esp_selfplay_40001.json")
    assert game.operating_company() == "MZA" and game.player("s3").cash > 1600
    plain = Position(dataclasses.replace(HARD_WEIGHTS, topup=0.0))
    topped = Position(dataclasses.replace(HARD_WEIGHTS, topup=1.0))
    gap = plain.worths(game, "MZA")["s3"] - topped.worths(game, "MZA")["s3"]
    assert gap == pytest.approx(2 * 797)
    hards = Position(HardBot().weights_in(game)).worths(game, "MZA")["s3"]
    assert plain.worths(game, "MZA")["s3"] - hards == pytest.approx(2 * 797)

    trials = {}
    for kind in ("payout", "withhold"):
        trials[kind] = game.copy()
        trials[kind].process(act("dividend", "MZA", kind=kind))
    kept = trials["withhold"].operator("MZA").cash - trials["payout"].operator("MZA").cash
    assert kept > 300

    def edge(scorer: Position) -> float:  # the withholding's score over the payout's
        return (scorer.score(trials["withhold"], "s3", "MZA")
                - scorer.score(trials["payout"], "s3", "MZA"))

    assert edge(topped) - edge(plain) == pytest.approx(kept)
