"""Marks on a line's timeline: where each round and phase starts, and the end.

A game tree finds them while it replays (`GameTree.marks`): it compares the
signature of the position before and after each action.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, end_reason, msg

ROUND_KINDS = ("stock_round", "operating_round")


@dataclass(frozen=True)
class Mark:
    """Something that starts after `index` actions."""

    index: int
    kind: str  # "stock_round" | "operating_round" | "phase" | "end"
    label: str  # game.round_label(), the phase name, or "Game over (reason)"

    @property
    def said(self) -> Msg:
        """The label as a template, told in the language chosen: a round's name
        (marked where the round is defined) and number; the end with its reason."""
        if self.kind in ROUND_KINDS:
            name, _, number = self.label.rpartition(" ")
            return msg(QT_TRANSLATE_NOOP("game", "{name} {number}"), name=(name, {}),
                       number=number)
        if self.kind == "end" and self.label.startswith("Game over ("):
            reason = self.label[len("Game over (") : -1]
            return msg(QT_TRANSLATE_NOOP("game", "Game over ({reason})"),
                       reason=end_reason(reason))
        return (self.label, {})


@dataclass
class Scan:
    """The marks of one line's own positions, found by replaying up to `pos`."""

    pos: int
    sig: tuple | None = None  # signature() at `pos`; None until the scan starts
    marks: list[Mark] = field(default_factory=list)

    @property
    def started(self) -> bool:
        return self.sig is not None


def signature(game: Game) -> tuple:
    return game.position_signature()


def round_mark(index: int, sig: tuple) -> Mark:
    # Rounds other than operating rounds (18MEX's auction, stock) count as stock rounds.
    kind = "operating_round" if sig[0] == "operating" else "stock_round"
    return Mark(index, kind, sig[1])


def opening_marks(sig: tuple) -> list[Mark]:
    """The set-up's round and phase, at index 0."""
    return [round_mark(0, sig), Mark(0, "phase", sig[2])]


def changes(old: tuple, new: tuple, index: int, reason: str | None) -> list[Mark]:
    """What started between two positions (`reason`: the game's end reason at the later)."""
    out = []
    if new[:2] != old[:2]:  # a new round (a round that only changes its steps keeps its label)
        out.append(round_mark(index, new))
    if new[2] != old[2]:
        out.append(Mark(index, "phase", new[2]))
    if new[3] and not old[3]:
        out.append(Mark(index, "end", f"Game over ({reason})"))
    return out


def recorded_marks(game: Game) -> list[Mark] | None:
    """The marks of `game`'s own line from what it noted while it was played
    (`Game.turning_points`), or None if it did not note them from the set-up on."""
    points = game.__dict__.get("turning_points")
    if not points or points[0][0] != 0:
        return None
    (_, old, _), *rest = points
    out = opening_marks(old)
    for index, sig, reason in rest:
        out += changes(old, sig, index, reason)
        old = sig
    return out
