"""Track, stations, routes, dividends: the generic operating rules of a Game."""

from __future__ import annotations

from collections.abc import Iterator

from gamedesk.engine.actions import Action, act
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.board.upgrades import Keep
from gamedesk.engine.entities import IPO, POOL, Corporation, Minor, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Items, msg
from gamedesk.engine.routing.job import RouteJob


class OperatingRules:
    """Mixed into Game. Titles override single methods."""

    # How much the suggested routes of `legal_actions` may be searched for. The
    # default is work, not time, so every machine suggests the same routes (and
    # a seeded bot plays the same game); a window adds a time limit for a person.
    route_search_budget_s: float | None = None
    route_search_work: int | None = 250_000  # a few seconds at worst; real games need far less

    # ----------------------------------------------------------------- privates

    def pay_private_revenue(self) -> None:
        for company in self.companies.values():
            if company.closed or company.owner is None or company.revenue <= 0:
                continue
            self.pay(self.bank, self.holder(company.owner), company.revenue)
            self.add_log(
                QT_TRANSLATE_NOOP("game", "{company} pays {amount} to {owner}"),
                company=company.sym, amount=self.money(company.revenue),
                owner=self.name_of(company.owner),
                )

    # ----------------------------------------------------------------- stations

    def place_home_token(self, op: Operator) -> None:
        hex_, index = op.home
        self.board.release_reservation(op.sym)
        self.board.place_token(op.sym, hex_, index)
        op.tokens_placed += 1
        op.home_placed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} places its home station in {hex}"),
                     company=op.sym, hex=hex_)

    def next_token_price(self, op: Operator) -> int:
        return (
            op.token_prices[op.tokens_placed - op.extra_token_count]
            if isinstance(op, Corporation)
            else op.token_prices[op.tokens_placed]
        )

    def may_place_token(self, op: Operator) -> bool:
        if op.tokens_left() <= 0:
            return False
        if op.cash < self.next_token_price(op):
            return False
        return bool(self.board.token_options(op.sym))

    def token_actions(self, op: Operator) -> list[Action]:
        if op.tokens_left() <= 0 or op.cash < self.next_token_price(op):
            return []
        return [
            act("place_token", op.sym, hex=h, city=i) for h, i in self.board.token_options(op.sym)
        ]

    def place_token(self, op: Operator, action: Action) -> None:
        if isinstance(op, Minor):
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "minors place no stations but their home"),
                "R-090",
            )
        if op.tokens_left() <= 0:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no station tokens left"),
                "R-100", company=op.sym,
            )
        hex_, index = self.resolve_city(action)
        price = self.next_token_price(op)
        if op.cash < price:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the station costs {amount}"),
                "R-104", amount=self.money(price),
            )
        self.board.check_token(op.sym, hex_, index)
        self.board.place_token(op.sym, hex_, index, action.get("slot"))
        op.tokens_placed += 1
        if price:
            self.pay(op, self.bank, price)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} places a station in {hex} for {price}"),
                     company=op.sym, hex=hex_, price=self.money(price))

    def resolve_city(self, action: Action) -> tuple[str, int]:
        city = action["city"]
        if isinstance(city, str):
            return self.board.city_from_log_id(city)
        return action["hex"], int(city)

    # ----------------------------------------------------------------- track

    def tile_lay_slots(self, turn) -> list[dict]:
        rules = self.data.game["rules"]["tile_lays"]
        return rules["minor"] if turn.is_minor else rules["major"]

    def next_lay_slot(self, turn) -> dict | None:
        slots = self.tile_lay_slots(turn)
        if len(turn.lays) >= len(slots):
            return None
        slot = slots[len(turn.lays)]
        if slot["lay"] == "not_if_upgraded" and "upgrade" in turn.lays:
            return None
        return slot

    def may_lay_track(self, turn) -> bool:
        return self.next_lay_slot(turn) is not None

    def late_lay_refusal(self, turn, action: Action) -> IllegalAction:
        """Why a tile cannot be laid after the track step (titles name their
        special tiles' own rule)."""
        return IllegalAction(
            QT_TRANSLATE_NOOP("game", "tiles are laid before stations, routes and trains"),
            "R-092",
        )

    def lay_actions(self, turn) -> list[Action]:
        return list(self.iter_lay_actions(turn))

    def iter_lay_actions(self, turn, keep: Keep | None = None, budget: int | None = None,
                         slot: dict | None = None) -> Iterator[Action]:
        """The lays one at a time (whether there is any stops at the first);
        `keep(hex, tile)`: a title's own limits, asked before the board's checks;
        `budget`: the most a lay may cost (the treasury unless a title's discount
        adds to it, which `keep` then checks lay by lay); `slot`: a lay of the
        title's own outside the tile actions (else the next tile action)."""
        budget = turn.op.cash if budget is None else budget
        slot = slot or self.next_lay_slot(turn)
        if slot is None:
            return
        for option in self.board.iter_lay_options(
            turn.op.sym,
            colors=self.lay_colors(turn),
            new_lay=bool(slot["lay"]),
            upgrade=bool(slot["upgrade"]),
            keep=keep,
        ):
            if option.cost <= budget:
                # Made directly, not through act(): the fields are the board's own, and
                # `process` checks them again (a thousand lays a listing in 18MW).
                for rot in option.rotations:
                    yield Action("lay_tile", turn.op.sym,
                                 {"hex": option.hex, "tile": option.tile, "rotation": rot})

    def lay_colors(self, turn) -> tuple[str, ...]:
        return ("yellow",) if turn.is_minor else self.colors()

    def lay_tile(self, turn, action: Action) -> None:
        slot = self.next_lay_slot(turn)
        if slot is None:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "{company} has no tile lay left this turn"),
                "R-140", company=turn.op.sym,
            )
        tile_name, tile_id = self.tile_name_and_id(action["tile"])
        cost = self.board.check_lay(
            turn.op.sym,
            action["hex"],
            tile_name,
            int(action["rotation"]),
            colors=self.lay_colors(turn),
            new_lay=bool(slot["lay"]),
            upgrade=bool(slot["upgrade"]),
        )
        if cost > turn.op.cash:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "the lay costs {amount}"),
                "R-155", amount=self.money(cost),
            )
        upgrade = self.board.tile_of(action["hex"]).color not in ("white",)
        self.board.lay_tile(action["hex"], tile_name, int(action["rotation"]), tile_id=tile_id)
        if cost:
            self.pay(turn.op, self.bank, cost)
        turn.lays.append("upgrade" if upgrade else "lay")
        if cost:
            self.add_log(
                QT_TRANSLATE_NOOP("game", "{company} lays tile {tile} in {hex} for {price}"),
                company=turn.op.sym, tile=tile_name, hex=action["hex"], price=self.money(cost))
        else:
            self.add_log(QT_TRANSLATE_NOOP("game", "{company} lays tile {tile} in {hex}"),
                         company=turn.op.sym, tile=tile_name, hex=action["hex"])
        if not self.may_lay_track(turn):
            turn.next_step()

    def tile_name_and_id(self, tile: str) -> tuple[str, str | None]:
        """Accept a tile name ("57") or a copy id ("57-1")."""
        name, sep, copy = tile.rpartition("-")
        if sep and copy.isdigit() and name:
            return name, tile
        return tile, None

    # ----------------------------------------------------------------- routes

    def runnable_trains(self, op: Operator) -> list:
        return list(op.trains)

    def counted_trains(self, op: Operator) -> list:
        """The trains that keep a company from having to buy one (a title's
        special trains may not count): none, and it must buy a train."""
        return list(op.trains)

    def route_actions(self, turn) -> list[Action]:
        result = self.best_routes_now(turn.op)
        trains = self.runnable_trains(turn.op)
        out = [
            {**r.to_dict(), "train": trains[i].id}
            for i, r in enumerate(result.routes)
            if r is not None
        ]
        return [act("run_routes", turn.op.sym, routes=out)]

    def best_routes_now(self, op: Operator, *, exact: bool = False):
        """The route finder's answer for `op` in this position (cached: it is the
        costly part of listing legal actions). `.optimal` says whether it is proven.
        `exact`: no limit at all, for a rule that depends on the answer."""
        key = self._route_key(op, exact)
        cached = getattr(self, "_suggested_routes", None)
        if cached is None or cached[0] != key:
            result = self._route_job(op, key, exact).run(time_budget_s=key[2])
            cached = self._suggested_routes = (key, result)
        return cached[1]

    def _route_key(self, op: Operator, exact: bool) -> tuple:
        budget = None if exact else self.route_search_budget_s
        work = None if exact else self.route_search_work
        return (len(self.actions), op.sym, budget, work)

    def _route_job(self, op: Operator, key: tuple, exact: bool, copy: bool = False) -> RouteJob:
        trains = self.runnable_trains(op)
        return RouteJob(
            key=key,
            board=self.board.copy() if copy else self.board,
            company=op.sym,
            trains=tuple(t.spec for t in trains),
            colors=tuple(self.colors()),
            train_ids=tuple(t.id for t in trains),
            work_budget=key[3],
            bonuses=self.route_bonuses(op),
        )

    def route_bonuses(self, op: Operator) -> Extras:
        """What the company's runs carry besides its trains (1822MX: destination, mail)."""
        return NO_EXTRAS

    def pending_route_job(self) -> RouteJob | None:
        """The search that listing the legal actions would run now, packed to run
        on another thread (then `accept_route_result`); None when there is none
        to run: not a routes step, or the answer is known already."""
        turn = getattr(self.round, "turn", None)
        if turn is None or self.current_step() != "routes" or self.finished:
            return None
        key = self._route_key(turn.op, exact=False)
        cached = getattr(self, "_suggested_routes", None)
        if cached is not None and cached[0] == key:
            return None
        return self._route_job(turn.op, key, exact=False, copy=True)

    def accept_route_result(self, job: RouteJob, result) -> bool:
        """Take a job's answer as the suggestion, if the game is still where the
        job was made (False, and nothing kept, otherwise)."""
        turn = getattr(self.round, "turn", None)
        if turn is None or turn.op.sym != job.company:
            return False
        if self._route_key(turn.op, exact=False) != job.key:
            return False
        self._suggested_routes = (job.key, result)
        return True

    def run_routes(self, turn, action: Action) -> tuple[list, int]:
        op = turn.op
        trains = {t.id: t for t in self.runnable_trains(op)}
        routes, used = [], set()
        for spec in action["routes"]:
            train = trains.get(spec.get("train"))
            if train is None:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "{company} has no train {train!r}"),
                    "R-163", company=op.sym, train=spec.get('train'),
                )
            if train.id in used:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP("game", "train {id} runs twice"),
                    "R-163", id=train.id,
                )
            used.add(train.id)
            if "connections" in spec:
                route = self.board.route_from_log(op.sym, train.spec, spec, self.colors())
            else:
                route = self.board.route_from_stops(
                    op.sym, train.spec, spec["stops"], self.colors(), spec.get("paths")
                )
            if "revenue" in spec and spec["revenue"] != route.revenue:
                raise IllegalAction(
                    QT_TRANSLATE_NOOP(
                        "game",
                        "train {id}: the route is worth {revenue}, not {claimed}",
                    ),
                    "R-173", id=train.id, revenue=route.revenue, claimed=spec['revenue'],
                )
            routes.append(route)
        self.board.check_routes(op.sym, routes)
        self.check_route_choice(turn, routes)
        revenue = sum(r.revenue for r in routes)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} runs for {amount}"),
                     company=op.sym, amount=self.money(revenue))
        return routes, revenue

    def check_route_choice(self, turn, routes: list) -> None:
        """Titles may require the best routes (minors, R-088)."""

    # ----------------------------------------------------------------- dividends

    def payout(self, corp: Corporation, revenue: int) -> None:
        paid = []
        for player in self.players:
            pct = corp.percent_of(player.id)
            if pct:
                amount = -(-revenue * pct // 100)  # odd 5% rounded up
                self.pay(self.bank, player, amount)
                paid.append(msg(QT_TRANSLATE_NOOP("game", "{who} {amount}"), who=player.name,
                                amount=self.money(amount)))
        pool = corp.percent_of(POOL)
        if pool:
            self.pay(self.bank, corp, -(-revenue * pool // 100))
        corp.operated = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} pays {amount}: {recipients}"),
                     company=corp.sym, amount=self.money(revenue), recipients=Items(paid))
        if revenue > 0:
            self.market.right(corp.sym)
        self.after_price_change(corp)

    def withhold(self, corp: Corporation, revenue: int) -> None:
        corp.operated = True
        if revenue:
            self.pay(self.bank, corp, revenue)
            self.add_log(QT_TRANSLATE_NOOP("game", "{company} withholds {amount}"),
                         company=corp.sym, amount=self.money(revenue))
        self.market.left(corp.sym)
        self.after_price_change(corp)

    def pay_minor(self, minor: Minor, revenue: int) -> None:
        minor.operated = True
        owner_part = -(-revenue // 2)  # the owner gets the larger half
        self.pay(self.bank, self.player(minor.owner), owner_part)
        self.pay(self.bank, minor, revenue - owner_part)

    def after_price_change(self, corp: Corporation) -> None:
        if self.market.has_type(corp.sym, "endgame") and not self.end_pending:
            self.end_pending = "stock_market"


__all__ = ["IPO", "OperatingRules"]
