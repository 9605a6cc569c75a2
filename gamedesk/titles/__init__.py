"""The titles gamedesk plays, and the factory that builds a game of one.

Each title registers itself from its own package (titles/registry.py); nothing
here names one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


def playable_titles() -> list[str]:
    from gamedesk.titles import registry

    return registry.playable_titles()


def offered_options(title: str) -> list[dict]:
    """The title's optional rules that a new game may use (its data's entries)."""
    from gamedesk.titles import registry

    return registry.entry(title).options()


def offered_profiles(title: str) -> tuple[str, ...]:
    """The rule profiles a game of `title` may use (18xx.games only where the site has it)."""
    from gamedesk.titles import registry

    found = registry.entry(title)
    return found.profiles if found is not None else ()


def new_game(
    title: str,
    players: list[tuple[str, str]],
    *,
    profile: str = "rulebook",
    options: list[str] | frozenset[str] = (),
    seed: int = 0,
) -> Game:
    """A new game of `title` for `players` [(id, name), ...] in seating order."""
    from gamedesk.engine.data import load_title
    from gamedesk.engine.errors import IllegalAction
    from gamedesk.engine.player_ids import check_players, entity_symbols
    from gamedesk.titles import registry

    problem = registry.unplayable_reason(title)
    if problem is not None:
        raise IllegalAction(problem, "setup")
    entry = registry.entry(title)
    if profile not in entry.profiles:
        raise IllegalAction(
            f"{title} has no rules profile {profile!r} (it has {', '.join(entry.profiles)})",
            "setup",
        )
    data = load_title(title)
    bounds = data.game["players"]
    if not bounds["min"] <= len(players) <= bounds["max"]:
        raise IllegalAction(  # before the players themselves: how many is the first rule
            f"{title} takes {bounds['min']} to {bounds['max']} players, not {len(players)}",
            "R-001",
        )
    check_players(players, entity_symbols(data.game))
    return entry.game_class()(
        data, players, profile=profile, options=frozenset(options), seed=seed
    )


# Every title registers now, so that its own action types are known to
# Action.from_dict whichever title a caller imports first.
from gamedesk.titles import registry as _registry  # noqa: E402

_registry.ensure_discovered()
