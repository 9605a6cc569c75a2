"""Convert the shared title data into gamedesk's resources/ folder.

The shared data carries reference texts copied from another project; every text
a player sees is replaced here with our own wording (see WORDING below).
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


def _reword_game(game: dict, words: dict) -> dict:
    for company in game.get("companies", []):
        company["description"] = words["companies"][company["sym"]]
    for key, (title, text) in words["events"].items():
        game["events"][key] = {"title": title, "description": text}
    for key, (title, text) in words["statuses"].items():
        game["statuses"][key] = {"title": title, "description": text}
    for check in game["game_end"]["checks"]:
        reason, timing = words["game_end"][check["reason"]]
        check["reason_text"], check["timing_text"] = reason, timing
    game["game_end"].pop("note", None)
    for rule in game.get("optional_rules", []):
        rule["short_name"], rule["desc"] = words["optional_rules"][rule["sym"]]
    for letter, meaning in words["market_legend"].items():
        game["stock_market"]["legend"][letter]["meaning"] = meaning
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


def main(shared_data: Path, out: Path) -> None:
    _write(out / "tiles.json", json.loads((shared_data / "tiles.json").read_text()))
    for title, words in WORDING.items():
        game = json.loads((shared_data / title / "game.json").read_text())
        _write(out / "titles" / title / "game.json", _reword_game(game, words))
        _write(out / "titles" / title / "map.json", json.loads((shared_data / title / "map.json").read_text()))


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    main(Path(sys.argv[1] if len(sys.argv) > 1 else root.parent / "shared" / "data"), root / "resources")
