"""Player-facing sentences as a template and its parameters, formatted when shown.

The engine never imports Qt, yet its sentences are translated by Qt's tools:
each template is written inside `QT_TRANSLATE_NOOP("game", "...")`, a no-op here
that `pyside6-lupdate` reads by its name to gather the template into
translations/*.ts (context "game": the log and the refusals). A log line keeps
the template and its parameters (see `Game.add_log`), so a game's log is shown
in the language chosen when it is shown, and a save (which holds only actions)
replays into any language. A refusal (`IllegalAction`) may do the same.

Parameters are names, symbols and money as the title prints them (kept as they
are), numbers, nested `Msg`s (a reason, "a 3-train") translated in turn, or
`Items` of those (recipients), joined with ", ".
"""

from __future__ import annotations

import re
from collections.abc import Callable

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text


# A sentence not yet formatted: the pair (template, params), a plain tuple: the
# cheapest thing to make, and the narrator makes several at every action.
Msg = tuple


def msg(template: str, **params) -> Msg:
    return (template, params)


class Items(list):
    """A parameter that is a list of items, shown joined with ", "."""


def _same(text: str) -> str:
    return text


def value(item, translate: Translate = _same) -> str:
    """One parameter as shown."""
    kind = type(item)
    if kind is tuple and len(item) == 2 and type(item[1]) is dict:  # a Msg
        return render(item[0], item[1], translate)
    if kind is Items:
        return ", ".join(value(i, translate) for i in item)
    return str(item)


def render(template: str, params: dict | None, translate: Translate = _same) -> str:
    """The sentence in the language of `translate` (English: the template itself)."""
    text = translate(template)
    if not params:
        return text
    return text.format_map({k: value(v, translate) for k, v in params.items()})


# English puts "an" before a vowel sound: an L-train, an 8-train, an 18 ...
_VOWEL_SOUND = re.compile(r"([LE8]|11|18)(\b|-|$)")


def a_train(name: str) -> Msg:
    """"a 2-train" / "an L-train" (one train named `name`)."""
    if _VOWEL_SOUND.match(name):
        return msg(QT_TRANSLATE_NOOP("game", "an {train}-train"), train=name)
    return msg(QT_TRANSLATE_NOOP("game", "a {train}-train"), train=name)


def trains(name: str) -> Msg:
    """"2-trains" (the trains named `name`)."""
    return msg(QT_TRANSLATE_NOOP("game", "{train}-trains"), train=name)


# Why a game ended (Game.end_reason), as the log says it.
END_REASONS = {  # how the game ended, as the end line and the results say it
    "bank": QT_TRANSLATE_NOOP("game", "the bank broke"),
    "bankrupt": QT_TRANSLATE_NOOP("game", "a bankruptcy"),
    "stock_market": QT_TRANSLATE_NOOP("game", "a share price reached the top of the market"),
    "manually_ended": QT_TRANSLATE_NOOP("game", "ended by the players"),
    "nothing_sold": QT_TRANSLATE_NOOP("game", "nothing was sold"),
    "second_eight": QT_TRANSLATE_NOOP("game", "the second 8-train was bought"),  # 18ESP R-185
}


def end_reason(reason: str) -> Msg:
    return (END_REASONS.get(reason, reason), {})


# Tile colours, as refusals name them ("green tiles are not available ...").
COLORS = {
    "yellow": QT_TRANSLATE_NOOP("game", "yellow"),
    "green": QT_TRANSLATE_NOOP("game", "green"),
    "brown": QT_TRANSLATE_NOOP("game", "brown"),
    "gray": QT_TRANSLATE_NOOP("game", "gray"),
    "blue": QT_TRANSLATE_NOOP("game", "blue"),
    "red": QT_TRANSLATE_NOOP("game", "red"),
    "white": QT_TRANSLATE_NOOP("game", "white"),
}


def color(name: str) -> Msg:
    return (COLORS.get(name, name), {})


def placeholders(template: str) -> set[str]:
    """The names between braces in `template` (tests compare a translation's)."""
    return set(re.findall(r"\{(\w*)[^}]*\}", template))
