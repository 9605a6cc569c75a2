"""Player-facing sentences as a template and its parameters, formatted when shown.

The engine never imports Qt, yet its sentences are translated by Qt's tools:
each template is written inside `QT_TRANSLATE_NOOP("log", "...")`, a no-op here
that `pyside6-lupdate` reads by its name to gather the template into
translations/*.ts. A log line keeps the template and its parameters (see
`Game.add_log`), so a game's log is shown in the language chosen when it is
shown, and a save (which holds only actions) replays into any language.

Parameters are names, symbols and money as the title prints them (kept as they
are), numbers, or nested `Msg`s (a reason, a list of recipients) translated in
turn. A tuple is a list, joined with ", ".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context`; returns it unchanged."""
    return text


class Msg(NamedTuple):
    """A sentence not yet formatted: its (English) template and parameters."""

    template: str
    params: dict


def msg(template: str, **params) -> Msg:
    return Msg(template, params)


def _same(text: str) -> str:
    return text


def value(item, translate: Translate = _same) -> str:
    """One parameter as shown."""
    if isinstance(item, Msg):
        return render(item.template, item.params, translate)
    if isinstance(item, tuple):
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
        return msg(QT_TRANSLATE_NOOP("log", "an {train}-train"), train=name)
    return msg(QT_TRANSLATE_NOOP("log", "a {train}-train"), train=name)


def trains(name: str) -> Msg:
    """"2-trains" (the trains named `name`)."""
    return msg(QT_TRANSLATE_NOOP("log", "{train}-trains"), train=name)


# Why a game ended (Game.end_reason), as the log says it.
END_REASONS = {
    "bank": QT_TRANSLATE_NOOP("log", "bank"),
    "bankrupt": QT_TRANSLATE_NOOP("log", "bankrupt"),
    "stock_market": QT_TRANSLATE_NOOP("log", "stock_market"),
    "manually_ended": QT_TRANSLATE_NOOP("log", "manually_ended"),
    "nothing_sold": QT_TRANSLATE_NOOP("log", "nothing_sold"),
}


def end_reason(reason: str) -> Msg:
    return Msg(END_REASONS.get(reason, reason), {})


def placeholders(template: str) -> set[str]:
    """The names between braces in `template` (tests compare a translation's)."""
    return set(re.findall(r"\{(\w*)[^}]*\}", template))
