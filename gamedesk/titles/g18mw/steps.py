"""The 18MW operating turn: for now the engine's standard steps in the order of
section 2.4 (track, station, routes, dividend, trains). 18MW's own steps (token
purchase, the mandatory train with its fire sale, mergers) are still to come."""

from __future__ import annotations

from gamedesk.engine.steps import StepList, standard

STEPS = StepList([
    standard.Home(),
    standard.Track(),
    standard.Token(),
    standard.Routes(),
    standard.Dividend(),
    standard.BuyTrain(),
])
ANYTIME = standard.ANYTIME

__all__ = ["ANYTIME", "STEPS"]
