"""Why the game waits, what passing means now, and which rules moved it on.

The words come from where the rules live: an interrupt's or a round's own
`why` and `pass_meaning` where it has them (a round's may answer None: its
turn's step speaks then), else a turn's current `Step` (`why`,
`pass_meaning`, `skip_note`); only the plain fallbacks are here. Each
answer is a short sentence ending with the rule it rests on, "(R-210)".
Notes are kept per action: `step_notes` gives those made while the last
decision was applied (and the automatic steps after it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


def with_rule(text: str, rule: str) -> str:
    return f"{text} ({rule})" if rule else text


def _names(game: Game, entities: list[str]) -> str:
    return ", ".join(game.name_of(e) for e in entities)


def _turn(game: Game):
    """The operating turn waiting at one of its steps, or None."""
    turn = getattr(game.round, "turn", None)
    return turn if turn is not None and turn.current is not None else None


def waiting_reason(game: Game) -> str:
    """Who the game waits for and why: "FCM must buy a train: it has none (R-210)"."""
    if game.finished:
        return ""
    if game.interrupts:
        interrupt = game.interrupts[0]
        why = getattr(interrupt, "why", None)
        if why is not None:
            return with_rule(*why())
        words = interrupt.step_id.replace("_", " ")
        return f"{_names(game, interrupt.active_entities())} must decide first: {words}"
    found = _ask(game.round, "why")  # a round's own decision first (a sale, a discard)
    if found is not None:
        return with_rule(*found)
    turn = _turn(game)
    if turn is not None:
        text, rule = turn.current.why(turn)
        return with_rule(f"{game.name_of(turn.op.sym)} {text}", game.own_rule(rule))
    return f"{_names(game, game.active_entities())} to act in the {game.round.name}"


def _ask(source, name: str) -> tuple[str, str] | None:
    """(words, rule) from `source`'s own method `name`, if it has one that answers now."""
    method = getattr(source, name, None)
    return method() if method is not None else None


def pass_meaning(game: Game) -> str | None:
    """What the pass/done button means now, with its rule; None when none is offered."""
    if game.finished or not any(a.type == "pass" for a in game.legal_actions()):
        return None
    if game.interrupts:
        meaning = getattr(game.interrupts[0], "pass_meaning", None)
        return with_rule(*meaning()) if meaning is not None else "Pass — decline"
    found = _ask(game.round, "pass_meaning")
    if found is not None:
        return with_rule(*found)
    turn = _turn(game)
    if turn is not None:
        text, rule = turn.current.pass_meaning(turn)
        return with_rule(text, game.own_rule(rule))
    return f"Pass — ends your turn in the {game.round.name}"


def add_note(game: Game, text: str, rule: str) -> None:
    """Record that a rule ended or skipped a step while the current action is applied."""
    index = getattr(game, "_action_index", -1)
    kept = [n for n in getattr(game, "_step_notes", []) if n[0] == index]
    kept.append((index, with_rule(text, rule)))
    game._step_notes = kept


def notes(game: Game) -> list[str]:
    """The notes made while the last action (or the setup) was applied."""
    last = len(game.actions) - 1
    return [text for index, text in getattr(game, "_step_notes", []) if index == last]


__all__ = ["add_note", "notes", "pass_meaning", "waiting_reason", "with_rule"]
