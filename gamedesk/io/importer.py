"""Replaying an 18xx.games log with our engine (formats/18xx-games-log.md §7).

Each effective action of the log is translated into ours and processed,
followed by its stored `auto_actions`. The 18xx.games engine and ours may
draw step boundaries differently: when the log's next action belongs to an
entity that is not the one we wait for, and ours waits on an optional step,
we pass that step for it; a logged `pass` that has nothing left to close is
dropped. Both are counted, so a replay can be audited.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gamedesk.engine.actions import Action
from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.io.xxlog import XXLog
from gamedesk.titles import new_game, registry

# Site bookkeeping that changes nothing here (a title may add its own: title_ignored).
NO_EFFECT = frozenset({"program_buy_shares", "program_share_pass", "program_disable", "log",
                       "message"})
OPTIONAL_STEPS = ("track", "token", "buy_train", "buy_company")


class ImportError_(Exception):
    """An action of the log that our engine refuses; names the action."""


@dataclass
class ImportStats:
    auto_passes: int = 0
    dropped_passes: int = 0
    notes: list[str] = field(default_factory=list)


def new_game_for_log(log: XXLog) -> Game:
    options = log.optional_rules
    module = _translator_module(log.title)
    read_options = getattr(module, "options_for_log", None)  # 18ESP: the site's draw
    if read_options is not None:
        options = read_options(log.moves, log.optional_rules)
    return new_game(log.title, log.players, profile="18xx.games", options=options, seed=log.seed)


class LogReplayer:
    """Feeds a log's effective actions to a game, one at a time. With `restore`
    False, a refused action leaves the game half-changed (Game.process): for
    a caller that drops the game at the first refusal."""

    def __init__(self, log: XXLog, game: Game | None = None, *, restore: bool = True) -> None:
        self.log = log
        self.restore = restore
        self.game = game or new_game_for_log(log)
        adapt = getattr(self.game, "adapt_to_log", None)  # the site as it was then
        if adapt is not None and game is None:
            adapt(log)
        self.stats = ImportStats()
        self.translated: list[list[dict]] = []  # our actions, per log action
        self.last_entity: str | None = None
        self.ignored = NO_EFFECT | title_ignored(self.game.title)

    def apply(self, entry: dict) -> None:
        ours: list[dict] = self._apply_one(entry)
        for raw in entry.get("auto_actions", []):
            if raw["type"] == "pass" and self._stepless_auto_pass(raw):
                self.stats.dropped_passes += 1
                continue
            ours.extend(self._apply_one(raw))
        self.translated.append(ours)

    def _stepless_auto_pass(self, raw: dict) -> bool:
        """A pass the site made for a step our engine settles by itself."""
        check = getattr(self.game, "site_auto_pass_without_step", None)
        return check is not None and check(str(raw["entity"]))

    def _site_only_step(self, action: Action) -> bool:
        """An action for a step the site has and ours skipped (e.g. an empty run)."""
        check = getattr(self.game, "site_step_without_ours", None)
        return check is not None and check(action)

    def _apply_one(self, raw: dict) -> list[dict]:
        if raw["type"] in self.ignored:
            return []
        action = translate(self.game, raw)
        if action is None:
            return []
        if self._site_only_step(action):
            self.stats.dropped_passes += 1
            return []
        done = self._sync(action)
        if action.type == "pass" and action.entity not in self.game.active_entities():
            self.stats.dropped_passes += 1
            return done
        self.game.process(action, restore=self.restore)
        self.last_entity = action.entity
        return [*done, action.to_dict()]

    def _leftover_pass(self, action: Action) -> bool:
        """A pass by the entity that acted last, whose turn ours has already ended
        (e.g. after a train bought with the president's help, R-131)."""
        entity = action.entity
        return entity == self.last_entity and entity not in self.game.active_entities()

    def _sync(self, action: Action) -> list[dict]:
        """Pass optional steps our engine offers but 18xx.games skipped."""
        done = []
        if action.type == "pass" and _closed(self.game, action.entity):
            return done  # e.g. the NdeM's leftover passes once privatised: nothing to reach
        if action.type == "pass" and self._leftover_pass(action):
            return done  # a step the site still had open for it: never the next company's
        for _ in range(8):
            game = self.game
            if game.finished:
                break
            site_passed = _site_step_passed(game, action)
            if action.entity in game.active_entities() and not site_passed:
                break
            turn = getattr(game.round, "turn", None)
            if game.interrupts or turn is None or not (turn.step in OPTIONAL_STEPS or site_passed):
                break
            if game.must_buy_train(turn) and turn.step == "buy_train":
                break
            auto = Action("pass", turn.op.sym)
            game.process(auto, restore=self.restore)
            self.stats.auto_passes += 1
            done.append(auto.to_dict())
        return done


def _site_step_passed(game: Game, action: Action) -> bool:
    """The site had already closed the step we wait on for this entity (a title's
    hook, e.g. 18MEX's track step kept open for a KCM&O that was not bought)."""
    check = getattr(game, "site_closed_step_before", None)
    return check is not None and check(action)


def _closed(game: Game, entity: str) -> bool:
    corp = game.corporations.get(entity)
    return corp is not None and (corp.closed or corp.removed)


def translate(game: Game, raw: dict) -> Action | None:
    """Our action for one 18xx.games action (None for bookkeeping entries): the
    title's own translator first (its registry entry's importer), then the shared."""
    kind = raw["type"]
    entity = str(raw["entity"])
    own = _title_translators(game.title).get(kind)
    shared = SHARED.get(kind)
    if own is None and shared is None:
        raise IllegalAction(f"18xx.games action {kind!r} is not used by {game.title}", "import")
    return (own or shared)(game, raw, entity)


def _title_translators(title: str) -> dict:
    found = _TRANSLATORS.get(title)  # asked at every action of a log
    if found is None:
        module = _translator_module(title)
        found = _TRANSLATORS[title] = getattr(module, "TRANSLATORS", {}) if module else {}
    return found


_TRANSLATORS: dict[str, dict] = {}


def title_ignored(title: str) -> frozenset[str]:
    """The title's site bookkeeping entries, which change nothing here."""
    module = _translator_module(title)
    return frozenset(getattr(module, "IGNORED", ())) if module is not None else frozenset()


def _translator_module(title: str):
    found = registry.entry(title)
    return found.translator() if found is not None else None


def _bid(game: Game, raw: dict, entity: str) -> Action:
    return Action("bid", entity, {"company": raw.get("company"), "price": raw["price"]})


def _par(game: Game, raw: dict, entity: str) -> Action:
    price = int(raw["share_price"].split(",")[0])
    return Action("par", entity, {"corporation": raw["corporation"], "price": price})


def _shares(game: Game, raw: dict, entity: str) -> Action:
    kind = raw["type"]
    seller = entity if kind == "sell_shares" else None
    fields = {"shares": _matching_shares(game, raw["shares"], seller)}
    if raw.get("percent") is not None and kind == "sell_shares":
        fields["percent"] = raw["percent"]
    if raw.get("swap"):
        fields["swap"] = raw["swap"]
    return Action(kind, entity, fields)


def _lay_tile(game: Game, raw: dict, entity: str) -> Action:
    # The site checks some lays only in live play, never when loading a log.
    fields = {"hex": raw["hex"], "tile": raw["tile"], "rotation": raw["rotation"],
              "from_site": True}
    if raw.get("entity_type") == "company":  # a private's power, used by its owner
        fields["special"] = entity
        entity = game.company(entity).owner
    if raw.get("combo_entities"):
        fields["combo"] = list(raw["combo_entities"])
    return Action("lay_tile", entity, fields)


def _place_token(game: Game, raw: dict, entity: str) -> Action:
    hex_, index = game.board.city_from_log_id(raw["city"])
    # The logged slot is only where the site drew the token: it takes the first free one.
    return Action("place_token", entity, {"hex": hex_, "city": index})


def _run_routes(game: Game, raw: dict, entity: str) -> Action:
    routes = _owned_trains(game, entity, [_route(r) for r in raw.get("routes", [])])
    return Action("run_routes", entity, {"routes": routes})


def _buy_train(game: Game, raw: dict, entity: str) -> Action:
    fields = {"train": _bought_train(game, raw), "price": raw["price"]}
    for key in ("variant", "exchange"):
        if raw.get(key):
            fields[key] = raw[key]
    return Action("buy_train", entity, fields)


def _copy(*keys: str):
    """A translator that keeps the named fields as they are."""
    def translate_one(game: Game, raw: dict, entity: str) -> Action:
        return Action(raw["type"], entity, {k: raw[k] for k in keys})

    return translate_one


def _merge(game: Game, raw: dict, entity: str) -> Action:
    return Action("merge", entity, {"corporation": raw.get("corporation")})


# The 18xx.games actions every title reads alike.
SHARED = {
    "bid": _bid,
    "par": _par,
    "buy_shares": _shares,
    "sell_shares": _shares,
    "lay_tile": _lay_tile,
    "place_token": _place_token,
    "run_routes": _run_routes,
    "dividend": _copy("kind"),
    "buy_train": _buy_train,
    "discard_train": _copy("train"),
    "buy_company": _copy("company", "price"),
    "merge": _merge,
    "pass": _copy(),
    "bankrupt": _copy(),
    "end_game": _copy(),
}


def _matching_shares(game: Game, ids: list[str], seller: str | None) -> list[str]:
    """Certificates are interchangeable within a size: the site may name a different
    one of the seller's (or the market's) certificates than ours after a presidency swap."""
    out: list[str] = []
    for share_id in ids:
        share = game.share_by_id(share_id)
        owners = [seller] if seller is not None else [POOL, IPO]
        if share.owner in owners and share_id not in out:
            out.append(share_id)
            continue
        corp = game.corporations[share.corp]
        twins = [
            s for owner in owners for s in corp.shares
            if s.owner == owner and s.percent == share.percent and s.president == share.president
            and not s.reserved and s.id not in out and s.id not in ids
        ]
        out.append(twins[0].id if twins else share_id)
    return out


def _bought_train(game: Game, raw: dict) -> str:
    """1822MX logs can name a bank train that has already left the bank (the id the
    site's client showed); the purchase is of the next copy of that type."""
    train = game.depot.by_id.get(raw["train"])
    if train is None or raw.get("exchange") or train.owner in ("@depot", "@pool"):
        return raw["train"]
    if train.owner == str(raw["entity"]):
        return raw["train"]
    kind = raw["train"].rpartition("-")[0]
    spare = next((t for t in game.depot.ipo_trains() if t.id.rpartition("-")[0] == kind), None)
    if spare is None or raw.get("price") not in _bank_prices(game, spare):
        return raw["train"]  # bought from the company that owns it
    return spare.id


def _bank_prices(game: Game, train) -> set[int]:
    prices = getattr(game, "bank_prices", None)  # 1822MX: a price per side of the card
    return prices(train) if prices else {train.price}


def _owned_trains(game: Game, entity: str, routes: list[dict]) -> list[dict]:
    """Train copies are interchangeable: a route naming a copy the company does not
    own (the site handed the NdeM other copies) runs the company's own of that name."""
    op = game.corporations.get(entity) if hasattr(game, "corporations") else None
    if op is None:
        return routes
    owned = {t.id: t for t in op.trains}
    named = {r.get("train") for r in routes}
    for r in routes:
        if r.get("train") in owned:
            continue
        wanted = game.depot.by_id.get(r.get("train"))
        twin = next((t for t in op.trains if wanted is not None and t.name == wanted.name
                     and t.id not in named), None)
        if twin is not None:
            named.add(twin.id)
            r["train"] = twin.id
    return routes


def _route(route: dict) -> dict:
    keep = ("train", "connections", "nodes", "hexes", "revenue")
    return {k: route[k] for k in keep if k in route}
