"""The stock market: a grid of prices, company tokens on it, and how they move."""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.copying import deep_copy, kept

Cell = tuple[int, int]


@dataclass(frozen=True)
class Space:
    price: int
    types: tuple[str, ...]

    __deepcopy__ = kept  # immutable: a game copy shares it


class StockMarket:
    """A 2-D market (18MEX). Movement rules: docs/data-schema.md "Stock market"."""

    def __init__(self, data: dict) -> None:
        self.grid: list[list[Space | None]] = [
            [Space(c["price"], tuple(c.get("types", ()))) if c else None for c in row]
            for row in data["rows"]
        ]
        self.par_cells: list[dict] = data["par_cells"]
        self.position: dict[str, Cell] = {}
        # Tokens in each cell, top of the stack first (a newcomer goes under, R-044).
        self.stacks: dict[Cell, list[str]] = {}
        # Tokens placed or taken off so far: a reader that kept a copy of
        # `position` knows it is still good while this has not changed.
        self.moves = 0

    def copy(self) -> StockMarket:
        new = object.__new__(StockMarket)
        new.grid = self.grid
        new.par_cells = self.par_cells
        new.position = dict(self.position)
        new.stacks = {cell: list(s) for cell, s in self.stacks.items()}
        new.moves = self.moves
        return new

    def __deepcopy__(self, memo: dict) -> StockMarket:
        # A game copy shares the grid and par cells (never changed once made).
        # Tokens' cells and stacks hold only symbols and (row, column) pairs:
        # new containers of the same items are their deep copy, made quicker.
        new = object.__new__(type(self))
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            if key in ("grid", "par_cells"):
                new.__dict__[key] = value
            elif key == "position":
                new.__dict__[key] = dict(value)
            elif key == "stacks":
                new.__dict__[key] = {cell: list(s) for cell, s in value.items()}
            else:
                new.__dict__[key] = deep_copy(value, memo)
        return new

    def space(self, cell: Cell) -> Space | None:
        row, col = cell
        if 0 <= row < len(self.grid) and 0 <= col < len(self.grid[row]):
            return self.grid[row][col]
        return None

    def price_of(self, corp: str) -> int:
        return self.space(self.position[corp]).price

    def has_type(self, corp: str, zone: str) -> bool:
        cell = self.position.get(corp)  # a token's cell is always a space
        return cell is not None and zone in self.grid[cell[0]][cell[1]].types

    def par_cell(self, price: int) -> Cell | None:
        for cell in self.par_cells:
            if cell["price"] == price:
                return (cell["row"], cell["column"])
        return None

    def place(self, corp: str, cell: Cell) -> None:
        self.moves += 1
        self.position[corp] = cell
        self.stacks.setdefault(cell, []).append(corp)

    def remove(self, corp: str) -> None:
        cell = self.position.pop(corp, None)
        if cell is not None:
            self.moves += 1
            self.stacks[cell].remove(corp)

    def _move_to(self, corp: str, cell: Cell) -> None:
        if cell == self.position[corp]:
            return
        self.remove(corp)
        self.place(corp, cell)

    def right(self, corp: str) -> None:
        row, col = self.position[corp]
        if self.space((row, col + 1)):
            self._move_to(corp, (row, col + 1))
        elif row > 0 and self.space((row - 1, col)):
            self._move_to(corp, (row - 1, col))  # right edge: up a row instead

    def left(self, corp: str) -> None:
        row, col = self.position[corp]
        if col > 0:
            self._move_to(corp, (row, col - 1))
        elif self.space((row + 1, col)):
            self._move_to(corp, (row + 1, col))  # left edge: down a row instead

    def up(self, corp: str) -> None:
        row, col = self.position[corp]
        if row > 0 and self.space((row - 1, col)):
            self._move_to(corp, (row - 1, col))

    def down(self, corp: str) -> None:
        row, col = self.position[corp]
        if self.space((row + 1, col)):
            self._move_to(corp, (row + 1, col))  # no space below: the token stays

    def order_key(self, corp: str) -> tuple[int, int, int, int]:
        """Operating order: highest price, then rightmost, then highest row, then top of stack."""
        row, col = self.position[corp]
        return (-self.price_of(corp), -col, row, self.stacks[(row, col)].index(corp))
