"""18ESP's 18xx.games logs: the set-up the site drew, read back from the log,
and its own actions translated into ours (io/importer.py does the shared ones
and dispatches here first).

The site draws the companies of a game without the `core` option at random
(4.1.1) with its own random numbers, which ours cannot repeat; the log names
the companies that were played, and the first `par` is that of P7's major
(R-019: it comes as the auction ends). A group of which the log names fewer
companies than play (minors that nobody started, say) is filled with the
standard set-up's companies first.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.data import load_title
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp import setup as esp_setup

# Site entries our engine does by itself (none so far).
IGNORED: frozenset[str] = frozenset()

# kind -> ((field, expected kind, required), ...), checked when the log is read
LOG_FIELDS = {
    "special_buy": (("description", "str", True),),
    "choose": (("choice", "choice", True),),
    "combined_trains": (("base", "str", True), ("additional_train", "str", True),
                        ("additional_train_variant", "str", True)),
}


def _special_buy(game, raw: dict, entity: str) -> Action:
    """The site's special purchases: a tender from P5's owner (R-034)."""
    if not str(raw["description"]).startswith("Tender"):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "unknown special purchase {what}"),
                            "import", what=repr(raw["description"]))
    return Action("buy_tender", entity)


def _choose(game, raw: dict, entity: str) -> Action:
    """The side of P2's train (R-028), or the tender's train, which the site names
    by its place among the company's trains (R-037)."""
    if game.p2_side_for == entity:
        return Action("choose_side", entity, {"variant": str(raw["choice"])})
    if raw["choice"] in game.board.closed_gates:
        return Action("open_pass", entity, {"hex": raw["choice"]})
    trains = game.operator(entity).trains
    index = int(raw["choice"])
    if not 0 <= index < len(trains):
        raise IllegalAction(QT_TRANSLATE_NOOP("game", "{company} has no train number {index}"),
                            "import", company=entity, index=index)
    return Action("attach_tender", entity, {"train": trains[index].id})


def _payoff_debt(game, raw: dict, entity: str) -> Action:
    return Action("repay_loan", entity)


def _combined_trains(game, raw: dict, entity: str) -> Action:
    """R-169: the company's train joined to a recycled one, on the side named."""
    return Action("combine_trains", entity, {
        "train": raw["base"], "recycled": raw["additional_train"],
        "variant": raw["additional_train_variant"]})


def _destination(game, raw: dict, entity: str) -> Action | None:
    """The site's check of a destination reached by others' track, as a turn
    begins (R-178, 4.7.23); after a lay of its own it only confirms the goal
    our lay has already paid."""
    corp = game.corporations.get(entity)
    if corp is not None and "destination" in (getattr(corp, "goals", None) or ()):
        return None
    return Action("destination_connection", entity)


TRANSLATORS = {"destination_connection": _destination,
               "special_buy": _special_buy, "choose": _choose,
               "combined_trains": _combined_trains,
               "payoff_player_debt": _payoff_debt}


def _named(entry: dict) -> set[str]:
    """Company symbols an action names: its entity, corporation and certificates."""
    out = {str(entry.get("entity"))} if entry.get("entity_type") == "corporation" else set()
    for key in ("corporation", "minor"):
        if entry.get(key):
            out.add(str(entry[key]))
    for share in entry.get("shares") or ():
        out.add(str(share).rpartition("_")[0])
    for auto in entry.get("auto_actions") or ():
        out |= _named(auto)
    return out


def draw_from_log(moves: list[dict], optional_rules: list[str] | tuple = ()) -> esp_setup.Draw:
    """The set-up the site drew for the game these moves come from."""
    data = load_title("18ESP").game
    named: set[str] = set()
    for entry in moves:
        named |= _named(entry)
    if esp_setup.CORE in optional_rules:
        removed = set(esp_setup.standard_removed(data))
    else:
        counts = data["rules"]["setup"]["random_removal"]
        core = {c["sym"] for c in data["corporations"] if c["in_core_game"]}
        removed = set()
        for group, members in esp_setup.groups(data).items():
            keep = len(members) - counts[group]
            # the named first, then the standard set-up's, in data order
            ranked = sorted(members, key=lambda s: (s not in named, s not in core))
            removed.update(ranked[keep:])
    p7 = next(str(e["corporation"]) for e in moves if e["type"] == "par")
    p6 = None
    if "CRB" in removed:
        north = [s for s in esp_setup.groups(data)["north_majors"] if s not in removed]
        p6 = north[0]  # not in the log until its share is sold: a guess
    return esp_setup.Draw(frozenset(removed), p7, p6)


def options_for_log(moves: list[dict], optional_rules: list[str] | tuple = ()) -> frozenset[str]:
    """The options a game replaying this log is made with: the site's, and its draw."""
    return frozenset(optional_rules) | {draw_from_log(moves, optional_rules).option()}
