"""18ESP's operating turn in its printed order (R-068), and deals between
players (R-187), shown on the real log."""

from __future__ import annotations

import sys

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.entities import Player
from gamedesk.engine.money import transfer as real_transfer
from gamedesk.titles.g18esp.steps import STEPS
from tests.titles.esp_log import as_rulebook, next_entries, position, the_log

ORDER = [step.id for step in STEPS.steps]


@pytest.mark.rules("R-068")
def test_a_turn_goes_track_run_dividend_trains_and_never_back():
    game, replayer = position(711)  # FdC's turn: a tile, its run, its dividend, a combination
    seen = []
    for entry in next_entries(711, 7):
        replayer.apply(entry)
        seen.append(game.current_step())
    assert seen == sorted(seen, key=ORDER.index)  # each step at or after the last
    assert {"track", "routes", "dividend", "combine"} <= set(seen)


@pytest.mark.rules("R-068")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
def test_trains_and_dividends_wait_for_the_run_privates_and_tenders_do_not(profile):
    game, _ = position(127)  # FdSB at its track step, phase 2
    if profile == "rulebook":
        game = as_rulebook(game)
    assert game.current_step() == "track"
    assert game.why_illegal(act("buy_train", "FdSB", train="2-0", price=100)) is not None
    assert game.why_illegal(act("dividend", "FdSB", kind="payout")) is not None
    offered = {a.type for a in game.legal_actions()}
    assert {"lay_tile", "buy_company", "buy_tender"} <= offered
    game.process(act("buy_tender", "FdSB"))
    assert game.current_step() == "track"  # bought at any moment, the turn stays where it was


def _holdings(game) -> dict:
    shares = {(corp.sym, p.id): corp.percent_of(p.id)
              for corp in game.corporations.values() for p in game.players}
    privates = {c.sym: c.owner for c in game.companies.values()}
    return {"shares": shares, "privates": privates}


@pytest.mark.rules("R-187")
def test_no_action_moves_money_shares_or_privates_from_one_player_to_another(monkeypatch):
    """Deals between players are outside the rules engine: it records none and
    keeps no promise. What it does guarantee is that nothing passes directly
    between two players: every share, private and peseta a player gains or
    loses comes from or goes to the bank, the open market or a company, so
    any deal must be carried out through legal moves. Checked on every
    payment and after every action of the whole real game."""
    payments = []

    def recording(payer, payee, amount):
        payments.append((payer, payee, amount))
        real_transfer(payer, payee, amount)

    for module in [m for name, m in sys.modules.items() if name.startswith("gamedesk.")]:
        if getattr(module, "transfer", None) is real_transfer:
            monkeypatch.setattr(module, "transfer", recording)
    log = the_log()
    game, replayer = position(0)
    for entry in log.moves:
        before = _holdings(game)
        replayer.apply(entry)
        after = _holdings(game)
        for corp in {sym for sym, _ in before["shares"]}:
            lost = [p for (s, p), pct in before["shares"].items()
                    if s == corp and after["shares"].get((s, p), 0) < pct]
            won = [p for (s, p), pct in after["shares"].items()
                   if s == corp and pct > before["shares"].get((s, p), 0)]
            assert not (lost and won), (entry, corp, lost, won)
        for sym, owner in before["privates"].items():
            now = after["privates"][sym]
            both_players = game.is_player(owner or "") and game.is_player(now or "")
            assert not both_players or now == owner, (entry, sym)
    player_pays = [(a, b) for a, b, _ in payments if isinstance(a, Player) and a is not b]
    assert player_pays  # players do pay (the bank, companies) ...
    assert not [(a, b) for a, b in player_pays if isinstance(b, Player)]  # ... never a player
