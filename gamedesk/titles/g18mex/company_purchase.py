"""A corporation buys a player's private company during its turn (R-136…R-138,
O-2): the price range, who may buy what, and the purchase. It is the anytime
step `BuyCompany` of the 18MEX turn (titles/g18mex/steps.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import Company, Corporation, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.steps import standard


def price_range(game, company: Company) -> tuple[int | None, int]:
    """The lowest and highest price, or (None, 0) while it cannot be bought."""
    early = "early_buy_of_kcmo" in game.options and company.sym == "KCMO"
    if game.phases.has("can_buy_companies"):
        return company.value // 2, company.value * 3 // 2
    if early:
        return (1 if game.gx else company.value // 2), company.value  # O-2, A-20
    return None, 0


def buyable(game, corp: Operator) -> list[Company]:
    if not isinstance(corp, Corporation):
        return []
    out = []
    for company in game.companies.values():
        if company.closed or not game.is_player(company.owner or ""):
            continue
        if company.kind != "private" or any(a["type"] == "no_buy" for a in company.abilities):
            continue
        low, _ = price_range(game, company)
        if low is None or corp.cash < low:
            continue
        out.append(company)
    return out


def purchase_actions(game, corp: Operator) -> list[Action]:
    return standard.BuyPrivate.offers(game, corp, buyable(game, corp), price_range)


def buy(game, corp: Operator, action: Action) -> None:
    company = game.company(action["company"])
    if company not in buyable(game, corp):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} cannot buy {company2} now"),
            "R-136", company=corp.sym, company2=company.sym,
        )
    low, high = price_range(game, company)
    price = int(action["price"])
    if not low <= price <= high:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} sells for {low} to {high}"),
            "R-136", company=company.sym, low=low, high=high,
        )
    if price > corp.cash:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{company} has only {amount}"),
            "R-155", company=corp.sym, amount=game.money(corp.cash),
        )
    seller = company.owner
    game.pay(corp, game.player(seller), price)
    company.owner = corp.sym
    corp.companies.append(company.sym)
    seller_name, paid = game.name_of(seller), game.money(price)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} buys {private} from {seller} for {price}"),
                 company=corp.sym, private=company.sym, seller=seller_name, price=paid)
