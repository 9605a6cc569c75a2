"""Positions of a real 18xx.games game after chosen numbers of actions, for the
tests that look at what the game says there (step_info)."""

from __future__ import annotations

import re

from gamedesk.io.replay import open_record, replay
from tests.conftest import XX_FIXTURES
from tests.replays import logged_actions

RULE_AT_END = re.compile(r"\((R|G)-\d+\)$")  # a sentence that ends by naming its rule


def positions_of(title: str, stem: str, at: tuple[int, ...]) -> dict:
    """{n: a copy of the game after its first n actions} for each n of `at`."""
    path = XX_FIXTURES / title / f"{stem}.json"
    game = replay(open_record(path), to=0)
    out = {}
    for n, action in enumerate(logged_actions(path)[: max(at)], start=1):
        game.process(action)
        if n in at:
            out[n] = game.copy()
    return out


def assert_reasons_name_their_rules(title: str, stem: str, every: int = 5) -> None:
    """At every `every`-th position of the game: why it waits and what passing
    means each end by naming a rule, passing is explained exactly when offered,
    and asking changes nothing."""
    from tests.property.invariants import fingerprint

    path = XX_FIXTURES / title / f"{stem}.json"
    game = replay(open_record(path), to=0)
    for n, action in enumerate(logged_actions(path)):
        game.process(action)
        if n % every or game.finished:
            continue
        before = fingerprint(game)
        reason, meaning = game.waiting_reason(), game.pass_meaning()
        assert RULE_AT_END.search(reason), (n, reason)
        may_pass = any(a.type == "pass" for a in game.legal_actions())
        assert (meaning is not None) == may_pass, (n, meaning)
        assert meaning is None or RULE_AT_END.search(meaning), (n, meaning)
        assert fingerprint(game) == before  # asking never changes the game
