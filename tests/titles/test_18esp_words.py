"""18ESP's own button words (titles/g18esp/words.py) are templates the window
tells in Spanish with no English word left but names, at the real game's
decisions and at the rulebook's takeover and home-city decisions; and the end
the second 8-train brings."""

from __future__ import annotations

import re

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import render
from gamedesk.io.replay import open_record, replay
from gamedesk.titles.g18esp import words
from tests.conftest import XX_FIXTURES
from tests.engine.test_translations import ENGLISH, _names, _templates, spanish_log
from tests.titles.esp_helpers import finish_auction, new_game
from tests.titles.test_18esp_rule_items import float_by_hand, give_private, operating
from tests.titles.test_18esp_takeovers import position as takeover_position

# Words of the English button templates that Spanish never uses.
BUTTON_ENGLISH = ENGLISH | {"open", "buy", "put", "take", "combine", "recycled", "repay", "debt",
                            "agree", "refuse", "home", "city", "reached", "if", "agrees",
                            "becomes", "stays", "charter", "then", "tender"}


def _logged_decisions() -> list[tuple[object, Action]]:
    """Each 18ESP-only action of the real game, with a copy of the game where
    it was offered (every kind the log has: tenders, passes, P2's side,
    combined trains, a destination, a debt)."""
    record = open_record(XX_FIXTURES / "18ESP" / "18ESP_destination_token_release.json")
    full = replay(record)
    game = replay(record, to=0)
    out = []
    for action in full.actions:
        if action.type in words.WORDS:
            offered = [a for a in game.legal_actions() if a.type == action.type]
            out += [(game.copy(), a) for a in offered]
        game.process(action)
    return out


def _rulebook_decisions() -> list[tuple[object, Action]]:
    """A takeover offered both ways and answered, a pass opened with P4, an OO home's city."""
    out = []
    game = takeover_position()
    out += [(game, a) for a in game.legal_actions() if a.type == "take_over"]
    offered = game.copy()
    offered.process(act("take_over", "A", corporation="MS", token="map"))
    out += [(offered, a) for a in offered.legal_actions() if a.type == "answer_takeover"]
    home = finish_auction(new_game())
    float_by_hand(home, "CFEA", "b")
    operating(home, "CFEA")
    out += [(home, a) for a in home.legal_actions() if a.type == "choose_home"]
    return out


def _spanish_words(game, action: Action) -> tuple[str, set[str], set[str]]:
    """The button told in Spanish, its templates missing from the catalogue, and
    the English words left once names, symbols and sums are taken out."""
    spanish = spanish_log()
    template, params = words.describe(game, action)
    missing = {t for t in _templates(template, params)
               if t not in spanish and re.search(r"[A-Za-z]", t)}
    text = render(template, params, lambda t: spanish.get(t, t))
    bare = text
    for name in sorted(_names(params), key=len, reverse=True):
        bare = bare.replace(name, " ")
    return text, missing, set(re.findall(r"[A-Za-z]+", bare.lower())) & BUTTON_ENGLISH


def test_the_real_games_own_decisions_are_told_in_spanish():
    decisions = _logged_decisions()
    kinds = {a.type for _, a in decisions}
    assert kinds >= {"buy_tender", "attach_tender", "open_pass", "combine_trains",
                     "choose_side", "repay_loan", "destination_connection"}
    told = [(a, *_spanish_words(g, a)) for g, a in decisions]
    assert [(a, text) for a, text, missing, left in told if missing or left] == []


def test_takeovers_and_a_home_city_are_told_in_spanish():
    decisions = _rulebook_decisions()
    assert {a.type for _, a in decisions} == {"take_over", "answer_takeover", "choose_home"}
    told = [(a, *_spanish_words(g, a)) for g, a in decisions]
    assert [(a, text) for a, text, missing, left in told if missing or left] == []


def test_a_pass_opened_with_p4_names_p4_in_both_languages():
    game = takeover_position()
    give_private(game, "P4", "A")
    action = act("open_pass", "A", hex="H12", special="P4")
    english = render(*words.describe(game, action))
    spanish, _, _ = _spanish_words(game, action)
    assert english.startswith("A: open Alar del Rey Mountain Pass (H12) with P4 (then P4 closes)")
    assert spanish.startswith("A: abrir Alar del Rey Mountain Pass (H12) con P4 (y P4 "
                              "cierra)")


def test_the_english_check_finds_an_untranslated_button():
    game = takeover_position()
    action = act("take_over", "A", corporation="MS", token="map")
    spanish = spanish_log()
    template, params = words.describe(game, action)
    english = render(template, params)  # what an untranslated button would show
    bare = english.replace("MS", " ").replace("A", " ", 1)
    assert set(re.findall(r"[A-Za-z]+", bare.lower())) & BUTTON_ENGLISH
    assert template in spanish


def test_the_end_by_the_second_8_train_is_told_in_spanish():
    from gamedesk.engine.messages import QT_TRANSLATE_NOOP, end_reason, msg

    spanish = spanish_log()
    line = msg(QT_TRANSLATE_NOOP("game", "Game over ({reason})"), reason=end_reason("second_eight"))
    told = render(*line, lambda t: spanish.get(t, t))
    assert told == "Fin de la partida (ha salido el segundo tren 8)"
