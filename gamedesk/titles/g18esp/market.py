"""18ESP's stock market (inventory 1.9): one zig-zag track of 42 spaces, drawn
as two staggered rows. A printed column holds two spaces, so a move of one
column is two spaces along the track.

The engine's moves keep their names: `left` (withhold, R-081 … one column
left), `right` (a dividend, one column right), `down` (each 10% sold, one
space left, R-044) and `up` (sold out at the end of a stock round, one space
right, R-062). At the ends the rulebook moves diagonally (55 to 50 on a
withhold, 380 to 400 on a dividend); the site does not move at all (4.3.12).
"""

from __future__ import annotations

from gamedesk.engine.market import StockMarket


class ZigZagMarket(StockMarket):
    def __init__(self, data: dict, *, diagonal_ends: bool) -> None:
        super().__init__(data)
        self.diagonal_ends = diagonal_ends

    def _shift(self, corp: str, by: int) -> None:
        row, col = self.position[corp]
        target = col + by
        if not 0 <= target < len(self.grid[row]):
            if abs(by) == 2 and not self.diagonal_ends:
                return  # 4.3.12: the site has no diagonal move at the ends
            target = min(max(target, 0), len(self.grid[row]) - 1)
        self._move_to(corp, (row, target))

    def left(self, corp: str) -> None:
        self._shift(corp, -2)

    def right(self, corp: str) -> None:
        self._shift(corp, 2)

    def down(self, corp: str) -> None:
        self._shift(corp, -1)

    def up(self, corp: str) -> None:
        self._shift(corp, 1)

    def copy(self) -> ZigZagMarket:
        new = super().copy()
        new.__class__ = ZigZagMarket
        new.diagonal_ends = self.diagonal_ends
        return new
