"""The New Game dialog: only what can be played, names that tell players apart,
and the last game's choices as the starting point."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox

from gamedesk.titles import new_game, offered_options
from gamedesk.ui.dialogs import NewGameDialog


def make(qtbot) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_every_offered_option_starts_a_game(qtbot, own_settings):
    dialog = make(qtbot)
    for title in ("18MEX", "1822MX"):
        dialog.title.setCurrentText(title)
        assert set(dialog.option_checks) == {o["sym"] for o in offered_options(title)}
        for sym in dialog.option_checks:
            players = [(f"p{n}", f"P{n}") for n in range(dialog.count.value())]
            new_game(title, players, options=[sym])  # none is refused
    dialog.title.setCurrentText("18MEX")
    assert "baja_variant" not in dialog.option_checks  # not playable yet (O-5)


def test_an_ampersand_in_an_option_is_shown_not_taken_as_a_shortcut(qtbot, own_settings):
    dialog = make(qtbot)
    dialog.title.setCurrentText("18MEX")
    check = dialog.option_checks["early_buy_of_kcmo"]
    assert check.text() == "Early KCM&&O purchase"  # Qt shows "&&" as one "&"


def test_two_players_of_one_name_are_refused_with_a_reason(qtbot, own_settings):
    dialog = make(qtbot)
    dialog.names[1].setText(" ann ")
    dialog.names[0].setText("Ann")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == 0 and not dialog.error.isHidden()
    assert "Ann" in dialog.error.text()
    dialog.names[1].setText("Ben")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == 1 and dialog.error.isHidden()


def test_the_next_game_starts_from_the_last_ones_choices(qtbot, own_settings):
    dialog = make(qtbot)
    dialog.title.setCurrentText("1822MX")
    dialog.count.setValue(4)
    dialog.names[3].setText("Zoë")
    dialog.profile.setCurrentIndex(dialog.profile.findData("18xx.games"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    again = make(qtbot)
    assert again.title.currentText() == "1822MX" and again.count.value() == 4
    assert again.names[3].text() == "Zoë" and again.profile.currentData() == "18xx.games"


def test_rules_and_seed_say_what_they_mean(qtbot, own_settings):
    dialog = make(qtbot)
    assert "printed rules" in dialog.profile.toolTip()
    assert "same seed" in dialog.seed.toolTip()


def test_titles_and_their_profiles_come_from_the_registry(qtbot, own_settings, monkeypatch):
    from dataclasses import replace

    from PySide6.QtCore import Qt

    from gamedesk.titles import registry

    # 18MEX as if 18xx.games did not have it: the rulebook profile only
    entries = dict(registry._ENTRIES)
    entries["18MEX"] = replace(entries["18MEX"], profiles=("rulebook",))
    monkeypatch.setattr(registry, "_ENTRIES", entries)
    dialog = make(qtbot)
    names = [dialog.title.itemText(n) for n in range(dialog.title.count())]
    assert names == registry.window_titles()
    tip = dialog.title.itemData(names.index("1822MX"), Qt.ItemDataRole.ToolTipRole)
    assert tip == registry.entry("1822MX").full_name
    dialog.title.setCurrentText("1822MX")
    assert dialog.profile.count() == 2
    dialog.title.setCurrentText("18MEX")
    assert [dialog.profile.itemData(n) for n in range(dialog.profile.count())] == ["rulebook"]
