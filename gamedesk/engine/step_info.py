"""Why the game waits, what passing means now, and which rules moved it on.

The words come from where the rules live: an interrupt's or a round's own
`why` and `pass_meaning` where it has them (a round's may answer None: its
turn's step speaks then), else a turn's current `Step` (`why`,
`pass_meaning`, `skip_note`); only the plain fallbacks are here. Each
answer is a short sentence ending with the rule it rests on, "(R-210)".
Notes are kept per action: `step_notes` gives those made while the last
decision was applied (and the automatic steps after it).

The words are templates marked QT_TRANSLATE_NOOP("game", ...) or `Msg`s
(engine/messages.py), told when asked: in English by default, in another
language through the `translate` a window passes (its "game" context).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items, Msg, Translate, msg, value

if TYPE_CHECKING:
    from gamedesk.engine.game import Game


def said(text: str | Msg) -> Msg:
    """A step's words as a Msg: a template alone, or a Msg as it is."""
    return text if type(text) is tuple else (text, {})


def with_rule(text: str | Msg, rule: str) -> Msg:
    """"... (R-210)": the words with the rule they rest on."""
    if not rule:
        return said(text)
    return msg("{text} ({rule})", text=said(text), rule=rule)


def _names(game: Game, entities: list[str]) -> Items:
    return Items(game.name_of(e) for e in entities)


def _turn(game: Game):
    """The operating turn waiting at one of its steps, or None."""
    turn = getattr(game.round, "turn", None)
    return turn if turn is not None and turn.current is not None else None


def _round_name(game: Game) -> Msg:
    return said(game.round.name)


def waiting_reason(game: Game, translate: Translate | None = None) -> str:
    """Who the game waits for and why: "FCM must buy a train: it has none (R-210)"."""
    if game.finished:
        return ""
    return _tell(_waiting_reason(game), translate)


def _waiting_reason(game: Game) -> Msg:
    if game.interrupts:
        interrupt = game.interrupts[0]
        why = getattr(interrupt, "why", None)
        if why is not None:
            return with_rule(*why())
        return msg(QT_TRANSLATE_NOOP("game", "{names} must decide first: {step}"),
                   names=_names(game, interrupt.active_entities()),
                   step=interrupt.step_id.replace("_", " "))
    found = _ask(game.round, "why")  # a round's own decision first (a sale, a discard)
    if found is not None:
        return with_rule(*found)
    turn = _turn(game)
    if turn is not None:
        text, rule = turn.current.why(turn)
        return with_rule(msg(QT_TRANSLATE_NOOP("game", "{company} {reason}"),
                             company=game.name_of(turn.op.sym), reason=said(text)),
                         game.own_rule(rule))
    return msg(QT_TRANSLATE_NOOP("game", "{names} to act in the {round}"),
               names=_names(game, game.active_entities()), round=_round_name(game))


def _ask(source, name: str) -> tuple[str | Msg, str] | None:
    """(words, rule) from `source`'s own method `name`, if it has one that answers now."""
    method = getattr(source, name, None)
    return method() if method is not None else None


def _tell(text: Msg, translate: Translate | None) -> str:
    return value(text, translate) if translate is not None else value(text)


def pass_meaning(game: Game, translate: Translate | None = None) -> str | None:
    """What the pass/done button means now, with its rule; None when none is offered."""
    if game.finished or not any(a.type == "pass" for a in game.legal_actions()):
        return None
    return _tell(_pass_meaning(game), translate)


def _pass_meaning(game: Game) -> Msg:
    if game.interrupts:
        meaning = getattr(game.interrupts[0], "pass_meaning", None)
        if meaning is not None:
            return with_rule(*meaning())
        return said(QT_TRANSLATE_NOOP("game", "Pass — decline"))
    found = _ask(game.round, "pass_meaning")
    if found is not None:
        return with_rule(*found)
    turn = _turn(game)
    if turn is not None:
        text, rule = turn.current.pass_meaning(turn)
        return with_rule(text, game.own_rule(rule))
    return msg(QT_TRANSLATE_NOOP("game", "Pass — ends your turn in the {round}"),
               round=_round_name(game))


def add_note(game: Game, text: str | Msg, rule: str) -> None:
    """Record that a rule ended or skipped a step while the current action is applied."""
    index = getattr(game, "_action_index", -1)
    kept = [n for n in getattr(game, "_step_notes", []) if n[0] == index]
    kept.append((index, with_rule(text, rule)))
    game._step_notes = kept


def notes(game: Game, translate: Translate | None = None) -> list[str]:
    """The notes made while the last action (or the setup) was applied."""
    last = len(game.actions) - 1
    return [_tell(text, translate) for index, text in getattr(game, "_step_notes", [])
            if index == last]


__all__ = ["add_note", "notes", "pass_meaning", "said", "waiting_reason", "with_rule"]
