"""A company buys a player's private during its operating turn, in phases 3
and 4, for half to twice its face value; never the L&M or the M&O (R-078,
R-079, R-090, R-096, R-103; timing Q-08). The company then receives its
revenue and may use its power (R-079, R-081)."""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import Company, Corporation, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18mw.refusals import MwRefusal


def price_range(game, company: Company) -> tuple[int, int] | None:
    """(lowest, highest) price, or None while companies may not buy privates."""
    if not game.phases.has("can_buy_companies"):
        return None
    rule = game.data.game["rules"]["company_purchase_price"]
    return (company.value * rule["min_percent_of_value"] // 100,
            company.value * rule["max_percent_of_value"] // 100)


def refusal(game, corp: Operator, company: Company) -> IllegalAction | None:
    if not isinstance(corp, Corporation):
        return MwRefusal(QT_TRANSLATE_NOOP("game", "only a company buys privates"), "R-078")
    if any(a["type"] == "no_buy" for a in company.abilities):
        rule = "R-103" if company.sym == "M&O" else "R-096"
        return MwRefusal(QT_TRANSLATE_NOOP("game", "{private} may never be sold to a company"),
                         rule, private=company.sym)
    if company.closed or not game.is_player(company.owner or ""):
        return MwRefusal(QT_TRANSLATE_NOOP("game", "{private} is not a player's open private"),
                         "R-079", private=company.sym)
    if price_range(game, company) is None:
        return MwRefusal(QT_TRANSLATE_NOOP("game", "companies buy privates only in phases 3 and 4"),
                         "R-078")
    return None


def purchase_actions(game, corp: Operator) -> list[Action]:
    out = []
    for company in game.companies.values():
        span = price_range(game, company)
        if span is None or refusal(game, corp, company) is not None or corp.cash < span[0]:
            continue
        out.append(act("buy_company", corp.sym, company=company.sym,
                       price=min(span[1], corp.cash)))
    return out


def buy(game, corp: Operator, action: Action) -> None:
    company = game.company(action["company"])
    problem = refusal(game, corp, company)
    if problem is not None:
        raise problem
    low, high = price_range(game, company)
    price = int(action["price"])
    if not low <= price <= high:
        raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} sells for {low} to {high}"), "R-078",
                        company=company.sym, low=game.money(low), high=game.money(high))
    if price > corp.cash:
        raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has only {amount}"), "R-078",
                        company=corp.sym, amount=game.money(corp.cash))
    seller = company.owner
    game.pay(corp, game.player(seller), price)
    company.owner = corp.sym
    corp.companies.append(company.sym)
    game.update_doubled_stops()  # the CFHC doubles Chicago for its company
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys {private} from {seller} for {price}"),
                 company=corp.sym, private=company.sym, seller=game.name_of(seller),
                 price=game.money(price))
