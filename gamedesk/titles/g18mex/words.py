"""Words for the decisions only 18MEX has (the NdM merger), as the window shows
them; the registry's TitleWords hooks (titles/registry.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g18mex.game import NDM


def describe(game, a: Action) -> Msg | None:
    """A button's words, or None where the common words fit."""
    if a.type == "merge":
        if a.entity == a["corporation"]:  # a company volunteers
            return msg(QT_TRANSLATE_NOOP("game", "{company}: merge into NdM"), company=a.entity)
        # the NdM's choice
        return msg(QT_TRANSLATE_NOOP("game", "NdM: take over {company}"), company=a["corporation"])
    if a.type == "assign":
        return msg(QT_TRANSLATE_NOOP("game", "Keep the station in {hex} (city {city})"),
                   hex=a["hex"], city=a.get("city", 0))
    return None


def pass_button(game, a: Action) -> Msg | None:
    """The NdM passing over a volunteer declines that company, not the merger."""
    if game.current_step() == "merger_offers" and a.entity == NDM:
        return msg(QT_TRANSLATE_NOOP("game", "Decline this company"))
    return None
