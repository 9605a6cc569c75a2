"""The seeded setup deal of 1822MX: the order of the bid-box piles.

At setup the minors, concessions and privates are shuffled into face-up piles
whose order never changes (R-003 to R-009); the bid boxes are filled from the
top of each pile. Both profiles give the same shape of deal:

- concessions start with C1 (FCM), which is offered together with M18;
- privates start with P1;
- M18 stays at the bottom of the minors (the rulebook sets it aside with C1;
  18xx.games keeps it last in the pile, which is the same while C1 is unsold);
- the first of M14, M15 and M17 in the minor pile is taken out: the NdeM gets
  its home station and one more share (R-006).

Profile "18xx.games" reproduces that site's generator and shuffle exactly
(../shared/formats/18xx-games-log.md §8.2, §8.3, §8.5), so the seed of an
imported log gives the deal the log was played with. Profile "rulebook"
shuffles each pile with Python's `random.Random(seed)`: concessions, then
minors, then privates (the rulebook's order of setup steps).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

TITLE = "1822MX"
PROFILES = ("rulebook", "18xx.games")
PILES = ("minor", "concession", "private")  # company `kind`s, in the order of the deal
# The site's generator (§8.2): the C library's linear congruential constants.
LCG_MULTIPLIER = 1103515245
LCG_INCREMENT = 12345
LCG_MODULUS = 2**31


@dataclass(frozen=True)
class SetupDeal:
    """The piles at the start of the game, top first (company symbols)."""

    minors: tuple[str, ...]  # without the NdeM's minor; M18 last
    concessions: tuple[str, ...]  # C1 first
    privates: tuple[str, ...]  # P1 first
    ndem_minor: str  # the minor the NdeM replaces (its home becomes an NdeM station)

    @property
    def stack(self) -> tuple[str, ...]:
        """All three piles in one list: minors, concessions, privates."""
        return self.minors + self.concessions + self.privates

    def opening_bid_boxes(self, sizes: Mapping[str, int]) -> dict[str, tuple[str, ...]]:
        """The first bid boxes; `sizes` is the title's rules.bid_boxes ({"minors": 4, ...})."""
        piles = {"minors": self.minors, "concessions": self.concessions, "privates": self.privates}
        return {name: pile[: sizes[name]] for name, pile in piles.items()}


class SiteRandom:
    """The 18xx.games generator (§8.2): each draw returns the next state, 0 … 2^31 − 1."""

    def __init__(self, seed: int) -> None:
        self.state = seed % LCG_MODULUS

    def draw(self) -> int:
        self.state = (LCG_MULTIPLIER * self.state + LCG_INCREMENT) % LCG_MODULUS
        return self.state


def site_shuffle(items: list[str], rng: SiteRandom) -> list[str]:
    """§8.3: one draw per item in list order, then sort by the draws, smallest first."""
    keys = [rng.draw() for _ in items]
    return [item for _, item in sorted(zip(keys, items, strict=True))]


def deal(seed: int, profile: str) -> SetupDeal:
    """The setup deal of a game with this seed under `profile` ("rulebook" or "18xx.games")."""
    kinds, rules = _setup_data()
    order = [sym for sym in rules["starting_companies"] if sym in kinds]
    if profile == "18xx.games":
        shuffled = site_shuffle(order, SiteRandom(seed))  # one shuffle of all 49 (§8.5)
    elif profile == "rulebook":
        shuffled = _rulebook_shuffle(order, kinds, random.Random(seed))
    else:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "unknown rules profile {profile!r}; use one of {PROFILES}"),
            "setup", profile=profile, PROFILES=PROFILES,
        )
    return _arrange(shuffled, kinds, rules["setup_deal"])


def _setup_data() -> tuple[dict[str, str], dict]:
    game = load_title(TITLE).game
    kinds = {c["sym"]: c["kind"] for c in game["companies"] if c["kind"] in PILES}
    return kinds, game["rules"]


def _rulebook_shuffle(order: list[str], kinds: Mapping[str, str], rng: random.Random) -> list[str]:
    # each pile is shuffled on its own.
    shuffled: list[str] = []
    for kind in ("concession", "minor", "private"):
        pile = [sym for sym in order if kinds[sym] == kind]
        rng.shuffle(pile)
        shuffled += pile
    return shuffled


def _arrange(shuffled: list[str], kinds: Mapping[str, str], setup: Mapping) -> SetupDeal:
    piles = {kind: [sym for sym in shuffled if kinds[sym] == kind] for kind in PILES}
    for pile in piles.values():
        _pin(pile, setup["first_in_stack"], setup["last_in_stack"])
    minors = piles["minor"]
    ndem_minor = next(sym for sym in minors if sym in setup["ndem_replaces_first_of"])
    minors.remove(ndem_minor)
    return SetupDeal(
        minors=tuple(minors),
        concessions=tuple(piles["concession"]),
        privates=tuple(piles["private"]),
        ndem_minor=ndem_minor,
    )


def _pin(pile: list[str], first: list[str], last: list[str]) -> None:
    """Move the pile's members of `first` to its top and of `last` to its bottom."""
    tops = [sym for sym in first if sym in pile]
    bottoms = [sym for sym in last if sym in pile]
    middle = [sym for sym in pile if sym not in tops and sym not in bottoms]
    pile[:] = tops + middle + bottoms
