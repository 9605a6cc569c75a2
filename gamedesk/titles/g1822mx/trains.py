"""1822MX trains: double-sided cards, the L-to-2 flip, phases and rusting.

An L/2 or 7/E card is one train id; the side chosen travels as its variant
(R-202). The first train of a type, or the first L flipped to a 2, starts
its phase (R-011, R-012); a new phase scraps the trains it rusts (R-013).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedesk.engine.board import TrainSpec
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.trains import DEPOT, SCRAPPED, Train
from gamedesk.titles.g1822mx import late_phases

if TYPE_CHECKING:
    from gamedesk.titles.g1822mx.game import G1822MX

FLIP_PRICE = 80


def _type_data(game: G1822MX, name: str) -> dict:
    return next(t for t in game.data.game["trains"] if t["name"] == name)


def variants(game: G1822MX, train: Train) -> dict[str, dict]:
    """The sides of a card: {"L": data, "2": data}; one entry for a one-sided card."""
    base = _type_data(game, train.id.rpartition("-")[0])
    out = {base["name"]: base}
    for v in base.get("variants", []):
        out[v["name"]] = {**base, **v}
    return out


def choose_variant(game: G1822MX, train: Train, variant: str) -> None:
    sides = variants(game, train)
    if variant not in sides:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "train {id} has no side {variant!r}"),
            "R-202", id=train.id, variant=variant,
        )
    side = sides[variant]
    train.name = variant
    train.price = side["price"]
    train.spec = TrainSpec.from_data(side)
    train.rusts_on = side.get("rusts_on")


def train_left_bank(game: G1822MX, train: Train) -> None:
    """A first copy of a type starts its phase (R-011): by the side it is used
    on (an L flipped to a 2 starts phase 2) or by its card (an E is a 7 card)."""
    game.depot.bought_names.add(train.name)
    card = train.id.rsplit("-", 1)[0]
    found = [i for n in (train.name, card) for i in _phases_started_by(game, n)]
    if found:
        change_phase(game, max(found))


def _phases_started_by(game: G1822MX, name: str) -> list[int]:
    """Every later phase a first `name` starts: the first 3 (a 3 the NdeM takes
    in phase 1, R-075) starts phase 3 through phase 2, so the L-trains rust."""
    phases = game.phases
    return [i for i, phase in enumerate(phases.all) if name in phase.on and i > phases.index]


def change_phase(game: G1822MX, index: int) -> None:
    while game.phases.index < index:
        game.phases.index += 1
        name = game.phase.name
        game.add_log(QT_TRANSLATE_NOOP("game", "Phase {phase} begins"), phase=name)
        rust(game, name)
        late_phases.on_phase_start(game, name)
    from gamedesk.titles.g1822mx import ndem

    if not (game.ndem_discards_by_choice and game.round.kind == "operating"):
        ndem.discard_to_limit(game)


def rust(game: G1822MX, phase: str) -> None:
    """R-013: trains that rust in this phase leave the game at once."""
    for train in game.depot.trains:
        if train.rusts_on == phase and train.owner not in (DEPOT, SCRAPPED):
            game.give_train(train, SCRAPPED)


def next_bank_train(game: G1822MX) -> Train | None:
    """The next new train (R-201); never the pool."""
    for train in game.depot.trains:
        if train.owner == DEPOT and train.price > 0 and not train.id.startswith(PRIVATE_TRAINS):
            return train
    return None


# Special trains: outside the limit, never sold (R-114). P1's 5-train is a normal
# train once a major has it; like them it is never sold by the bank.
SPECIALS = ("2P-", "LP-", "P+-", "3/2P-")
PRIVATE_TRAINS = (*SPECIALS, "5P-")
