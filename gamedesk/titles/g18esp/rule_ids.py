"""The shared engine's rule ids as 18ESP's inventory numbers them.

The shared stock round and share rules (engine/rounds/stock.py,
engine/stock_rules.py) cite 18MEX's inventory. Their refusals in an 18ESP game
are renumbered once, here (`renumbered`); 18ESP's own code raises `Refusal`,
already in 18ESP's numbers, which is left as it is.
"""

from __future__ import annotations

from gamedesk.engine.errors import IllegalAction

SHARED_RULE_IDS: dict[str, str] = {
    "R-029": "R-042",  # sell, then buy one certificate
    "R-031": "R-055",  # no buying back what was sold this round
    "R-036": "R-045",  # the open market holds 50% at most
    "R-037": "R-050",  # the director's certificate is never sold to the market
    "R-042": "R-044",  # one company per sale
    "R-048": "R-051",  # only the IPO and the open market sell shares
    "R-053": "R-052",  # the director's certificate comes by starting the company
    "R-054": "R-051",  # a share of a company without a par price
    "R-060": "R-056",  # 60% of a major at most
    "R-061": "R-057",  # over a limit: sell first
    "R-063": "R-056",  # the certificate limit
    "R-064": "R-057",
}


class Refusal(IllegalAction):
    """A refusal raised by 18ESP's own rules, citing 18ESP's own number."""


def renumbered(refused: IllegalAction) -> IllegalAction:
    if isinstance(refused, Refusal):
        return refused
    rule = SHARED_RULE_IDS.get(refused.rule)
    return refused if rule is None else Refusal(refused.message, rule)


# The shared train purchase's refusals in 18ESP's numbers.
SHARED_TRAIN_RULE_IDS: dict[str, str] = {
    "R-131": "R-157",  # with the director's help, only the cheapest bank train
}


def train_refusal(refused: IllegalAction) -> IllegalAction:
    """A shared train purchase's refusal in 18ESP's numbers, its template kept."""
    rule = SHARED_TRAIN_RULE_IDS.get(refused.rule)
    if isinstance(refused, Refusal) or rule is None:
        return refused
    return Refusal(refused.template, rule, **(refused.params or {}))
