"""The window in Spanish (issue: gamedesk in Spanish): Qt's own translators,
chosen in the settings, switched live with a game open, which stays as it was.
Every wait is for a state (qtbot.waitUntil)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from gamedesk.engine.actions import act
from gamedesk.ui import i18n
from gamedesk.ui.main_window import MainWindow
from gamedesk.ui.session import GameSetup
from gamedesk.ui.settings_dialog import SettingsDialog
from tests.property.invariants import fingerprint
from tests.ui.conftest import LOG_80226
from tests.ui.window_driver import open_and_wait


@pytest.fixture
def english_after():
    """Whatever a test installs, the next test starts in English."""
    yield
    i18n.install("en")


@pytest.fixture
def store(tmp_path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def log_texts(window: MainWindow) -> list[str]:
    return [window.log_view.item(i).text() for i in range(window.log_view.count())]


def test_spanish_is_compiled_and_loaded_with_qt_own_buttons(qtbot, english_after):
    assert i18n.install("es") == "es"
    assert i18n.qm_path("es").exists()
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.buttons()[0].text() == "Cancelar"  # qtbase_es


def test_plurals_come_from_qt_numerus_forms(english_after):
    i18n.install("es")
    assert i18n.translate("LinesDialog", "%n actions", "", 1) == "1 acción"
    assert i18n.translate("LinesDialog", "%n actions", "", 5) == "5 acciones"


def test_the_settings_remember_the_language_and_default_to_the_system(
    qtbot, store, english_after
):
    assert i18n.chosen(store) == i18n.SYSTEM
    dialog = SettingsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == i18n.SYSTEM
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    assert dialog.apply() == "es"
    assert i18n.chosen(store) == "es"
    assert i18n.start(store) == "es"  # the next start-up


def test_switching_language_retells_the_window_and_log_but_not_the_game(
    qtbot, window, english_after
):
    if not LOG_80226.exists():
        pytest.skip(f"no {LOG_80226}")
    assert open_and_wait(qtbot, window, LOG_80226)
    game = window.session.game
    before, english = fingerprint(game), log_texts(window)
    assert "Stock Round 1" in english
    i18n.install("es")
    qtbot.waitUntil(lambda: window.actions_by_name["menu.game"].text() == "&Partida")
    assert window.docks["log"].windowTitle() == "Registro"
    spanish = log_texts(window)
    assert "Ronda de bolsa 1" in spanish
    assert any(" compra el 10% de " in line for line in spanish)
    assert len(spanish) == len(english)
    assert window.session.game is game
    assert fingerprint(game) == before
    i18n.install("en")
    qtbot.waitUntil(lambda: window.actions_by_name["menu.game"].text() == "&Game")
    assert log_texts(window) == english
    assert fingerprint(game) == before


def test_a_players_card_tells_its_title_figures_in_spanish(qtbot, window, english_after):
    """1822MX's bidding tokens on a player's card are told in the language chosen."""
    players = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")]
    assert window.new_game(GameSetup("1822MX", players, "rulebook", (), 7))
    card = window.players.cards["p1"]
    assert "bid tokens " in card.figures.text()
    i18n.install("es")
    qtbot.waitUntil(lambda: "fichas de puja " in card.figures.text())
    assert "bid tokens" not in card.figures.text()


def test_go_to_reads_a_round_named_in_spanish(qtbot, window, english_after):
    if not LOG_80226.exists():
        pytest.skip(f"no {LOG_80226}")
    assert open_and_wait(qtbot, window, LOG_80226)
    i18n.install("es")
    timeline = window.replay.timeline
    want = next(m for m in window.session.tree.marks() if m.label.endswith("3.1")).index
    timeline.goto.setText("ronda de operaciones 3.1")
    timeline._goto_entered()
    assert window.session.tree.cursor == want
    timeline.goto.setText("OR 2.1")  # the short form keeps working
    timeline._goto_entered()
    assert window.session.tree.cursor < want
    timeline.goto.setText("ronda de nada 3")
    timeline._goto_entered()
    assert timeline.goto.toolTip()  # refused, said why


def test_a_refusal_is_shown_in_spanish_with_its_rule_as_cited(window, english_after):
    players = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")]
    assert window.new_game(GameSetup("18MEX", players, "rulebook", (), 7))
    game = window.session.game
    pid = game.active_entities()[0]
    wrong = act("par", pid, corporation="MC", price=55)
    refused = game.why_illegal(wrong)
    before = fingerprint(game)
    i18n.install("es")
    assert not window.take(wrong)
    assert window.last_error == f"ahora no toca fijar un valor par ({refused.rule})"
    assert refused.message == "no par price is due now"  # the private sale comes first
    assert fingerprint(game) == before


def test_game_settings_switch_the_window_to_spanish_at_once(qtbot, window, english_after):
    window.actions_by_name["settings"].trigger()
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.actions_by_name["menu.game"].text() == "&Partida")
    assert i18n.chosen() == "es"  # remembered (in the test's own settings)
    assert window.players.banner.text() == "Ninguna partida abierta"


def test_the_computer_seats_bar_and_the_hint_speak_spanish_after_the_switch(
    qtbot, window, english_after
):
    setup = GameSetup("18MEX", [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")], "rulebook", (), 0,
                      (("p2", "easy"), ("p3", "hard")))
    assert window.new_game(setup)
    window.computers.stop()  # the bar stays as it is while the test reads it
    bar = window.computers.bar
    assert bar.go.text() == "Play until my turn"
    assert window.hints.button.text() == "Hint (H)"
    i18n.install("es")
    qtbot.waitUntil(lambda: window.hints.button.text() == "Pista (H)")
    assert bar.go.text() == "Jugar hasta mi turno"
    assert bar.halt.text() == "Detener"
    status = bar.status.text()
    assert status.startswith(("Ordenadores: ", "Detenidos: ")), status
    assert "(fácil)" in status or "(difícil)" in status
    i18n.install("en")
    qtbot.waitUntil(lambda: window.hints.button.text() == "Hint (H)")
    assert bar.go.text() == "Play until my turn"
    assert bar.status.text().startswith(("Computers: ", "Stopped: "))


def test_an_18mw_game_switched_to_spanish_explains_itself_in_spanish_unchanged(
    qtbot, window, english_after
):
    """Why the game waits, the timeline's line and round, and a private's power are
    told again in Spanish; the game is the same object, in the same state."""
    from gamedesk.ui.holdings_view import holdings_html

    players = [("p1", "Ana"), ("p2", "Beto"), ("p3", "Carmen")]
    assert window.new_game(GameSetup("18MW", players, "rulebook", (), 7))
    game = window.session.game
    before = fingerprint(game)
    reason = window.panel.reason.text()
    assert reason.startswith("Ana bids on a private") and reason.endswith("(R-067)")
    timeline = window.replay.timeline
    assert timeline.lines.currentText() == "Main line"
    i18n.install("es")
    qtbot.waitUntil(lambda: window.panel.reason.text().startswith("Ana puja por una privada"))
    assert window.panel.reason.text().endswith("(R-067)")  # the rule as cited
    assert timeline.lines.currentText() == "Línea principal"
    assert timeline.lines.currentData() == "Main line"  # the line's name, as saved
    assert "Subasta de privadas 1" in timeline.where.text()
    assert "Su titular recibe la mitad de cada coste de río" in holdings_html(game)
    assert window.session.game is game
    assert fingerprint(game) == before


def test_a_hints_reasons_are_told_in_spanish(qapp, english_after):
    """The hint's reasons are templates (ai/hint.py): each kind of reason reads in
    Spanish once Spanish is installed, with the game's names and sums kept."""
    from gamedesk.ai.hard import Plan
    from gamedesk.ai.hint import Suggestion, reason
    from gamedesk.titles import new_game
    from gamedesk.ui.hint_view import hint_lines

    game = new_game("18MEX", [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")], profile="rulebook")
    bid = game.legal_actions()[0]
    plans = [Plan(bid, 0.0, game), Plan(act("pass", "p1"), 0.0, game),
             Plan(act("dividend", "MC", kind="withhold"), 0.0, game)]
    suggestions = [Suggestion(p.action, 40, reason(game, p)) for p in plans]
    i18n.install("es")
    lines = hint_lines(game, suggestions)
    assert f"{bid['company']} vale unos " in lines[0]
    assert lines[1].endswith("nada más aquí compensa su coste")
    assert lines[2].endswith("retener: el mejor reparto de la recaudación entre tú y MC")
    i18n.install("en")
    assert hint_lines(game, suggestions)[1].endswith("nothing else here is worth its cost")
