"""The shared engine's rule ids (18MEX's inventory) as 18MW's inventory numbers
them, for refusals of the shared operating checks: the board's (through the
run rules' `rule_numbers`) and the standard steps' and train rules' (through
`MwOperatingRound`). 18MW's own code cites its own numbers.

Ids missing here have no 18MW counterpart: the engine then keeps its own."""

from __future__ import annotations

SHARED_OPERATING_IDS: dict[str, str] = {
    # the turn
    "R-092": "R-110", "R-112": "R-110", "R-123": "R-110", "R-109": "R-144",
    # stations
    "R-100": "R-126", "R-101": "R-126", "R-102": "R-127", "R-103": "R-128", "R-105": "R-120",
    # trains
    "R-113": "R-148", "R-115": "R-146", "R-118": "R-146", "R-120": "R-151",
    "R-129": "R-159", "R-131": "R-169", "R-132": "R-170", "R-134": "R-172",
    # track
    "R-140": "R-111", "R-141": "R-119", "R-142": "R-118", "R-143": "R-111", "R-144": "R-120",
    "R-146": "R-113", "R-147": "R-123", "R-148": "R-120", "R-149": "R-116", "R-150": "R-112",
    "R-151": "R-112", "R-153": "R-121", "R-155": "R-115",
    # routes
    "R-163": "R-132", "R-164": "R-136", "R-165": "R-136", "R-166": "R-136", "R-167": "R-137",
    "R-168": "R-132", "R-169": "R-136", "R-170": "R-135", "R-171": "R-133", "R-172": "R-138",
    "R-173": "R-140",
}  # fmt: skip
