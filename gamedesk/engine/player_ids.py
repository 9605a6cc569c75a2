"""Checks on the players a game is set up with, before the engine sees them.

A player id is used as an owner next to company symbols and the bank's own
holders (`@bank`, `@ipo`, `@pool`, `@depot` …: every reserved name starts with
`@`), so an id equal to one of them would make a player own the IPO or be a
company. Ids and names are shown and written back to files: no control
characters (they garble a terminal) and no lone surrogates (not writable as
UTF-8, so every later save would fail).

One exception: a whole-number id may equal a whole-number symbol (1822MX's
minors "1" to "24"), as in real 18xx.games logs whose players are 0, 1, 2.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from gamedesk.engine.errors import IllegalAction

RESERVED_PREFIX = "@"  # money.BANK, entities.IPO/POOL/REMOVED, trains.DEPOT/POOL/SCRAPPED
MAX_LENGTH = 100


def entity_symbols(game_data: dict) -> set[str]:
    """Every company, corporation and minor symbol of a title's game.json."""
    return {
        str(entry["sym"])
        for key in ("companies", "corporations", "minors")
        for entry in game_data.get(key, [])
        if isinstance(entry, dict) and "sym" in entry
    }


def text_problem(text: object) -> str | None:
    """Why `text` cannot be a player's id or name, or None."""
    if not isinstance(text, str):
        return f"it must be text, not {type(text).__name__}"
    if len(text) > MAX_LENGTH:
        return f"it is longer than {MAX_LENGTH} characters"
    for char in text:
        category = unicodedata.category(char)
        if category == "Cs":
            return f"it holds a lone surrogate (U+{ord(char):04X}), which is not a character"
        if category == "Cc":
            return f"it holds a control character (U+{ord(char):04X})"
    return None


def check_players(players: Iterable[tuple[str, str]], symbols: set[str]) -> None:
    """IllegalAction("...", "setup") unless every (id, name) may be used."""
    seen: set[str] = set()
    for n, (pid, name) in enumerate(players, start=1):
        problem = text_problem(pid)
        if problem is None and not pid:
            problem = "it is empty"
        if problem is None and pid.startswith(RESERVED_PREFIX):
            problem = f"ids starting with {RESERVED_PREFIX!r} are the bank's"
        # 18xx.games numbers its players (0, 1, 2 in hot-seat games) and 1822MX its
        # minors: real logs have both, so a whole-number id may equal a minor's.
        if problem is None and pid in symbols and not pid.isdigit():
            problem = "it is a company's symbol in this game"
        if problem is None and pid in seen:
            problem = "another player has it"
        if problem:
            raise IllegalAction(f"player {n}'s id {pid!r} cannot be used: {problem}", "setup")
        seen.add(pid)
        problem = text_problem(name)
        if problem:
            raise IllegalAction(f"player {n}'s name {name!r} cannot be used: {problem}", "setup")
