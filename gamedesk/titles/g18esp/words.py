"""Words for the decisions only 18ESP has, as the window's buttons show them
(the registry's TitleWords hooks, titles/registry.py): tenders, the side of
P2's train, passes, combined trains, takeovers, debts, an OO home's city."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g18esp import combined, loans, passes, takeovers, tenders
from gamedesk.titles.g18esp.takeovers import AGREE


def _pass_words(game, a: Action) -> Msg:
    hex_ = a["hex"]
    special = a.get("special")
    price = passes.cost(game, hex_, special == "P4")
    if special:
        return msg(QT_TRANSLATE_NOOP("game", "{company}: open {place} with {private} (then "
                                     "{private} closes) · {price}"), company=a.entity,
                   place=game.place_name(hex_), private=special, price=game.money(price))
    return msg(QT_TRANSLATE_NOOP("game", "{company}: open {place} · {price}"), company=a.entity,
               place=game.place_name(hex_), price=game.money(price))


def _train_words(game, train_id: str) -> Msg | str:
    train = game.depot.by_id.get(train_id)
    if train is None:
        return train_id
    return msg(QT_TRANSLATE_NOOP("game", "{train}-train ({id})"), train=train.name, id=train_id)


def _combine_words(game, a: Action) -> Msg:
    kind = a["recycled"].rpartition("-")[0]
    entry = next((t for t in game.data.game["trains"] if t["name"] == kind), {"price": 0})
    price = combined.RECYCLE_FACTOR * entry["price"]  # twice its face value
    return msg(QT_TRANSLATE_NOOP("game", "{company}: combine its {train} with a recycled "
                                 "{recycled} · {price}"), company=a.entity,
               train=_train_words(game, a["train"]), recycled=a["variant"],
               price=game.money(price))


def _station_words(game, major, node, on_map: bool) -> Msg:
    """What becomes of the minor's station in a takeover (R-137)."""
    if not on_map:
        return msg(QT_TRANSLATE_NOOP("game", "{company}'s station stays on its charter"),
                   company=major.sym)
    if node:
        return msg(QT_TRANSLATE_NOOP("game", "its station in {place} becomes {company}'s"),
                   place=game.place_name(node[0]), company=major.sym)
    return msg(QT_TRANSLATE_NOOP("game", "its station becomes {company}'s"), company=major.sym)


def _take_over_words(game, a: Action) -> Msg:
    major, minor = game.corporation(a.entity), game.corporation(a["corporation"])
    price = takeovers.price(game, major, minor)
    node = takeovers.station_of(game, minor)
    station = _station_words(game, major, node, a["token"] == takeovers.MAP)
    asked = takeovers.needs_consent(game, major, minor)
    said = {"company": major.sym, "minor": minor.sym, "price": game.money(price),
            "station": station}
    if asked:
        return msg(QT_TRANSLATE_NOOP("game", "{company}: take over {minor} for {price}; "
                                     "{station} (if {player} agrees)"),
                   player=game.name_of(asked), **said)
    return msg(QT_TRANSLATE_NOOP("game", "{company}: take over {minor} for {price}; {station}"),
               **said)


def _answer_words(game, a: Action) -> Msg:
    offer = getattr(game.round.turn, "takeover_offer", None) if game.round_kind() == "operating" \
        else None
    what = (msg(QT_TRANSLATE_NOOP("game", "{company}'s takeover of {minor}"),
                company=offer.entity, minor=offer["corporation"]) if offer
            else msg(QT_TRANSLATE_NOOP("game", "the takeover")))
    if a["choice"] == AGREE:
        return msg(QT_TRANSLATE_NOOP("game", "{player}: Agree to {takeover}"),
                   player=game.name_of(a.entity), takeover=what)
    return msg(QT_TRANSLATE_NOOP("game", "{player}: Refuse {takeover}"),
               player=game.name_of(a.entity), takeover=what)


def _repay_words(game, a: Action) -> Msg:
    amount = a.get("amount") or loans.debt(game, a.entity)
    return msg(QT_TRANSLATE_NOOP("game", "{player}: repay {amount} of the debt"),
               player=game.name_of(a.entity), amount=game.money(amount))


def _home_words(game, a: Action) -> Msg:
    hex_ = game.corporation(a.entity).home[0]
    return msg(QT_TRANSLATE_NOOP("game", "{company}: home station in {place}, city {city}"),
               company=a.entity, place=game.place_name(hex_), city=int(a["city"]) + 1)


WORDS = {
    "buy_tender": lambda g, a: msg(QT_TRANSLATE_NOOP("game", "{company}: buy a tender · {price}"),
                                   company=a.entity, price=g.money(tenders.PRICE)),
    "attach_tender": lambda g, a: msg(QT_TRANSLATE_NOOP("game", "{company}: put the tender on "
                                                        "the {train}"),
                                      company=a.entity, train=_train_words(g, a["train"])),
    "choose_side": lambda g, a: msg(QT_TRANSLATE_NOOP("game", "{company}: take the "
                                                      "Barcelona-Mataró train as a {train}"),
                                    company=a.entity, train=a["variant"]),
    "open_pass": _pass_words,
    "combine_trains": _combine_words,
    "take_over": _take_over_words,
    "answer_takeover": _answer_words,
    "repay_loan": _repay_words,
    "choose_home": _home_words,
    "choose_station_city": lambda g, a: msg(QT_TRANSLATE_NOOP(
        "game", "{company}: station in {place}, city {city}"),
        company=a.entity, place=g.place_name(a["hex"]), city=int(a["city"]) + 1),
    "destination_connection": lambda g, a: msg(QT_TRANSLATE_NOOP(
        "game", "{company}: its destination is reached"), company=a.entity),
}


def describe(game, a: Action) -> Msg | None:
    """A button's words (a template: the window tells it in the language chosen),
    or None where the common words fit."""
    handler = WORDS.get(a.type)
    return handler(game, a) if handler else None
