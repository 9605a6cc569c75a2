"""Receivership: bankruptcy that does not end the game (18MW R-185 … R-193).

When a player goes bankrupt, each company he directed goes to the player with
the most of its shares who holds enough of them to take it over; a company
nobody can take over is put in receivership and keeps operating. A player
(its *receiver*) decides its track and stations for it (R-188); everything
else it does by a fixed policy, so that no one can steer its money:

- with no train of its own it runs a train lent by the bank, free and
  without a phase change, and withholds (R-189);
- at its train step it buys the cheapest train of the bank as soon as its
  cash covers it, exactly that one, and gives the lent train back (R-189);
- it buys no other train and sells none (R-190);
- once a player takes its director's certificate, it leaves receivership and
  the lent train goes back at once (R-192).

Pure decisions on plain values: the title's rounds ask these and carry them
out with the game's own actions. Nothing here names a title, a company or a
train; the lent train's type comes from the title's data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


def new_director(
    shares: Mapping[str, int], needed: int, order: Sequence[str]
) -> str | None:
    """Who takes over a bankrupt director's company (R-186): the player with the
    most shares (in per cent), at least `needed`; a tie goes to the first of
    `order` (the players from the priority holder round the table). None: no
    one can, and the company goes into receivership (R-187)."""
    able = [p for p in order if shares.get(p, 0) >= needed]
    if not able:
        return None
    return max(able, key=lambda p: (shares[p], -order.index(p)))


def receivers(companies: Sequence[str], order: Sequence[str]) -> dict[str, str]:
    """The receiver of each company put in receivership, in the order given
    (highest price first): the priority holder the first, the player to his
    left the next, and so on round the table (R-187)."""
    if not order:
        raise ValueError("a receiver must be a player in the game")
    return {company: order[i % len(order)] for i, company in enumerate(companies)}


@dataclass(frozen=True)
class TrainStep:
    """What a company in receivership does at its train step."""

    buy: bool  # buy the cheapest train of the bank
    give_back: bool  # return the lent train


@dataclass(frozen=True)
class Receivership:
    """The fixed policy of one company in receivership."""

    receiver: str
    lent_train: str  # the train type the bank lends (the title's data)
    borrowed: bool = False  # it runs the lent train now

    def start_of_turn(self, own_trains: int) -> Receivership:
        """With no train of its own it borrows the lent train (R-189)."""
        return Receivership(self.receiver, self.lent_train, self.borrowed or own_trains == 0)

    def runs(self, own_trains: Sequence[str]) -> list[str]:
        """The trains it runs: its own, or the lent one (R-189)."""
        return list(own_trains) if own_trains else [self.lent_train]

    def withholds(self, own_trains: int) -> bool:
        """A run of the lent train is withheld (R-189); with its own train the
        receiver chooses (R-188)."""
        return own_trains == 0

    def train_step(self, cash: int, cheapest: int | None) -> TrainStep:
        """Buy exactly the cheapest bank train once the cash covers it, then give
        the lent train back (R-189); nothing else (R-190)."""
        buy = self.borrowed and cheapest is not None and cash >= cheapest
        return TrainStep(buy=buy, give_back=buy)

    def may_trade_trains(self) -> bool:
        """No train from another company, no train sold (R-190)."""
        return False

    def on_new_director(self) -> TrainStep:
        """It leaves receivership: the lent train goes back at once (R-192)."""
        return TrainStep(buy=False, give_back=self.borrowed)
