"""18ESP's set-up (inventory 1.3, R-004…R-011, and 4.1): which companies play,
the private cards' face values per profile, what P6 and P7 carry, the reserved
shares.

The rulebook's standard set-up keeps the `in_core_game` companies; a random
set-up removes two northern majors, three southern majors and three minors.
The 18xx.games profile draws at random unless the `core` option is on (4.1.1);
the rulebook profile plays the standard set-up unless `random_setup` is on
(5.1). A game read from an 18xx.games log takes the site's draw from the log
instead (`log_draw_option`): our random numbers are not the site's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

CORE = "core"  # the site's option: the standard set-up
RANDOM_SETUP = "random_setup"  # ours: the rulebook's random set-up (5.1)
DRAW_PREFIX = "draw="  # an option naming a drawn set-up: "draw=<removed,...>;p7=<major>"

# 4.1.2 / Q26: the rulebook's face values where the site's revision changed them.
RULEBOOK_FACE_VALUES = {"P1": 10, "P2": 40, "P7": 190}
ZAFRA_HUELVA, VASCO_NAVARRO = "Zafra - Huelva", "Ferrocarril Vasco-Navarro"


@dataclass(frozen=True)
class Draw:
    """The companies left out of a game and the northern major P7 carries."""

    removed: frozenset[str]
    p7_major: str
    p6_major: str | None = None  # Vasco-Navarro's major (only when CRB is out)

    def option(self) -> str:
        extra = f";p6={self.p6_major}" if self.p6_major else ""
        return f"{DRAW_PREFIX}{','.join(sorted(self.removed))};p7={self.p7_major}{extra}"


def parse_draw(option: str) -> Draw:
    fields = dict(part.split("=", 1) for part in option.split(";"))
    removed = frozenset(s for s in fields["draw"].split(",") if s)
    return Draw(removed, fields["p7"], fields.get("p6"))


def groups(game_data: dict) -> dict[str, list[str]]:
    """The corporations by group: north_majors, south_majors, minors (data order)."""
    out: dict[str, list[str]] = {"north_majors": [], "south_majors": [], "minors": []}
    for corp in game_data["corporations"]:
        if corp["type"] == "minor":
            out["minors"].append(corp["sym"])
        else:
            out[f"{corp['region']}_majors"].append(corp["sym"])
    return out


def standard_removed(game_data: dict) -> frozenset[str]:
    """R-004: the standard set-up leaves out what the core game does not use."""
    return frozenset(c["sym"] for c in game_data["corporations"] if not c["in_core_game"])


def random_removed(game_data: dict, rng: random.Random) -> frozenset[str]:
    counts = game_data["rules"]["setup"]["random_removal"]
    out: set[str] = set()
    for group, members in groups(game_data).items():
        out.update(rng.sample(members, counts[group]))
    return frozenset(out)


def make_draw(game_data: dict, options: frozenset[str], profile: str, seed: int) -> Draw:
    """The set-up of a new game (or the one its options name)."""
    for option in options:
        if option.startswith(DRAW_PREFIX):
            return parse_draw(option)
    rng = random.Random(seed)
    randomised = RANDOM_SETUP in options if profile == "rulebook" else CORE not in options
    removed = random_removed(game_data, rng) if randomised else standard_removed(game_data)
    north = [s for s in groups(game_data)["north_majors"] if s not in removed]
    p7 = rng.choice(north)
    p6 = rng.choice(north) if "CRB" in removed else None  # R-007: may be P7's too
    return Draw(removed, p7, p6)


def p6_side_kept(draw: Draw) -> str:
    """R-007: Zafra-Huelva while CRB plays, Vasco-Navarro otherwise."""
    return VASCO_NAVARRO if "CRB" in draw.removed else ZAFRA_HUELVA
