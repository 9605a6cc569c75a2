"""Words for the decisions only 18ESP has, as the window's buttons show them
(the registry's TitleWords hooks, titles/registry.py): tenders, the side of
P2's train, passes, combined trains, takeovers, debts, an OO home's city."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.titles.g18esp import combined, loans, passes, takeovers, tenders
from gamedesk.titles.g18esp.takeovers import AGREE


def _pass_words(game, a: Action) -> str:
    hex_ = a["hex"]
    special = a.get("special")
    price = passes.cost(game, hex_, special == "P4")
    power = " with P4 (then P4 closes)" if special else ""
    return f"{a.entity}: open the {game.place_name(hex_)} pass{power} · {game.money(price)}"


def _train_words(game, train_id: str) -> str:
    train = game.depot.by_id.get(train_id)
    return f"{train.name}-train ({train_id})" if train is not None else train_id


def _combine_words(game, a: Action) -> str:
    kind = a["recycled"].rpartition("-")[0]
    entry = next((t for t in game.data.game["trains"] if t["name"] == kind), {"price": 0})
    price = combined.RECYCLE_FACTOR * entry["price"]  # twice its face value
    return (f"{a.entity}: combine its {_train_words(game, a['train'])} with a recycled "
            f"{a['variant']} · {game.money(price)}")


def _take_over_words(game, a: Action) -> str:
    major, minor = game.corporation(a.entity), game.corporation(a["corporation"])
    price = takeovers.price(game, major, minor)
    node = takeovers.station_of(game, minor)
    where = f" in {game.place_name(node[0])}" if node else ""
    station = (f"its station{where} becomes {major.sym}'s" if a["token"] == takeovers.MAP
               else f"{major.sym}'s station stays on its charter")
    asked = takeovers.needs_consent(game, major, minor)
    ask = f" (if {game.name_of(asked)} agrees)" if asked else ""
    return f"{major.sym}: take over {minor.sym} for {game.money(price)}; {station}{ask}"


def _answer_words(game, a: Action) -> str:
    offer = getattr(game.round.turn, "takeover_offer", None) if game.round_kind() == "operating" \
        else None
    what = f"{offer.entity}'s takeover of {offer['corporation']}" if offer else "the takeover"
    verb = "Agree to" if a["choice"] == AGREE else "Refuse"
    return f"{game.name_of(a.entity)}: {verb} {what}"


def _repay_words(game, a: Action) -> str:
    amount = a.get("amount") or loans.debt(game, a.entity)
    return f"{game.name_of(a.entity)}: repay {game.money(amount)} of the debt"


def _home_words(game, a: Action) -> str:
    hex_ = game.corporation(a.entity).home[0]
    return f"{a.entity}: home station in {game.place_name(hex_)}, city {int(a['city']) + 1}"


WORDS = {
    "buy_tender": lambda g, a: f"{a.entity}: buy a tender · {g.money(tenders.PRICE)}",
    "attach_tender": lambda g, a: (f"{a.entity}: put the tender on the "
                                   f"{_train_words(g, a['train'])}"),
    "choose_side": lambda g, a: f"{a.entity}: take the Barcelona-Mataró train as a {a['variant']}",
    "open_pass": _pass_words,
    "combine_trains": _combine_words,
    "take_over": _take_over_words,
    "answer_takeover": _answer_words,
    "repay_loan": _repay_words,
    "choose_home": _home_words,
    "destination_connection": lambda g, a: f"{a.entity}: its destination is reached",
}


def describe(game, a: Action) -> str | None:
    """A button's words, or None where the common words fit."""
    handler = WORDS.get(a.type)
    return handler(game, a) if handler else None
