"""The titles gamedesk knows, each registered from its own package.

Every package under `gamedesk/titles/` registers one `TitleEntry` when it is
imported (in its `__init__.py`, or in a `title.py` beside it). Discovery
imports only those small modules: the game class, the importer and the window's
words are named by dotted paths and loaded when first asked for, so that the
command line and the window start without the rules of every title.

A title that is known but cannot be played yet (`game` is None) is still
listed, so that a save or a log of it is refused in words ("18ESP cannot be
played yet") rather than as an unknown name.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gamedesk.engine.game import Game

PROFILES = ("rulebook", "18xx.games")  # the order New Game offers them in


def _load(path: str) -> Any:
    """The object named by "package.module:name" (or the module alone); asked
    for at every imported action, so found once (import_module costs ~10 µs)."""
    found = _LOADED.get(path)
    if found is None:
        found = _LOADED[path] = _import(path)
    return found


_LOADED: dict[str, Any] = {}


def _import(path: str) -> Any:
    module, _, name = path.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, name) if name else loaded


@dataclass(frozen=True)
class TitleWords:
    """The window's words for what only this title has.

    `sections`: action type -> heading of its box in the action panel;
    `passes`: step id (Game.current_step) -> what the Pass button says there;
    `module`: a dotted module path whose optional functions are asked first:
    `describe(game, action)` (a button's words, None for the common ones),
    `pass_button(game, action)` (the Pass button's words, None for `passes`),
    `company_name(game, sym)` (how players call a company).
    """

    sections: Mapping[str, str] = field(default_factory=dict)
    passes: Mapping[str, str] = field(default_factory=dict)
    module: str | None = None

    def hook(self, name: str) -> Callable | None:
        if self.module is None:
            return None
        return getattr(_load(self.module), name, None)


@dataclass(frozen=True)
class TitleEntry:
    """One title: what it is, what plays it and what the window, save files and
    the 18xx.games importer need to know of it."""

    name: str  # as save files and 18xx.games logs write it
    full_name: str
    game: str | None = None  # "module:Class" of its Game; None: not playable yet
    profiles: tuple[str, ...] = PROFILES  # rule profiles a game of it may use
    on_site: bool = True  # 18xx.games has it, so its logs can be read
    window: bool = False  # the window offers every decision it has
    importer: str | None = None  # module translating its 18xx.games actions
    action_types: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # SCHEMAS rows
    words: TitleWords = field(default_factory=TitleWords)
    rule_ids: str | None = None  # "module:NAME": the shared rules' ids in its inventory
    site_par_is_price: bool = False  # traces: the site reports the current price as par
    market_zigzag: bool = False  # its one-row market is printed in two staggered rows
    order: int = 100  # place in lists (New Game, messages): lower first
    bots: str | None = None  # "module:NAME" of its bots' Tuning (ai/tuning.py); None: shared

    @property
    def playable(self) -> bool:
        return self.game is not None

    def game_class(self) -> type[Game]:
        if self.game is None:
            raise LookupError(f"{self.name} cannot be played yet")
        return _load(self.game)

    def options(self) -> list[dict]:
        """Its optional rules a new game may use: its data's entries, less those
        its game class cannot play yet (`unplayable_options`)."""
        from gamedesk.engine.data import load_title

        unplayable = self.game_class().unplayable_options
        return [o for o in load_title(self.name).game.get("optional_rules", [])
                if o["sym"] not in unplayable]

    def translator(self) -> ModuleType | None:
        """The module with its 18xx.games action translators, if it has any."""
        return _load(self.importer) if self.importer else None

    def rule_id_map(self) -> Mapping[str, str]:
        """Rule ids the shared engine cites (18MEX's inventory) -> this title's own."""
        return _load(self.rule_ids) if self.rule_ids else {}

    def bot_tuning(self) -> Any:
        """What it tunes of the computer players (ai/tuning.py): its own, or the shared."""
        if self.bots is None:
            from gamedesk.ai.tuning import SHARED

            return SHARED
        return _load(self.bots)

    def route_rules(self) -> Any:
        """Its route and run rules: whatever its Game class provides (or None)."""
        return getattr(self.game_class(), "route_rules", None) if self.playable else None


_ENTRIES: dict[str, TitleEntry] = {}
_discovered = False


def register(entry: TitleEntry) -> TitleEntry:
    """Add a title; its own action types join the action table (engine.actions)."""
    known = _ENTRIES.get(entry.name)
    if known is not None and known != entry:
        raise ValueError(f"title {entry.name} is registered twice")
    if entry.action_types:
        from gamedesk.engine.actions import register_action_types

        register_action_types(entry.action_types)
    _ENTRIES[entry.name] = entry
    return entry


def discover(package: str = "gamedesk.titles") -> None:
    """Import every title package under `package` (and its `title.py`, if any)."""
    root = importlib.import_module(package)
    for info in pkgutil.iter_modules(root.__path__, f"{package}."):
        if not info.ispkg:
            continue
        importlib.import_module(info.name)
        if importlib.util.find_spec(f"{info.name}.title") is not None:
            importlib.import_module(f"{info.name}.title")


def ensure_discovered() -> None:
    """Discover the titles once (gamedesk.titles does it when first imported)."""
    global _discovered
    if not _discovered:
        _discovered = True
        discover()


def _all() -> dict[str, TitleEntry]:
    ensure_discovered()
    return _ENTRIES


def entries() -> Iterator[TitleEntry]:
    """Every known title, in list order."""
    return iter(sorted(_all().values(), key=lambda e: (e.order, e.name)))


def entry(name: str) -> TitleEntry | None:
    return _all().get(name)


def known_titles() -> list[str]:
    return [e.name for e in entries()]


def playable_titles() -> list[str]:
    return [e.name for e in entries() if e.playable]


def window_titles() -> list[str]:
    """Titles the window can play from a new game to its end."""
    return [e.name for e in entries() if e.playable and e.window]


def site_titles() -> list[str]:
    """Titles that 18xx.games has: the ones whose logs can be read."""
    return [e.name for e in entries() if e.on_site]


def unplayable_reason(name: str) -> str | None:
    """Why a game of `name` cannot be played here, or None when it can."""
    found = entry(name)
    if found is None:
        return f"unknown title {name!r}: gamedesk knows {', '.join(known_titles())}"
    if not found.playable:
        return f"{name} cannot be played yet (playable: {', '.join(playable_titles())})"
    return None


def rule_ids(name: str) -> Mapping[str, str]:
    """The map from the shared engine's rule ids to `name`'s inventory numbers."""
    found = entry(name)
    return found.rule_id_map() if found is not None else {}
