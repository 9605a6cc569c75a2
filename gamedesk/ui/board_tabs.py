"""The centre of the window: the map and the stock market as two tabs.

Both need room to be readable, more than a dock beside the other has at
1280 x 720; a stock round brings the market to the front and an operating
round the map, only when the kind of round changes, so that a player's own
choice of tab stands for the rest of the round.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QWidget

from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.ui.i18n import translate

MAP, MARKET = 0, 1
RECONSTRUCTED = QT_TRANSLATE_NOOP("BoardTabs", "This map is a reconstruction from the "
                                  "rulebook text, not the printed map of the game.")


def is_reconstructed(data) -> bool:
    """Whether a title's map data is marked as a reconstruction (map.json)."""
    return bool(data.map.get("reconstructed"))


class BoardTabs(QTabWidget):
    def __init__(self, map_view: QWidget, market: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.setDocumentMode(True)
        self.addTab(map_view, "")
        self.addTab(market, "")
        self._round_kind: str | None = None
        self._reconstructed = False
        self.retranslate()

    def retranslate(self) -> None:
        reconstructed = self._reconstructed
        self.setTabText(MAP, translate("BoardTabs", "Map (reconstruction)") if reconstructed
                        else translate("BoardTabs", "Map"))
        self.setTabToolTip(MAP, translate("BoardTabs", RECONSTRUCTED) if reconstructed else "")
        self.setTabText(MARKET, translate("BoardTabs", "Stock market"))

    def set_map_title(self, reconstructed: bool) -> None:
        """The map tab says when the title's map is a reconstruction, not the printed one."""
        self._reconstructed = reconstructed
        self.retranslate()

    def set_market(self, market: QWidget) -> None:
        """Another title's market in place of the shown one."""
        current = self.currentIndex()
        self.removeTab(MARKET)
        self.insertTab(MARKET, market, translate("BoardTabs", "Stock market"))
        self.setCurrentIndex(current)

    def follow_round(self, kind: str) -> None:
        """The market in front when a stock round starts, the map when another does."""
        if kind == self._round_kind:
            return
        self._round_kind = kind
        self.setCurrentIndex(MARKET if kind == "stock" else MAP)
