"""Trains and the depot (the bank's trains: IPO and open market)."""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.board import TrainSpec
from gamedesk.engine.copying import copy_fields, deep_copy

DEPOT = "@depot"
# Copies made of a train type the title lists as "unlimited" (1822MX 7/E): more
# than any game can buy.
UNLIMITED_COPIES = 40
POOL = "@pool"
SCRAPPED = "@scrapped"


@dataclass
class Train:
    __deepcopy__ = copy_fields

    id: str  # "<type>-<n>", n counting copies of the type from 0
    name: str
    price: int
    spec: TrainSpec
    rusts_on: str | None = None
    obsolete_on: str | None = None
    owner: str = DEPOT
    obsolete: bool = False


class Depot:
    """All trains of the game; the IPO sells them in the title's order (R-113)."""

    def __init__(self, train_data: list[dict]) -> None:
        self.trains: list[Train] = []
        for entry in train_data:
            spec = TrainSpec.from_data(entry)
            count = entry["count"]
            for n in range(UNLIMITED_COPIES if count == "unlimited" else count):
                self.trains.append(
                    Train(
                        id=f"{entry['name']}-{n}",
                        name=entry["name"],
                        price=entry["price"],
                        spec=spec,
                        rusts_on=entry.get("rusts_on"),
                        obsolete_on=entry.get("obsolete_on"),
                    )
                )
        self.by_id = {t.id: t for t in self.trains}
        self.bought_names: set[str] = set()  # train names of which a copy left the IPO

    def __deepcopy__(self, memo: dict) -> Depot:
        # `by_id` indexes `trains` (neither changes after set-up): made anew from
        # the copied trains rather than copied key by key.
        new = object.__new__(type(self))
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            new.__dict__[key] = None if key == "by_id" else deep_copy(value, memo)
        new.by_id = {t.id: t for t in new.trains}
        return new

    def next_from_ipo(self) -> Train | None:
        return next((t for t in self.trains if t.owner == DEPOT), None)

    def ipo_trains(self) -> list[Train]:
        return [t for t in self.trains if t.owner == DEPOT]

    def pool_trains(self) -> list[Train]:
        return [t for t in self.trains if t.owner == POOL]
