"""Tests of the map subsystem, and the small 18MEX positions they share.

Positions are built with `Board.lay_tile` and `Board.place_token`, which do
not check the rules, so a test can set up exactly the track it needs.
"""

from __future__ import annotations

from gamedesk.engine.board import Board
from gamedesk.engine.data import load_title

YELLOW = ("yellow",)
GREEN = ("yellow", "green")
BROWN = ("yellow", "green", "brown")
GRAY = ("yellow", "green", "brown", "gray")


def new_board(profile: str = "rulebook", **kwargs) -> Board:
    return Board(load_title("18MEX"), profile=profile, **kwargs)


def lay(board: Board, *placements: tuple[str, str, int]) -> Board:
    for hex_, tile, rotation in placements:
        board.lay_tile(hex_, tile, rotation)
    return board


def mexico_city_region(profile: str = "rulebook") -> Board:
    """Brown Mexico City (485) with NdM's station, track to Tampico and Veracruz.

    O10 city -lane 0- P11 Puebla -Q12- P13 Veracruz -Q14 Mérida, and
    O10 city -lane 1- P11 bypass -O12- M12 Tampico.
    """
    board = new_board(profile)
    lay(
        board,
        ("O10", "479MC", 0),
        ("O10", "485MC", 0),
        ("O12", "8", 1),
        ("M12", "472", 0),
        ("Q12", "8", 2),
        ("P13", "473", 5),
    )
    board.place_token("NdM", "O10", 0)
    return board


def torreon_region(profile: str = "rulebook") -> Board:
    """Monterrey (I10) -H9- Torreón (I8) -J7 Durango, all yellow, no stations."""
    return lay(
        new_board(profile), ("I10", "57", 2), ("H9", "8", 5), ("I8", "57", 1), ("J7", "4", 1)
    )
