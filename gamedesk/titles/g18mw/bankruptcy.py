"""18MW's bankruptcy, which does not end the game (R-185 … R-193): the player
leaves with a score of 0, his certificates go to the pool, each company he
presided goes to a player holding 20% of it, or into receivership under a
receiver (engine/receivership.py decides who). The game ends when one player
is left (data: `bankruptcy_ends_game_after` `all_but_one`)."""

from __future__ import annotations

from gamedesk.engine.entities import POOL, Corporation, Player
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.receivership import Receivership, new_director, receivers
from gamedesk.engine.trains import Train
from gamedesk.titles.g18mw.refusals import MwRefusal

LENT_TRAIN = "D"  # the train the bank lends a company in receivership
LENT_ID = "D-999"  # the lent train in a run: an id no copy in the depot has


class MwBankruptcy:
    """Mixed into G18MW before the engine's Game."""

    def player(self, pid: str) -> Player:
        for p in self.seating:  # a bankrupt player left the table but is still named
            if p.id == pid:
                return p
        raise MwRefusal(QT_TRANSLATE_NOOP("game", "no player '{player}'"), "entity", player=pid)

    def bankrupt_player(self, player: Player) -> None:
        """R-185: cash to the bank, every certificate to the pool (even past 50%),
        no price moves; then his companies find a president or a receiver."""
        player.bankrupt = True
        if player.cash:
            self.pay(player, self.bank, player.cash)
        presided = [c for c in self.open_corporations() if c.president == player.id]
        for corp in self.open_corporations():
            for share in corp.shares_of(player.id):
                share.owner = POOL
        for company in self.companies.values():
            if company.owner == player.id:
                company.closed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} is bankrupt and leaves the game"),
                     player=player.name)
        self.players = [p for p in self.players if p.id != player.id]
        presided.sort(key=lambda c: self.market.order_key(c.sym))
        left = []
        for corp in presided:
            corp.president = None
            if not self.take_over(corp):
                left.append(corp.sym)
        order = [p.id for p in self.players]
        for sym, receiver in receivers(left, order).items() if order else ():
            self.receiverships[sym] = Receivership(receiver, LENT_TRAIN)
            self.add_log(QT_TRANSLATE_NOOP(
                "game", "{company} goes into receivership under {player}"),
                         company=sym, player=self.name_of(receiver))
        if len(self.players) <= 1:
            self.end_game("bankrupt")

    def take_over(self, corp: Corporation) -> bool:
        """The biggest holder of at least 20% swaps 20% for the president's
        certificate (R-186); a tie goes nearest the priority holder."""
        order = [p.id for p in self.players]
        held = {pid: corp.percent_of(pid) for pid in order}
        pres = corp.president_share()
        pid = new_director(held, pres.percent, order)
        if pid is None:
            return False
        for share in self.shares_for_swap(corp, pid, pres.percent):
            share.owner = POOL
        pres.owner = pid
        corp.president = pid
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} takes over {company}"),
                     player=self.name_of(pid), company=corp.sym)
        self.note_takeover(corp)
        return True

    def note_takeover(self, corp: Corporation) -> None:
        """A company taken over without a train may merge in its first
        operating round under its new president, cash or not (R-194)."""
        if not corp.trains:
            self.takeovers = self.takeovers | {corp.sym}

    def in_receivership(self, corp) -> bool:
        return getattr(corp, "sym", None) in self.receiverships

    def decider_of(self, ident: str) -> str | None:
        found = self.receiverships.get(ident)
        return found.receiver if found is not None else super().decider_of(ident)

    def runs_lent_train(self, op) -> bool:
        """A company in receivership with no train of its own runs the bank's
        lent D-train (R-189)."""
        policy = self.receiverships.get(getattr(op, "sym", None))
        return policy is not None and not op.trains

    def runnable_trains(self, op) -> list:
        """Its own trains; in receivership without one, the lent D-train: a train
        outside the depot, so no phase change and no bank sale (R-153)."""
        if not self.runs_lent_train(op):
            return super().runnable_trains(op)
        spec = self.board.train_spec(LENT_TRAIN)
        return [Train(id=LENT_ID, name=LENT_TRAIN, price=0, spec=spec, owner=op.sym)]

    def must_buy_train(self, turn) -> bool:
        """Every company must own a train, route or not (R-159); a company in
        receivership buys only when its cash covers the cheapest (R-189)."""
        op = turn.op
        if op.trains or not isinstance(op, Corporation) or op.closed:
            return False  # a company closed in its own turn buys nothing
        if not (self.depot.next_from_ipo() or self.depot.pool_trains()):
            return False
        return not self.in_receivership(op) or op.cash >= self.cheapest_bank_train_price()

    def end_receivership(self, corp: Corporation) -> None:
        if self.receiverships.pop(corp.sym, None) is not None:
            self.add_log(QT_TRANSLATE_NOOP("game", "{company} leaves receivership"),
                         company=corp.sym)
            self.note_takeover(corp)
