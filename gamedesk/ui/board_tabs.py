"""The centre of the window: the map and the stock market as two tabs.

Both need room to be readable, more than a dock beside the other has at
1280 x 720; a stock round brings the market to the front and an operating
round the map, only when the kind of round changes, so that a player's own
choice of tab stands for the rest of the round.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget

MAP, MARKET = 0, 1
RECONSTRUCTED = ("This map is a reconstruction from the rulebook text, "
                 "not the printed map of the game.")


def is_reconstructed(data) -> bool:
    """Whether a title's map data is marked as a reconstruction (map.json)."""
    return bool(data.map.get("reconstructed"))


class BoardTabs(QTabWidget):
    def __init__(self, map_view: QWidget, market: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.setDocumentMode(True)
        self.addTab(map_view, "Map")
        self.addTab(market, "Stock market")
        self._round_kind: str | None = None

    def set_map_title(self, reconstructed: bool) -> None:
        """The map tab says when the title's map is a reconstruction, not the printed one."""
        self.setTabText(MAP, "Map (reconstruction)" if reconstructed else "Map")
        self.setTabToolTip(MAP, RECONSTRUCTED if reconstructed else "")

    def set_market(self, market: QWidget) -> None:
        """Another title's market in place of the shown one."""
        current = self.currentIndex()
        self.removeTab(MARKET)
        self.insertTab(MARKET, market, "Stock market")
        self.setCurrentIndex(current)

    def follow_round(self, kind: str) -> None:
        """The market in front when a stock round starts, the map when another does."""
        if kind == self._round_kind:
            return
        self._round_kind = kind
        self.setCurrentIndex(MARKET if kind == "stock" else MAP)
