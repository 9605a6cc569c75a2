"""The 1822MX data in resources/ against the component tables of the rules inventory.

The expected values are transcribed from ../shared/rules/1822MX.md, section 1
(1.1 components, 1.2 player counts, 1.3 minors, 1.4 majors, 1.5 privates,
1.6 NdeM, 1.7 trains, 1.8 phases, 1.9 market, 1.10 map, 1.11 tiles).
"""

from __future__ import annotations

import json

import pytest

from gamedesk.engine.data import load_title
from tests.conftest import SHARED

# 1.3: minor -> home hex (M2: the rulebook's "D2" is Ciudad Juárez, D15).
MINOR_HOMES = {
    "M1": "B1", "M2": "D15", "M3": "E8", "M4": "F13", "M5": "G22", "M6": "H11",
    "M7": "I22", "M8": "J9", "M9": "J13", "M10": "K20", "M11": "L17", "M12": "L19",
    "M13": "L19", "M14": "N23", "M15": "N23", "M16": "N25", "M17": "N25", "M18": "N25",
    "M19": "N27", "M20": "P23", "M21": "P27", "M22": "O32", "M23": "L37", "M24": "Q34",
}  # fmt: skip
# 1.4: major -> (concession, home hex, destination hex, reserved hex next to Mexico City)
MAJORS = {
    "FCM": ("C1", "N23", "N27", None),
    "MC": ("C2", "N23", "F21", "M22"),
    "CHP": ("C3", "F15", "H11", None),
    "FNM": ("C4", "N23", "G22", "M24"),
    "MIR": ("C5", "F21", "J15", None),
    "FCP": ("C6", "D9", "L17", None),
    "IRM": ("C7", "N23", "N27", "O24"),
}
# 1.5: private -> (revenue to a player, who may acquire it, from phase)
PRIVATES = {
    "P1": (5, "major", "5"), "P2": (0, "major", "2"), "P3": (0, "both", "1"),
    "P4": (0, "both", "1"), "P5": (10, "both", "3"), "P6": (10, "both", "3"),
    "P7": (10, "major", "3"), "P8": (10, "both", "1"), "P9": (10, "both", "3"),
    "P10": (10, "both", "1"), "P11": (10, "both", "1"), "P12": (10, "both", "1"),
    "P13": (10, "both", "1"), "P14": (10, "major", "3"), "P15": (10, "major", "3"),
    "P16": (10, "major", "2"), "P17": (10, "both", "2"), "P18": (10, "major", "3"),
}  # fmt: skip
# 1.7: train -> (count, price, rusted by); L/2 and 7/E are double-sided cards.
TRAINS = {
    "L": (22, 60, "3"),
    "3": (7, 200, "6"),
    "4": (4, 300, "7"),
    "5": (2, 500, None),
    "6": (3, 600, None),
    "7": ("unlimited", 750, None),
}
# 1.8: phase -> (minor limit, major limit, ORs per SR, tile colours)
PHASES = {
    "1": (2, 4, 1, ["yellow"]),
    "2": (2, 4, 2, ["yellow"]),
    "3": (2, 4, 2, ["yellow", "green"]),
    "4": (1, 3, 2, ["yellow", "green"]),
    "5": (1, 2, 2, ["yellow", "green", "brown"]),
    "6": (1, 2, 2, ["yellow", "green", "brown"]),
    "7": (1, 2, 2, ["yellow", "green", "brown", "gray"]),
}
# 1.9: the single row of the market.
MARKET = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 120, 135, 150, 165,
          180, 200, 220, 245, 270, 300, 330, 360, 400, 450, 500, 550, 600]  # fmt: skip
# 1.11: tile -> count.
TILES = {
    "7": 6, "8": 24, "9": 24, "3": 6, "58": 6, "4": 11, "5": 6, "6": 8, "57": 6,
    "1": 1, "2": 1, "55": 1, "56": 1, "69": 1, "X20": 1,
    "80": 4, "81": 6, "82": 7, "83": 7, "141": 3, "142": 3, "143": 2, "144": 3,
    "14": 4, "15": 6, "619": 5, "207": 3, "208": 2, "622": 2, "405": 3, "X21": 1,
    "544": 4, "545": 4, "546": 4, "767": 4, "768": 4, "769": 4, "63": 3, "611": 7,
    "X5": 3, "X10": 3, "X22": 1,
    "60": 2, "169": 2, "X17": 2, "455": 2, "X18": 3, "X11": 3, "X16": 2, "X23": 1,
    "P1": 1, "P2": 1,
}  # fmt: skip


@pytest.fixture(scope="module")
def data():
    return load_title("1822MX")


@pytest.fixture(scope="module")
def game(data) -> dict:
    return data.game


@pytest.fixture(scope="module")
def hexes(data) -> dict:
    return {h["coord"]: h for h in data.map["hexes"]}


def companies(game: dict, kind: str) -> dict[str, dict]:
    return {c["sym"]: c for c in game["companies"] if c["kind"] == kind}


def corporation(game: dict, sym: str) -> dict:
    return next(c for c in game["corporations"] if c["sym"] == sym)


def test_load_title_gives_the_1822mx_files(data):
    assert data.title == data.game["title"] == data.map["title"] == "1822MX"
    assert data.map["layout"]["orientation"] == "pointy"


def test_player_count_table(game):
    assert game["players"] == {"min": 2, "max": 5}
    assert game["bank"]["cash"] == 12000
    assert game["starting_cash"] == {"2": 750, "3": 500, "4": 375, "5": 300}
    assert game["cert_limit"] == {"2": 27, "3": 16, "4": 13, "5": 10}
    assert game["rules"]["cert_limit_higher_variant"] == {"3": 18, "4": 14, "5": 11}
    assert game["rules"]["bidding_tokens"] == {"2": 7, "3": 6, "4": 5, "5": 4}


def test_builder_cube_pool_is_what_the_bidding_tokens_leave(game):
    total = game["rules"]["builder_cubes"]["total_with_bidding_tokens"]
    tokens = game["rules"]["bidding_tokens"]
    pools = {n: total - int(n) * tokens[n] for n in tokens}
    assert pools == {"2": 28, "3": 24, "4": 22, "5": 22}


def test_component_list(game):
    parts = game["rules"]["components"]
    assert parts["charters"] == {"major": 8, "minor": 24}
    assert sum(parts["cards"].values()) == 158
    assert parts["cards"]["minor"] == len(companies(game, "minor"))
    assert parts["cards"]["private"] == len(companies(game, "private"))
    assert parts["cards"]["concession"] == len(companies(game, "concession"))
    majors = [c for c in game["corporations"] if c["type"] == "major" and not c.get("national")]
    assert parts["cards"]["major_share"] == sum(len(c["shares"]) - 1 for c in majors)
    ndem = corporation(game, "NDEM")
    assert parts["cards"]["ndem_share"] == len(ndem["shares"])
    assert parts["cubes"] == 42


def test_twenty_four_minors_with_their_homes(game, hexes):
    minors = companies(game, "minor")
    assert len(minors) == 24
    for sym, hex_id in MINOR_HOMES.items():
        assert minors[sym]["value"] == 100
        corp = corporation(game, minors[sym]["minor"])
        assert corp["type"] == "minor"
        assert corp["company"] == sym
        assert [h["hex"] for h in corp["home"]] == [hex_id], sym
        assert corp["shares"] == [{"index": 0, "percent": 100, "president": True}]


def test_minor_homes_name_a_city_of_the_printed_hex(game, hexes):
    for corp in game["corporations"]:
        for home in corp["home"]:
            tile = hexes[home["hex"]]["tile"]
            stops = tile.get("cities", []) + tile.get("offboards", [])
            assert home["city"] in {c["index"] for c in stops}, corp["sym"]


def test_seven_majors_with_concessions_homes_and_destinations(game):
    concessions = companies(game, "concession")
    assert len(concessions) == 7
    for sym, (concession, home, destination, reserved) in MAJORS.items():
        corp = corporation(game, sym)
        assert concessions[concession]["corporation"] == sym
        assert (concessions[concession]["value"], concessions[concession]["revenue"]) == (100, 10)
        assert corp["home"][0]["hex"] == home
        assert corp["destination"] == destination
        assert [s["percent"] for s in corp["shares"]] == [20] + [10] * 8
        assert corp["exchange_tokens"] == 3
        blocked = [h for a in corp["abilities"] for h in a.get("hexes", [])]
        assert blocked == ([reserved] if reserved else []), sym


def test_fcm_concession_comes_with_m18_for_200(game):
    c1 = companies(game, "concession")["C1"]
    assert c1["value"] - c1["discount"] == 200
    assert game["rules"]["bid_boxes"]["paired_minor"] == "M18"
    assert game["rules"]["setup_deal"]["last_in_stack"] == ["M18"]


def test_eighteen_privates(game):
    privates = companies(game, "private")
    assert len(privates) == 18
    for sym, (revenue, who, phase) in PRIVATES.items():
        private = privates[sym]
        by = ["major"] if who == "major" else ["major", "minor"]
        assert (private["value"], private["revenue"]) == (0, revenue), sym
        assert private["acquisition"] == {"by": by, "from_phase": phase}, sym
        assert private["printed_name"] and private["description"]


def test_private_trains_and_mail_contracts(game):
    rules = game["rules"]
    assert rules["private_company_trains"] == {
        "P1": "5P", "P2": "2P", "P3": "3/2P", "P4": "LP", "P5": "P+", "P6": "P+",
    }  # fmt: skip
    assert rules["private_mail_contracts"] == ["P14", "P15"]
    counts = {t["name"]: t["count"] for t in game["trains"]}
    assert (counts["2P"], counts["LP"], counts["3/2P"], counts["5P"], counts["P+"]) == (
        1, 1, 1, 1, 2,
    )  # fmt: skip
    assert rules["three_halves_train"]["round_up_to"] == 10


def test_ndem_table(game):
    ndem = game["rules"]["ndem"]
    corp = corporation(game, ndem["corporation"])
    assert corp["national"] and corp["starting_share_price"] == 100
    assert corp["home"] == []
    assert len(corp["tokens"]) == 10
    assert ndem["setup_pool_shares"] == len(corp["shares"]) + 1
    assert ndem["setup_replaces_first_of"] == ["M14", "M15", "M17"]
    assert not ndem["counts_for_cert_limit"] and not ndem["sale_moves_price"]
    assert ndem["privatised_by_event"] in game["events"]


def test_trains_table(game):
    trains = {t["name"]: t for t in game["trains"]}
    for name, (count, price, rusts_on) in TRAINS.items():
        assert (trains[name]["count"], trains[name]["price"]) == (count, price), name
        assert trains[name].get("rusts_on") == rusts_on, name
    two = trains["L"]["variants"][0]
    assert (two["name"], two["price"], two["rusts_on"]) == ("2", 120, "4")
    e = trains["7"]["variants"][0]
    assert (e["name"], e["price"], e["multiplier"]) == ("E", 1000, 2)
    assert game["rules"]["l_to_2_upgrade_cost"]["phase_2_on"] == 80


def test_phases_table(game):
    phases = {p["name"]: p for p in game["phases"]}
    assert list(phases) == list(PHASES)
    for name, (minor, major, rounds, colours) in PHASES.items():
        phase = phases[name]
        assert phase["train_limit"] == {"minor": minor, "major": major}, name
        assert phase["operating_rounds"] == rounds, name
        assert phase["tiles"] == colours, name
    assert phases["2"]["on"] == ["2", "3"]
    events = {e["type"]: t["name"] for t in game["trains"] for e in t.get("events", [])}
    assert events == {"close_concessions": "5", "full_capitalisation": "6", "close_ndem": "7"}


def test_stock_market_row(game):
    market = game["stock_market"]
    assert market["shape"] == "1d"
    row = market["rows"][0]
    assert [cell["price"] for cell in row] == MARKET
    zones = {cell["price"]: cell["markers"] for cell in row}
    assert all(zones[p] == "y" for p in MARKET[:9])
    assert zones[50] == "p" and zones[600] == "e"
    assert all("x" in zones[p] for p in (60, 70, 80, 90, 100))
    assert market["par_values"] == [100, 90, 80, 70, 60, 50]


def test_tile_manifest(data, game):
    manifest = {t["name"]: t for t in game["tile_manifest"]}
    assert {name: t["count"] for name, t in manifest.items() if name != "BC"} == TILES
    assert sum(TILES.values()) == 224
    assert manifest["455"]["key"] == "455@1822MX"
    assert all(t["key"] in data.tiles for t in game["tile_manifest"])


def test_every_hex_the_data_names_is_on_the_map(game, data, hexes):
    named = set(MINOR_HOMES.values()) | {m[2] for m in MAJORS.values()}
    for company in game["companies"] + game["corporations"]:
        named |= {h for a in company.get("abilities", []) for h in a.get("hexes", [])}
    for section in ("two_location_hexes", "port_spikes"):
        named |= set(data.map[section]["hexes"])
    named |= {h for block in data.map["consent_blocked_hexes"]["blocks"] for h in block["hexes"]}
    rules = game["rules"]
    named |= {rules["m22_rule"]["hex"], rules["m22_rule"]["must_connect_to"]}
    named |= set(rules["builder_cubes"]["excluded_hexes"])
    assert named - hexes.keys() == set()


def test_every_tile_the_data_names_exists(game, data):
    names = {t["name"] for t in game["tile_manifest"]}
    named = set(game["rules"]["track_plain_tiles"]) | set(game["rules"]["track_town_tiles"])
    named |= {t for c in game["companies"] for a in c["abilities"] for t in a.get("tiles", [])}
    named.add(game["rules"]["builder_cubes"]["pseudo_tile"])
    assert named - names == set()
    for key in (t["key"] for t in game["tile_manifest"]):
        assert data.tile(key)["key"] == key


def test_neighbours_are_hexes_of_the_map(hexes):
    for coord, hex_ in hexes.items():
        assert set(hex_["neighbors"].values()) <= hexes.keys(), coord


def test_setup_deal_names_companies_of_the_right_piles(game):
    setup = game["rules"]["setup_deal"]
    kinds = {c["sym"]: c["kind"] for c in game["companies"]}
    assert [kinds[s] for s in setup["first_in_stack"]] == ["concession", "private"]
    assert {kinds[s] for s in setup["last_in_stack"] + setup["ndem_replaces_first_of"]} == {"minor"}
    assert sorted(game["rules"]["starting_companies"]) == sorted(kinds)


def test_no_reference_sentence_of_the_shared_data_is_kept(data):
    source = SHARED / "data" / "1822MX" / "game.json"
    if not source.exists():
        pytest.skip(f"no shared data at {source}")
    theirs = _sentences(json.loads(source.read_text(encoding="utf-8")))
    theirs |= _sentences(json.loads(source.with_name("map.json").read_text(encoding="utf-8")))
    ours = _sentences(data.game) | _sentences(data.map)
    assert theirs & ours == set()


def _sentences(node: object, key: str = "") -> set[str]:
    """Texts longer than a label: strings with a space and over 30 characters, names aside."""
    if isinstance(node, dict):
        return set().union(*(_sentences(v, k) for k, v in node.items()))
    if isinstance(node, list):
        return set().union(*(_sentences(v, key) for v in node))
    if isinstance(node, str) and " " in node and len(node) > 30 and key != "name":
        return {node}
    return set()
