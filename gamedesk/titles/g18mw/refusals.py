"""18MW's own refusals: already cited by 18MW's numbers, so the renumbering of
the shared engine's refusals (rule_ids.py) leaves them as they are."""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction


class MwRefusal(IllegalAction):
    """An illegal action refused by 18MW's own rules."""


def cited(exc: IllegalAction, rule: str) -> MwRefusal:
    """`exc`'s words (template and parameters, told in any language) under `rule`."""
    return MwRefusal(exc.template, rule, **(exc.params or {}))


def renumbered(exc: IllegalAction, table: dict[str, str]) -> IllegalAction | None:
    """The shared refusal under 18MW's number, or None to let it stand."""
    if isinstance(exc, MwRefusal) or exc.rule not in table:
        return None
    return IllegalAction(exc.template, table[exc.rule], **(exc.params or {}))
