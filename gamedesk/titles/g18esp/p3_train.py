"""P3's train, "El tren de la fresa" (R-031, R-032): the permanent 2-train a
company owning P3 gains at phase 5. Its first run must go to Aranjuez; after
that it runs under the normal rules. It does not run in the operating round
in which its company acquired P3.

Until its first run the train carries a spec of its own name (`FIRST_RUN`),
which the run rules (`first_run_refusal`) and so the route finder hold to
Aranjuez; the run that reaches it gives the train back its plain spec.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from collections.abc import Sequence

    from gamedesk.engine.board.routes import TrainSpec
    from gamedesk.engine.board.track import NodeRef

ARANJUEZ = "F26"  # the Toledo and Aranjuez hex
MADRID = "F24"
# where the first run must stop; the site wants Madrid too (4.9.49)
FIRST_STOPS = {"rulebook": (ARANJUEZ,), "18xx.games": (ARANJUEZ, MADRID)}
PLAIN_NAME = "2P"
FIRST_RUN = "2P-Aranjuez"  # the spec's name until the first run


def mark_acquired(game, company) -> None:
    """R-032: remember the operating round in which a company bought P3."""
    if company.sym == "P3":
        company.acquired_in = game.round_marker()


def convert(game, company, train) -> None:
    """R-031, R-032: the card turned over: its first run must reach Aranjuez,
    and not in the round P3 was acquired."""
    train.spec = replace(train.spec, name=FIRST_RUN)
    if getattr(company, "acquired_in", None) == game.round_marker():
        train.idle_in = game.round_marker()


def first_run_refusal(
    train: TrainSpec, nodes: Sequence[NodeRef], profile: str
) -> tuple[str, str] | None:
    """R-032: the first run of P3's train stops at Aranjuez (on the site, at
    Madrid as well)."""
    if train.name != FIRST_RUN:
        return None
    hexes = {hex_ for hex_, _ in nodes}
    if all(stop in hexes for stop in FIRST_STOPS[profile]):
        return None
    if profile == "rulebook":
        return (QT_TRANSLATE_NOOP("game", "P3's train must run to Aranjuez first"), "R-032")
    return (QT_TRANSLATE_NOOP("game", "P3's train must first run from Madrid to Aranjuez"),
            "R-032")


def after_run(game, trains: dict, routes: list) -> None:
    """R-032: once it has run to Aranjuez, P3's train runs anywhere."""
    for route in routes:
        if route.train.name != FIRST_RUN:
            continue
        for train in trains.values():
            if train.spec is route.train:
                train.spec = replace(train.spec, name=PLAIN_NAME)
                game.add_log(QT_TRANSLATE_NOOP(
                    "game", "{company}'s P3 train has run to Aranjuez: it may now run anywhere"),
                    company=train.owner)
