"""The narrated log of real 18xx.games games, checked against their traces.

A trace gives the state after every action as the site computes it: its round,
turn and share prices. The log must tell every new round with its header, in
order, and every share price change the trace shows, with the price before
and after; withholds and passes must be said.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from gamedesk.io.importer import LogReplayer
from gamedesk.io.xxlog import read_log
from tests.conftest import XX_FIXTURES

GAMES = [("18MEX", "17849"), ("18MEX", "80226"), ("1822MX", "123055"), ("1822MX", "86")]


@cache
def narrated(title: str, stem: str):
    """(trace lines, the log lines of each move, the moves) of a replayed log."""
    log = read_log(XX_FIXTURES / title / f"{stem}.json")
    trace = XX_FIXTURES / "traces" / title / f"{stem}.trace.jsonl"
    states = [json.loads(x) for x in trace.read_text().splitlines()]
    replayer = LogReplayer(log)
    told = []
    for entry in log.moves:
        first = len(replayer.game.log)
        replayer.apply(entry)
        told.append(replayer.game.log[first:])
    return states, told, log.moves, replayer.game


def label(state: dict) -> str:
    if state["round"] == "Operating Round":
        return f"Operating Round {state['turn']}.{state['round_num']}"
    return f"{state['round']} {state['turn']}"


@pytest.mark.parametrize(("title", "stem"), GAMES)
def test_every_new_round_gets_its_header_in_order(title, stem) -> None:
    states, told, _, game = narrated(title, stem)
    want = [label(s) for i, s in enumerate(states)
            if i and label(s) != label(states[i - 1]) and not s.get("finished")]
    got = [line.text for lines in told for line in lines if line.kind == "round"]
    assert got == want
    assert game.log[0].kind == "round" and game.log[0].action_index == -1


@pytest.mark.parametrize(("title", "stem"), GAMES)
def test_every_share_price_change_is_told_from_and_to(title, stem) -> None:
    states, told, _, game = narrated(title, stem)
    checked = 0
    for i in range(1, len(states)):
        was, now = states[i - 1]["corporations"], states[i]["corporations"]
        for sym, corp in now.items():
            old = (was.get(sym) or {}).get("price")
            if old is None or corp["price"] is None or old == corp["price"]:
                continue
            moves = [line.data for line in told[i] if line.kind == "price" and line.data[0] == sym]
            assert moves, f"action {i}: {sym} {old} -> {corp['price']} not told"
            assert (moves[0][1], moves[-1][2]) == (old, corp["price"]), f"action {i}"
            assert all(f"{game.money(d[1])} → {game.money(d[2])}" in line.text
                       for line in told[i] if line.kind == "price" for d in [line.data])
            checked += 1
    assert checked


@pytest.mark.parametrize(("title", "stem"), GAMES)
def test_price_moves_say_why(title, stem) -> None:
    _, told, moves, _ = narrated(title, stem)
    for lines, move in zip(told, moves, strict=True):
        for line in lines:
            if line.kind == "price" and move["type"] in ("sell_shares", "dividend"):
                assert line.data[3], f"{line.text}: no cause after {move['type']}"
            if line.kind == "price" and line.data[3] == "sold":
                assert line.text.endswith("(shares sold)")


@pytest.mark.parametrize(("title", "stem"), GAMES[:3])  # game 86 ends before any dividend
def test_withholds_and_payouts_are_told_with_who_received_what(title, stem) -> None:
    _, told, moves, _ = narrated(title, stem)
    pairs = zip(told, moves, strict=True)
    dividends = [(lines, m) for lines, m in pairs if m["type"] == "dividend"]
    assert dividends
    for lines, move in dividends:
        kinds = {line.kind for line in lines}
        if move["kind"] == "withhold":
            assert "withhold" in kinds, [line.text for line in lines]
        else:
            assert kinds & {"dividend", "income"}, [line.text for line in lines]
    payouts = [line.text for lines, _ in dividends for line in lines if line.kind == "dividend"]
    assert payouts and all(" a share: " in text for text in payouts)


@pytest.mark.parametrize(("title", "stem"), GAMES)
def test_every_pass_is_said(title, stem) -> None:
    _, told, moves, _ = narrated(title, stem)
    for lines, move in zip(told, moves, strict=True):
        if move["type"] != "pass":
            continue
        said = [line for line in lines if line.kind == "pass" or " passes" in line.text
                or "no station to auction" in line.text]
        assert said, f"pass by {move['entity']} not told: {[line.text for line in lines]}"


def test_18mex_minors_split_their_income_between_owner_and_treasury() -> None:
    _, told, _, _ = narrated("18MEX", "17849")
    texts = [line.text for lines in told for line in lines if line.kind == "income"]
    assert "A earns $30: Player 1 $15 and its treasury $15" in texts


def test_18mex_sold_out_companies_rise_at_the_end_of_the_stock_round() -> None:
    _, told, _, _ = narrated("18MEX", "80226")
    causes = {line.data[3] for lines in told for line in lines if line.kind == "price"}
    assert {"sold", "dividend", "withheld", "sold_out"} <= causes


def test_1822mx_names_minors_and_tells_the_minor_sold_with_fcm() -> None:
    _, told, _, _ = narrated("1822MX", "123055")
    texts = [line.text for lines in told for line in lines]
    assert "Minor 18 buys an L-train for $60" in texts
    assert not any(t.split(" ")[0].isdigit() for t in texts)  # never "18 buys ..."
    assert any(t.startswith("Minor 18 – ") and " with C1" in t for t in texts)
    assert any(t.startswith("Player 2 wins Minor 19") and t.endswith("for $100") for t in texts)


def test_1822mx_a_pass_after_a_bid_ends_the_turn() -> None:
    _, told, moves, _ = narrated("1822MX", "123055")
    assert moves[0]["type"] == "bid" and moves[1]["type"] == "pass"
    assert [line.text for line in told[1]] == ["Player 1 ends the turn"]


@pytest.mark.rules("R-076", title="1822MX")
def test_trains_that_rust_are_told_apart_from_trains_discarded_out_of_the_game() -> None:
    _, told, _, _ = narrated("1822MX", "123055")
    rusts = [line.text for lines in told for line in lines if line.kind == "rust"]
    assert any(t.startswith("2-trains rust: ") and "FCM loses 3" in t for t in rusts)
    # The NdeM over its limit discards L-trains out of the game before any 2-train
    # could rust them.
    assert "L-trains leave the game: NdeM loses 4" in rusts


def test_the_bank_breaking_is_told() -> None:
    _, told, _, _ = narrated("18MEX", "80226")
    assert "The bank breaks" in [line.text for lines in told for line in lines]


@pytest.mark.rules("R-123", title="1822MX")
def test_1822mx_closing_p16_is_the_cause_of_the_price_fall() -> None:
    from gamedesk.titles.g1822mx import privates
    from tests.titles.mx_helpers import log_position

    game = log_position("123055", 382)  # FCM's track step
    op = game.corporations[game.operating_company()]
    game.companies["P16"].owner = op.sym
    op.companies.append("P16")
    game.mark_edited()
    first = len(game.log)
    game.process({"type": "choose", "entity": op.sym, "choice": privates.CLOSE_P16})
    prices = [line for line in game.log[first:] if line.kind == "price"]
    assert [line.data[0] for line in prices] == [op.sym]
    assert prices[0].text.endswith("(P16 closed)")
    assert not any(line.kind == "card" for line in game.log[first:])
