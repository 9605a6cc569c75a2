"""Phases: what each allows (tile colours, ORs per set, train limit, statuses)."""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.copying import kept


@dataclass(frozen=True)
class Phase:
    name: str
    on: tuple[str, ...]
    tiles: tuple[str, ...]
    operating_rounds: int
    train_limit: int | dict
    status: tuple[str, ...]

    @classmethod
    def from_data(cls, d: dict) -> Phase:
        return cls(
            name=d["name"],
            on=tuple(d.get("on") or ()),
            tiles=tuple(d["tiles"]),
            operating_rounds=d["operating_rounds"],
            train_limit=d["train_limit"],
            status=tuple(d.get("status", ())),
        )

    __deepcopy__ = kept  # frozen and never changed: game copies share it

    def limit_for(self, kind: str) -> int:
        if isinstance(self.train_limit, dict):
            return self.train_limit[kind]
        return self.train_limit


class Phases:
    def __init__(self, data: list[dict]) -> None:
        self.all = [Phase.from_data(d) for d in data]
        self.index = 0

    @property
    def current(self) -> Phase:
        return self.all[self.index]

    def triggered_by(self, train_name: str) -> int | None:
        """Index of the phase the first purchase of `train_name` starts, if later than now."""
        for i, phase in enumerate(self.all):
            if train_name in phase.on and i > self.index:
                return i
        return None

    def has(self, status: str) -> bool:
        return status in self.current.status
