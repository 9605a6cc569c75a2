"""18MW in the window: New Game offers it for three to five players, and both
New Game and the map's tab say that its map is a reconstruction."""

from __future__ import annotations

from gamedesk.ui.board_tabs import MAP
from gamedesk.ui.dialogs import NewGameDialog
from gamedesk.ui.session import GameSetup

THREE = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")]


def test_new_game_offers_18mw_and_says_its_map_is_a_reconstruction(qtbot, own_settings):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    titles = [dialog.title.itemText(i) for i in range(dialog.title.count())]
    assert "18MW" in titles
    dialog.title.setCurrentText("18MEX")
    assert dialog.map_note.isHidden()
    dialog.title.setCurrentText("18MW")
    qtbot.waitUntil(lambda: dialog.map_note.isVisible())
    assert "reconstruction" in dialog.map_note.text()
    assert (dialog.count.minimum(), dialog.count.maximum()) == (3, 5)
    assert [dialog.profile.itemData(i) for i in range(dialog.profile.count())] == ["rulebook"]
    assert dialog.setup().title == "18MW"


def test_the_map_tab_of_an_18mw_game_says_it_is_a_reconstruction(qtbot, window):
    assert window.new_game(GameSetup("18MW", THREE, "rulebook", (), 3))
    qtbot.waitUntil(lambda: window.session is not None)
    assert window.board.tabText(MAP) == "Map (reconstruction)"
    assert "reconstruction" in window.board.tabToolTip(MAP)
    assert window.session.game.title == "18MW"
    assert window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 3))
    qtbot.waitUntil(lambda: window.board.tabText(MAP) == "Map")


def test_the_18mw_map_itself_carries_a_reconstruction_caption(qtbot, window):
    assert window.new_game(GameSetup("18MW", THREE, "rulebook", (), 3))
    scene = window.map_view.map_scene()
    qtbot.waitUntil(lambda: scene.data.title == "18MW")
    assert scene.caption is not None and "reconstruction" in scene.caption.text()
    assert scene.sceneRect().contains(scene.caption.sceneBoundingRect())
    assert window.new_game(GameSetup("18MEX", THREE, "rulebook", (), 3))
    qtbot.waitUntil(lambda: window.map_view.map_scene().data.title == "18MEX")
    assert window.map_view.map_scene().caption is None
