"""A 3-player 1822MX game (rulebook profile) played through the window: the
first stock round's bids in the bid boxes (an opening bid, a higher bid that
takes a minor from another player, passes), then the first operating round in
which each minor buys its L-train, builds on the map and runs."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.ui.dialogs import NewGameDialog
from gamedesk.ui.map_picker import is_drawn_tile
from gamedesk.ui.session import GameSetup
from tests.ui.conftest import THREE
from tests.ui.window_driver import play_until


def stock_choice(game: Game) -> Action:
    """Each player bids on a free minor while holding no winning bid; Ben's
    first bid outbids Ann's by $10; then everyone passes."""
    options = game.legal_actions()
    pid = game.active_entities()[0]
    boxes = game.bid_boxes
    bids = [a for a in options if a.type == "bid" and game.companies[a["company"]].kind == "minor"]
    if pid == "p2" and not boxes.tokens_used.get("p2"):
        top = next(a for a in bids if boxes.highest(a["company"]))
        return Action("bid", pid, {**top.args, "price": boxes.highest(top["company"]).price + 10})
    if not boxes.winning_items(pid) and game.round.bids_made == 0:
        free = next(a for a in bids if boxes.highest(a["company"]) is None)
        return free
    return next(a for a in options if a.type == "pass")


def operating_choice(game: Game) -> Action:
    options = game.legal_actions()
    drawn = [a for a in options if a.type == "lay_tile" and is_drawn_tile(game.data, a)]
    for kind in ("buy_train", "run_routes"):
        found = next((a for a in options if a.type == kind), None)
        if found is not None:
            return found
    if drawn and not game.round.turn.lays:
        return drawn[0]
    return next(a for a in options if a.type == "pass")


def same_action(game: Game, action: Action) -> None:
    """The engine recorded the action the widgets were asked for."""
    last = game.actions[-1]
    assert (last.type, last.entity) == (action.type, action.entity)
    if action.type != "run_routes":  # the window sends the stops the player clicked
        assert last == action


def play(qtbot, window, choose, stop) -> list[Action]:
    return play_until(qtbot, window, choose, stop, same_action, limit=120)


def test_the_new_game_dialog_offers_1822mx(qtbot, own_settings):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    titles = [dialog.title.itemText(i) for i in range(dialog.title.count())]
    assert "1822MX" in titles
    dialog.title.setCurrentText("1822MX")
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 5)
    assert dialog.setup().title == "1822MX"


def test_bid_boxes_and_a_first_operating_round_of_minors(qtbot, window):
    assert window.new_game(GameSetup("1822MX", THREE, "rulebook", (), 3))
    assert "bid box" in charters_text(window.charters).lower()

    bids = play(qtbot, window, stock_choice, lambda g: g.round.kind != "stock")
    game = window.session.game
    assert [a.type for a in bids].count("bid") == 4
    raised = next(a for a in bids if a.entity == "p2" and a.type == "bid")
    minors = {p: [c.sym for c in game.corporations.values()
                  if c.kind == "minor" and c.president == p and c.floated]
              for p in ("p1", "p2", "p3")}
    # Ben's higher bid won the minor Ann bid on first
    assert game.minor_of(raised["company"]).sym in minors["p2"]
    assert all(len(owned) == 1 for owned in minors.values()), minors
    assert game.round_label().startswith("Operating Round 1")

    steps = play(qtbot, window, operating_choice, lambda g: g.round.kind != "operating")
    game = window.session.game
    for p, (sym,) in minors.items():
        minor = game.corporations[sym]
        assert minor.president == p
        assert [t.name for t in minor.trains] == ["L"]
        assert game.operating_turns.get(minor.sym, 0) >= 1
    laid = [a for a in steps if a.type == "lay_tile"]
    assert laid
    for a in laid:
        assert window.map_view.map_scene().snapshot.hexes[a["hex"]].tile == a["tile"]
    assert {"buy_train", "run_routes"} <= {a.type for a in steps}


def charters_text(widget) -> str:
    return widget.toPlainText()
