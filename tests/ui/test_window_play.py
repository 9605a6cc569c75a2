"""A 3-player 18MEX game (rulebook profile) played through the window: the
opening sale of the privates, the first stock round and the first operating
round, checking the engine's state after every step."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.trains import SCRAPPED
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.window_driver import perform, play_until as drive


def choose(game: Game) -> Action:
    """A plain strategy: buy the privates in turn, start corporations at 90,
    buy shares, then lay track, run, pay out and buy trains."""
    options = game.legal_actions()

    def first(kind: str, test=lambda a: True) -> Action | None:
        return next((a for a in options if a.type == kind and test(a)), None)

    if game.round.kind != "operating":
        picks = [
            first("bid"),
            first("par", lambda a: a["price"] == 90),
            first("buy_shares") if len(game.actions) < 40 else None,
        ]
    else:
        picks = [
            first("lay_tile"),
            first("place_token"),
            first("run_routes"),
            first("dividend", lambda a: a["kind"] == "payout"),
            first("buy_train"),
        ]
    return next((a for a in picks if a is not None), None) or first("pass") or options[0]


def check_effect(game: Game, action: Action) -> None:
    """The engine took the action and shows its effect."""
    done = game.actions[-1]
    if action.type == "run_routes":  # the window sends the trains' stops and track
        assert done.type == "run_routes" and done.entity == action.entity
        sent = [(r["train"], list(r["stops"])) for r in done["routes"]]
        assert sent == [(r["train"], list(r["stops"])) for r in action["routes"]]
        return
    assert done == action
    if action.type == "bid" and game.companies[action["company"]].owner is not None:
        assert game.companies[action["company"]].owner in {p.id for p in game.players}
    elif action.type == "par":
        corp = game.corporations[action["corporation"]]
        assert corp.par == action["price"] and corp.president == action.entity
    elif action.type == "buy_shares":
        for share in action["shares"]:
            cert = game.share_by_id(share)
            # a new president swaps certificates: the bought one may move on at once
            president = game.corporations[cert.corp].president == action.entity
            assert cert.owner == action.entity or president
    elif action.type == "lay_tile":
        assert game.board.tile_of(action["hex"]).tile == action["tile"]
        assert game.board.tile_of(action["hex"]).rotation == action["rotation"]
    elif action.type == "place_token":
        assert (action["hex"], action["city"]) in game.board.tokens_of(action.entity)
    elif action.type == "buy_train":
        train = next(t for t in game.depot.trains if t.id == action["train"])
        # or the purchase ended the round, and the next phase's first train rusted it
        # (18ESP: the export at the end of an operating round)
        rusted = train.owner == SCRAPPED and train.rusts_on is not None and any(
            line.kind == "rust" for line in game.log if line.action_index == len(game.actions) - 1)
        assert train.owner == action.entity or rusted


def play_until(qtbot, window, stop, limit: int = 200) -> list[Action]:
    return drive(qtbot, window, choose, stop, check_effect, limit)


def test_opening_sale_first_stock_round_and_operating_round(qtbot, window):
    assert window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    game = window.session.game
    assert window.players.cards["p1"].styleSheet().count("c08a00")  # Ann acts first

    # The opening sale: every private company finds an owner through the bid buttons.
    sale = play_until(
        qtbot, window, lambda g: all(c.owner for c in g.companies.values() if not c.closed)
    )
    game = window.session.game
    assert [a.type for a in sale] == ["bid"] * len(sale)
    assert {c.owner for c in game.companies.values()} <= {"p1", "p2", "p3"}
    assert window.log_view.item(0).text() == "Stock Round 1"  # the header, then the sale
    assert "Ann buys MCAR" in window.log_view.item(1).text()

    # The rest of the first stock round: pars, shares, passes.
    stock = play_until(qtbot, window, lambda g: g.round.kind == "operating")
    game = window.session.game
    assert {"par", "pass"} <= {a.type for a in stock}
    assert any(c.floated for c in game.corporations.values())
    assert game.round_label() == "Operating Round 1.1"

    # The first operating round, to the next stock round: map clicks for track.
    operating = play_until(qtbot, window, lambda g: g.round.kind == "stock")
    game = window.session.game
    kinds = {a.type for a in operating}
    assert {"lay_tile", "run_routes", "buy_train"} <= kinds
    laid = [a for a in operating if a.type == "lay_tile"]
    for a in laid:
        assert window.map_view.map_scene().snapshot.hexes[a["hex"]].tile == a["tile"]
    assert game.round_label() == "Stock Round 2"
    assert "Stock Round 2" in window.players.banner.text()


def test_refused_action_is_shown_and_changes_nothing(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    game = window.session.game
    before = (len(game.actions), [p.cash for p in game.players])
    bid = next(a for a in game.legal_actions() if a.type == "bid" and a["company"] == "MNR")
    # The price box cannot go outside the allowed range; a stale or forged action can.
    window.take(Action.from_dict({**bid.to_dict(), "price": 5000}))
    assert window.last_error  # the engine's reason, shown to the player
    game = window.session.game
    assert (len(game.actions), [p.cash for p in game.players]) == before


def test_the_next_player_is_told_what_the_others_did(qtbot, window):
    window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 0))
    assert window.handover.isHidden()  # nothing happened yet
    perform(qtbot, window, choose(window.session.game))  # Ann buys a private
    game = window.session.game
    assert game.actions[-1].entity == "p1"
    assert not window.handover.isHidden()
    assert window.handover.title.text() == "Since your last turn, Ben:"
    lines = [label.text() for label in window.handover.line_labels]
    assert any("Ann" in line for line in lines), lines
    window.handover.show_in_log.emit(window.handover.since)
    assert window.log_view.currentRow() >= 0
    assert window.log_view.currentItem().data(0x0100) >= window.handover.since
