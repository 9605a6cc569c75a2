"""The end of an 18ESP game (inventory 3.19, R-182…R-185; the site's 4.10).

The second 8-train to leave the bank (bought or exported) ends the set of
operating rounds under way after the current round; a last stock round and a
last set of three operating rounds follow. In the last of them a northern
major's run counts three times and its price advances three times (the
site: twice, 4.9.35).
"""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

EIGHT = "8"
ENDING_EIGHT = 2  # the second one
LAST_SET_ROUNDS = 3
NORTH_LAST_RUN = {"rulebook": 3, "18xx.games": 2}  # R-184; 4.9.35


def note_train(game, train) -> None:
    """Count the 8-trains leaving the bank; the second one sets the end."""
    if train.id.rpartition("-")[0] != EIGHT:
        return
    game.eights_out += 1
    if game.eights_out == ENDING_EIGHT and game.end_stage is None:
        game.end_stage = "cut"  # the set under way ends with this round
        game.end_pending = "second_eight"
        game.add_log(QT_TRANSLATE_NOOP("game", "The second 8-train has left the bank: one more "
                                       "stock round and three operating rounds"))


def trains_before_end(game) -> int | None:
    """Trains to leave the bank before the 8-train that ends the game (R-182):
    0 once it has left; None if the deck no longer holds it."""
    still = ENDING_EIGHT - game.eights_out
    if still <= 0:
        return 0
    eights = [n for n, t in enumerate(game.depot.ipo_trains()) if t.name == EIGHT]
    return eights[still - 1] if len(eights) >= still else None


def operating_rounds_left(game) -> int | None:
    """R-182, R-183: the round in which the set was cut, then the last set of
    three; None before the second 8-train has left."""
    if game.end_stage is None:
        return None
    in_round = game.round_kind() == "operating"
    if game.end_stage == "cut":
        return LAST_SET_ROUNDS + (1 if in_round else 0)
    return LAST_SET_ROUNDS - game.round.number + 1 if in_round else LAST_SET_ROUNDS


def set_cut(game) -> bool:
    """Whether the operating rounds of this set end now (R-182)."""
    return game.end_stage == "cut"


def start_last_set(game) -> int:
    """R-183: the stock round after the cut is followed by three rounds."""
    game.end_stage = "last_set"
    return LAST_SET_ROUNDS


def last_round_over(game, number: int) -> bool:
    return game.end_stage == "last_set" and number >= LAST_SET_ROUNDS


def run_multiplier(game, corp) -> int:
    """R-184: a northern major's run in the very last operating round."""
    round_ = game.round
    if (game.end_stage == "last_set" and getattr(round_, "number", 0) == LAST_SET_ROUNDS
            and corp.kind == "major" and game.is_north(corp)):
        return NORTH_LAST_RUN[game.profile]
    return 1
