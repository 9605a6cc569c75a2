"""1822MX train limits at a phase change, the train pool, acquisitions from
another player, the NdeM's last run and removal, and the game's end after the
bank breaks or a price reaches $600 in a stock round (R-018, R-078, R-204,
R-206, R-223, R-225, R-261, R-268, R-302, R-305)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import SCRAPPED
from gamedesk.titles.g1822mx import discards, train_buying
from tests.titles.mx_helpers import (
    fingerprint,
    log_position,
    new_mx,
    pass_round,
    play,
    refused,
    transitions,
)

STEM = "123055"


def _turn(game):
    return getattr(game.round, "turn", None)


# ----------------------------------------------------------------- phases and trains


@pytest.mark.rules("R-018")
def test_what_a_phase_opens_stays_open_unless_the_rules_close_it():
    game = new_mx()
    # concessions convert in phases 2-4 only; each minor float rule gives way to the next
    closed_on_purpose = ("can_convert_concessions", "minor_float_")
    phases = game.phases.all
    for before, after in pairwise(phases):
        assert set(before.tiles) <= set(after.tiles)
        assert after.operating_rounds >= before.operating_rounds
        for status in before.status:
            if not status.startswith(closed_on_purpose):
                assert status in after.status, (before.name, status)


def _trains_of_others(game, sym, names, n):
    return [t for c in game.corporations.values() if c.sym not in (sym, "NDEM")
            for t in c.trains if t.name in names][:n]


@pytest.mark.rules("R-204")
def test_below_the_limit_a_company_buys_even_past_the_new_limit():
    game = log_position(STEM, 568)  # FNM (no train) buys the first 4: phase 4, limit 3
    for train in _trains_of_others(game, "FNM", ("3",), 3):
        game.give_train(train, "FNM")
    assert len(train_buying.counted(game.corporations["FNM"])) == 3  # below the limit of 4
    play(game, ("buy_train", "FNM", {"train": "4-0", "price": 300, "variant": "4"}))
    assert game.phase.name == "4"
    assert discards.over_limit(game) is game.corporations["FNM"]  # 4 trains, limit 3


@pytest.mark.rules("R-204")
def test_at_the_limit_a_company_cannot_buy_even_if_the_phase_would_make_room():
    game = log_position(STEM, 378)  # minor 5 (limit 2) is to buy the first 3: Ls rust
    cards = [t for c in game.corporations.values() if c.sym not in ("5", "NDEM")
             for t in c.trains if t.id.startswith("L-")][:2]  # L cards, either side up
    for train in cards:
        game.give_train(train, "5")
    assert len(game.corporations["5"].trains) == 2
    train = next(t for t in game.depot.ipo_trains() if t.id.startswith("3-")).id
    game.corporations["5"].cash = 500
    refused(game, {"type": "buy_train", "entity": "5", "train": train, "price": 200,
                   "variant": "3"}, "R-204")


@pytest.mark.rules("R-206")
def test_trains_reach_the_pool_only_by_discards():
    def pool(game):
        return {t.id for t in game.depot.pool_trains()}

    discarded = 0
    for entry, before, game in transitions(STEM, pool):
        if pool(game) - before:
            assert entry["type"] == "discard_train", entry
            discarded += 1
    assert discarded > 0


# ----------------------------------------------------------------- acquisitions


def _acquiring(profile: str):
    game = log_position(STEM, 410)  # MC (14765) may acquire minor 12 (10041)
    game.profile = profile
    play(game, ("merge", "MC", {"corporation": "12"}))
    return game


@pytest.mark.rules("R-223")
def test_another_players_minor_is_acquired_only_with_that_players_agreement():
    game = _acquiring("rulebook")
    choice = next(a for a in game.legal_actions() if a.type == "choose")
    game.process(choice)
    assert game.active_entities() == ["10041"]
    assert {a["choice"] for a in game.legal_actions()} == {"consent", "refuse"}
    refused(game, {"type": "choose", "entity": "10041", "choice": "two_shares"}, "R-223")
    play(game, ("choose", "10041", {"choice": "refuse"}))
    assert _turn(game).acquiring is None and not game.corporations["12"].removed
    assert all(a.get("corporation") != "12" for a in game.legal_actions())
    refused(game, {"type": "merge", "entity": "MC", "corporation": "12"}, "R-223")


@pytest.mark.rules("R-223")
def test_with_agreement_the_deal_goes_ahead():
    game = _acquiring("rulebook")
    choice = next(a for a in game.legal_actions() if a.type == "choose")
    game.process(choice)
    play(game, ("choose", "10041", {"choice": "consent"}))
    assert game.active_entities() == ["MC"] and _turn(game).token_choice_due


@pytest.mark.rules("R-223")
def test_18xx_games_lets_the_majors_director_decide_alone():
    game = _acquiring("18xx.games")
    choice = next(a for a in game.legal_actions() if a.type == "choose")
    game.process(choice)
    assert game.active_entities() == ["MC"] and _turn(game).token_choice_due


@pytest.mark.rules("R-223")
def test_the_minors_cash_cannot_pay_for_it():
    from gamedesk.titles.g1822mx.acquisitions import PAYMENTS

    game = log_position(STEM, 410)
    mc, minor = game.corporations["MC"], game.corporations["12"]
    mc.cash, minor.cash = 0, 1000  # the minor's treasury would pass to MC
    value, price = 2 * game.share_price(minor), game.share_price(mc)
    options = _payments(game, mc, minor)
    assert "money" not in options
    assert all(PAYMENTS[o] * price >= value for o in options)  # no cash from MC at all


def _payments(game, major, minor):
    from gamedesk.titles.g1822mx.acquisitions import payment_options

    return payment_options(game, major, minor)


@pytest.mark.rules("R-225")
def test_an_owner_at_the_limit_takes_at_most_one_share():
    game = log_position(STEM, 410)
    mc, minor = game.corporations["MC"], game.corporations["12"]
    owner = minor.president
    assert "two_shares" in _payments(game, mc, minor)
    spare = [s for c in game.corporations.values() if c.kind == "major" and c.sym != "NDEM"
             and c.sym != "MC" for s in c.shares if s.owner == "@ipo" and not s.president]
    while game.certificates_of(owner) < game.cert_limit():
        spare.pop().owner = owner
    assert "two_shares" not in _payments(game, mc, minor)
    assert "one_share" in _payments(game, mc, minor)
    yellow = next(cell for cell, space in _market_cells(game) if "no_cert_limit" in space)
    game.market.remove("MC")
    game.market.place("MC", yellow)
    mc.cash = 1000  # shares worth little: the treasury pays the rest
    assert "two_shares" in _payments(game, mc, minor)  # yellow-zone shares do not count


def _market_cells(game):
    for r, row in enumerate(game.data.game["stock_market"]["rows"]):
        for c, cell in enumerate(row):
            if cell is not None:
                space = game.market.space((r, c))
                yield (r, c), (space.types if space is not None else ())


# ----------------------------------------------------------------- the NdeM's end


@pytest.mark.rules("R-261")
def test_the_ndem_taking_the_first_7_runs_first_then_is_privatised():
    game = log_position(STEM, 647)  # SR in phase 5; the next export would be a 6
    for train in [t for t in game.depot.ipo_trains() if t.name == "6"]:
        game.give_train(train, SCRAPPED)
    pass_round(game)
    assert game.phase.name == "7"
    assert any(t.name == "7" for t in game.corporations["NDEM"].trains)
    turn = _turn(game)
    assert game.round.kind == "operating" and turn.op.sym == "NDEM" and turn.final


@pytest.mark.rules("R-268", "R-078")
def test_after_privatisation_an_unsold_box_1_minor_is_simply_removed():
    game = log_position(STEM, 780)  # SR after the NdeM has closed; box 1 is minor 21
    assert game.corporations["NDEM"].closed
    first = game.bid_boxes.boxes("minors")[0]
    home = game.minor_of(first).home
    depot = [t.id for t in game.depot.ipo_trains()]
    ndem_trains = list(game.corporations["NDEM"].trains)
    pass_round(game)
    minor = game.minor_of(first)
    assert minor.removed
    assert [t.id for t in game.depot.ipo_trains()] == depot  # no train leaves the bank
    assert game.corporations["NDEM"].trains == ndem_trains
    city = game.board.city_state(*home)
    assert not city.reserved_for and "NDEM" not in city.slots  # its home is free


# ----------------------------------------------------------------- the end


@pytest.mark.rules("R-302")
def test_600_reached_in_a_stock_round_ends_the_game_after_the_next_operating_round():
    game = log_position(STEM, 780)  # SR, phase 7: two ORs to come
    corp = game.corporations["FCM"]
    row = game.data.game["stock_market"]["rows"][0]
    spaces = [(0, c) for c, cell in enumerate(row) if cell is not None]
    game.market.remove(corp.sym)
    game.market.place(corp.sym, spaces[-2])
    game.move_price(corp, 1)
    assert game.share_price(corp) == 600 and not game.finished
    pass_round(game)
    assert game.round.kind == "operating" and game.round.number == 1 and game.or_count == 2
    game.finish_operating_round(game.round)
    assert game.finished and game.end_reason == "stock_market"


@pytest.mark.rules("R-305")
def test_payments_go_on_after_the_bank_is_broken():
    before = log_position(STEM, 954)  # the bank is broken; a major pays a dividend
    after = log_position(STEM, 955)
    assert before.bank.broken and before.bank.cash < 0
    assert sum(p.cash for p in after.players) > sum(p.cash for p in before.players)
    assert after.bank.cash < before.bank.cash  # the rest is recorded as owed by the bank
    assert not after.finished


@pytest.mark.rules("R-265")
def test_a_bid_in_the_station_auction_names_the_ndem():
    from gamedesk.io.replay import open_record, replay
    from tests.conftest import XX_FIXTURES
    from tests.replays import logged_actions

    path = XX_FIXTURES / "1822MX" / "123055.json"
    game = replay(open_record(path), to=0)
    for action in logged_actions(path):
        bids = [a for a in game.legal_actions() if a.type == "bid"]
        if game.current_step() == "privatisation" and bids:
            break
        game.process(action)
    else:
        raise AssertionError("no station auction in the log")
    before = fingerprint(game)
    wrong = bids[0].to_dict() | {"company": "ZZ99"}
    with pytest.raises(IllegalAction, match="NdeM") as refused:
        game.process(wrong)
    assert refused.value.rule == "R-265" and fingerprint(game) == before
    game.process(bids[0])  # the offered bid still stands
