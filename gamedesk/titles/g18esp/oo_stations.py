"""A phase-5 takeover's station on a minor's unbuilt OO home (R-098, Q29).

A major that takes over a minor never launched whose home is an OO hex
(Oviedo, Sevilla, Zaragoza) may put its station there before any tile is
laid: the station sits on the printed hex. When the yellow OO tile is laid,
the major has the first choice of its two cities, and the cities differ (each
joins other edges), so its director chooses (`choose_station_city`); until
then the station is kept in the printed hex's first city, which the tile
carries to the matching one (R-105). On 18xx.games minors close at phase 5
and no such takeover happens, so the two profiles do not part here.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.titles.g18esp.rule_ids import Refusal

WAITING = "oo_station_hex"  # the major's attribute: the hex its station waits in


def mark_waiting(game, major, hex_: str) -> None:
    """R-098: the station went on an OO hex with no tile yet."""
    if game.board.tile_def(hex_).color == "white":
        setattr(major, WAITING, hex_)


def after_lay(game, hex_: str) -> None:
    """R-098: a tile laid on a hex where a major's station waits: its director
    chooses the city when the tile offers two."""
    for corp in game.corporations.values():
        if getattr(corp, WAITING, None) != hex_:
            continue
        setattr(corp, WAITING, None)
        chooser = StationCity(game, corp.sym, hex_)
        if len(chooser.cities()) > 1:
            game.interrupts.append(chooser)


class StationCity(Interrupt):
    """R-098: the major whose station waited on the hex takes its city first."""

    step_id = "choose_station_city"

    def __init__(self, game, sym: str, hex_: str) -> None:
        self.game, self.sym, self.hex = game, sym, hex_
        self.chosen = False

    def current(self) -> int:
        return next(i for h, i in self.game.board.tokens_of(self.sym) if h == self.hex)

    def cities(self) -> list[int]:
        """Its own city and every city with a free space."""
        own = self.current()
        return [c.index for c in self.game.board.cities(self.hex) if c.index == own or c.free]

    def active_entities(self) -> list[str]:
        return [self.sym]

    def legal_actions(self) -> list[Action]:
        return [act("choose_station_city", self.sym, hex=self.hex, city=i) for i in self.cities()]

    def process(self, action: Action) -> None:
        if (action.type != "choose_station_city" or action.entity != self.sym
                or action["hex"] != self.hex
                or action["city"] not in self.cities()):
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} first chooses the city of its "
                                            "station in {hex}"), "R-098",
                          company=self.sym, hex=self.hex)
        board, city = self.game.board, action["city"]
        if city != self.current():
            board.remove_token(self.sym, self.hex, self.current())
            board.place_token(self.sym, self.hex, city)
        self.chosen = True
        self.game.add_log(QT_TRANSLATE_NOOP("game", "{company}'s station in {place} takes "
                                            "city {city}"), company=self.sym,
                          place=self.game.place_name(self.hex), city=city + 1)

    def done(self) -> bool:
        return self.chosen

    def why(self) -> tuple:
        """Why the game waits (Game.waiting_reason)."""
        return msg(QT_TRANSLATE_NOOP("game", "{company} chooses the city of its station in "
                                             "{hex}"), company=self.sym, hex=self.hex), "R-098"
