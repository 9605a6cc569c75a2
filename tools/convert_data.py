"""Convert the shared title data into gamedesk's resources/ folder.

The shared data carries reference texts copied from another project; every text
a player sees is replaced here with our own wording (WORDING for 18MEX, the MX_
tables for 1822MX, whose rule notes also become values: docs/data-schema.md; the
MW_ tables for 18MW, whose data is a reconstruction from its rulebook).
Run from the project root:  python tools/convert_data.py ../shared/data
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

WORDING: dict[str, dict] = {
    "18MEX": {
        "companies": {
            "MCAR": "No special power. The first company on sale; its price falls while nobody buys it.",
            "CdB": "Baja variant only. A company that owns it may put one free station in Santa Rosalía (H3) without a connection, on top of its normal station.",
            "KCMO": "A company that owns it may lay the Copper Canyon tile (#470) in F5 for $60 during its track step, as an extra lay that needs no connection.",
            "A": "Gives control of minor A, based in Tampico (M12). At Phase 3½ the minor closes and its owner receives a 5% NdM certificate.",
            "B": "Gives control of minor B, based in Mazatlán (K6). At Phase 3½ the minor closes and its owner receives a 5% NdM certificate.",
            "C": "Gives control of minor C, based in Oaxaca (S12). At Phase 3½ the minor closes and its owner receives the 10% UdY certificate.",
            "MIR": "Its first buyer also receives a 10% certificate of CHI.",
            "MNR": "Its first buyer also receives the NdM president's certificate and sets NdM's par at once. Closes when NdM buys its first train. Never sold to a company.",
        },
        "events": {
            "close_companies": ("Privates close", "Every private company closes."),
            "companies_buyable": ("Companies may buy privates", "Major companies may now buy private companies from players."),
            "minors_closed": ("Minors close", "Minors A, B and C close and trade in; NdM shares go on sale."),
            "ndm_merger": ("NdM merger", "If NdM has floated, one company may merge into it."),
        },
        "statuses": {
            "can_buy_companies": ("Privates for sale to companies", "Major companies may buy private companies from players."),
            "can_buy_companies_from_other_players": ("Private trades", "Players may sell private companies to each other."),
            "limited_train_buy": ("One bank train per turn", "A company may buy at most one train from the bank in a turn."),
            "ndm_unavailable": ("NdM closed to trading", "NdM certificates cannot be bought or sold yet."),
        },
        "game_end": {
            "bankrupt": ("A player goes bankrupt", "The game ends at once."),
            "stock_market": ("A share price reaches $200", "The game ends after the current operating round."),
            "bank": ("The bank runs out of money", "The game ends after the current operating round."),
        },
        "optional_rules": {
            "triple_yellow_first_or": ("Three yellow tiles", "On its first operating turn a major may lay three yellow tiles."),
            "early_buy_of_kcmo": ("Early KCM&O purchase", "Before Phase 3 a major may buy the KCM&O for at most $40."),
            "delay_minor_close": ("Minors close later", "Minors keep running until the stock round after the fifth 3-train."),
            "hard_rust_t4": ("Hard rust", "4-trains leave play at once when the second 6-train is bought."),
            "baja_variant": ("Baja variant", "Adds the Compagnie du Boléo and Santa Rosalía to the map."),
        },
        "market_legend": {
            "e": "Reaching this space ends the game",
            "p": "Par space",
            "y": "Certificates here do not count toward the limit",
        },
    },
}

# -- 1822MX -------------------------------------------------------------------------------
# Facts from ../shared/rules/1822MX.md (sections 1.3-1.6, 3.11-3.12, 3.22-3.24) and the
# rulebook; every sentence is ours.

# The minors the NdeM may replace at setup.
MX_NDEM_CANDIDATES = ("M14", "M15", "M17")

MX_PRIVATES: dict[str, tuple[str, str]] = {
    "P1": ("Baldwin Locomotive Works Contract", "Majors only, from phase 5. The major that takes it receives an ordinary 5-train, not a special train. Taking it is allowed at the train limit; any trains over the limit are discarded straight after."),
    "P2": ("Mexico City Short Line", "Majors only, from phase 2. Turns into the 2P special train, a 2-train that never rusts. Special trains sit outside the train limit, do not count as owning a train, can never be sold, and a company keeps only one. Their income may be paid or kept apart from the other trains' without changing the share price move. Never closes."),
    "P3": ("Imported Goods Train", "Majors and minors, from phase 1. Turns into the 3/2P special train: it runs like a 3-train, and its income, bonuses included, is halved and rounded up to a multiple of $10. Special trains follow the rules given on P2. Never closes."),
    "P4": ("Mexico City Sightseeing Train", "Majors and minors, from phase 1. Turns into the LP special train, an L-train that never rusts. Special trains follow the rules given on P2. Never closes."),
    "P5": ("Pullman Car", "Majors and minors, from phase 3. Turns into a Pullman car, which is not a train: hooked to one of the company's trains for a run (never an E-train; on 18xx.games not an L or LP either), it lets that train count any number of towns besides its cities. Cannot be sold, never rusts, sits outside the train limit; a company keeps one Pullman at most."),
    "P6": ("Pullman Car", "Majors and minors, from phase 3. A second Pullman car, the same as P5."),
    "P7": ("European Imports", "Majors only, from phase 3. A player who holds it may count double cash when the player order is set at the end of a stock round. A major that holds it earns $20 per operating round in phases 3-4, $40 in phases 5-6 and $60 in phase 7. Never closes."),
    "P8": ("Central Meseta Builders", "Majors and minors, from phase 1. Once, instead of one normal build, the company may upgrade one plain-track or town tile to the next colour before that colour is on sale. No colour may be skipped, and a minor cannot go past green. Pays the company $10 per operating round until used, then closes."),
    "P9": ("Narrow Gauge Branch Line", "Majors and minors, from phase 3. Once, in its track step, the company may build extra: one more yellow tile (two for a major) or one more upgrade, which may upgrade a tile laid in the same step. Pays the company $10 per operating round until used, then closes."),
    "P10": ("Compañía Constructora Nacional Mexicana", "Majors and minors, from phase 1. Closes when taken: the company gets three builder cubes from the pool, to place in any of its track steps on top of its normal build."),
    "P11": ("Sierra Madre Builders", "Majors and minors, from phase 1. Closes when taken: the company gets three builder cubes from the pool, to place in any of its track steps on top of its normal build."),
    "P12": ("American Investors – ATSF Sponsorship", "Majors and minors, from phase 1. Once, as one of its builds, the company may lay plain yellow track on an unbuilt hex with a single town, or replace a town tile with plain track of the next colour. Not on hexes with two towns. Pays the company $10 per operating round until used, then closes."),
    "P13": ("American Investors – DRG Sponsorship", "Majors and minors, from phase 1. The same power as P12: once, plain track in place of a single town, as one of the company's builds. Pays the company $10 per operating round until used, then closes."),
    "P14": ("National Mail Service", "Majors only, from phase 3. After its trains run, the company's treasury gets half the base value of the first and last stops of one train's route; E-train, destination and 3/2 adjustments are ignored. One contract per train. On 18xx.games it cannot ride on an L-train."),
    "P15": ("National Mail Service", "Majors only, from phase 3. A second mail contract, the same as P14."),
    "P16": ("Vales de Tierra Promissory Notes", "Majors only, from phase 2. A major that holds it pays the bank $10 every operating round; when it cannot, the private closes and the share price moves one space left. The major may also close it in its turn, with the same price move."),
    "P17": ("Upgraded Docks", "Majors and minors, from phase 2. Once, on top of its normal build and without a route, the company may put the small port tile on a water spike that has no port. The port is then an off-board stop worth 30 in yellow phases and 40 from green on, for every company. Pays the company $10 per operating round until used, then closes."),
    "P18": ("Harbor Improvements", "Majors only, from phase 3. Like P17 with the large port tile, worth 40 in green, 50 in brown and 60 in gray phases. Pays the company $10 per operating round until used, then closes."),
}

# Home cities of the minors as the rulebook's company table names them.
MX_MINOR_HOMES: dict[str, str] = {
    "M1": "Tijuana", "M2": "Ciudad Juárez", "M3": "Hermosillo", "M4": "Cuauhtémoc",
    "M5": "Nuevo Laredo", "M6": "Los Mochis", "M7": "Monterrey", "M8": "La Paz",
    "M9": "Mazatlán", "M10": "San Luis Potosí", "M11": "Guadalajara", "M12": "Guanajuato",
    "M13": "León", "M14": "Mexico City", "M15": "Mexico City", "M16": "Tlaxcala",
    "M17": "Puebla", "M18": "Tlaxcala", "M19": "Veracruz", "M20": "Acapulco",
    "M21": "Oaxaca", "M22": "Villahermosa", "M23": "Mérida", "M24": "Guatemala",
}

MX_WORDS: dict = {
    "events": {
        "close_concessions": ("Concessions removed", "Concessions still held are discarded without compensation; from now on a major floats once half of it is sold."),
        "close_ndem": ("NdeM privatised", "The NdeM operates a last time, its shares are paid out, and its stations are auctioned to the majors."),
        "full_capitalisation": ("Full capitalisation", "A major that floats from now on receives ten times its starting price."),
    },
    "statuses": {
        "can_acquire_minor_bidbox": ("Minors from the bid boxes", "A major connected to a minor's home may take that minor from a bid box for $200."),
        "can_buy_trains": ("Train trading", "Companies may buy trains from each other."),
        "can_convert_concessions": ("Concessions convertible", "A concession may be exchanged for its major's director's certificate, floating the major."),
        "can_par": ("Majors float at 50%", "A major floats once half of its shares are sold."),
        "full_capitalisation": ("Full capitalisation", "A floating major receives ten times its starting price; its last five shares go to the pool."),
        "minor_float_phase1": ("Minors start at $50", "A new minor starts at $50 with $100 in its treasury."),
        "minor_float_phase2": ("Minors start at half the bid", "A new minor starts at the highest starting price ($50-$100) not above half the winning bid; its treasury gets twice that price."),
        "minor_float_phase3on": ("Minors keep the whole bid", "A new minor starts at the highest starting price ($50-$100) not above half the winning bid; its treasury gets the whole bid."),
        "minors_green_upgrade": ("Minors stop at green", "Minors may lay yellow or upgrade to green, never to brown or gray."),
    },
    "game_end": {
        "bank": ("The bank runs out of money", "During an operating round: the game ends after the current set of operating rounds. During a stock round: after the next operating round."),
        "stock_market": ("A share price reaches $600", "The game ends when the operating round under way, or else the next one, is over."),
    },
    "optional_rules": {
        "higher_cert_limit": ("Higher certificate limit", "Certificate limits of 18, 14 and 11 with 3, 4 and 5 players (the prototype's counts)."),
    },
    "market_legend": {
        "e": "Reaching this space ends the game",
        "p": "Starting price of minors only",
        "x": "Starting price of majors and minors (from phase 2)",
        "y": "Certificates here do not count toward the limit",
    },
}

MX_CHOICES = {"close_p16": "Close P16 (the share price drops a space)"}

MX_GAME_END_NOTE = "Nothing sold in the first stock round ends the game at once. The first trigger reached fixes the end."

MX_MAP_NOTES = {
    "two_location_hexes": "Two stations with their own names: a route may stop at each of them once.",
    "port_spikes": "Water spikes: the only hexes where P17 or P18 may put a port tile.",
    "consent_blocked_hexes": "While empty, only the listed holder may build here or let others build; a tile must then cover the printed stub.",
}


def _mx_company_text(company: dict) -> str:
    sym = company["sym"]
    if company["kind"] == "private":
        return MX_PRIVATES[sym][1]
    if company["kind"] == "minor":
        return _mx_minor_text(company)
    corp = company["corporation"]
    text = f"Concession of {corp}. In phases 2 to 4 its holder may exchange it for the {corp} director's certificate, which it pays $100 towards. Discarded without compensation when phase 5 begins."
    if company.get("discount", 0) < 0:
        text += f" Offered together with minor 18 in the first concession box, for at least ${company['value'] - company['discount']}."
    return text


def _mx_minor_text(company: dict) -> str:
    sym = company["sym"]
    text = f"The only certificate of minor {company['minor']}: 50%, counted as two shares. Home station in {MX_MINOR_HOMES[sym]}."
    if sym in MX_NDEM_CANDIDATES:
        text += " If it comes first of minors 14, 15 and 17 in the shuffled pile, the NdeM takes its place."
    return text


# Component counts of the rulebook's component list (inventory section 1.1).
MX_COMPONENTS = {
    "map_boards": 1,
    "charters": {"major": 8, "minor": 24},
    "track_tiles": 221,
    "t_city_markers": 6,
    "cards": {"concession": 7, "major_share": 56, "ndem_share": 3, "minor": 24, "private": 18, "player_order": 5, "train": 45},
    "station_tokens": {"large": 41, "small": 71},
    "cubes": 42,
}

# The NdeM (inventory section 1.6), as values instead of the source's prose note.
MX_NDEM = {
    "corporation": "NDEM",
    "director": False,
    "treasury": False,
    "setup_replaces_first_of": list(MX_NDEM_CANDIDATES),
    "setup_pool_shares": 4,
    "share_added_per_removed_minor": True,
    "counts_for_cert_limit": False,
    "sale_moves_price": False,
    "pool_limit_applies": False,
    "sold_out_rise": False,
    "operates": "last",
    "dividend": "full_payout",
    "discarded_trains": "remove",
    "privatised_by_event": "close_ndem",
}


def _mx_rules(rules: dict) -> None:
    """Turn the source's rule notes into values, with short notes of our own."""
    boxes = rules["bid_boxes"]
    boxes.pop("note")
    boxes["paired_minor"] = "M18"
    boxes["note"] = "C1 and M18 are one bid item, always in the first concession box."
    rules["setup_deal"] = {
        "order": "starting_companies",
        "first_in_stack": [boxes["first_concession"], boxes["first_private"]],
        "last_in_stack": [boxes["paired_minor"]],
        "ndem_replaces_first_of": list(MX_NDEM_CANDIDATES),
    }
    rules["next_sr_player_order_note"] = "Most cash first; a player holding P7 may count double cash."
    cubes = rules["builder_cubes"]
    cubes.pop("note")
    cubes.update({"total_with_bidding_tokens": MX_COMPONENTS["cubes"], "excluded_hexes": ["N23"], "pseudo_tile": "BC"})
    rules["three_halves_train"] = {"train": "3/2P", "runs_as": "3", "revenue_divisor": 2, "round_up_to": 10}
    rules["m22_rule"] = {"hex": "M22", "while_unowned": ["C2", "MC"], "must_connect_to": "N23", "must_join_existing_track": True}
    rules["bank_break_timing"] = {"operating_round": "full_or", "stock_round": "current_or"}
    rules["minor_certificate_price"] = "A minor's one certificate is worth two share prices."
    rules["ndem"] = MX_NDEM
    rules["components"] = MX_COMPONENTS


# Misprints in the shared data's names, corrected here (the company's real name).
MX_NAME_FIXES = {"Chihuahua-Pacfic Railway": "Chihuahua-Pacific Railway"}


def _mx_corporations(corporations: list[dict]) -> None:
    for corp in corporations:
        corp["name"] = MX_NAME_FIXES.get(corp["name"], corp["name"])
        for token in corp.get("extra_tokens", []):
            token["placed"] = "when first connected to its destination"
        if corp.get("national"):
            corp["national_note"] = "No director and no treasury: see rules.ndem."


def _mx_companies(companies: list[dict]) -> None:
    for company in companies:
        if company["kind"] == "private":
            company["printed_name"] = MX_PRIVATES[company["sym"]][0]
        for ability in company["abilities"]:
            if "choices" in ability:
                ability["choices"] = {key: MX_CHOICES[key] for key in ability["choices"]}


def _convert_1822mx(game: dict, hexmap: dict) -> tuple[dict, dict]:
    source = json.dumps([game, hexmap])
    words = dict(MX_WORDS, companies={c["sym"]: _mx_company_text(c) for c in game["companies"]})
    _reword_texts(game, words)
    _mx_companies(game["companies"])
    game["game_end"]["note"] = MX_GAME_END_NOTE
    _mx_rules(game["rules"])
    _mx_corporations(game["corporations"])
    for section, note in MX_MAP_NOTES.items():
        hexmap[section]["note"] = note
    _check_no_source_prose(json.loads(source), [game, hexmap])
    return game, hexmap


# -- 18ESP --------------------------------------------------------------------------------
# Facts from ../shared/rules/18ESP.md (sections 1.4-1.9, 3.3, 4.1) and the rulebook; every
# sentence is ours. The two sides of P6 share a symbol, so their texts are keyed by name.

ESP_PRIVATES: dict[str, str] = {
    "P1": "Once, the owning company saves 30 on laying a yellow mine tile or on closing a mine while upgrading its hex to green; the private then closes.",
    "P2": "Carries the Barcelona-Mataró train, a 2 or 1+2 train that rusts with the 2s. The company that buys it keeps the train (not running in the round it was bought) and the private closes.",
    "P3": "Pays income until phase 5. Then a player's copy closes; a company's copy becomes a permanent 2-train outside the train limit whose first run must reach Aranjuez.",
    "P4": "Once, the owning major may open the Alar del Rey pass for nothing or any other pass for 40 less; the private then closes.",
    "P5": "Holds the tenders. While a player owns it, companies may buy tenders from it for 80 (20 to the owner, 60 to the bank); the company that buys the private takes the last tender.",
    "Ferrocarril de Zafra a Huelva": "Its buyer also receives a 10% certificate of CRB, which cannot be sold before CRB has a par price.",
    "Ferrocarril Vasco-Navarro": "Used when CRB is not in play: its buyer also receives a 10% certificate of a northern major drawn at set-up.",
    "P7": "Its buyer receives the director's certificate of a northern major drawn at set-up and sets its par at once. Closes when that major buys its first train; never sold to a company.",
}
ESP_P6_NAMES = {"Zafra - Huelva": "Ferrocarril de Zafra a Huelva", "Ferrocarril Vasco-Navarro": "Ferrocarril Vasco-Navarro"}

ESP_WORDS: dict = {
    "events": {
        "close_companies": ("Privates close", "Every private still open closes (a company's P3 becomes its permanent 2-train)."),
        "companies_bought_150": ("Privates up to 150%", "A company may pay up to one and a half times a private's face value."),
        "companies_bought_200": ("Privates up to 200%", "A company may pay up to twice a private's face value."),
        "float_60": ("Majors float at 60%", "A major launched from now on floats once 60% is sold and receives ten times its par."),
        "minors_stop_operating": ("Minors frozen", "Minors no longer operate; no new minor may start."),
        "south_majors_available": ("Southern majors open", "The majors of the southern map may now be launched."),
    },
    "statuses": {
        "can_buy_companies": ("Privates for sale to companies", "Companies may buy privates from their owners."),
        "can_buy_trains": ("Train trading", "Companies may buy trains from each other."),
        "higher_par_prices": ("Pars of 95 and 100", "Northern majors may now start at 95 or 100."),
        "lay_second_tile": ("Second tile", "Northern majors may lay a second tile for 20."),
        "mountain_pass": ("Mountain passes", "Majors may open mountain passes."),
    },
    "game_end": {
        "second_eight": ("The second 8-train leaves the bank", "The operating round under way ends the set; one more stock round and three operating rounds follow."),
    },
    "optional_rules": {
        "core": ("Standard set-up", "The recommended companies only; nothing is drawn at random."),
    },
    "market_legend": {"p": "Starting value of majors and minors"},
}

ESP_NOTES = {
    "reserved_share": "Set aside for the owner of a minor this major takes over.",
    "minor_certificate": "One certificate of 100%, bought for twice its value.",
    "shares_random_share": "A 10% certificate of a northern major drawn at set-up.",
    "shares_random_president": "The director's certificate of a northern major drawn at set-up.",
    "tender": "A tender lets one train add one town, mine or harbour beyond its range.",
    "game_end": "The second 8-train bought or exported ends the set of operating rounds under way; a stock round and three last operating rounds follow.",
    "regions": "Rows 1 to 12 are the northern (narrow-gauge) map, the rest the southern one; the passes join them.",
    "passes": "Closed until a major opens one; the opener may then put a station there.",
    "two_location_hexes": "Hexes with two cities: a route may stop at each once.",
    "offboard_groups": "Off-board areas drawn over two hexes count as one place; E and W mark the east and west ends.",
}


def _esp_companies(companies: list[dict]) -> None:
    for company in companies:
        key = ESP_P6_NAMES.get(company["name"], company["sym"])
        company["description"] = ESP_PRIVATES[key]
        if company["sym"] == "P6":
            company["printed_name"] = ESP_P6_NAMES[company["name"]]
        for ability in company["abilities"]:
            ability.pop("desc_detail", None)
            if ability.get("description"):
                ability["description"] = "Tender"
            if "shares_meaning" in ability:
                ability["shares_meaning"] = ESP_NOTES[f"shares_{ability['shares']}"]
            if "choices" in ability:
                ability["choices"] = {"close": "Use P4 and close it"}


def _esp_corporations(corporations: list[dict]) -> None:
    for corp in corporations:
        if "reserved_share" in corp:
            corp["reserved_share"]["for"] = ESP_NOTES["reserved_share"]
        if "certificate_price_note" in corp:
            corp["certificate_price_note"] = ESP_NOTES["minor_certificate"]


def _esp_texts(game: dict) -> None:
    for key, (title, text) in ESP_WORDS["events"].items():
        game["events"][key] = {"title": title, "description": text}
    for key, (title, text) in ESP_WORDS["statuses"].items():
        game["statuses"][key] = {"title": title, "description": text}
    for check in game["game_end"]["checks"]:
        check["reason_text"], check["timing_text"] = ESP_WORDS["game_end"][check["reason"]]
    game["game_end"]["note"] = ESP_NOTES["game_end"]
    for rule in game["optional_rules"]:
        rule["short_name"], rule["desc"] = ESP_WORDS["optional_rules"][rule["sym"]]
    for letter, meaning in ESP_WORDS["market_legend"].items():
        game["stock_market"]["legend"][letter]["meaning"] = meaning


def _esp_map(hexmap: dict) -> None:
    hexmap["regions"]["rule"] = ESP_NOTES["regions"]
    hexmap["mountain_pass_note"] = ESP_NOTES["passes"]
    hexmap["two_location_hexes"]["note"] = ESP_NOTES["two_location_hexes"]
    hexmap["offboard_groups_note"] = ESP_NOTES["offboard_groups"]


def _convert_18esp(game: dict, hexmap: dict) -> tuple[dict, dict]:
    source = json.dumps([game, hexmap])
    _esp_texts(game)
    _esp_companies(game["companies"])
    _esp_corporations(game["corporations"])
    _drop_notes(game["rules"])  # the values stay; their sentences are reference prose
    _esp_map(hexmap)
    _check_no_source_prose(json.loads(source), [game, hexmap])
    return game, hexmap


# -- 18MW ---------------------------------------------------------------------------------
# No machine-readable source exists: the shared files are reconstructed from the rulebook
# (../shared/rules/18MW.md). The values stay as they are, with their "reconstructed" marks;
# every sentence is replaced with ours, and prose-only rule entries become short notes.

MW_PRIVATES = {
    "H&StJ": "No special power. Pays $20 per operating round in phases 1 to 3, $10 in phase 4.",
    "StL&A": "Its company may put one extra station in any open on-map city circle, with no route to it, at the normal station cost. Not the company's station action for the round; using it closes the private.",
    "SLFLC": "No income of its own: its holder gets $10 from the bank at the end of each operating round for every route, of any company, that stops in St. Louis, until the first 6-train (also after the private closes).",
    "L&M": "Once all privates are sold, its holder may trade it for one ordinary share of any company, from the offering, a treasury or the pool; the private then closes. Never sold to a company.",
    "RI": "Its holder receives half of every river cost any company pays.",
    "CFHC": "Chicago counts double on every route of the company that owns it, until the first 6-train (also after the private closes).",
    "M&O": "Comes with a 10% share of the GM&O. As president of a company buying trains, its holder may trade it for one train from the bank, free; the private then closes. Never sold to a company.",
}

MW_WORDS: dict = {
    "events": {
        "close_companies": ("Privates close", "Every private company closes; Chicago's doubling and St. Louis's freight payments go on until the first 6-train."),
        "remove_special_markers": ("Chicago and St. Louis markers removed", "Chicago's doubling and St. Louis's freight payments end."),
    },
    "statuses": {
        "can_buy_companies": ("Privates for sale to companies", "A company may buy a private from a player for half to twice its face value (never L&M or M&O)."),
        "can_buy_companies_from_other_players": ("Private trades", "Players may trade privates among themselves at any price (not in the initial stock round)."),
        "towns_convertible": ("Towns become cities or track", "As its upgrade, a company may replace a town tile by the city or plain tile with the same track."),
        "mergers_allowed": ("Mergers", "A corporation with no train and no cash for one may merge with another of the same president into a System."),
    },
    "game_end": {
        "bank": ("The bank runs out of money", "The set of operating rounds under way is played out; after a stock round, the next set."),
    },
    "market_legend": {
        "p": "Starting price (White zone)",
        "d": "Blue zone: a payout moves the price right only when the run reaches the price (two columns at three times it)",
        "y": "Yellow zone: certificates do not count toward the limit",
        "o": "Green zone: as Yellow, and a player may hold more than 60%",
        "b": "Brown zone: as Green, and one purchase may take any number of pool shares",
        "c": "The company closes",
    },
}

MW_NOTES = {
    "game": [
        "Reconstructed: the stock-market grid, the contents of the special tiles M, K.C., St.L. and the Chicago tiles, and the charter colours are proposals; the rulebook text gives none of them.",
        "Everything else (players, bank, cash, limits, privates, companies and homes, systems, trains, phases, tokens, bonuses, market zones) is from the rulebook; unclear readings follow the rules inventory's Q-items.",
    ],
    "map": [
        "Reconstructed: the rulebook has no map. Grid, cities, towns, costs, rivers, impassable hexes and off-map areas are a proposal, to be replaced by the printed map.",
        "Only the hexes the game data names (homes, connection bonuses, special cities) tie the rules to this map.",
    ],
}

# Rule entries that are sentences only, restated as our short notes (inventory R-numbers).
MW_RULE_TEXT = {
    "initial_stock_round": "Privates auctioned side by side first (R-066 to R-075); shares on sale once every private is sold; no sales in that round.",
    "share_price_protection": "After a turn with sales, other presidents may buy back what was sold at the seller's price (R-052 to R-059).",
    "redemption": "A president may spend a stock turn having an operated company buy its own pool shares (R-060 to R-065).",
    "dividend_movement": "Payout: one column right (Blue zone: see its legend); withheld or nothing: one column left (R-023 to R-034).",
    "operating_order": "Highest price first; equal prices: rightmost cell, then top of the stack (Q-28).",
    "fire_sale": "A company short of train money sells its treasury shares, then may sell stations, before its president pays (R-162 to R-169).",
    "route_stops": "Cities, towns and off-map areas are all stops; none may be skipped (Q-39).",
    "off_map_tokens": "Station circles off the map: San Francisco, Southwest and New Orleans only (Q-9).",
}

MW_VALUE_TEXT = {
    ("token_cost", "distance"): "hex_distance",
    ("token_cost", "system_base"): "cheaper_original_base",
    ("river_cost", "charged"): "per_new_river_side",
}


def _mw_rules(rules: dict) -> None:
    for key, text in MW_RULE_TEXT.items():
        rules[key] = text
    for (section, key), value in MW_VALUE_TEXT.items():
        rules[section][key] = value
    rules["token_cost"]["free"] = ["home", "connection_doubled_token"]
    rules["lay_needs_route"] = False  # permissive laying
    for system_key in ("mergers", "receivership", "company_purchase_price", "token_purchase", "token_cost", "town_conversions"):
        rules[system_key].pop("note", None)
    for bonus in rules["connection_bonuses"]:
        bonus.pop("note", None)
    for key in [k for k in rules if k.endswith("_note")]:
        del rules[key]


def _mw_systems(systems: list[dict]) -> None:
    for system in systems:
        system["tokens"] = "sum_of_merged"


# Names, not sentences: the rulebook's own title line and subtitle.
MW_NAMED_FIELDS = ("source", "subtitle")


def _mw_without_names(docs: list[dict]) -> list[dict]:
    return [{k: v for k, v in doc.items() if k not in MW_NAMED_FIELDS} for doc in docs]


def _convert_18mw(game: dict, hexmap: dict) -> tuple[dict, dict]:
    source = json.dumps(_mw_without_names([game, hexmap]))
    words = dict(MW_WORDS, companies=MW_PRIVATES)
    _reword_texts(game, words)
    game["notes"] = MW_NOTES["game"]
    game["game_end"]["note"] = "Only the bank's break ends the game; a bankrupt player leaves it and play goes on (Q-items in docs/titles/18MW.md)."
    game["stock_market"]["note"] = "Reconstructed grid: each row is the row above one column to the right."
    _mw_rules(game["rules"])
    _mw_systems(game["systems"])
    hexmap["notes"] = MW_NOTES["map"]
    hexmap["hex_distance"]["meaning"] = "hex steps between two hexes, whatever lies between"
    _check_no_source_prose(json.loads(source), _mw_without_names([game, hexmap]))
    return game, hexmap


NAME_KEYS = {"name", "location_name", "printed_name", "designer"}


def _prose(node: object, key: str = "") -> set[str]:
    """Sentences in a document: long strings with spaces, except names."""
    if isinstance(node, dict):
        return set().union(*(_prose(v, k) for k, v in node.items()))
    if isinstance(node, list):
        return set().union(*(_prose(v, key) for v in node))
    if isinstance(node, str) and " " in node and len(node) > 30 and key not in NAME_KEYS:
        return {node}
    return set()


def _check_no_source_prose(source: object, converted: object) -> None:
    # A safety net: every reference sentence of the source must have been replaced.
    leaked = _prose(source) & _prose(converted)
    if leaked:
        raise SystemExit(f"source wording left in the output: {sorted(leaked)[:3]}")


def _reword_texts(game: dict, words: dict) -> None:
    """Replace the player-facing texts every title has with our wording."""
    for company in game.get("companies", []):
        company["description"] = words["companies"][company["sym"]]
    for key, (title, text) in words["events"].items():
        game["events"][key] = {"title": title, "description": text}
    for key, (title, text) in words["statuses"].items():
        game["statuses"][key] = {"title": title, "description": text}
    for check in game["game_end"]["checks"]:
        reason, timing = words["game_end"][check["reason"]]
        check["reason_text"], check["timing_text"] = reason, timing
    for rule in game.get("optional_rules", []):
        rule["short_name"], rule["desc"] = words["optional_rules"][rule["sym"]]
    for letter, meaning in words["market_legend"].items():
        game["stock_market"]["legend"][letter]["meaning"] = meaning


def _reword_game(game: dict, words: dict) -> dict:
    _reword_texts(game, words)
    game["game_end"].pop("note", None)
    # Notes are reference prose: keep the values, drop the sentences.
    _drop_notes(game["rules"])
    for corp in game.get("corporations", []) + game.get("minors", []):
        for ability in corp.get("abilities", []):
            ability.pop("description", None)
    return game


def _drop_notes(node: object) -> None:
    if isinstance(node, dict):
        for key in [k for k, v in node.items() if isinstance(v, str) and len(v) > 60]:
            del node[key]
        for value in node.values():
            _drop_notes(value)
    elif isinstance(node, list):
        for value in node:
            _drop_notes(value)


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _convert_18mex(game: dict, hexmap: dict) -> tuple[dict, dict]:
    return _reword_game(game, WORDING["18MEX"]), hexmap


CONVERTERS = {
    "18MEX": _convert_18mex,
    "1822MX": _convert_1822mx,
    "18ESP": _convert_18esp,
    "18MW": _convert_18mw,
}


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _merged_tiles(shared: dict, out_file: Path) -> dict:
    """Our tiles.json plus the shared tiles it lacks; entries we have stay as they are."""
    if not out_file.exists():
        return shared
    ours = _read(out_file)
    for key, tile in shared["tiles"].items():
        ours["tiles"].setdefault(key, tile)
    return ours


def main(shared_data: Path, out: Path) -> None:
    _write(out / "tiles.json", _merged_tiles(_read(shared_data / "tiles.json"), out / "tiles.json"))
    for title, convert in CONVERTERS.items():
        game, hexmap = convert(_read(shared_data / title / "game.json"), _read(shared_data / title / "map.json"))
        _write(out / "titles" / title / "game.json", game)
        _write(out / "titles" / title / "map.json", hexmap)


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    main(Path(sys.argv[1] if len(sys.argv) > 1 else root.parent / "shared" / "data"), root / "resources")
