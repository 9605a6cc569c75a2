"""Exceptions the engine raises."""

from __future__ import annotations

from gamedesk.engine.messages import Msg, render


class IllegalAction(Exception):
    """An action the rules forbid. The game state is unchanged.

    `rule` names the rule that forbids it (an R-number of the title's rule
    inventory, or a short tag such as "turn" for acting out of turn).

    The message may be a template marked QT_TRANSLATE_NOOP("game", ...) with its
    parameters (engine/messages.py), or a `Msg` (the board's refusals):
    `message` is then the English sentence, and the window tells `template`
    and `params` in the language chosen.
    """

    def __init__(self, message: str | Msg, rule: str = "", **params) -> None:
        # Formatted only when read: the rules raise and catch refusals by the
        # thousand to find what is legal, and show few of them.
        if type(message) is tuple:  # a Msg
            message, params = message[0], {**message[1], **params}
        super().__init__(message, rule)
        self.rule = rule
        self.template = message
        self.params = params or None

    @property
    def message(self) -> str:
        """The refusal in English."""
        return render(self.template, self.params) if self.params else self.template

    def __str__(self) -> str:
        return f"{self.message} [{self.rule}]" if self.rule else self.message


class GameDataError(Exception):
    """Title data that is missing or inconsistent."""
