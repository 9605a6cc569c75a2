"""Random 18MEX games refereed by the 18xx.games engine (fixtures/crossplay/18MEX).

Each log is what the site accepted; a `refused` log ends with the action the
site refused in live play. Every log replays through the importer up to that
action; played live, gamedesk refuses it too, with its rule, and the legal-action
query offers nothing of its kind that would be refused. The `diverged` log ends
where the two engines' figures parted; gamedesk now reaches the site's.
"""

from __future__ import annotations

import copy

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.io.importer import LogReplayer, translate
from gamedesk.io.xxlog import read_log
from tests.conftest import CROSSPLAY
from tests.titles.common import fingerprint

FOLDER = CROSSPLAY / "18MEX"
# file stem -> the rule gamedesk names when the site's refused action is played live
REFUSED = {
    "crossplay_18MEX_2_refused": "R-172",  # two trains on Veracruz's town-city link
    "crossplay_18MEX_3_refused": "R-151",  # 479P on Puebla adds no track (G-31)
    "crossplay_18MEX_7_refused": "R-172",  # the same run as game 2
}


def _needs_fixtures() -> None:
    if not FOLDER.is_dir():
        pytest.skip(f"crossplay fixtures not found in {FOLDER} (set GAMEDESK_SHARED)")


def replayed_up_to_last(stem: str) -> tuple[LogReplayer, dict]:
    log = read_log(FOLDER / f"{stem}.json")
    replayer = LogReplayer(log)
    for entry in log.moves[:-1]:
        replayer.apply(entry)
    return replayer, log.moves[-1]


def live(replayer: LogReplayer, entry: dict) -> Action:
    """The refused entry as a person would play it: no log marks, our steps reached."""
    action = translate(replayer.game, entry)
    action = Action(action.type, action.entity,
                    {k: v for k, v in action.args.items() if k != "from_site"})
    replayer._sync(action)
    return action


def offered_alike(game, action: Action) -> list[Action]:
    """The offered actions of the refused one's kind (lays: in its hex)."""
    return [a for a in game.legal_actions() if a.type == action.type
            and (a.type != "lay_tile" or a["hex"] == action["hex"])]


@pytest.mark.rules("R-172", "R-151", "G-31")
@pytest.mark.parametrize("stem", sorted(REFUSED))
def test_the_action_the_site_refused_is_refused_live(stem):
    _needs_fixtures()
    replayer, entry = replayed_up_to_last(stem)
    game = replayer.game
    action = live(replayer, entry)
    before = fingerprint(game)
    with pytest.raises(IllegalAction) as err:
        game.process(action)
    assert err.value.rule == REFUSED[stem], err.value
    assert fingerprint(game) == before
    offered = offered_alike(game, action)
    assert action not in offered
    for other in offered:  # what is offered instead is accepted
        copy.deepcopy(game).process(other)


@pytest.mark.parametrize("stem", sorted(REFUSED))
def test_the_importer_reaches_the_refused_action(stem):
    """Every stored action is accepted (the site's closed steps passed, R-123 no
    longer met) and the refused one's company is the one to act."""
    _needs_fixtures()
    replayer, entry = replayed_up_to_last(stem)
    assert not replayer.game.finished
    live(replayer, entry)
    assert str(entry["entity"]) in replayer.game.active_entities()


@pytest.mark.rules("R-037", "R-132", "R-134", "G-37")
def test_a_bankrupt_president_hands_tm_on_as_the_site_does():
    _needs_fixtures()
    replayer, entry = replayed_up_to_last("crossplay_18MEX_1_diverged")
    replayer.apply(entry)
    game = replayer.game
    assert game.finished and game.end_reason == "bankrupt"
    tm = game.corporations["TM"]
    # CHI's president sold 20% of TM: the presidency passed to player 102.
    assert tm.president == "102"
    assert tm.percent_of("104") == 10
    values = {p.id: game.player_value(p) for p in game.players}
    assert values["104"] == 355  # the site's figure (395 before)


@pytest.mark.rules("G-31")
def test_a_lay_read_from_the_site_log_skips_the_live_only_check():
    """The site checks "city tile or new track" only in live play: its logs may hold
    such a lay, and the importer must accept it."""
    _needs_fixtures()
    replayer, entry = replayed_up_to_last("crossplay_18MEX_3_refused")
    game = copy.deepcopy(replayer.game)
    action = translate(game, entry)
    assert action["from_site"] is True
    game.process(action)
    assert game.board.tile_of("P11").tile.startswith("479P")
    assert game.board.tile_of("O10").tile.startswith("479MC")
