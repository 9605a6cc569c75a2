"""1822MX's own 18xx.games actions, translated into ours (io/importer.py does
the shared ones and dispatches here first)."""

from __future__ import annotations

from gamedesk.engine.actions import Action

# Destination tokens: the site logs them, our engine places them itself.
IGNORED = frozenset({"hex_token"})

# kind -> ((field, expected kind, required), ...), checked when the log is read
# (expected kinds as in io/log_fields.py: "int", "str", "strs", "choice", ...).
LOG_FIELDS: dict[str, tuple[tuple[str, str, bool], ...]] = {
    "bid": (("company", "str", False), ("price", "int", True)),
    "remove_token": (("city", "str", True),),
    "choose": (("choice", "choice", True),),
    "choose_ability": (("choice", "choice", True),),
    "acquire_company": (("company", "str", True),),
    "merge": (("corporation", "str", False), ("minor", "str", False)),
    "payoff_player_debt": (("amount", "int", False),),
    "payoff_player_debt_partial": (("amount", "int", False),),
}


def _bid(game, raw: dict, entity: str) -> Action:
    """A bid without a company is for an NdeM station put up for auction (R-265)."""
    return Action("bid", entity, {"company": raw.get("company") or entity, "price": raw["price"]})


def _choose(game, raw: dict, entity: str) -> Action:
    return Action("choose", entity, {"choice": raw["choice"]})


def _choose_ability(game, raw: dict, entity: str) -> Action:
    """A private's choice, made by the company holding it."""
    return Action("choose", game.company(entity).owner, {"choice": raw["choice"]})


def _acquire_company(game, raw: dict, entity: str) -> Action:
    return Action("acquire_company", entity, {"company": raw["company"]})


def _merge(game, raw: dict, entity: str) -> Action:
    """A major acquiring a minor: the site names it "minor" (R-220)."""
    return Action("merge", entity, {"corporation": raw.get("corporation") or raw.get("minor")})


def _remove_token(game, raw: dict, entity: str) -> Action:
    """An NdeM station put up for auction in its privatisation (R-263)."""
    hex_, index = game.board.city_from_log_id(raw["city"])
    return Action("auction_token", entity, {"hex": hex_, "city": index})


def _repay_loan(game, raw: dict, entity: str) -> Action:
    amount = raw.get("amount")
    return Action("repay_loan", entity, {"amount": int(amount)} if amount is not None else {})


TRANSLATORS = {
    "bid": _bid,
    "choose": _choose,
    "choose_ability": _choose_ability,
    "acquire_company": _acquire_company,
    "merge": _merge,
    "remove_token": _remove_token,
    "payoff_player_debt": _repay_loan,
    "payoff_player_debt_partial": _repay_loan,
}
