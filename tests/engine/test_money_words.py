"""How amounts and endings read (Game.money, messages.END_REASONS)."""

from __future__ import annotations

from gamedesk.engine.messages import END_REASONS
from gamedesk.titles import new_game

PLAYERS = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy")]


def test_an_amount_carries_the_titles_currency_and_a_debt_its_sign_first():
    mex = new_game("18MEX", PLAYERS)
    esp = new_game("18ESP", PLAYERS)
    assert mex.money(40) == "$40"
    assert mex.money(-20) == "-$20"
    assert esp.money(-2153).startswith("-") and esp.money(-2153).endswith("2153")
    assert esp.money(-2153) == "-" + esp.money(2153)


def test_every_ending_is_told_in_words_not_by_its_key():
    for key, words in END_REASONS.items():
        assert words != key and " " in words, key
    game = new_game("18MEX", PLAYERS)
    game.end_game("bank")
    assert game.log[-1].text == "Game over (the bank broke)"
