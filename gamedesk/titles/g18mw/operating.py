"""18MW's operating rules where they part from the engine's: the home station
at float (R-104), station costs by hex distance (R-129, R-130), private
revenue by phase (R-082), dividends with treasury shares and the Blue zone
(R-023, R-024, R-030 … R-034, R-142), and the Closed zone (R-028)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL, REMOVED, Corporation, Operator
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, a_train
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL
from gamedesk.titles.g18mw import connection_tokens, run_rules, track_rules
from gamedesk.titles.g18mw.refusals import MwRefusal, cited
from gamedesk.titles.g18mw.rule_ids import SHARED_OPERATING_IDS

HSTJ = "H&StJ"
RI = "RI"  # receives half of every river cost
SLFLC, ST_LOUIS = "SLFLC", "M17"  # $10 a route through St. Louis
CFHC, CHICAGO = "CFHC", "H22"  # Chicago double for the company owning it
MO = "M&O"  # traded in for a free train from the bank
STLA = "StL&A"  # one extra station anywhere, for its company
RUN_IDS = frozenset({"R-163", "R-173"})  # the engine's run checks outside the board


@contextmanager
def board_numbers() -> Iterator[None]:
    """The board's refusals inside: it has cited them by 18MW's numbers already
    (run rules' `rule_numbers`), so the round must not renumber them again."""
    try:
        yield
    except MwRefusal:
        raise
    except IllegalAction as refused:
        raise cited(refused, refused.rule) from None


def hex_distance(grid, a: str, b: str) -> int:
    """Hex steps between two hexes, whatever lies between (R-130; map hex_distance)."""
    one, two = grid.info(a), grid.info(b)
    dx, dy = abs(one.x - two.x), abs(one.y - two.y)
    return dy + max(0, (dx - dy) // 2)


def dividend_for(revenue: int, percent: int) -> int:
    """A holding's dividend: each 10% (a pair of System 5%s) a tenth of the run,
    a single 5% left over half of that, rounded up (R-142, R-143)."""
    tenth = revenue // 10
    return percent // 10 * tenth + (-(-tenth // 2) if percent % 10 else 0)


class MwOperating:
    """Mixed into G18MW before the engine's Game."""

    # ----------------------------------------------------------------- float, home

    def float_corporation(self, corp: Corporation) -> None:
        super().float_corporation(corp)
        if corp.home and not corp.home_placed:
            self.place_home_token(corp)  # at once

    # ----------------------------------------------------------------- track

    def colors(self) -> tuple[str, ...]:
        """Phase colours for revenue: the off-map column of the phase (phase 4
        reads the second column, before brown tiles: data `revenue_color`)."""
        extra = self.revenue_colors.get(self.phase.name)
        return (*self.phase.tiles, extra) if extra else self.phase.tiles

    @property
    def revenue_colors(self) -> dict[str, str]:
        return {p["name"]: p["revenue_color"] for p in self.data.game["phases"]
                if p.get("revenue_color")}

    def lay_colors(self, turn) -> tuple[str, ...]:
        return self.phase.tiles  # tiles: green from phase 3, brown 5, gray 8

    def river_cost(self, hex_: str, tile: str, rotation: int) -> int:
        """$40 a Mississippi side, $20 another river's side, for each river side
        that new track reaches; old track is not charged again (R-114, Q-36)."""
        borders = self.water_sides().get(hex_, {})
        if not borders:
            return 0
        old = self.board.orientation(hex_).exits
        new = self.board.catalogue.defs[tile].oriented(rotation).exits
        return sum(cost for edge, cost in borders.items() if edge in new and edge not in old)

    def water_sides(self) -> dict[str, dict[int, int]]:
        return track_rules.water_sides(self.data)  # kept with the data, not copied with a game

    def lay_actions(self, turn) -> list[Action]:
        lays = [*super().lay_actions(turn), *self.conversion_actions(turn)]
        # only lays by an unstarted home or on a river can be refused here
        watched = track_rules.guarded_hexes(self) | self.water_sides().keys()
        guard = track_rules.HomeGuard(self)  # one for the whole listing
        costs = cache(lambda: self.listed_lay_costs(turn))  # asked once a river needs them
        return [a for a in lays
                if a["hex"] not in watched or self.lay_refusal(turn, a, guard, costs) is None]

    def listed_lay_costs(self, turn) -> dict[tuple[str, str], int]:
        """What the board asks for each (hex, tile) it lists for the company's next
        lay (kept by the board: no check runs again)."""
        slot = self.next_lay_slot(turn)
        if slot is None:
            return {}
        options = self.board.lay_options(
            turn.op.sym, colors=self.lay_colors(turn), new_lay=bool(slot["lay"]),
            upgrade=bool(slot["upgrade"]))
        return {(o.hex, o.tile): o.cost for o in options}

    def lay_refusal(
        self, turn, action: Action, guard: track_rules.HomeGuard | None = None,
        listed: Callable[[], dict[tuple[str, str], int]] | None = None,
    ) -> IllegalAction | None:
        """A lay that shuts in an unstarted home (R-124), or that the company
        cannot pay with its river crossings (R-115). For a listing: `guard` is
        the position's R-124 check, made once, and `listed` gives the board's
        cost of each lay listed (else the cost is asked of the board here)."""
        tile, _ = self.tile_name_and_id(action["tile"])
        if tile not in self.board.catalogue.defs:
            return None
        rotation = int(action["rotation"])
        guard = guard or track_rules.HomeGuard(self)
        shut = guard.shut_in(action["hex"], tile, rotation)
        if shut is not None:
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the lay would leave {company}'s home with no way out"), "R-124",
                company=shut)
        river = self.river_cost(action["hex"], tile, rotation)
        if not river:
            return None
        slot = self.next_lay_slot(turn) or {"lay": True, "upgrade": True}
        cost = listed().get((action["hex"], tile)) if listed else None
        if self.is_conversion(turn, action["hex"], tile):
            cost = 0
        elif cost is None:
            cost = self.board.check_lay(
                turn.op.sym, action["hex"], tile, rotation,
                colors=self.lay_colors(turn), new_lay=bool(slot["lay"]),
                upgrade=bool(slot["upgrade"]))
        if cost + river > turn.op.cash:
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the lay and its river crossing cost {amount}"), "R-115",
                amount=self.money(cost + river))
        return None

    # -- town conversions

    def is_conversion(self, turn, hex_: str, tile: str) -> bool:
        """Whether laying `tile` in `hex_` turns its town tile into a city or
        plain tile (R-122), rather than an ordinary lay."""
        now = self.board.tile_def(hex_)  # a laid tile's name, or a printed hex's
        return not now.preprinted and tile in track_rules.conversions(self.data).get(now.name, ())

    def conversion_refusal(self, turn, hex_: str, tile: str, rotation: int) -> IllegalAction | None:
        if not self.phases.has(track_rules.CONVERTIBLE):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "towns become cities or track from the first 6-train"), "R-122")
        slot = self.next_lay_slot(turn)
        if slot is None or not slot["upgrade"]:
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "a town conversion is the company's upgrade"), "R-122")
        if self.board.available(tile) <= 0:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "no tile {tile} is left in the supply"),
                             "R-122", tile=tile)
        if not track_rules.same_track(self.board, hex_, tile, rotation):
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "tile {tile} must keep the town tile's track"), "R-122", tile=tile)
        return None

    def conversion_actions(self, turn) -> list[Action]:
        if not self.phases.has(track_rules.CONVERTIBLE):
            return []
        table = track_rules.conversions(self.data)
        out = []
        for hex_ in self.board.hexes():
            placed = self.board.tile_of(hex_)
            for tile in () if placed.preprinted else table.get(placed.tile, ()):
                for rotation in range(6):
                    if self.conversion_refusal(turn, hex_, tile, rotation) is None:
                        out.append(act("lay_tile", turn.op.sym, hex=hex_, tile=tile,
                                       rotation=rotation))
        return out

    def convert_town(self, turn, action: Action) -> None:
        tile, tile_id = self.tile_name_and_id(action["tile"])
        refusal = self.conversion_refusal(turn, action["hex"], tile, int(action["rotation"]))
        if refusal is not None:
            raise refusal
        self.board.lay_tile(action["hex"], tile, int(action["rotation"]), tile_id=tile_id)
        turn.lays.append("upgrade")
        self.add_log(QT_TRANSLATE_NOOP(
            "game", "{company} turns the town in {hex} into tile {tile}"),
                     company=turn.op.sym, hex=action["hex"], tile=tile)
        if not self.may_lay_track(turn):
            turn.next_step()

    def lay_tile(self, turn, action: Action) -> None:
        tile, _ = self.tile_name_and_id(action["tile"])
        refusal = self.lay_refusal(turn, action)
        if refusal is not None:
            raise refusal
        if self.is_conversion(turn, action["hex"], tile):
            self.convert_town(turn, action)
            return
        river = self.river_cost(action["hex"], tile, int(action["rotation"])) \
            if tile in self.board.catalogue.defs else 0
        slot = self.next_lay_slot(turn)
        if slot is not None:
            with board_numbers():  # the board's checks, cited by 18MW's numbers once
                self.board.check_lay(
                    turn.op.sym, action["hex"], tile, int(action["rotation"]),
                    colors=self.lay_colors(turn), new_lay=bool(slot["lay"]),
                    upgrade=bool(slot["upgrade"]))
        super().lay_tile(turn, action)
        if river:
            self.pay(turn.op, self.bank, river)
            self.add_log(QT_TRANSLATE_NOOP(
                "game", "{company} pays {amount} for the river crossing"),
                         company=turn.op.sym, amount=self.money(river))
            ri = self.companies.get(RI)
            if ri is not None and ri.owner and not ri.closed:
                self.pay(self.bank, self.holder(ri.owner), river // 2)

    # ----------------------------------------------------------------- routes

    def run_routes(self, turn, action: Action) -> tuple[list, int]:
        """The connection bonuses a route earns: half in its value, half to the
        treasury whatever the dividend, each once in the game (R-196, R-199, R-202)."""
        try:
            routes, revenue = super().run_routes(turn, action)
        except MwRefusal:
            raise
        except IllegalAction as refused:
            # The board cites 18MW's numbers already; only the round's own
            # checks (train named, revenue claimed) still carry the engine's.
            rule = SHARED_OPERATING_IDS[refused.rule] if refused.rule in RUN_IDS else refused.rule
            raise cited(refused, rule) from None
        table = self.board.run_rules.bonuses
        for route in routes:
            hexes = [stop.rsplit("-", 1)[0] for stop in route.stops]
            if ST_LOUIS in hexes and self.freight_payee() is not None:
                self.freight_routes += 1  # paid at the end of the round
            for bonus in run_rules.earned(self.board, table, hexes):
                setattr(self.board, run_rules.SPENT, run_rules.spent(self.board) | {bonus.name})
                turn.connection_offers = (*getattr(turn, "connection_offers", ()), bonus.name)
                self.pay(self.bank, turn.op, bonus.treasury)
                self.add_log(QT_TRANSLATE_NOOP("game", "{company} makes the {places} connection: "
                                                       "{amount}"),
                             company=turn.op.sym, places=self.bonus_places(bonus),
                             amount=self.money(bonus.amount + bonus.treasury))
        return routes, revenue

    def check_route_choice(self, turn, routes: list) -> None:
        """R-139: a company runs the route set of the largest total value. The
        finder's set (the one offered) is the measure: a set worth less than it
        is certainly not the best, so refusing it never refuses a best set."""
        top = self.best_routes_now(turn.op).revenue
        total = sum(r.revenue for r in routes)
        if total < top:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} must run its best routes ({best}, not {amount})"), "R-139",
                company=turn.op.sym, best=self.money(top), amount=self.money(total))

    def bonus_places(self, bonus) -> str:
        """"Chicago–San Francisco": the ends of a connection run, as printed."""
        grid = self.board.grid
        ends = [min(group) for group in bonus.groups]
        return "–".join(grid.info(h).location_name or h if h in grid else h for h in ends)

    def chicago_doubler(self) -> str | None:
        """The company for which Chicago counts double: the CFHC's company, or
        the one that held it at the first 5, until the first 6 (R-098 … R-100)."""
        if "6" in self.depot.bought_names:
            return None
        company = self.companies.get(CFHC)
        if company is not None and not company.closed:
            return company.owner if company.owner in self.corporations else None
        return self.chicago_heir

    def update_doubled_stops(self) -> None:
        doubler = self.chicago_doubler()
        setattr(self.board, run_rules.DOUBLED,
                frozenset({(doubler, CHICAGO)}) if doubler else frozenset())

    def freight_payee(self) -> str | None:
        """Who the St. Louis freight pays: the SLFLC's owner, or after the first
        5 whoever owned it then, until the first 6 (R-088, R-089, Q-03)."""
        if "6" in self.depot.bought_names:
            return None
        company = self.companies.get(SLFLC)
        if company is not None and not company.closed:
            return company.owner
        return self.freight_heir

    def pay_freight(self) -> None:
        payee = self.freight_payee()
        if payee is not None and self.freight_routes:
            amount = 10 * self.freight_routes
            self.pay(self.bank, self.holder(payee), amount)
            if self.freight_routes == 1:
                said = QT_TRANSLATE_NOOP("game", "{private}: {amount} to {player} for a route "
                                                 "through {place}")
            else:
                said = QT_TRANSLATE_NOOP("game", "{private}: {amount} to {player} for {count} "
                                                 "routes through {place}")
            self.add_log(said, private=SLFLC, amount=self.money(amount),
                         player=self.name_of(payee), count=self.freight_routes,
                         place="St. Louis")
        self.freight_routes = 0

    # ----------------------------------------------------------------- stations

    def station_cost(self, op: Operator, hex_: str) -> int:
        """$40 + $10 a hex step from the company's base hex (R-129)."""
        cost = self.data.game["rules"]["token_cost"]
        bases = self.system_bases.get(op.sym, (op.home[0],))  # a System: the nearer base
        steps = min(hex_distance(self.board.grid, base, hex_) for base in bases)
        return cost["base"] + cost["per_hex"] * steps

    def next_token_price(self, op: Operator) -> int:
        return self.data.game["rules"]["token_cost"]["base"]  # the least it can cost

    def token_actions(self, op: Operator) -> list[Action]:
        if op.tokens_left() <= 0:
            return []
        return [act("place_token", op.sym, hex=h, city=i)
                for h, i in self.board.token_options(op.sym)
                if self.station_cost(op, h) <= op.cash and self.kept_circle(h) is None]

    # -- the connection runs' doubled stations (connection_tokens.py)

    def kept_circle(self, hex_: str) -> MwRefusal | None:
        """The doubled station's circle takes no station before its connection
        run is made (R-198, reading in docs/titles/18MW.md)."""
        spot = connection_tokens.spot_at(self.board.run_rules.spots, hex_)
        if spot is None or spot.bonus in run_rules.spent(self.board):
            return None
        return MwRefusal(QT_TRANSLATE_NOOP(
            "game", "the circle in {hex} is kept for the connection run's station"), "R-198",
            hex=hex_)

    def doubled_offers(self, turn) -> list[connection_tokens.Spot]:
        """The doubled stations the company may place at once after its connection
        run: free, from its own supply, not its station of the turn (R-197, R-200)."""
        if turn.op.tokens_left() <= 0:
            return []
        offered = getattr(turn, "connection_offers", ())
        return [s for s in self.board.run_rules.spots if s.bonus in offered
                and connection_tokens.may_place_at_once(self.board, s, turn.op.sym)]

    def place_doubled_token(self, turn, action: Action) -> None:
        hex_, index = action["hex"], int(action["city"])
        found = [s for s in self.doubled_offers(turn) if (s.hex, s.city) == (hex_, index)]
        if not found:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} has no doubled station to place in {hex}"), "R-197",
                company=turn.op.sym, hex=hex_)
        op = turn.op
        if None in self.board.city_slots(hex_, index):
            self.board.place_token(op.sym, hex_, index, second=True)  # SP beside its home
        else:
            self.board.place_token_beside(op.sym, hex_, index)
        op.tokens_placed += 1
        turn.connection_offers = ()
        again = self.board.revenue_of(hex_, index, self.colors())
        runs = sum(1 for r in getattr(turn, "routes", ()) if any(
            stop.rsplit("-", 1)[0] == hex_ for stop in r.stops))
        turn.revenue += again * runs  # the doubling counts in the run just made
        op.last_revenue = turn.revenue
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} places its doubled station in {hex}; "
                                               "the run now earns {amount}"),
                     company=op.sym, hex=hex_, amount=self.money(turn.revenue))

    def may_place_token(self, op: Operator) -> bool:
        return bool(self.token_actions(op))

    def place_token(self, op: Operator, action: Action) -> None:
        if op.tokens_left() <= 0:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "{company} has no station tokens left"),
                            "R-126", company=op.sym)
        hex_, index = self.resolve_city(action)
        kept = self.kept_circle(hex_)
        if kept is not None:
            raise kept
        price = self.station_cost(op, hex_)
        if op.cash < price:
            raise MwRefusal(QT_TRANSLATE_NOOP("game", "a station in {hex} costs {amount}"),
                            "R-129", hex=hex_, amount=self.money(price))
        with board_numbers():
            self.board.check_token(op.sym, hex_, index)
        self.board.place_token(op.sym, hex_, index, action.get("slot"))
        op.tokens_placed += 1
        self.pay(op, self.bank, price)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} places a station in {hex} for {price}"),
                     company=op.sym, hex=hex_, price=self.money(price))

    # ----------------------------------------------------------------- trains

    def buyable_trains(self, turn) -> list:
        """From another company only when the same player presides both; none
        for a company in receivership but the bank's cheapest (R-146, R-190)."""
        op = turn.op
        if self.in_receivership(op):
            return self.receivership_trains(turn)
        out = []
        for train, low, high in super().buyable_trains(turn):
            seller = self.corporations.get(train.owner)
            if seller is None or (op.president is not None and seller.president == op.president):
                out.append((train, low, high))
        return out

    def receivership_trains(self, turn) -> list:
        """Only the bank's cheapest train, once the cash covers it (R-189, R-190)."""
        offers = [o for o in super().buyable_trains(turn) if o[0].owner in (DEPOT, TRAIN_POOL)]
        if not offers:
            return []
        cheapest = min(offers, key=lambda o: o[1])
        policy = self.receiverships[turn.op.sym].start_of_turn(len(turn.op.trains))
        return [cheapest] if policy.train_step(turn.op.cash, cheapest[1]).buy else []

    def buy_train(self, turn, action: Action) -> None:
        seller = self.corporations.get(getattr(self.depot.by_id.get(action["train"]), "owner", ""))
        if seller is not None and seller is not turn.op and (
            turn.op.president is None or seller.president != turn.op.president
        ):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "trains change hands only between companies of one president"), "R-146")
        super().buy_train(turn, action)

    def token_purchases(self, turn) -> list[tuple[str, int, str]]:
        """(hex, city, seller) of the stations the company may buy now: not a
        base station, in a city it reaches and holds none in, with a station of
        its own left and the cash for $100 and the normal cost (R-154, R-155)."""
        op = turn.op
        if turn.placed_station or op.tokens_left() <= 0 or not isinstance(op, Corporation):
            return []
        reach = self.board.reach(op.sym).nodes
        mine = {h for h, _ in self.board.tokens_of(op.sym)}
        price = self.data.game["rules"]["token_purchase"]["price_to_seller"]
        out = []
        for seller in self.open_corporations():
            if seller is op:
                continue
            for hex_, index in self.board.tokens_of(seller.sym):
                if self.is_base(seller, hex_, index) or hex_ in mine or (hex_, index) not in reach:
                    continue
                if price + self.station_cost(op, hex_) <= op.cash:
                    out.append((hex_, index, seller.sym))
        return out

    def is_base(self, corp: Corporation, hex_: str, index: int) -> bool:
        """A base station, never sold (R-155): a System has one in each of its
        two original bases (R-158, R-177)."""
        return (hex_, index) == corp.home or hex_ in self.system_bases.get(corp.sym, ())

    def buy_token(self, turn, action: Action) -> None:
        op, hex_, index = turn.op, action["hex"], int(action["city"])
        found = [s for h, i, s in self.token_purchases(turn) if (h, i) == (hex_, index)]
        if not found:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "{company} cannot buy a station in {hex} now"),
                            "R-155", company=op.sym, hex=hex_)
        seller = self.corporations[found[0]]
        price = self.data.game["rules"]["token_purchase"]["price_to_seller"]
        cost = self.station_cost(op, hex_)
        self.pay(op, seller, price)
        self.pay(op, self.bank, cost)
        self.board.remove_token(seller.sym, hex_, index)
        seller.tokens_placed -= 1  # back to its charter
        self.board.place_token(op.sym, hex_, index)
        op.tokens_placed += 1
        turn.placed_station = True  # the turn's one station
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} buys {seller}'s station in {hex} for "
                                               "{price} and {amount} to the bank"),
                     company=op.sym, seller=seller.sym, hex=hex_, price=self.money(price),
                     amount=self.money(cost))

    def stla_targets(self, op: Operator) -> list[tuple[str, int]]:
        """On-map cities with an open circle where the StL&A's company may put its
        extra station and can pay for it (R-083, R-087)."""
        company = self.companies.get(STLA)
        if company is None or company.closed or company.owner != op.sym:
            return []  # a player's StL&A does nothing
        out = []
        for hex_ in self.board.hexes():
            if self.board.grid.info(hex_).color == "red":
                continue  # never off the map
            for index in self.board.tile_def(hex_).cities:
                if self.stla_refusal(op, hex_, index) is None:
                    out.append((hex_, index))
        return out

    def stla_refusal(self, op: Operator, hex_: str, index: int) -> IllegalAction | None:
        if self.board.grid.info(hex_).color == "red":
            return MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the StL&A's station goes in an on-map city"), "R-087")
        try:
            self.board.check_token(op.sym, hex_, index, home=True)  # no route needed
        except IllegalAction as exc:
            return cited(exc, "R-083")
        if self.station_cost(op, hex_) > op.cash:
            return MwRefusal(QT_TRANSLATE_NOOP("game", "a station in {hex} costs {amount}"),
                             "R-083", hex=hex_, amount=self.money(self.station_cost(op, hex_)))
        return None

    def place_stla_token(self, op: Operator, action: Action) -> None:
        company = self.companies.get(STLA)
        if action["company"] != STLA or company is None or company.closed \
                or company.owner != op.sym:
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "only a company owning the StL&A places its station"), "R-085")
        hex_, index = action["hex"], int(action["city"])
        refusal = self.stla_refusal(op, hex_, index)
        if refusal is not None:
            raise refusal
        price = self.station_cost(op, hex_)
        self.board.place_token(op.sym, hex_, index)
        op.token_prices.append(price)  # one more station in its allotment
        op.tokens_placed += 1
        self.pay(op, self.bank, price)
        company.closed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} places the StL&A station in {hex} for "
                                               "{price}; the StL&A closes"),
                     company=op.sym, hex=hex_, price=self.money(price))

    def mo_trains(self, turn) -> list:
        """Trains the company's president may take for his M&O: any the company
        could buy from the bank now, within its limit (R-102, Q-04)."""
        company = self.companies.get(MO)
        op = turn.op
        if company is None or company.closed or not isinstance(op, Corporation):
            return []
        if op.president is None or company.owner != op.president or not self.has_room(op):
            return []
        first = self.depot.next_from_ipo()
        pool = [t for t in self.depot.pool_trains() if not t.obsolete]
        return ([first] if first else []) + pool

    def use_mo(self, turn, action: Action) -> None:
        train = self.depot.by_id.get(action.get("train") or "")
        if train is None or train not in self.mo_trains(turn):
            raise MwRefusal(QT_TRANSLATE_NOOP(
                "game", "the M&O brings one train the company could buy from the bank, to its "
                        "president's company, within its limit"), "R-102")
        seller = train.owner
        self.give_train(train, turn.op.sym)
        self.companies[MO].closed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} takes {train} for the M&O, which closes"),
                     company=turn.op.sym, train=a_train(train.name))
        if seller == DEPOT:
            self.train_left_depot(train)  # a first of its kind starts its phase
        self.queue_discards()

    def train_left_depot(self, train) -> None:
        super().train_left_depot(train)
        self.update_doubled_stops()  # the first 6 ends Chicago's doubling

    def train_event(self, kind: str, train) -> None:
        if kind == "close_companies":
            slflc = self.companies.get(SLFLC)
            if slflc is not None and not slflc.closed:
                self.freight_heir = slflc.owner  # keeps the freight until the first 6
            cfhc = self.companies.get(CFHC)
            if cfhc is not None and not cfhc.closed and cfhc.owner in self.corporations:
                self.chicago_heir = cfhc.owner  # keeps the doubling until the first 6
            for company in self.companies.values():
                company.closed = True  # the first 5-train closes every private
            self.add_log(QT_TRANSLATE_NOOP("game", "The private companies close"))

    # ----------------------------------------------------------------- privates

    def pay_private_revenue(self) -> None:
        by_phase = self.data.game["rules"]["hstj_revenue_by_phase"]
        for company in self.companies.values():
            if company.closed or company.owner is None:
                continue
            revenue = company.revenue
            if company.sym == HSTJ:
                revenue = by_phase.get(self.phase.name, 0)
            if revenue > 0:
                self.pay(self.bank, self.holder(company.owner), revenue)
                self.add_log(QT_TRANSLATE_NOOP("game", "{company} pays {amount} to {owner}"),
                             company=company.sym, amount=self.money(revenue),
                             owner=self.name_of(company.owner))

    # ----------------------------------------------------------------- dividends

    def payout(self, corp: Corporation, revenue: int) -> None:
        """Players by their shares; offering and treasury shares pay the company,
        pool shares nobody (R-142)."""
        for player in self.players:
            pct = corp.percent_of(player.id)
            if pct:
                self.pay(self.bank, player, dividend_for(revenue, pct))
        company_pct = corp.percent_of(IPO) + corp.percent_of(corp.sym)
        if company_pct:
            self.pay(self.bank, corp, dividend_for(revenue, company_pct))
        corp.operated = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} pays out {amount}"), company=corp.sym,
                     amount=self.money(revenue))
        self.move_after_payout(corp, revenue)
        self.after_price_change(corp)

    def move_after_payout(self, corp: Corporation, revenue: int) -> None:
        price = self.share_price(corp)
        if not self.market.has_type(corp.sym, "blue_dividend"):
            self.market.right(corp.sym)  # any payout
        elif revenue >= 3 * price:
            self.market.right(corp.sym)  # two columns, one at a time
            self.market.right(corp.sym)
        elif revenue >= price:
            self.market.right(corp.sym)
        # less than the price: the price stays

    def after_price_change(self, corp: Corporation) -> None:
        if self.market.has_type(corp.sym, "close"):
            self.close_corporation(corp)

    def close_corporation(self, corp: Corporation) -> None:
        """The Closed zone: everything of the company leaves the game (R-028, Q-19)."""
        for hex_, index in self.board.tokens_of(corp.sym):
            self.board.remove_token(corp.sym, hex_, index)
        for train in list(corp.trains):
            self.give_train(train, TRAIN_POOL)  # the bank sells them at face
        for share in corp.shares:
            share.owner = REMOVED
        for sym in corp.companies:
            self.companies[sym].closed = True
        self.pay(corp, self.bank, corp.cash)
        self.market.remove(corp.sym)
        corp.closed = True
        corp.removed = True
        corp.president = None
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} reaches the Closed zone and closes"),
                     company=corp.sym)


__all__ = ["POOL", "MwOperating", "hex_distance"]
