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
    if rule is None:
        return refused
    return Refusal(refused.template, rule, **(refused.params or {}))  # still a template


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


# The shared board's refusals (lays, stations, routes: engine/board) in 18ESP's
# numbers; the board applies them (RunRules.rule_numbers).
SHARED_BOARD_RULE_IDS: dict[str, str] = {
    # stations
    "R-100": "R-092", "R-101": "R-092", "R-102": "R-094", "R-103": "R-095",
    # track
    "R-140": "R-071", "R-141": "R-085", "R-142": "R-083", "R-143": "R-071", "R-144": "R-083",
    "R-146": "R-073", "R-147": "R-080", "R-148": "R-083", "R-149": "R-078", "R-150": "R-077",
    "R-151": "R-077", "R-153": "R-083",
    # routes
    "R-163": "R-110", "R-164": "R-112", "R-165": "R-112", "R-166": "R-112", "R-167": "R-111",
    "R-168": "R-110", "R-169": "R-112", "R-171": "R-115", "R-172": "R-113", "R-173": "R-121",
}  # fmt: skip
