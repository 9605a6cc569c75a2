"""Steps of a company's operating turn, and the one turn that runs a title's list of them.

A title composes its turn from `Step` objects: each declares the action types
it takes, for whom it waits and why, what it offers, how it applies an action,
its automatic part and what passing it means. `CompanyTurn` runs such a list
in order. Steps keep no state of their own (a turn's state lives on the turn),
so one step object serves every turn and game copies never copy it.

With `later_action_skips` (a title's option, 1822MX R-093, 18MEX R-092) an
action of a later step passes the optional steps before it; a skipped step
cannot be taken up again. "Anytime" steps take their actions in every step
without moving the turn (18MEX's private purchases, R-136).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from gamedesk.engine.actions import Action, act
from gamedesk.engine.copying import kept
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg

DONE = "done"


class Step:
    """One step of a turn; subclasses set the class attributes and override what they do."""

    id = ""
    takes: frozenset[str] = frozenset()  # the action types this step takes
    skippable = False  # a `pass` (or a later step's action) may leave it
    # What passing means, in a word a window can show, and why the turn waits
    # here, in a few words: templates marked QT_TRANSLATE_NOOP("game", ...).
    pass_word = QT_TRANSLATE_NOOP("game", "Skip")
    reason = ""
    anytime = False  # its actions are taken in every step, without moving the turn
    rule = "turn"  # the rule a refusal of this step's order cites
    reason_rule = ""  # the rule behind `reason` and `pass_word` (Game.waiting_reason)

    __deepcopy__ = kept  # no state: shared by every copy of a game

    def __copy__(self) -> Step:
        return self

    def __repr__(self) -> str:
        return f"<step {self.id}>"

    def auto(self, turn: CompanyTurn) -> bool:
        """Do the automatic part; True when the step then waits for a decision."""
        return False

    def waiting_for(self, turn: CompanyTurn) -> tuple[list[str], str | Msg]:
        """The entities that may act now, and why the turn waits for them."""
        return turn.actors(), self.reason

    def why(self, turn: CompanyTurn) -> tuple[str | Msg, str]:
        """Why the turn waits here, as words after the company's name, and the rule."""
        reason = self.waiting_for(turn)[1]
        if not reason:
            reason = msg(QT_TRANSLATE_NOOP("game", "is at its {step} step"), step=self.id)
        return reason, self.reason_rule

    def pass_meaning(self, turn: CompanyTurn) -> tuple[str | Msg, str]:
        """What passing this step means, and the rule."""
        word = self.pass_word
        # a word marked for translation starts with a capital; another is shown as it is
        words = (word, {}) if word[:1].isupper() else word.capitalize()
        return msg(QT_TRANSLATE_NOOP("game", "{words} — ends this step"), words=words), \
            self.reason_rule

    def skip_note(self, turn: CompanyTurn) -> tuple[str | Msg, str] | None:
        """(words, rule) when a rule ends or skips this step with nothing left to
        decide, worth telling the players; None when there is nothing to say."""
        return None

    def accepts(self, turn: CompanyTurn, action: Action) -> bool:
        """Whether this step is the one to apply `action` (by default: by its type)."""
        return action.type in self.takes

    def check_order(self, turn: CompanyTurn, action: Action) -> None:
        """Refuse `action` here, before the turn moves to this step, when its time is
        not now (a title's own words and rule for an early or late action)."""

    def legal_actions(self, turn: CompanyTurn) -> list[Action]:
        return []

    def holds(self, turn: CompanyTurn) -> bool:
        """In the middle of a decision: only this step's own actions are offered."""
        return False

    def process(self, turn: CompanyTurn, action: Action) -> None:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{type} is not possible in the {id} step"),
            self.rule, type=action.type, id=self.id,
        )

    def may_pass(self, turn: CompanyTurn) -> bool:
        return self.skippable

    def do_pass(self, turn: CompanyTurn, action: Action) -> None:
        """What passing means; by default the turn goes on to its next step."""
        if not self.skippable:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the {id} step cannot be skipped"),
                turn.rule, id=self.id,
            )
        turn.next_step()

    def price_range(self, turn: CompanyTurn, action: Action) -> tuple[int, int] | None:
        """The amounts a priced action of this step may name, or None."""
        return None


class StepList:
    """A title's steps in their order, ending with the turn being done; iterates their ids."""

    def __init__(self, steps: Sequence[Step]) -> None:
        self.steps: tuple[Step, ...] = tuple(steps)
        self.ids: tuple[str, ...] = (*(s.id for s in self.steps), DONE)
        self.positions = {sid: i for i, sid in enumerate(self.ids)}

    __deepcopy__ = kept

    def __iter__(self) -> Iterator[str]:
        return iter(self.ids)

    def __contains__(self, sid: object) -> bool:
        return sid in self.positions

    def __len__(self) -> int:
        return len(self.ids)

    def index(self, sid: str) -> int:
        return self.positions[sid]


class CompanyTurn:
    """One company's turn: the title's steps in order, with its automatic parts.

    `step` is the id of the current step (what `Game.current_step` reports);
    titles subclass this to keep their own per-turn state.
    """

    rule = "turn"  # the rule a refusal of the turn's order cites
    others_may = frozenset({"sell_shares"})  # action types another entity (a director) may take
    actor_word = "director"

    def __init__(
        self,
        game,
        op,
        steps: StepList,
        *,
        anytime: Sequence[Step] = (),
        others: Sequence[Step] = (),
        later_action_skips: bool = True,
    ) -> None:
        self.game = game
        self.op = op
        self.steps = steps
        self.anytime = tuple(anytime)
        self.others = tuple(others)  # steps of the title this turn lacks: they refuse their actions
        self.later_action_skips = later_action_skips
        self.step = steps.ids[0]
        self.first_turn = not op.operated

    # ----------------------------------------------------------------- position

    @property
    def current(self) -> Step | None:
        i = self.steps.positions[self.step]
        return self.steps.steps[i] if i < len(self.steps.steps) else None

    def next_step(self) -> None:
        self.step = self.steps.ids[self.steps.positions[self.step] + 1]

    def skip_to(self, sid: str, rule: str | None = None) -> None:
        """Move forward to `sid`, passing the optional steps in between."""
        if sid == self.step:
            return
        rule = rule or self.rule
        steps = self.steps
        if sid not in steps or steps.index(sid) < steps.index(self.step):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "that comes before the {step} step: too late now"),
                rule, step=self.step,
            )
        while self.step != sid:
            if not self.current.skippable:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "the {step} step comes first"),
                    rule, step=self.step,
                )
            self.next_step()

    # ----------------------------------------------------------------- automatic parts

    def interrupted(self) -> bool:
        """Something outside the turn must be settled first (the game's interrupts)."""
        return bool(self.game.interrupts)

    def advance(self) -> bool:
        """Run the automatic parts of the steps; True when the turn is over."""
        while True:
            if self.game.finished or self.interrupted():
                return False
            step = self.current
            if step is None:
                return True
            if step.auto(self):
                return False
            if self.current is step:
                note = step.skip_note(self)
                if note is not None:
                    self.game.note_step(*note)  # a rule moved the turn on (Game.step_notes)
                self.next_step()

    # ----------------------------------------------------------------- who acts

    def actors(self) -> list[str]:
        return [self.op.sym]

    def waiting_for(self) -> tuple[list[str], str]:
        step = self.current
        return step.waiting_for(self) if step is not None else ([], "")

    def active_entities(self) -> list[str]:
        return self.waiting_for()[0]

    def check_actor(self, action: Action) -> None:
        if action.entity != self.op.sym and action.type not in self.others_may:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} acts, not its {actor_word}"),
                "turn", company=self.op.sym, actor_word=self.actor_word,
            )

    # ----------------------------------------------------------------- actions

    def process(self, action: Action) -> None:
        self.check_actor(action)
        step = self.step
        try:
            self.dispatch(action)
        except IllegalAction:
            self.step = step  # a refused action leaves the turn where it was
            raise

    def dispatch(self, action: Action) -> None:
        """Apply `action` through its step: passing the current step, or the step that
        takes it (moving there first, past the optional steps between)."""
        if action.type == "pass":
            self.current.do_pass(self, action)
            return
        target = self.step_for(action)
        target.check_order(self, action)
        if not target.anytime:
            self.move_to(target)
        target.process(self, action)

    def step_for(self, action: Action) -> Step:
        """The step to apply `action`: an anytime step, else the current one or the
        nearest later, else the nearest earlier (to refuse it as too late)."""
        for s in self.anytime:
            if s.accepts(self, action):
                return s
        steps = self.steps.steps
        here = self.steps.positions[self.step]
        for s in steps[here:]:
            if s.accepts(self, action):
                return s
        for s in (*reversed(steps[:here]), *self.others):
            if s.accepts(self, action):
                return s
        raise self.unknown_action(action)

    def unknown_action(self, action: Action) -> IllegalAction:
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "{type} is not possible in an operating turn"),
            self.rule, type=action.type,
        )

    def move_to(self, target: Step) -> None:
        if target.id == self.step:
            return
        if self.later_action_skips or target.id not in self.steps:
            self.skip_to(target.id, target.rule)
        else:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "that is for the {id} step, not now"),
                self.rule, id=target.id,
            )

    # ----------------------------------------------------------------- what may be done

    def legal_actions(self) -> list[Action]:
        step = self.current
        if step is None:
            return []
        out = step.legal_actions(self)
        if step.holds(self):
            return out
        for s in self.anytime:
            if s is not step:
                out += s.legal_actions(self)
        if step.may_pass(self):
            out.append(act("pass", self.op.sym))
        return out

    def price_range(self, action: Action) -> tuple[int, int] | None:
        for s in (*self.anytime, *self.steps.steps):
            if s.accepts(self, action):
                found = s.price_range(self, action)
                if found is not None:
                    return found
        return None


__all__ = ["DONE", "CompanyTurn", "Step", "StepList"]
