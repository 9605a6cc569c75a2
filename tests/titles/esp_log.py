"""18ESP positions of the real 18xx.games log (the site profile): the game
after its first `n` effective actions, as the site had it."""

from __future__ import annotations

from functools import lru_cache

from gamedesk.engine.data import load_title
from gamedesk.engine.history import snapshot
from gamedesk.io.importer import LogReplayer
from gamedesk.io.xxlog import XXLog, read_log
from gamedesk.titles.g18esp.game import G18ESP
from gamedesk.titles.g18esp.import_18xx import options_for_log
from tests.conftest import SHARED

LOG = SHARED / "fixtures/18xx.games/18ESP/18ESP_destination_token_release.json"


@lru_cache(maxsize=1)
def the_log() -> XXLog:
    return read_log(LOG)


def log_game(log: XXLog) -> G18ESP:
    options = options_for_log(log.moves, log.optional_rules)
    return G18ESP(load_title("18ESP"), log.players, profile="18xx.games", options=options,
                  seed=log.seed)


def position(n: int) -> tuple[G18ESP, LogReplayer]:
    """The game after the log's first `n` actions, and the replayer to go on."""
    log = the_log()
    game = log_game(log)
    replayer = LogReplayer(log, game=game)
    for entry in log.moves[:n]:
        replayer.apply(entry)
    return game, replayer


def next_entries(n: int, count: int = 1) -> list[dict]:
    return the_log().moves[n:n + count]


def as_rulebook(game: G18ESP) -> G18ESP:
    """A copy of the position under the printed rules' profile (the rules that
    read the profile as they act; set-up differences stay as the site drew)."""
    copy = snapshot(game)
    copy.profile = "rulebook"
    copy.mark_edited()
    return copy
