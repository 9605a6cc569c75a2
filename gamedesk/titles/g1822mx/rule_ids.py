"""The shared engine's rule ids as 1822MX's inventory numbers them.

The shared board and route code (gamedesk/engine/board, engine/routing) cites
the rules by 18MEX's inventory, its first title. A refusal of those shared
checks in an 1822MX game must cite 1822MX's own number: 18MEX's R-142 (a tile
of the wrong colour) is 1822MX's R-133, while 1822MX's R-142 is a builder-cube
rule. The registry hands this table out (registry.rule_ids("1822MX")); it is
applied once, to refusals of the shared checks only: 1822MX's own code already
cites its own numbers.

Shared ids missing here have no counterpart in 1822MX (18MEX's Mexico City
double hex R-156, Copper Canyon R-159) or no single one (R-158, a private's
special lay, is R-117, R-120 or R-124 by the private: its own code checks it).
"""

from __future__ import annotations

SHARED_RULE_IDS: dict[str, str] = {
    # stations
    "R-100": "R-163",  # a station goes in a free slot of a city on the company's route
    "R-101": "R-163",  # ... that the company reaches
    "R-102": "R-164",  # one station of a company per city
    "R-103": "R-165",  # a slot kept free for another company's home
    "R-105": "R-166",  # placed stations stay where they are
    # track
    "R-140": "R-130",  # the build allowance of a turn
    "R-141": "R-015",  # only the phase's tile colours may be laid
    "R-142": "R-133",  # colour order, no skipping
    "R-143": "R-130",  # what counts as an upgrade in the allowance
    "R-144": "R-134",  # an upgrade keeps the old track, towns and cities
    "R-146": "R-138",  # terrain costs
    "R-147": "R-136",  # labelled hexes take only matching tiles
    "R-148": "R-134",  # an upgrade keeps all old track in place
    "R-149": "R-135",  # no track off the map or into a blank or red edge
    "R-150": "R-134",  # the new track is on a route of the company
    "R-151": "R-134",  # ... some of it, not only old track
    "R-152": "R-124",  # a port tile is laid only with a port private's power
    "R-153": "R-143",  # the tile supply is a real limit
    # routes
    "R-163": "R-170",  # a route: continuous track between its stops
    "R-164": "R-170",  # no track twice
    "R-165": "R-170",  # no reversing
    "R-167": "R-171",  # not through a full city
    "R-168": "R-170",  # a station of the company on it
    "R-169": "R-170",  # no stop twice
    "R-170": "R-172",  # gray off-boards and terminal track only at the ends
    "R-171": "R-175",  # distance
    "R-172": "R-174",  # no track shared between trains
    "R-173": "R-178",  # the value of a route
    "R-175": "R-180",  # the best run
}


def own_rule(shared: str) -> str:
    """1822MX's number for a rule the shared engine cites by 18MEX's."""
    return SHARED_RULE_IDS.get(shared, shared)
