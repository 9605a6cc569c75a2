"""Exceptions the engine raises."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules forbid. The game state is unchanged.

    `rule` names the rule that forbids it (an R-number of the title's rule
    inventory, or a short tag such as "turn" for acting out of turn).
    """

    def __init__(self, message: str, rule: str = "") -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"{message} [{rule}]" if rule else message)


class GameDataError(Exception):
    """Title data that is missing or inconsistent."""
