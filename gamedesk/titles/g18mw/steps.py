"""The 18MW operating turn: the engine's standard steps in the order of section
2.4 (track, station, routes, dividend, trains), with a player's private bought
at any moment of the turn in phases 3 and 4 (Q-08). 18MW's own steps (token
purchase, the mandatory train with its fire sale, mergers) are still to come."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Corporation
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.steps import Step, StepList, standard
from gamedesk.titles.g18mw import company_purchase, merger
from gamedesk.titles.g18mw.fire_sale import FireSale
from gamedesk.titles.g18mw.refusals import MwRefusal
from gamedesk.titles.g18mw.token_auction import TokenAuction


class BuyPrivate(standard.BuyPrivate):
    """A company buys a player's private, at any moment of its turn (R-078)."""

    def auto(self, turn) -> bool:
        return bool(company_purchase.purchase_actions(turn.game, turn.op))

    def legal_actions(self, turn) -> list[Action]:
        return company_purchase.purchase_actions(turn.game, turn.op)

    def process(self, turn, action: Action) -> None:
        company_purchase.buy(turn.game, turn.op, action)

    def price_range(self, turn, action: Action) -> tuple[int, int] | None:
        company = turn.game.companies.get(action.get("company"))
        span = company and company_purchase.price_range(turn.game, company)
        return (span[0], min(span[1], turn.op.cash)) if span else None


class MoTrain(Step):
    """The M&O traded in for a free bank train at the train step (R-102)."""

    id = "mo_train"
    takes = frozenset({"exchange_private"})
    anytime = True

    def check_order(self, turn, action: Action) -> None:
        if action.get("company") != "M&O":
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "only the M&O is traded in during a turn"),
                            "R-102")
        if turn.step != "buy_train":
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "the M&O is traded in at the train step"),
                            "R-102")

    def legal_actions(self, turn) -> list[Action]:
        if turn.step != "buy_train":
            return []
        return [act("exchange_private", turn.op.sym, company="M&O", train=t.id)
                for t in turn.game.mo_trains(turn)]

    def process(self, turn, action: Action) -> None:
        turn.game.use_mo(turn, action)


class StlaToken(Step):
    """The StL&A's extra station, at any moment of its company's turn; not the
    turn's station (R-083, R-084)."""

    id = "stla_token"
    takes = frozenset({"special_token"})
    anytime = True

    def legal_actions(self, turn) -> list[Action]:
        return [act("special_token", turn.op.sym, company="StL&A", hex=h, city=i)
                for h, i in turn.game.stla_targets(turn.op)]

    def process(self, turn, action: Action) -> None:
        turn.game.place_stla_token(turn.op, action)


class Merge(Step):
    """A corporation without a train or the cash for one merges with another of
    its president's into a System, at its train step (R-173)."""

    id = "merge"
    takes = frozenset({"merge"})
    anytime = True

    def check_order(self, turn, action: Action) -> None:
        if turn.step != "buy_train":
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a merger comes at the end of the turn, at the train step"), "R-173")

    def legal_actions(self, turn) -> list[Action]:
        if turn.step != "buy_train":
            return []
        return [act("merge", turn.op.sym, corporation=c.sym)
                for c in merger.partners(turn.game, turn.op)]

    def process(self, turn, action: Action) -> None:
        merger.merge(turn.game, turn, action["corporation"])


class BuyTrain(standard.BuyTrain):
    """The train step; a company that must buy a train it cannot pay for first
    holds the fire sale of its treasury shares (R-161, R-162), then of its
    stations (R-167)."""

    def auto(self, turn) -> bool:
        g = turn.game
        short = g.must_buy_train(turn) and turn.op.cash < g.cheapest_bank_train_price()
        if (short and not getattr(turn, "fire_sale_held", False)
                and any(not s.president for s in turn.op.shares_of(turn.op.sym))):
            turn.fire_sale_held = True
            sale = FireSale(g, turn.op).start()
            if not sale.done():
                g.interrupts.append(sale)
                return True
        if short and not getattr(turn, "token_sale_held", False) \
                and isinstance(turn.op, Corporation):
            turn.token_sale_held = True  # the fire sale's second step
            auction = TokenAuction(g, turn.op).start()
            if not auction.done():
                g.interrupts.append(auction)
                return True
        return super().auto(turn)


class DoubledToken(Step):
    """Right after a connection run, the company may place the doubled station
    in San Francisco or Southwest, free (R-197, R-200, R-201)."""

    id = "doubled_token"
    takes = frozenset({"place_token"})
    skippable = True
    pass_word = QT_TRANSLATE_NOOP("game", "Place no doubled station")
    reason = QT_TRANSLATE_NOOP("game", "may place the connection run's doubled station")

    def auto(self, turn) -> bool:
        return bool(turn.game.doubled_offers(turn))

    def legal_actions(self, turn) -> list[Action]:
        return [act("place_token", turn.op.sym, hex=s.hex, city=s.city)
                for s in turn.game.doubled_offers(turn)]

    def process(self, turn, action: Action) -> None:
        turn.game.place_doubled_token(turn, action)
        turn.next_step()


class Dividend(standard.Dividend):
    """The dividend; a run of the lent D-train of receivership is withheld (R-189)."""

    def legal_actions(self, turn) -> list[Action]:
        if turn.game.runs_lent_train(turn.op):
            return [act("dividend", turn.op.sym, kind="withhold")]
        return super().legal_actions(turn)

    def process(self, turn, action: Action) -> None:
        if action["kind"] != "withhold" and turn.game.runs_lent_train(turn.op):
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "a run of the lent D-train is withheld"),
                            "R-189")
        super().process(turn, action)


class BuyToken(Step):
    """After the train step, a company that placed no station this turn may buy
    another company's (R-154 … R-156)."""

    id = "buy_token"
    takes = frozenset({"buy_token"})
    skippable = True
    pass_word = QT_TRANSLATE_NOOP("game", "Buy no station")
    reason = QT_TRANSLATE_NOOP("game", "may buy another company's station")

    def auto(self, turn) -> bool:
        return bool(turn.game.token_purchases(turn))

    def legal_actions(self, turn) -> list[Action]:
        return [act("buy_token", turn.op.sym, hex=h, city=i)
                for h, i, _ in turn.game.token_purchases(turn)]

    def process(self, turn, action: Action) -> None:
        turn.game.buy_token(turn, action)
        turn.next_step()


BUY_PRIVATE = BuyPrivate()
MERGE = Merge()
STLA_TOKEN = StlaToken()
MO_TRAIN = MoTrain()
STEPS = StepList([
    standard.Home(),
    standard.Track(),
    standard.Token(),
    standard.Routes(),
    DoubledToken(),
    Dividend(),
    BuyTrain(),
    BuyToken(),
    BUY_PRIVATE,
])
ANYTIME = (BUY_PRIVATE, MO_TRAIN, STLA_TOKEN, MERGE, *standard.ANYTIME)

__all__ = ["ANYTIME", "STEPS", "BuyPrivate"]
