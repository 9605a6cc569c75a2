"""18MW's private auction: the seven privates auctioned side by side at the start
of the initial stock round, and again in later stock rounds for those left
unsold (R-066 … R-075, readings Q-05 and Q-06).

A turn is one bid or a pass (Q-05). A bid stands until its bidder takes it
back; money of every standing bid is set aside, and the total may never exceed
the bidder's cash (R-068). Taking a bid back (`withdraw_bid`) is a free action
of an outbid player on his turn and ends his part in that private's auction
for good (R-069). When every player has passed in succession, each private
with a bid goes to its high bidder (R-070).
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg
from gamedesk.engine.rounds.base import Round
from gamedesk.titles.g18mw.refusals import MwRefusal

RAISE = 5  # the smallest raise on a private's high bid


class PrivateAuction(Round):
    kind = "auction"
    name = QT_TRANSLATE_NOOP("game", "Private Auction")

    def __init__(self, game, first: str) -> None:
        super().__init__(game)
        self.current = first
        self.passes = 0
        self.last_bidder: str | None = None
        # private -> {player: standing bid}; withdrawn players leave the dict
        self.bids: dict[str, dict[str, int]] = {c.sym: {} for c in game.unsold_privates()}
        self.out: dict[str, set[str]] = {sym: set() for sym in self.bids}

    # ----------------------------------------------------------------- queries

    def active_entities(self) -> list[str]:
        return [self.current]

    def high_bid(self, sym: str) -> tuple[str, int] | None:
        bids = self.bids[sym]
        if not bids:
            return None
        pid = max(bids, key=lambda p: bids[p])
        return pid, bids[pid]

    def committed(self, pid: str) -> int:
        """Money set aside for the player's standing bids (R-068)."""
        return sum(bids.get(pid, 0) for bids in self.bids.values())

    def min_bid(self, sym: str) -> int:
        high = self.high_bid(sym)
        return self.game.company(sym).value if high is None else high[1] + RAISE

    def max_bid(self, pid: str, sym: str) -> int:
        own = self.bids[sym].get(pid, 0)
        return self.game.player(pid).cash - self.committed(pid) + own

    def legal_actions(self) -> list[Action]:
        pid = self.current
        out: list[Action] = []
        for sym in self.bids:
            high = self.high_bid(sym)
            if pid in self.out[sym] or (high and high[0] == pid):
                continue
            low = self.min_bid(sym)
            if low <= self.max_bid(pid, sym):
                out.append(act("bid", pid, company=sym, price=low))
        out.extend(act("withdraw_bid", pid, company=sym) for sym in self.withdrawable(pid))
        out.append(act("pass", pid))
        return out

    def withdrawable(self, pid: str) -> list[str]:
        return [sym for sym, bids in self.bids.items()
                if pid in bids and self.high_bid(sym)[0] != pid]

    def price_range(self, action: Action) -> tuple[int, int] | None:
        sym = action.get("company")
        if action.type != "bid" or sym not in self.bids:
            return None
        return self.min_bid(sym), self.max_bid(action.entity, sym)

    # ----------------------------------------------------------------- actions

    def do_bid(self, action: Action) -> None:
        pid, sym, price = action.entity, action["company"], int(action["price"])
        if sym not in self.bids:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} is not in this auction"),
                            "R-066", company=sym)
        if pid in self.out[sym]:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "you took back your bid on {company} and may not bid again"),
                "R-069", company=sym)
        high = self.high_bid(sym)
        if high and high[0] == pid:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "you already hold the high bid on {company}"),
                            "R-067", company=sym)
        if price < self.min_bid(sym):
            first = msg(QT_TRANSLATE_NOOP("game", "a first bid is at least the face value")) \
                if high is None else msg(QT_TRANSLATE_NOOP(
                    "game", "a bid raises the high bid by at least {amount}"),
                    amount=self.game.money(RAISE))
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company}: {reason} ({price})"), "R-067",
                            company=sym, reason=first, price=self.game.money(self.min_bid(sym)))
        if price > self.max_bid(pid, sym):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "your standing bids and this one would set aside more than your {cash}"),
                "R-068", cash=self.game.money(self.game.player(pid).cash))
        self.bids[sym][pid] = price
        self.last_bidder = pid
        self.passes = 0
        self.game.add_log(QT_TRANSLATE_NOOP("game", "{player} bids {price} on {company}"),
                          player=self.game.name_of(pid), price=self.game.money(price), company=sym)
        self._next()

    def do_withdraw_bid(self, action: Action) -> None:
        pid, sym = action.entity, action["company"]
        if sym not in self.bids or pid not in self.bids[sym]:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "you have no bid on {company}"), "R-069",
                            company=sym)
        if self.high_bid(sym)[0] == pid:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the high bid on {company} cannot be taken back"),
                            "R-069", company=sym)
        del self.bids[sym][pid]
        self.out[sym].add(pid)
        self.game.add_log(QT_TRANSLATE_NOOP("game", "{player} takes back the bid on {company}"),
                          player=self.game.name_of(pid), company=sym)

    def why(self) -> tuple:
        """Why the round waits (Game.waiting_reason)."""
        return msg(QT_TRANSLATE_NOOP("game", "{player} bids on a private (a first bid at least "
                                             "its face value, then {amount} more), takes back "
                                             "an outbid bid, or passes"),
                   player=self.game.name_of(self.current),
                   amount=self.game.money(RAISE)), "R-067"

    def pass_meaning(self) -> tuple:
        return (QT_TRANSLATE_NOOP("game", "Pass — bids stand; the auction ends when everyone "
                                          "passes in a row"), "R-070")

    def do_pass(self, action: Action) -> None:
        self.passes += 1
        self._next()

    def _next(self) -> None:
        self.current = self.game.next_player(self.current).id

    # ----------------------------------------------------------------- end

    def advance(self) -> bool:
        if self.passes < len(self.game.players):
            return False
        for sym in list(self.bids):
            high = self.high_bid(sym)
            if high is not None:
                self.game.sell_private(sym, *high)
        return True
