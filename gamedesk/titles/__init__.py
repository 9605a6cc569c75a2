"""The titles gamedesk plays, and the factory that builds a game of one."""

from __future__ import annotations

from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.player_ids import check_players, entity_symbols


def _title_classes() -> dict[str, type[Game]]:
    from gamedesk.titles.g18mex.game import G18MEX
    from gamedesk.titles.g1822mx.game import G1822MX

    return {"18MEX": G18MEX, "1822MX": G1822MX}


def playable_titles() -> list[str]:
    return sorted(_title_classes())


def offered_options(title: str) -> list[dict]:
    """The title's optional rules that a new game may use (its data's entries)."""
    unplayable = _title_classes()[title].unplayable_options
    return [o for o in load_title(title).game.get("optional_rules", [])
            if o["sym"] not in unplayable]


def new_game(
    title: str,
    players: list[tuple[str, str]],
    *,
    profile: str = "rulebook",
    options: list[str] | frozenset[str] = (),
    seed: int = 0,
) -> Game:
    """A new game of `title` for `players` [(id, name), ...] in seating order."""
    classes = _title_classes()
    if title not in classes:
        raise IllegalAction(
            f"{title!r} cannot be played yet (playable: {', '.join(classes)})", "setup"
        )
    data = load_title(title)
    bounds = data.game["players"]
    if not bounds["min"] <= len(players) <= bounds["max"]:
        raise IllegalAction(  # before the players themselves: how many is the first rule
            f"{title} takes {bounds['min']} to {bounds['max']} players, not {len(players)}",
            "R-001",
        )
    check_players(players, entity_symbols(data.game))
    return classes[title](
        data, players, profile=profile, options=frozenset(options), seed=seed
    )
