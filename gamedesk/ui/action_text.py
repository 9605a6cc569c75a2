"""Words for the actions the panel offers, in the language installed (ui/i18n.py)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles import registry
from gamedesk.titles.registry import TitleWords
from gamedesk.ui.i18n import game_text, game_translate, refusal_text, translate

SECTION_TITLES = {
    "bid": QT_TRANSLATE_NOOP("ActionText", "Private companies for sale"),
    "buy_company": QT_TRANSLATE_NOOP("ActionText", "Buy a private company"),
    "sell_company": QT_TRANSLATE_NOOP("ActionText", "Sell a private company"),
    "par": QT_TRANSLATE_NOOP("ActionText", "Start a corporation (par)"),
    "buy_shares": QT_TRANSLATE_NOOP("ActionText", "Buy shares"),
    "sell_shares": QT_TRANSLATE_NOOP("ActionText", "Sell shares"),
    "lay_tile": QT_TRANSLATE_NOOP("ActionText", "Lay track"),
    "place_token": QT_TRANSLATE_NOOP("ActionText", "Place a station"),
    "run_routes": QT_TRANSLATE_NOOP("ActionText", "Run trains"),
    "dividend": QT_TRANSLATE_NOOP("ActionText", "Revenue"),
    "buy_train": QT_TRANSLATE_NOOP("ActionText", "Buy a train"),
    "discard_train": QT_TRANSLATE_NOOP("ActionText", "Discard a train (over the limit)"),
    "merge": QT_TRANSLATE_NOOP("ActionText", "Merger"),
    "assign": QT_TRANSLATE_NOOP("ActionText", "Choose a station"),
    "bankrupt": QT_TRANSLATE_NOOP("ActionText", "Bankruptcy"),
    "pass": QT_TRANSLATE_NOOP("ActionText", "Done"),
}
# Headings for action types of a title whose entry names none (18MW's); they do
# not change the order of the sections (ORDER).
OTHER_SECTIONS = {
    "buy_token": QT_TRANSLATE_NOOP("ActionText", "Buy another company's station"),
    "bid_share": QT_TRANSLATE_NOOP("ActionText", "Bid for a treasury share"),
    "special_token": QT_TRANSLATE_NOOP("ActionText", "A private company's station"),
    "exchange_private": QT_TRANSLATE_NOOP("ActionText", "Trade in a private company"),
    "withdraw_bid": QT_TRANSLATE_NOOP("ActionText", "Take back a bid"),
    "protect_shares": QT_TRANSLATE_NOOP("ActionText", "Protect the share price"),
    "redeem_shares": QT_TRANSLATE_NOOP("ActionText", "Redeem shares"),
}
# A title's own names for its sections, where the common ones would mislead, come
# from its registry entry (TitleWords.sections).
# Deals between players come after the shares: they are rarer and need both sides.
ORDER = (
    *(k for k in SECTION_TITLES if k not in ("buy_company", "sell_company")),
    "buy_company", "sell_company", "acquire_company", "choose", "auction_token", "repay_loan",
)
# The order matters only within what one entity may do now; "pass" stays last.
ORDER = (*(k for k in ORDER if k != "pass"), "pass")


def suggested_price(game: Game, a: Action, low: int, high: int) -> int:
    """Where a price box starts: the face value of a private or a train (the
    usual price of a deal), else the engine's offered price or the lowest allowed
    (a bid's minimum)."""
    face = None
    if a.type in ("buy_company", "sell_company") and a.get("company") in game.companies:
        face = game.companies[a["company"]].value
    elif a.type == "buy_train":
        train = game.depot.by_id.get(a.get("train"))
        face = train.price if train is not None else None
    if face is None:  # the engine's own offer where it names one (18MW's station offer)
        offered = a.get("price")
        return offered if isinstance(offered, int) and low <= offered <= high else low
    return min(max(face, low), high)


def title_words(game: Game) -> TitleWords:
    """The window's words for the game's title (its registry entry)."""
    entry = registry.entry(game.title)
    return entry.words if entry is not None else TitleWords()


def section_title(game: Game, kind: str) -> str:
    own = title_words(game).sections
    if own.get(kind):
        return game_translate(own[kind])  # the title's own words (its registry entry)
    if kind in SECTION_TITLES:
        return translate("ActionText", SECTION_TITLES[kind])
    if kind in OTHER_SECTIONS:
        return translate("ActionText", OTHER_SECTIONS[kind])
    return kind.replace("_", " ").capitalize()


def who(game: Game, ident: str) -> str:
    """A player's name, or a company as the title's players call it."""
    if game.is_player(ident):
        return game.name_of(ident)
    named = title_words(game).hook("company_name")
    return game_text(named(game, ident)) if named is not None else game.name_of(ident)


def bids_words(game: Game, sym: str) -> str:
    """The bids standing on an unsold private: "bids: Ann $55, Ben $60" ("" if none)."""
    ranked = sorted(game.private_bids().get(sym, {}).items(), key=lambda kv: -kv[1])
    words = ", ".join(f"{game.name_of(p)} {game.money(v)}" for p, v in ranked)
    return translate("ActionText", "bids: {bids}").format(bids=words) if words else ""


def holder_name(game: Game, owner: str) -> str:
    if owner == IPO:
        return translate("ActionText", "the IPO")
    if owner == POOL:
        return translate("ActionText", "the market")
    return who(game, owner)


# What passing means at each step of a turn (game.current_step()); a title's own
# steps have their words in its registry entry (TitleWords.passes).
PASS_WORDS = {
    "track": QT_TRANSLATE_NOOP("ActionText", "Done laying track"),
    "token": QT_TRANSLATE_NOOP("ActionText", "No station"),
    "routes": QT_TRANSLATE_NOOP("ActionText", "Run no trains"),
    "buy_train": QT_TRANSLATE_NOOP("ActionText", "Buy no more trains"),
    "buy_company": QT_TRANSLATE_NOOP("ActionText", "Buy no private company"),
    "discard_trains": QT_TRANSLATE_NOOP("ActionText", "Keep the trains"),
}


def pass_text(game: Game, a: Action) -> str:
    """The Pass button's words, by the step the game is at."""
    step = game.current_step()
    own = title_words(game)
    hook = own.hook("pass_button")
    words = hook(game, a) if hook is not None else None
    if not words and step in PASS_WORDS and step not in own.passes:
        words = translate("ActionText", PASS_WORDS[step])
    if words is None and step in own.passes:
        words = game_translate(own.passes[step])
    words = game_text(words) if words else translate("ActionText", "Pass")
    return f"{words} ({who(game, a.entity)})"


def missing_pass_text(game: Game, actions: list[Action]) -> str | None:
    """Why no pass/done button is offered, in the engine's words with its rule
    ("No Done button: FCM has no train and must buy one (R-210)"); None when
    one is offered or nobody acts."""
    entities = game.active_entities()
    if game.finished or not actions or not entities or any(a.type == "pass" for a in actions):
        return None
    refusal = game.why_illegal(Action("pass", entities[0]))
    if refusal is None:
        return None
    rule = f" ({refusal.rule})" if refusal.rule.startswith(("R-", "G-")) else ""
    return translate("ActionText", "No Done button: {reason}").format(
        reason=refusal_text(refusal) + rule
    )


def notes_text(game: Game) -> str:
    """The steps a rule ended or skipped since the last decision, one a line."""
    rule = translate("ActionText", "Rule: {note}")
    return "\n".join(rule.format(note=note) for note in game.step_notes(game_translate))


def fixed_price_text(game: Game, a: Action, price: int) -> str:
    """A bid whose price is fixed is a purchase: "Buy MNR for $0"."""
    c = game.companies[a["company"]]
    return translate("ActionText", "Buy {company} – {name} for {price}").format(
        company=c.sym, name=c.name, price=game.money(price)
    )


def own_words(game: Game, a: Action) -> str | None:
    """The title's own words for action `a` (its describe hook gives a Msg, told in
    the language chosen), or None where the common words fit."""
    hook = title_words(game).hook("describe")
    own = hook(game, a) if hook is not None else None
    if own is None:
        own = game.action_words(a)
    return None if own is None else game_text(own)


def describe(game: Game, a: Action) -> str:
    """A button's words for one legal action."""
    own = own_words(game, a)
    if own is not None:
        return own
    t = a.type
    if t == "pass":
        return pass_text(game, a)
    if t == "bid":
        c = game.companies[a["company"]]
        return translate("ActionText", "{company} – {name} (face {price})").format(
            company=c.sym, name=c.name, price=game.money(c.value)
        )
    if t == "buy_shares":
        shares = [game.share_by_id(s) for s in a["shares"]]
        corp = game.corporations[shares[0].corp]
        pct = sum(s.percent for s in shares)
        source = holder_name(game, shares[0].owner)
        price = game.share_price(corp) if corp.sym in game.market.position else corp.par
        if shares[0].president:
            said = translate(
                "ActionText",
                "Buy {percent}% of {company} from {source} (president's certificate) · "
                "price {price}",
            )
        else:
            said = translate(
                "ActionText", "Buy {percent}% of {company} from {source} · price {price}"
            )
        return said.format(
            percent=pct, company=corp.sym, source=source, price=game.money(price or 0)
        )
    if t == "sell_shares":
        shares = [game.share_by_id(s) for s in a["shares"]]
        corp = game.corporations[shares[0].corp]
        pct = a.get("percent") or sum(s.percent for s in shares)  # part of a certificate
        said = translate("ActionText", "{seller}: sell {percent}% of {company} · price {price}")
        return said.format(
            seller=who(game, a.entity), percent=pct, company=corp.sym,
            price=game.money(game.share_price(corp)),
        )
    if t == "buy_company":
        c = game.companies[a["company"]]
        return translate("ActionText", "{buyer}: buy {company} from {seller}").format(
            buyer=who(game, a.entity), company=c.sym, seller=who(game, c.owner or "?")
        )
    if t == "sell_company":
        return translate("ActionText", "Sell {company} to {buyer}").format(
            company=a["company"], buyer=who(game, a["buyer"])
        )
    if t == "place_token":
        return station_text(game, a)
    if t == "dividend":
        revenue = game.run_revenue()
        amount = f" {game.money(revenue)}" if revenue is not None else ""
        words = {
            "payout": translate("ActionText", "Pay out{amount} to shareholders"),
            "withhold": translate("ActionText", "Withhold{amount} in the treasury"),
        }
        said = words.get(a["kind"], a["kind"].replace("_", " ").capitalize())
        return said.format(amount=amount)
    if t == "buy_train":
        train = next((x for x in game.depot.trains if x.id == a["train"]), None)
        owner = train.owner if train else "?"
        owner = {
            "@depot": translate("ActionText", "the depot"),
            "@pool": translate("ActionText", "the bank pool"),
        }.get(owner, owner)
        return translate("ActionText", "Train {train} from {seller}").format(
            train=train.name if train else a["train"], seller=owner
        )
    if t == "discard_train":
        return translate("ActionText", "Discard train {train}").format(train=a["train"])
    if t == "merge":
        return translate("ActionText", "{company}: merge with {other}").format(
            company=who(game, a.entity), other=who(game, a["corporation"])
        )
    if t == "bankrupt":
        return translate("ActionText", "{player}: declare bankruptcy").format(player=a.entity)
    if t in OTHER_SECTIONS:  # what it is, and what it is about
        about = next((str(a[f]) for f in ("company", "corporation", "share") if f in a.args),
                     game.place_name(a["hex"]) if "hex" in a.args else "")
        what = translate("ActionText", OTHER_SECTIONS[t])
        return f"{what}: {about} ({who(game, a.entity)})" if about else \
            f"{what} ({who(game, a.entity)})"
    return f"{t.replace('_', ' ')} ({a.entity})"


def station_text(game: Game, a: Action) -> str:
    """ "Station in Torreón (I10) · $40"; which city, where a hex has several."""
    hex_, city = a["hex"], a.get("city", 0)
    cities = len(game.board.cities(hex_)) if hex_ in game.board.grid else 1
    which = translate("ActionText", ", city {number} of {count}") if cities > 1 else ""
    which = which.format(number=int(city) + 1, count=cities)
    price = game.station_price(a.entity)
    return translate("ActionText", "Station in {place}{which} · {price}").format(
        place=game.place_name(hex_), which=which, price=game.money(price)
    )


def route_lines(game: Game, a: Action) -> list[str]:
    """One line per train of a run_routes template, and the total."""
    lines, total = [], 0
    for r in a["routes"]:
        stops = " – ".join(game.stop_name(s) for s in r.get("stops", []))
        revenue = int(r.get("revenue", 0))
        total += revenue
        line = translate("ActionText", "train {train}: {stops} = {revenue}")
        stops = stops or translate("ActionText", "no route")
        lines.append(line.format(train=r.get("train"), stops=stops, revenue=game.money(revenue)))
    if not lines:
        lines.append(translate("ActionText", "no train has a route"))
    lines.append(translate("ActionText", "total {amount}").format(amount=game.money(total)))
    return lines
