"""Words for the decisions only 18MEX has (the NdM merger), as the window shows
them; the registry's TitleWords hooks (titles/registry.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.titles.g18mex.game import NDM


def describe(game, a: Action) -> str | None:
    """A button's words, or None where the common words fit."""
    if a.type == "merge":
        if a.entity == a["corporation"]:
            return f"{a.entity}: merge into {NDM}"  # a company volunteers
        return f"{NDM}: take over {a['corporation']}"  # the NdM's choice
    if a.type == "assign":
        return f"Keep the station in {a['hex']} (city {a.get('city', 0)})"
    return None


def pass_button(game, a: Action) -> str | None:
    """The NdM passing over a volunteer declines that company, not the merger."""
    if game.current_step() == "merger_offers" and a.entity == NDM:
        return "Decline this company"
    return None
