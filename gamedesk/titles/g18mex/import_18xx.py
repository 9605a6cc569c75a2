"""18MEX's own 18xx.games actions, translated into ours (io/importer.py does
the shared ones and dispatches here first)."""

from __future__ import annotations

from gamedesk.engine.actions import Action

# Site bookkeeping entries that change nothing in our game.
IGNORED: frozenset[str] = frozenset()

# kind -> ((field, expected kind, required), ...), checked when the log is read
# (expected kinds as in io/log_fields.py: "int", "str", "strs", "choice", ...).
LOG_FIELDS: dict[str, tuple[tuple[str, str, bool], ...]] = {
    "assign": (("target", "str", True),),
}


def _assign(game, raw: dict, entity: str) -> Action:
    """The NdM's president keeps one station of the merged company (R-189)."""
    return Action("assign", entity, {"hex": raw["target"]})


TRANSLATORS = {"assign": _assign}
