"""The 1822MX setup deal: seeded piles for the bid boxes (R-003 to R-009).

For every 1822MX log in the shared fixtures, the deal computed from the log's
seed must be the one the game was played with: the first line of its trace
lists every minor, concession and private in pile order (the bank holds the
ones in the bid boxes), and the NdeM's only token sits in the home of the minor
it replaced. The first stock round's bids must all be on the opening boxes.
"""

from __future__ import annotations

import pytest

from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.io.trace import read_trace, trace_path
from gamedesk.io.xxlog import read_log
from gamedesk.titles.g1822mx.setup import SiteRandom, deal, site_shuffle
from tests.conftest import XX_FIXTURES

LOGS = sorted((XX_FIXTURES / "1822MX").glob("*.json"))
IDS = [p.stem for p in LOGS]


@pytest.fixture(scope="module")
def game_data() -> dict:
    return load_title("1822MX").game


def first_trace_state(log_path) -> dict:
    return next(read_trace(trace_path(log_path)))


def home_hex(game_data: dict, minor_company: str) -> str:
    corp = next(c for c in game_data["corporations"] if c.get("company") == minor_company)
    return corp["home"][0]["hex"]


def test_fixture_logs_are_there(xx_fixtures):
    # The conftest fixture skips (or fails in CI) when the shared folder is missing.
    assert len(LOGS) == 3, f"expected the three 1822MX logs in {xx_fixtures / '1822MX'}"


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_seed_gives_the_pile_order_of_the_first_trace_state(path):
    state = first_trace_state(path)
    assert (state["round"], state["turn"]) == ("Stock Round", 1)
    piles = deal(read_log(path).seed, "18xx.games")
    # The trace lists the companies in the engine's order: the piles, top first.
    assert tuple(state["privates"]) == piles.stack


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_seed_gives_the_opening_bid_boxes(path, game_data):
    state = first_trace_state(path)
    boxes = deal(read_log(path).seed, "18xx.games").opening_bid_boxes(
        game_data["rules"]["bid_boxes"]
    )
    in_boxes = [sym for sym, owner in state["privates"].items() if owner == "bank"]
    assert in_boxes == [sym for pile in boxes.values() for sym in pile]


@pytest.mark.rules("R-006", "R-007")
@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_ndem_starts_in_the_home_of_the_minor_it_replaced(path, game_data):
    state = first_trace_state(path)
    piles = deal(read_log(path).seed, "18xx.games")
    assert piles.ndem_minor not in state["privates"]
    assert state["corporations"]["NDEM"]["tokens"] == [home_hex(game_data, piles.ndem_minor)]
    assert state["corporations"]["NDEM"]["pool_percent"] == 40  # 3 shares + the minor's


@pytest.mark.rules("R-009")
@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_first_stock_round_bids_are_all_on_the_opening_boxes(path, game_data):
    log = read_log(path)
    boxes = deal(log.seed, "18xx.games").opening_bid_boxes(game_data["rules"]["bid_boxes"])
    offered = {sym for pile in boxes.values() for sym in pile}
    first_round = []
    for action in log.moves:
        if action.get("entity_type") != "player":
            break  # the first operating round has begun
        first_round.append(action)
    bids = {a["company"] for a in first_round if a["type"] == "bid"}
    assert bids, "no bid in the first stock round"
    assert bids <= offered


@pytest.mark.parametrize("path", LOGS, ids=IDS)
def test_a_neighbouring_seed_does_not_fit_the_log(path):
    # The comparison above is sharp: seed + 1 deals other piles.
    state = first_trace_state(path)
    assert deal(read_log(path).seed + 1, "18xx.games").stack != tuple(state["privates"])


def test_site_generator_matches_the_format_test_vectors():
    for seed, draws in (
        (1, [1103527590, 377401575, 662824084]),
        (123055, [1234971836, 1116243013, 1053525914]),
        (717663806, [1101218975, 593943020, 1639506357]),
    ):
        rng = SiteRandom(seed)
        assert [rng.draw() for _ in draws] == draws


def test_site_shuffle_sorts_by_one_draw_per_item():
    # Seed 1 draws 1103527590, 377401575, 662824084: b < c < a.
    assert site_shuffle(["a", "b", "c"], SiteRandom(1)) == ["b", "c", "a"]


def test_format_example_seed_123055():
    piles = deal(123055, "18xx.games")
    assert piles.minors[:4] == ("M19", "M12", "M11", "M1")
    assert piles.concessions[:3] == ("C1", "C2", "C7")
    assert piles.privates[:3] == ("P1", "P14", "P5")
    assert piles.ndem_minor == "M17"


@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_same_seed_gives_the_same_deal(profile):
    assert deal(4242, profile) == deal(4242, profile)


@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
def test_different_seeds_usually_give_different_deals(profile):
    stacks = {deal(seed, profile).stack for seed in range(40)}
    assert len(stacks) >= 38


@pytest.mark.rules("R-003", "R-004", "R-005", "R-006", "R-008")
@pytest.mark.parametrize("profile", ["rulebook", "18xx.games"])
@pytest.mark.parametrize("seed", [0, 1, 86, 123055, 2**31 - 1])
def test_every_deal_has_the_fixed_places_of_the_rules(profile, seed):
    piles = deal(seed, profile)
    assert piles.concessions[0] == "C1"  # FCM+M18 in concession box 1
    assert piles.privates[0] == "P1"
    assert piles.minors[-1] == "M18"
    assert piles.ndem_minor in ("M14", "M15", "M17")
    assert sorted((*piles.stack, piles.ndem_minor)) == sorted(
        [f"P{n}" for n in range(1, 19)]
        + [f"C{n}" for n in range(1, 8)]
        + [f"M{n}" for n in range(1, 25)]
    )


def test_rulebook_profile_uses_its_own_shuffle():
    assert deal(123055, "rulebook") != deal(123055, "18xx.games")


def test_unknown_profile_is_refused():
    with pytest.raises(IllegalAction, match="profile"):
        deal(1, "1830")
