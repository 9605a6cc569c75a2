"""The NdM merger at the first 5-train (R-182…R-195, G-40…G-43)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL, REMOVED, Corporation
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.interrupts import Interrupt
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg

NDM = "NdM"
MERGER_SHARE = "NdM_9"
EXCHANGE_TOKEN_PRICE = 80
NEVER_MERGE = ("FCP", "TM", NDM)


def eligible(game) -> list[Corporation]:
    return [
        c
        for c in game.corporations.values()
        if c.sym not in NEVER_MERGE and not c.removed and not c.closed
    ]


def start(game) -> None:
    ndm = game.corporations[NDM]
    if not ndm.floated:
        no_merger(game)
        return
    buyer = game.round.turn.op if game.round.kind == "operating" and game.round.turn else None
    offers = volunteers(game, buyer)
    game.interrupts.append(MergerOffers(game, offers))


def volunteers(game, buyer) -> list[Corporation]:
    """Floated candidates in the order their presidents are asked (R-184, G-40)."""
    ndm_pres = game.corporations[NDM].president
    anchor = (
        buyer.president if buyer is not None and getattr(buyer, "president", None) else ndm_pres
    )
    order = [p.id for p in game.players_from(anchor)[1:]] + [anchor]
    candidates = [
        c for c in eligible(game) if c.floated and c.president and c.president != ndm_pres
    ]
    by_op_order = sorted(candidates, key=lambda c: game.market.order_key(c.sym))
    return [c for pid in order for c in by_op_order if c.president == pid]


def forced_candidates(game) -> list[Corporation]:
    """Unfloated companies NdM's president may have to take (R-186)."""
    ndm_pres = game.corporations[NDM].president
    pool = [c for c in eligible(game) if not c.floated and c.president != ndm_pres]
    never_started = [c for c in pool if c.president_share().owner == IPO]
    return never_started or pool


def no_merger(game) -> None:
    """R-193: the merger share goes on sale and the certificate limit rises."""
    share = game.share_by_id(MERGER_SHARE)
    share.reserved = False
    game.cert_limit_bonus += 1
    game.ndm_merger_done = True
    game.add_log(
        QT_TRANSLATE_NOOP("game", "No company merges into NdM; certificate limits rise by one"),
        )


class MergerOffers(Interrupt):
    """Presidents of floated candidates accept (merge) or decline (pass) in turn."""

    step_id = "merger_offers"

    def __init__(self, game, offers: list[Corporation]) -> None:
        self.game = game
        self.offers = offers
        self.forced: list[Corporation] | None = None
        self.finished = False
        self._settle()

    def _settle(self) -> None:
        if self.offers or self.finished:
            return
        if self.forced is None:
            self.forced = forced_candidates(self.game)
        if not self.forced:
            no_merger(self.game)
            self.finished = True
        elif len(self.forced) == 1 and self.game.gx:
            self.merge(self.forced[0])  # G-40: the last one left merges

    def active_entities(self) -> list[str]:
        if self.offers:
            return [self.offers[0].sym]
        return [NDM]

    def legal_actions(self) -> list[Action]:
        if self.offers:
            corp = self.offers[0]
            return [act("merge", corp.sym, corporation=corp.sym), act("pass", corp.sym)]
        out = [act("merge", NDM, corporation=c.sym) for c in self.forced]
        if self.game.gx and len(self.forced) > 1:
            out.append(act("pass", NDM))
        return out

    def why(self) -> tuple[str, str]:
        """Why the game waits (Game.waiting_reason)."""
        if self.offers:
            sym = self.offers[0].sym
            return msg(QT_TRANSLATE_NOOP("game", "{company} may merge into NdM, its president "
                                                 "decides"), company=sym), "R-184"
        return QT_TRANSLATE_NOOP("game", "NdM's president must pick a company to merge in"), \
            "R-186"

    def pass_meaning(self) -> tuple[str, str]:
        if self.offers:
            return msg(QT_TRANSLATE_NOOP("game", "Pass — {company} does not merge"),
                       company=self.offers[0].sym), "R-184"
        return QT_TRANSLATE_NOOP("game", "Pass — this company is declined; the next one is "
                                         "offered"), "G-40"

    def process(self, action: Action) -> None:
        if action.type not in ("merge", "pass"):
            raise IllegalAction(QT_TRANSLATE_NOOP("game", "first decide the NdM merger"), "R-184")
        if self.offers:
            corp = self.offers[0]
            if action.type == "pass":
                self.offers.pop(0)
            elif action["corporation"] != corp.sym:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "{company} may only merge itself"),
                    "R-184", company=corp.sym,
                )
            else:
                self.merge(corp)
            self._settle()
            return
        if action.type == "pass":
            if not self.game.gx or len(self.forced) < 2:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "NdM's president must pick a company"),
                    "R-186",
                )
            self.forced.pop(0)  # G-40: declined one by one
            self._settle()
            return
        chosen = next((c for c in self.forced if c.sym == action["corporation"]), None)
        if chosen is None:
            names = ", ".join(c.sym for c in self.forced)
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "NdM's president must pick one of {names}"),
                "R-186", names=names,
            )
        self.merge(chosen)

    def merge(self, corp: Corporation) -> None:
        self.finished = True
        merge_into_ndm(self.game, corp)

    def done(self) -> bool:
        return self.finished


def merge_into_ndm(game, corp: Corporation) -> None:
    ndm = game.corporations[NDM]
    game.ndm_merger_done = True
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} merges into NdM"), company=corp.sym)
    _trade_president(game, corp)
    _buy_out_shareholders(game, corp)
    ndm.token_prices = ndm.token_prices + [EXCHANGE_TOKEN_PRICE] * 2
    picks = _exchange_tokens(game, corp, ndm)
    if corp.cash:
        game.pay(corp, ndm, corp.cash)
    for train in list(corp.trains):
        game.give_train(train, NDM)
    _remove_corporation(game, corp)
    if picks:
        game.interrupts.append(AssignStation(game, corp.sym, picks))
    game.queue_discards()
    _end_turn_if_operating(game, corp)


def _trade_president(game, corp: Corporation) -> None:
    pres = corp.president_share()
    share = game.share_by_id(MERGER_SHARE)
    share.reserved = False
    if game.is_player(pres.owner):
        share.owner = pres.owner
    else:
        share.owner = IPO
    pres.owner = REMOVED
    ndm = game.corporations[NDM]
    game.check_presidency(ndm)


def _buy_out_shareholders(game, corp: Corporation) -> None:
    price = game.share_price(corp) if corp.ipoed else 0
    for player in game.players:
        shares = corp.shares_of(player.id)
        percent = sum(s.percent for s in shares)
        if not percent:
            continue
        amount = -(-price * percent // 20)  # half value, rounded up per player
        if amount:
            game.pay(game.bank, player, amount)
        game.add_log(
            QT_TRANSLATE_NOOP("game", "{player} receives {amount} for {percent}% of {company}"),
            player=player.name, amount=game.money(amount), percent=percent,
            company=corp.sym)
        for s in shares:
            s.owner = REMOVED


def _exchange_tokens(game, corp: Corporation, ndm: Corporation) -> list[tuple[str, int]]:
    """Home station becomes NdM's; returns other stations NdM's president chooses from."""
    board = game.board
    ndm_hexes = {h for h, _ in board.tokens_of(NDM)}
    if ndm.home and not ndm.home_placed:
        # NdM's reserved home circle is its station there to be: an exchange into
        # that hex would leave it two stations in one hex at its first turn
        ndm_hexes.add(ndm.home[0])
    placed = board.tokens_of(corp.sym)
    home = corp.home
    exchanges_left = 2
    home_done = False
    for hex_, index in placed:
        board.remove_token(corp.sym, hex_, index)
    board.release_reservation(corp.sym)
    if home and home[0] not in ndm_hexes:
        _place_exchange(game, ndm, *home)
        ndm_hexes.add(home[0])
        exchanges_left -= 1
        home_done = True
    others = [(h, i) for h, i in placed if (h, i) != tuple(home or ()) and h not in ndm_hexes]
    allowed = exchanges_left if game.gx and not home_done else min(exchanges_left, 1)  # A-09/G-42
    if not others or allowed == 0:
        return []
    if len(others) <= allowed:
        for hex_, index in others:
            _place_exchange(game, ndm, hex_, index)
        return []
    return others


def _place_exchange(game, ndm: Corporation, hex_: str, index: int) -> None:
    game.board.place_token(NDM, hex_, index)
    ndm.tokens_placed += 1
    ndm.extra_token_count += 1  # exchange tokens do not raise later station prices
    game.add_log(QT_TRANSLATE_NOOP("game", "NdM takes over the station in {hex}"), hex=hex_)


def _remove_corporation(game, corp: Corporation) -> None:
    for share in corp.shares:
        share.owner = REMOVED
    game.market.remove(corp.sym)
    corp.removed = True
    corp.closed = True
    corp.president = None


def _end_turn_if_operating(game, corp: Corporation) -> None:
    turn = getattr(game.round, "turn", None)
    if turn is not None and turn.op is corp:
        turn.step = "done"  # its turn ends at once


class AssignStation(Interrupt):
    """NdM's president picks which of the merged company's stations to keep (R-190)."""

    step_id = "assign_station"

    def __init__(self, game, merged: str, options: list[tuple[str, int]]) -> None:
        self.game = game
        self.merged = merged
        self.options = options
        self.finished = False

    def active_entities(self) -> list[str]:
        return [NDM]

    def legal_actions(self) -> list[Action]:
        return [act("assign", NDM, hex=h, city=i) for h, i in self.options]

    def why(self) -> tuple[str, str]:
        """Why the game waits (Game.waiting_reason)."""
        return msg(QT_TRANSLATE_NOOP("game", "NdM's president chooses which of {company}'s "
                                             "stations it keeps"), company=self.merged), "R-190"

    def process(self, action: Action) -> None:
        if action.type != "assign":
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "first choose the station NdM keeps"),
                "R-190",
            )
        pick = next((o for o in self.options if o[0] == action["hex"]), None)
        if pick is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "choose one of {items}"),
                "R-190", items=', '.join(h for h, _ in self.options),
            )
        _place_exchange(self.game, self.game.corporations[NDM], *pick)
        self.finished = True

    def done(self) -> bool:
        return self.finished


__all__ = ["POOL", "start"]
