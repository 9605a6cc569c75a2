"""What the start of phases 5 to 7 changes in 1822MX, beyond trains and limits."""

from __future__ import annotations

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

CONCESSIONS_REMOVED = "5"
NDEM_PRIVATISED = "7"


def on_phase_start(game, name: str) -> None:
    if name == CONCESSIONS_REMOVED:
        remove_concessions(game)
    if name == NDEM_PRIVATISED and not game.corporations["NDEM"].closed:
        game.privatisation_due = True  # once the buyer's turn, or the SR, is over


def remove_concessions(game) -> None:
    """R-053: every unconverted concession goes, held or not, without compensation.
    The majors themselves stay: from phase 5 a director's certificate is bought (R-054)."""
    for company in game.companies.values():
        if company.kind != "concession" or company.closed:
            continue
        company.closed = True
        company.owner = None
        game.bid_boxes.take(company.sym)
    game.add_log(QT_TRANSLATE_NOOP("game", "The unconverted concessions are removed"))
