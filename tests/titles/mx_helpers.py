"""Helpers for 1822MX rule tests: games set up by playing legal actions."""

from __future__ import annotations

from gamedesk.engine.game import Game
from gamedesk.titles import new_game
from tests.titles.common import fingerprint as common_fingerprint, play

__all__ = ["fingerprint", "play"]

PLAYERS = [("p1", "Ann"), ("p2", "Ben"), ("p3", "Cy"), ("p4", "Di"), ("p5", "Ed")]
# Seed 86 under the 18xx.games profile deals the boxes of fixture 1822MX/86:
# minors M8 M20 M9 M3, concessions C1 C6 C2, privates P1 P9 P13; NdeM replaces M15.
SEED = 86


def new_mx(n: int = 3, profile: str = "18xx.games", seed: int = SEED) -> Game:
    return new_game("1822MX", PLAYERS[:n], profile=profile, seed=seed)


def fingerprint(game: Game) -> dict:
    """Everything a refused action must leave as it was, bids included."""
    state = common_fingerprint(game)
    state["bids"] = {s: [(b.player, b.price) for b in bs] for s, bs in game.bid_boxes.bids.items()}
    state["turn_state"] = repr(getattr(game.round, "__dict__", {}).get("bids_made"))
    return state


def pass_round(game: Game) -> Game:
    """Everyone passes until the stock round ends."""
    while game.round.kind == "stock" and not game.finished:
        play(game, ("pass", game.active_entities()[0]))
    return game


def finish_operating_round(game: Game) -> Game:
    """Each company takes its first-turn L if it can, runs nothing and passes on."""
    from gamedesk.titles.g1822mx.train_buying import housekeeping_train

    while game.round.kind == "operating" and not game.finished:
        turn = game.round.turn
        sym = turn.op.sym
        if turn.step == "housekeeping":
            train = housekeeping_train(game, turn.op)
            play(game, ("buy_train", sym, {"train": train.id, "price": 60, "variant": "L"}))
        else:
            play(game, ("pass", sym))
    return game


def box(game: Game, pile: str, n: int) -> str:
    """The item in box `n` (1-based) of a pile: "minors", "concessions", "privates"."""
    return game.bid_boxes.boxes(pile)[n - 1]


def first_or_with_a_minor(profile: str = "18xx.games") -> tuple[Game, str]:
    """Ann wins the box-4 minor for $100, the box-2 concession and the box-2 private
    in SR1; everyone then passes. Returns the game (in OR 1) and the minor's symbol."""
    g = new_mx(profile=profile)
    minor = box(g, "minors", 4)
    play(g, ("bid", "p1", {"company": minor, "price": 100}),
         ("bid", "p1", {"company": box(g, "concessions", 2), "price": 100}),
         ("bid", "p1", {"company": box(g, "privates", 2), "price": 0}))
    return pass_round(g), minor[1:]


def log_position(stem: str, n: int) -> Game:
    """The game after the first `n` effective actions of a fixture log, replayed
    (every one of them a legal action of ours)."""
    from gamedesk.io.importer import LogReplayer
    from gamedesk.io.xxlog import read_log
    from tests.conftest import XX_FIXTURES

    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    replayer = LogReplayer(log)
    for entry in log.moves[:n]:
        replayer.apply(entry)
    return replayer.game


def log_entry(stem: str, n: int) -> dict:
    from gamedesk.io.xxlog import read_log
    from tests.conftest import XX_FIXTURES

    return read_log(XX_FIXTURES / "1822MX" / f"{stem}.json").moves[n]


def positions(stem: str):
    """(n, game) before each effective action of a fixture log; the game is live:
    copy it (engine.history.snapshot) before changing it."""
    from gamedesk.io.importer import LogReplayer
    from gamedesk.io.xxlog import read_log
    from tests.conftest import XX_FIXTURES

    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    replayer = LogReplayer(log)
    for n, entry in enumerate(log.moves):
        if replayer.game.finished:
            return
        yield n, replayer.game
        replayer.apply(entry)


def first_position(stem: str, wanted) -> Game:
    """A copy of the first position of the log where `wanted(game)` holds."""
    from gamedesk.engine.history import snapshot

    for _, game in positions(stem):
        if wanted(game):
            return snapshot(game)
    raise AssertionError(f"no position of {stem} fits")


def refused(game: Game, action, rule: str | None = None) -> None:
    """`action` is refused (by `rule`, if given) and the game is left as it was."""
    import pytest

    from gamedesk.engine.errors import IllegalAction

    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process(action)
    if rule is not None:
        assert err.value.rule == rule, err.value
    assert fingerprint(game) == before


def transitions(stem: str, measure):
    """(entry, measure(game) before it, the game after it) for each effective
    action of a fixture log, to its end."""
    from gamedesk.io.importer import LogReplayer
    from gamedesk.io.xxlog import read_log
    from tests.conftest import XX_FIXTURES

    log = read_log(XX_FIXTURES / "1822MX" / f"{stem}.json")
    replayer = LogReplayer(log)
    for entry in log.moves:
        if replayer.game.finished:
            return
        before = measure(replayer.game)
        replayer.apply(entry)
        yield entry, before, replayer.game
