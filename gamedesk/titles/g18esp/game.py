"""18ESP: what it does differently from the generic engine.

Rule numbers refer to the 18ESP rules inventory (../shared/rules/18ESP.md);
"4.x.n" to its section 4, where the 18xx.games profile departs from the
printed rules. Not playable yet: the registry does not name this class, tests
build it directly.
"""

from __future__ import annotations

from collections.abc import Iterator

from gamedesk.engine.actions import Action, act
from gamedesk.engine.board import TrainSpec
from gamedesk.engine.board.run_rules import NO_EXTRAS, Extras
from gamedesk.engine.entities import IPO, Company, Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, a_train, msg
from gamedesk.engine.money import Bank, transfer
from gamedesk.engine.operating_order import floated_companies, interleaved_by_price
from gamedesk.engine.rounds.operating import OperatingRound
from gamedesk.engine.trains import DEPOT, POOL as TRAIN_POOL
from gamedesk.titles.g18esp import (
    endgame,
    goals,
    loans,
    oo_homes,
    oo_stations,
    p3_train,
    passes,
    privates,
    setup as esp_setup,
    share_limits,
    steps,
    takeovers,
    tenders,
    track,
    train_limits,
)
from gamedesk.titles.g18esp.auction import PrivateAuction
from gamedesk.titles.g18esp.market import ZigZagMarket
from gamedesk.titles.g18esp.rule_ids import Refusal, train_refusal
from gamedesk.titles.g18esp.run_rules import EspRunRules
from gamedesk.titles.g18esp.stock import EspStockRound

MINOR_CERTIFICATE_SHARES = 2  # a minor's certificate costs twice its value
MAJOR_FLOAT_PARS = 4  # a major launched in phases 2-4 receives 4 x par
FULL_FLOAT_PARS, LATE_FLOAT_PERCENT = 10, 60  # from phase 5
P1_DISCOUNT = 30
MINE_LAY = {"lay": True, "upgrade": False, "cost": 0}
MINE_CLOSE = {"lay": False, "upgrade": True, "cost": 0}  # the site's close outside the slots
PRIVATE_TRAIN = "@with-"  # owner of a train lying with a private card: "@with-P2"
NORTH_PARS_BEFORE_PHASE_3 = 90  # 4.3.13: the site's cap on northern pars in phase 2
# R-175's log line, with English's article ("An 8-train")
EXPORTED = {False: QT_TRANSLATE_NOOP("game", "A {train}-train is exported"),
            True: QT_TRANSLATE_NOOP("game", "An {train}-train is exported")}


def operating_order(game) -> list[str]:
    """R-066: minors and majors by price; R-140: frozen minors no longer operate."""
    return interleaved_by_price(
        game, [c for c in floated_companies(game) if not getattr(c, "frozen", False)])


class G18ESP(Game):
    title = "18ESP"
    operating_order_rule = staticmethod(operating_order)
    run_rules = EspRunRules
    operating_steps = steps.STEPS
    operating_anytime = steps.ANYTIME

    # ----------------------------------------------------------------- setup

    def setup(self) -> None:
        self.bank = Bank(0)  # 1.1: the bank is unlimited; it never breaks
        self.market = ZigZagMarket(self.data.game["stock_market"], diagonal_ends=self.rulebook)
        self._check_options()
        self.draw = esp_setup.make_draw(self.data.game, self.options, self.profile, self.seed)
        for player in self.players:
            transfer(self.bank, player, self.data.game["starting_cash"][str(len(self.players))])
        self._make_companies()
        for entry in self.data.game["corporations"]:
            self.corporations[entry["sym"]] = self._make_esp_corporation(entry)
        self.destinations = {c["sym"]: c["destination"] for c in self.data.game["corporations"]
                             if c.get("destination")}
        self.mine_hexes = frozenset(self.data.map["mine_hexes"])
        self.harbors = frozenset(self.data.map["harbors"])
        self.north_hexes = frozenset(self.data.map["regions"]["north"])
        self.south_hexes = frozenset(self.data.map["regions"].get("south", ()))
        self.north = frozenset(self.data.game["rules"]["north_corporations"])
        self._set_private_trains_aside()
        self.p2_side_for: str | None = None  # the buyer of P2, choosing its train's side
        self.player_loans: dict[str, list[int]] = {}  # player -> each loan with its interest
        self.tenders_sold = 0  # tenders P5 has sold
        self.tender_owners: set[str] = set()  # one a company
        self.tenders_in_market = 0  # a second tender, for sale at 80
        self.late_floats = False  # set by the first 5-train
        self.private_price_percent = 100  # raised by the 3- and 4-trains
        self.eights_out = 0  # R-182 (endgame.py)
        self.end_stage: str | None = None  # None, "cut", "last_set"

    def _set_private_trains_aside(self) -> None:
        """R-009: the Barcelona-Mataró train waits with P2; P3's train (R-031)
        exists only once P3 converts. Neither is the bank's to sell."""
        rules = self.data.game["rules"]
        for company, train_id in (("P2", rules["p2_train"]), ("P3", rules["p3_train"])):
            self.depot.by_id[train_id].owner = f"{PRIVATE_TRAIN}{company}"

    def _check_options(self) -> None:
        known = {r["sym"] for r in self.data.game.get("optional_rules", [])}
        known.add(esp_setup.RANDOM_SETUP)
        drawn = esp_setup.DRAW_PREFIX
        unknown = [o for o in self.options if o not in known and not o.startswith(drawn)]
        if unknown:
            raise Refusal(QT_TRANSLATE_NOOP("game", "18ESP has no option {options}"), "setup",
                          options=", ".join(sorted(unknown)))

    def _make_companies(self) -> None:
        """The seven privates, P6 on the side the draw keeps (R-007), with the
        rulebook's face values where the site's revision changed them (4.1.2)."""
        side = esp_setup.p6_side_kept(self.draw)
        for entry in self.data.game["companies"]:
            if entry["sym"] == "P6" and entry["name"] != side:
                continue
            value = entry["value"]
            if self.rulebook:
                value = esp_setup.RULEBOOK_FACE_VALUES.get(entry["sym"], value)
            abilities = [self._attachment(a) for a in entry.get("abilities", [])]
            self.companies[entry["sym"]] = Company(
                entry["sym"], entry["name"], entry["kind"], value, entry["revenue"],
                abilities=abilities,
            )

    def _attachment(self, ability: dict) -> dict:
        """P7's director's certificate (R-008) and Vasco-Navarro's share (R-007)
        name the drawn major's certificate."""
        if ability.get("type") != "shares":
            return dict(ability)
        shares = ability["shares"]
        if shares == "random_president":
            shares = f"{self.draw.p7_major}_0"
        elif shares == "random_share":
            shares = f"{self.draw.p6_major}_1"
        return {"type": "shares", "shares": shares}

    def _make_esp_corporation(self, entry: dict) -> Corporation:
        corp = self._make_corporation(entry)
        corp.kind = entry["type"]
        corp.removed = entry["sym"] in self.draw.removed  # its home stays free
        reserved = entry.get("reserved_share")
        if reserved and self.rulebook and not corp.removed:
            self.share_by_id_of(corp, reserved["share"]).reserved = True
        if corp.kind == "major":
            corp.goals = set()  # R-177 (goals.py)
            corp.tokens_available = entry.get("initially_available_tokens", len(corp.token_prices))
        home = corp.home
        if not corp.removed and home and home[1] is not None:
            self.board.reserve_home(corp.sym, *home)
        return corp

    @staticmethod
    def share_by_id_of(corp: Corporation, share_id: str) -> Share:
        return corp.shares[int(share_id.rpartition("_")[2])]

    def first_round(self) -> PrivateAuction:
        return PrivateAuction(self)

    def private_bids(self) -> dict[str, dict[str, int]]:
        """R-014: the high bid standing on the private on auction."""
        bids = getattr(self.round, "standing_bids", None)
        return bids() if bids is not None else {}

    # ----------------------------------------------------------------- round sequence

    def next_round(self) -> None:
        current = self.round
        if current.kind == "auction":
            self.order_players(ascending=True)
            self.start_stock_round()
        elif current.kind == "stock":
            self.finish_stock_round()
        else:
            self.finish_operating_round(current)

    def start_stock_round(self) -> None:
        self.round_num = 1
        self.round = EspStockRound(self, self.players[0].id)

    def order_players(self, *, ascending: bool) -> None:
        """R-020 / R-063: by cash, ties keeping the order they had."""
        sign = 1 if ascending else -1
        self.players = sorted(self.players, key=lambda p: sign * p.cash)

    def finish_stock_round(self) -> None:
        self.sold_out_rises()
        self.order_players(ascending=False)
        self.or_count = self.phase.operating_rounds  # a new count waits for the next SR
        if endgame.set_cut(self):
            self.or_count = endgame.start_last_set(self)
        self.round_num = 1
        self.round = OperatingRound(self, 1)

    def finish_operating_round(self, current: OperatingRound) -> None:
        if endgame.last_round_over(self, current.number):
            self.end_game("second_eight")  # R-185: the score is the players' value
            return
        cut = endgame.set_cut(self)
        if current.number < self.or_count and not cut:
            self.round_num = current.number + 1
            self.round = OperatingRound(self, current.number + 1)
            return
        if not cut or self.gx:
            self.export_train()  # Q30: the rulebook exports nothing from a cut set; 4.10.52
        self.turn += 1
        self.start_stock_round()

    def trains_before_end(self) -> int | None:
        return endgame.trains_before_end(self)

    def operating_rounds_left(self) -> int | None:
        return endgame.operating_rounds_left(self)

    def closed_by_first_train(self, op) -> list:
        """R-040: P7 closes when its major buys its first train."""
        p7 = self.companies.get("P7")
        if p7 is None or p7.closed or op.sym != self.draw.p7_major:
            return []
        return [p7]

    def trains_to_stop(self, op) -> int | None:
        """R-140: a minor not taken over stops operating when the first 5-train
        leaves the bank (the "minors_stop_operating" event of the train data)."""
        if getattr(op, "kind", None) != "minor" or op.closed:
            return None
        if getattr(op, "frozen", False):
            return 0
        for n, train in enumerate(self.depot.ipo_trains()):
            copy = int(train.id.rsplit("-", 1)[1])
            if any(e["type"] == "minors_stop_operating" and e["on_copy"] == copy
                   for e in self.train_events(train.name)):
                return n + 1
        return None

    def export_train(self) -> None:
        """R-175: the top train of the deck leaves the game after each set of
        operating rounds, as if bought (phase, rusting, events)."""
        train = self.depot.next_from_ipo()
        if train is None or (self.gx and not any(c.floated for c in self.corporations.values())):
            return  # 4.9.53: the site exports nothing before a company has floated
        self.scrap_train(train)
        an = a_train(train.name)[0].startswith("an ")  # "An 8-train"
        self.add_log(EXPORTED[an], train=train.name)
        self.train_left_depot(train)

    def sold_out_rises(self) -> None:
        """R-062: a floated major whose shares are all with players (but a reserved
        one, 4.1.5 on the site) rises one space, highest first; minors never move."""
        risers = [c for c in self.corporations.values()
                  if c.floated and not c.removed and c.kind == "major"
                  and all(self.is_player(s.owner) or s.reserved for s in c.shares)]
        for corp in sorted(risers, key=lambda c: self.market.order_key(c.sym)):
            self.market.up(corp.sym)

    # ----------------------------------------------------------------- track and stations

    def tile_lay_slots(self, turn) -> list[dict]:
        """R-070 / R-071; the site gives northern majors their second tile only
        from phase 3 (4.4.17)."""
        lays = self.data.game["rules"]["tile_lays"]
        if track.is_minor(turn.op):
            return lays["minor"]
        if self.gx and self.is_north(turn.op) and not self.phases.has("lay_second_tile"):
            return lays["north_major_before_lay_second_tile"]
        return lays["major"]

    def next_lay_slot(self, turn) -> dict | None:
        laying = getattr(turn, "laying_mine", None)
        if laying:
            return laying  # the mine tile is a lay of its own (the site's close too)
        return super().next_lay_slot(turn)

    def is_mine_lay(self, turn, hex_: str) -> bool:
        return (hex_ in self.mine_hexes and self.board.tile_of(hex_).color == "white"
                and not getattr(turn, "mine_laid", False))

    def lay_tile(self, turn, action: Action) -> None:
        special = action.get("special")
        if special is not None:
            self.lay_with_p1(turn, action, special)
            return
        self.lay_own_tile(turn, action)

    def lay_with_p1(self, turn, action: Action, special: str) -> None:
        """R-027: P1 saves its company the 30 of a yellow mine tile, or of closing
        a mine in a green upgrade, then closes: the company need only afford
        the rest of the lay."""
        p1 = self.companies.get(special)
        if special != "P1" or not self.p1_usable(turn):
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} has no {private} to use"),
                          "R-027", company=turn.op.sym, private=special)
        if not self.p1_helps(turn, action["hex"], action["tile"]):
            raise Refusal(QT_TRANSLATE_NOOP(
                "game", "P1 helps with a yellow mine tile or a mine's closing only"), "R-027")
        self.lay_own_tile(turn, action, discount=P1_DISCOUNT)
        p1.closed = True
        turn.op.companies.remove(p1.sym)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} uses {private}; {private} closes"),
                     company=turn.op.sym, private="P1")

    def p1_helps(self, turn, hex_: str, tile: str) -> bool:
        return self.is_mine_lay(turn, hex_) or self.closes_mine(hex_, tile)

    def p1_usable(self, turn) -> bool:
        """Whether the company laying owns P1, still open (R-027)."""
        p1 = self.companies.get("P1")
        return p1 is not None and not p1.closed and p1.owner == turn.op.sym

    def closes_mine(self, hex_: str, tile: str) -> bool:
        """R-087: a green tile without the mine over a yellow mine tile closes it."""
        old = self.board.tile_of(hex_)
        new = self.board.catalogue.defs.get(self.tile_name_and_id(tile)[0])
        return (hex_ in self.mine_hexes and old.color == "yellow" and new is not None
                and self.board.tile_def(hex_).count("halt") > 0 and not new.count("halt"))

    def lay_actions(self, turn) -> list[Action]:
        """The shared lays, less those 18ESP forbids or the company cannot pay for
        in all (track.py). Kept for the position: the track step asks whether
        it waits and then what it offers (a hand-edited game is not kept)."""
        key = self._lay_key(turn)
        cached = getattr(turn, "lay_cache", None)
        if cached is not None and cached[0] == key and not self.__dict__.get("_edited"):
            return list(cached[1])
        out = self.esp_lay_actions(turn)
        turn.lay_cache = (key, tuple(out))
        return out

    def _lay_key(self, turn) -> tuple:
        return (len(self.actions), turn.op.sym, turn.op.cash, tuple(turn.lays),
                getattr(turn, "laid_hexes", ()), getattr(turn, "mine_laid", False))

    def esp_lay_actions(self, turn) -> list[Action]:
        """The lays, those with P1's help (R-027) after the others."""
        out = list(self.esp_lays(turn))
        return ([a for a in out if "special" not in a.args]
                + [a for a in out if "special" in a.args])

    def any_lay(self, turn) -> bool:
        """Whether `lay_actions` would offer anything, from the first lay found
        (one with P1's help counts: it may be the only one the company can pay)."""
        cached = getattr(turn, "lay_cache", None)
        if cached is not None and cached[0] == self._lay_key(turn) \
                and not self.__dict__.get("_edited"):
            return bool(cached[1])
        return next(self.esp_lays(turn), None) is not None

    def esp_lays(self, turn) -> Iterator[Action]:
        """The shared lays that 18ESP allows (track.py), one at a time: each lay
        the company can pay for, then, when it owns P1, each mine tile or mine
        closing again with P1's help if it can pay for it less P1's 30 (R-027).
        18ESP's limits on a tile in a hex are asked before the board tries the
        rotations."""
        p1 = self.p1_usable(turn)
        ways: dict[tuple[str, str], tuple[bool, bool]] = {}  # (hex, tile): (alone, with P1)
        # the mine tile is a lay of its own, also once the tile actions are spent
        mine_only = self.next_lay_slot(turn) is None and self.mine_tile_open(turn)

        def allowed(hex_: str, tile: str) -> bool:
            if mine_only and not self.is_mine_lay(turn, hex_):
                return False
            terrain = self.terrain_cost(hex_)
            alone = track.refusal(self, turn, hex_, tile, terrain) is None
            with_p1 = p1 and self.p1_helps(turn, hex_, tile) and (alone or track.refusal(
                self, turn, hex_, tile, terrain, discount=P1_DISCOUNT) is None)
            ways[hex_, tile] = (alone, with_p1)
            return alone or with_p1

        budget = turn.op.cash + P1_DISCOUNT if p1 else None  # `allowed` asks lay by lay
        for action in super().iter_lay_actions(turn, keep=allowed, budget=budget,
                                               slot=MINE_LAY if mine_only else None):
            if track.aranjuez_refusal(self, action["hex"], action["tile"],
                                      action["rotation"]) is not None:
                continue
            alone, with_p1 = ways[action["hex"], action["tile"]]
            if alone:
                yield action
            if with_p1:
                yield act("lay_tile", action.entity, **{**action.args, "special": "P1"})

    def terrain_cost(self, hex_: str) -> int:
        return self.board.tile_def(hex_).upgrade_cost + self.board.catalogue.tile_cost

    def lay_own_tile(self, turn, action: Action, discount: int = 0) -> int:
        """Lay a tile from the company's own tile actions, less a private's
        `discount` (P1's 30, R-027); what the lay cost it (terrain, the second
        tile, a mine's closing), not what it then earned."""
        hex_ = action["hex"]
        cash = turn.op.cash
        refusal = track.refusal(self, turn, hex_, action["tile"], self.terrain_cost(hex_),
                                discount)
        refusal = refusal or track.aranjuez_refusal(self, hex_, action["tile"],
                                                    action["rotation"])
        if refusal is not None:
            raise refusal
        closing = self.closes_mine(hex_, action["tile"])
        mine = self.is_mine_lay(turn, action["hex"])
        outside = mine or (closing and self.site_closes_outside_slots(turn))
        slot = None if outside else self.next_lay_slot(turn)
        turn.laying_mine = (MINE_CLOSE if closing else MINE_LAY) if outside else None
        if discount:
            self.pay(self.bank, turn.op, discount)  # before the lay pays in full
        try:
            super().lay_tile(turn, action)
        finally:
            turn.laying_mine = None
        if outside:
            turn.lays.pop()
        turn.laid_hexes = (*getattr(turn, "laid_hexes", ()), hex_)
        if mine or (closing and self.gx and not self.board.tile_def(action["hex"]).count("town")):
            turn.mine_laid = True  # one mine tile a turn; the site: or a lone mine closed
        if slot and slot.get("cost"):
            self.pay(turn.op, self.bank, slot["cost"])  # the second tile's 20
        if closing:
            self.pay(turn.op, self.bank, self.data.game["rules"]["mine_close_cost"])
        paid = cash - turn.op.cash
        goals.check_destination(self, turn.op)  # may pay the company
        oo_stations.after_lay(self, hex_)  # a station waiting there takes its city
        return paid

    def site_closes_outside_slots(self, turn) -> bool:
        """R-087 on the site: closing a mine is the turn's mine action. It takes
        the free first tile action when that is still open (the site then ends
        a turn with the paid second tile unaffordable, action 384 of the real
        log; a later tile pays the 20, action 772); otherwise it is laid outside
        the tile actions, without the second tile's 20, which stays open
        (actions 613-615). The rulebook counts it as a normal upgrade."""
        if not self.gx or getattr(turn, "mine_laid", False):
            return False
        slot = self.next_lay_slot(turn)
        return slot is None or bool(slot.get("cost"))

    def track_step_waits(self, turn) -> bool:
        """Whether the track step waits for the company (R-093: lays, a mine
        tile, a pass and a station in any order). The rulebook profile waits
        while one of them can really be done; the site asks while a lay slot is
        paid for, a closed pass is reached (whatever it costs), a station could
        be paid for, or the mine action is unused and either there is any money
        or both tile actions are spent (the real log: actions 438, 515 end with
        no money and the paid second tile open; 649 waits with no money and
        both tiles laid)."""
        if self.gx:
            slot = self.next_lay_slot(turn)
            mine_open = not turn.is_minor and not getattr(turn, "mine_laid", False)
            return (
                (slot is not None and turn.op.cash >= slot.get("cost", 0))
                or (mine_open and (turn.op.cash > 0 or slot is None))
                or bool(passes.reached(self, turn))
                or self.station_possible(turn)
            )
        return (self.any_lay(turn) or self.station_possible(turn)
                or self.mine_lay_possible(turn) or bool(passes.open_actions(self, turn)))

    def mine_tile_open(self, turn) -> bool:
        """Whether the turn's mine tile (R-072) is still to lay: a major's, once."""
        return not getattr(turn, "mine_laid", False) and not turn.is_minor

    def mine_lay_possible(self, turn) -> bool:
        """Whether the turn's mine tile (R-072) could still be laid somewhere."""
        if not self.mine_tile_open(turn):
            return False
        options = self.board.iter_lay_options(turn.op.sym, colors=("yellow",), new_lay=True,
                                              upgrade=False,
                                              keep=lambda hex_, _tile: hex_ in self.mine_hexes)
        return next(options, None) is not None

    def station_possible(self, turn) -> bool:
        """Whether the track step waits for a station: the site asks while one is
        available and paid for, wherever it could go."""
        if turn.placed_station or self.station_locked(turn.op) or turn.is_minor:
            return False
        if self.gx:
            return turn.op.cash >= self.next_token_price(turn.op)
        return bool(self.token_actions(turn.op))

    def home_cities(self, op) -> list[int]:
        """The cities of an OO home hex with a circle free for `op` (R-096),
        when its charter names none and no reservation moved with an upgrade."""
        hex_, index = op.home
        if index is not None or any(op.sym in city.reserved_for
                                    for city in self.board.city_states.values()):
            return []
        return [c.index for c in self.board.cities(hex_)
                if c.free > len([r for r in c.reserved_for if r != op.sym])]

    def place_home_token(self, op) -> None:
        """A home in an OO hex (Sevilla, Oviedo, Zaragoza: city not given)
        takes the first of its cities with a circle free for it unless its
        director chose one (R-096, steps.Home); MZA's stacks over MZ's (R-097)."""
        hex_, index = op.home
        kept = [node for node, city in self.board.city_states.items()
                if op.sym in city.reserved_for]
        if kept:
            hex_, index = op.home = kept[0]  # the reservation moved with an upgrade
        if index is None:
            free = [c.index for c in self.board.cities(hex_)
                    if c.free > len([r for r in c.reserved_for if r != op.sym])]
            # R-095 (the site: R-069) keeps a space for every home still to
            # come; should one be missing all the same, the home goes beside
            # the first city (the space was the company's) below, rather than
            # leaving the game stuck.
            op.home = (hex_, free[0] if free else 0)
        hex_, index = op.home
        if self.board.city_state(hex_, index).free:
            super().place_home_token(op)
        else:  # R-097, 4.4.24: MZA over MZ's station in their shared Madrid space;
            # and an OO home with no space left (above)
            self.board.release_reservation(op.sym)
            self.board.place_token_beside(op.sym, hex_, index)
            op.tokens_placed += 1
            op.home_placed = True
            self.add_log(QT_TRANSLATE_NOOP("game", "{company} places its home station in {hex}"),
                         company=op.sym, hex=hex_)
        goals.check_destination(self, op)

    def station_locked(self, op) -> bool:
        """R-092 / R-181: only an available station may be placed; a minor has
        its home station only (1.5)."""
        if track.is_minor(op):
            return op.home_placed
        return op.tokens_placed >= getattr(op, "tokens_available", len(op.token_prices))

    def may_place_token(self, op) -> bool:
        return not self.station_locked(op) and super().may_place_token(op)

    def token_actions(self, op) -> list[Action]:
        if self.station_locked(op):
            return []
        return [a for a in super().token_actions(op)
                if oo_homes.station_refusal(self, op, a["hex"]) is None]

    def place_token(self, op, action: Action) -> None:
        if self.station_locked(op):
            raise Refusal(QT_TRANSLATE_NOOP(
                "game", "{company} has no available station: its goals unlock them"), "R-092",
                company=op.sym)
        hex_ = self.resolve_city(action)[0]
        refusal = oo_homes.station_refusal(self, op, hex_)
        if refusal is not None:
            raise refusal
        payee = passes.second_station_payee(self, op, hex_)
        cash = op.cash
        super().place_token(op, action)
        if payee is not None:  # the price goes to the first station's company
            paid = cash - op.cash
            self.pay(self.bank, self.operator(payee), paid)

    # ----------------------------------------------------------------- routes and earnings

    def run_routes(self, turn, action: Action) -> tuple[list, int]:
        """The run, with the tender on the train it was put on (R-037)."""
        op = turn.op
        trains = {t.id: t for t in self.runnable_trains(op)}
        routes, used = [], set()
        for spec in action["routes"]:
            train = trains.get(spec.get("train"))
            if train is None or train.id in used:
                raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot run train {train!r}"),
                              "R-110", company=op.sym, train=spec.get("train"))
            used.add(train.id)
            extras = Extras(car=True) if train.id == getattr(turn, "tender_on", None) else NO_EXTRAS
            if "connections" in spec:
                route = self.board.route_from_log(op.sym, train.spec, spec, self.colors(),
                                                  routes, extras)
            else:
                route = self.board.route_from_stops(op.sym, train.spec, spec["stops"],
                                                    self.colors(), spec.get("paths"), routes,
                                                    extras)
            if "revenue" in spec and spec["revenue"] != route.revenue:
                raise Refusal(QT_TRANSLATE_NOOP(
                    "game", "train {id}: the route is worth {revenue}, not {claimed}"),
                    "R-121", id=train.id, revenue=route.revenue, claimed=spec["revenue"])
            routes.append(route)
        self.board.check_routes(op.sym, routes)
        p3_train.after_run(self, trains, routes)
        if routes:
            op.ran_train = True  # a minor taken over before phase 5 has run
        tenders.detach(turn)
        revenue = sum(r.revenue for r in routes) * endgame.run_multiplier(self, op)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} runs for {amount}"),
                     company=op.sym, amount=self.money(revenue))
        op.treasury_income = sum(r.treasury for r in routes)  # mines, harbours
        goals.check_runs(self, op, routes)
        return routes, revenue

    def check_route_choice(self, turn, routes: list) -> None:
        """R-126: a company whose trains have a route runs them (the routes
        step waits only then: steps.Routes)."""
        if not routes:
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} must run its trains"), "R-126",
                          company=turn.op.sym)

    def round_marker(self) -> tuple[int, int]:
        return (self.turn, self.round_num)

    def runnable_trains(self, op) -> list:
        """R-191: the P2 train does not run in the operating round it came in."""
        trains = super().runnable_trains(op)
        now = self.round_marker()
        return [t for t in trains if getattr(t, "idle_in", None) != now]

    def route_bonuses(self, op) -> Extras:
        """R-128: the tender rides on the train it was put on this turn; the
        route finder counts its extra stop on that train only."""
        turn = getattr(self.round, "turn", None)
        carried = getattr(turn, "tender_on", None) if turn is not None and turn.op is op else None
        return Extras(car=True, car_on=carried) if carried else NO_EXTRAS

    def pay_treasury_income(self, op) -> None:
        """R-089: mine and harbour income goes to the treasury, not to the run."""
        income = getattr(op, "treasury_income", 0)
        if income:
            self.pay(self.bank, op, income)
            self.add_log(QT_TRANSLATE_NOOP("game", "{company} receives {amount} from mines and "
                                           "harbours"), company=op.sym, amount=self.money(income))
        op.treasury_income = 0

    def payout(self, corp: Corporation, revenue: int) -> None:
        self.pay_treasury_income(corp)
        if track.is_minor(corp):
            self.pay_minor_half(corp, revenue)
            return
        super().payout(corp, revenue)
        for _ in range(endgame.run_multiplier(self, corp) - 1):
            self.market.right(corp.sym)  # the price advances as often as the run counts
        self.after_price_change(corp)

    def pay_minor_half(self, corp: Corporation, revenue: int) -> None:
        """R-130: half to the minor's treasury (rounded down), the rest to its director."""
        kept = revenue // 2
        self.pay(self.bank, corp, kept)
        self.pay(self.bank, self.player(corp.president), revenue - kept)
        corp.operated = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} pays {amount} to its director and "
                                       "keeps {kept}"), company=corp.sym,
                     amount=self.money(revenue - kept), kept=self.money(kept))
        if revenue > 0:
            self.market.right(corp.sym)
        self.after_price_change(corp)

    def withhold(self, corp: Corporation, revenue: int) -> None:
        self.pay_treasury_income(corp)
        super().withhold(corp, revenue)

    # ----------------------------------------------------------------- trains

    def train_actions(self, turn) -> list[Action]:
        """The shared offers, with the cheapest bank train when a loan would
        complete it (R-162) and each side a bank card may be bought on (1.7)."""
        out = super().train_actions(turn)
        if (self.contributing(turn) and self.has_room(turn.op)
                and (not getattr(turn, "sold_for_train", False) or not self.sales_can_cover(turn))):
            have = {a["train"] for a in out}
            cheapest = self.cheapest_bank_train_price()
            out += [act("buy_train", turn.op.sym, train=t.id, price=t.price)
                    for t, _low, _high in self.buyable_trains(turn)
                    if t.id not in have and t.owner in (DEPOT, TRAIN_POOL) and t.price == cheapest]
        sided = []
        for offer in out:
            sides = self.train_sides(self.depot.by_id[offer["train"]], turn.op)
            sided += [offer] if len(sides) < 2 else [act("buy_train", turn.op.sym, **{
                **offer.args, "variant": side}) for side in sides]
        return train_limits.replacements(self, turn, sided)  # one that can run

    def train_sides(self, train, op) -> list[str]:
        """A bank card's sides: the Iberian n and the narrow x+y; a minor takes
        the Iberian side only (R-154)."""
        kind = train.id.rpartition("-")[0]
        if train.owner != DEPOT or track.is_minor(op):
            return [kind] if train.owner == DEPOT else [train.name]
        variants = [v["name"] for e in self.data.game["trains"] if e["name"] == kind
                    for v in e.get("variants", [])]
        return [kind, *[v for v in variants if v != kind]]

    def buy_train(self, turn, action: Action) -> None:
        """A bank train comes with the side its buyer chooses: Iberian n or
        narrow x+y (1.7); the side stays with the card. A minor's is Iberian (R-154)."""
        variant = action.get("variant")
        train = self.depot.by_id.get(action["train"])
        if train is not None and train_limits.must_replace(self, turn):
            refusal = train_limits.replacement_refusal(self, turn, action,
                                                       self.train_actions(turn))
            if refusal is not None:
                raise refusal  # the replacement must run
        if (track.is_minor(turn.op) and variant and train is not None
                and variant != train.id.rpartition("-")[0]):
            raise Refusal(QT_TRANSLATE_NOOP("game", "a minor runs Iberian trains only"), "R-154")
        try:
            super().buy_train(turn, action)
        except IllegalAction as refused:
            raise train_refusal(refused) from None
        variant = action.get("variant")
        if variant:
            self.turn_train_side(self.depot.by_id[action["train"]], variant)

    def turn_train_side(self, train, side: str) -> None:
        """The card shows `side`: the Iberian n or the narrow x+y (1.7)."""
        if side != train.name:
            entry = self.variant_entry(train.id.rpartition("-")[0], side)
            train.name, train.spec = side, TrainSpec.from_data(entry)

    def pay_for_train(self, turn, price: int, seller: str) -> None:
        """R-158: the treasury, then the director; R-159: what they still lack
        comes from shares sold first (emergency_sell) or else from a loan
        (R-162), never both (R-159, 4.9.46)."""
        op = turn.op
        if op.cash < price and self.contributing(turn):
            short = price - op.cash - self.player(op.president).cash
            if short > 0 and getattr(turn, "sold_for_train", False) and self.sales_can_cover(turn):
                raise Refusal(QT_TRANSLATE_NOOP("game", "a director who sold shares for the "
                                                "train may not also borrow: sell enough, or "
                                                "nothing and borrow"), "R-159")
            if short > 0:
                loans.borrow(self, op.president, short)
        super().pay_for_train(turn, price, seller)

    def sales_can_cover(self, turn) -> bool:
        """Whether the director's further sales could still raise what is lacking.
        Sales begun under R-159 (a) may stop raising enough as prices fall (R-160);
        then the loan completes the purchase (R-161, R-167: no bankruptcy), or the
        game would wait for a sale that cannot pay."""
        return (bool(self.emergency_sales(turn))
                and self.most_raisable(turn) >= self.president_must_raise_cash(turn))

    def emergency_sell(self, turn, action: Action) -> None:
        """R-159 (a), R-160: the director sells shares for a forced purchase."""
        super().emergency_sell(turn, action)
        turn.sold_for_train = True

    def check_emergency_sale(self, turn, corp, shares: list, percent: int | None = None) -> None:
        """R-160: no director change may result, in any company; R-161: sales
        that cannot raise the money are not made (the loan is taken instead)."""
        super().check_emergency_sale(turn, corp, shares, percent)
        if (not getattr(turn, "sold_for_train", False)
                and self.most_raisable(turn) < self.president_must_raise_cash(turn)):
            raise Refusal(QT_TRANSLATE_NOOP("game", "selling every share would not raise the "
                                            "money: the director borrows instead"), "R-161")
        pid = turn.op.president
        if corp is not turn.op and corp.president == pid:
            total = percent if percent is not None else sum(s.percent for s in shares)
            left = corp.percent_of(pid) - total
            others = max((corp.percent_of(p.id) for p in self.players if p.id != pid), default=0)
            if others > left:
                raise Refusal(QT_TRANSLATE_NOOP(
                    "game", "selling that would hand {company} to another director"), "R-160",
                    company=corp.sym)

    def bankruptcy_refusal(self, turn):
        return Refusal(QT_TRANSLATE_NOOP(
            "game", "there is no bankruptcy: a loan completes the purchase"), "R-167")

    @property
    def loans(self) -> dict[str, int]:
        """What each player owes, interest included (the shared view of debts)."""
        return {pid: loans.debt(self, pid) for pid in self.player_loans}

    def player_value(self, player) -> int:
        return super().player_value(player) - loans.debt(self, player.id)

    def player_extras(self, pid: str) -> list[Msg]:
        """A player's debt, interest included: it counts against their value (R-166)
        and bars their purchases (R-054)."""
        owed = loans.debt(self, pid)
        if not owed:
            return []
        return [msg(QT_TRANSLATE_NOOP("game", "debt {amount}"), amount=self.money(owed))]

    def standings(self) -> list:
        """R-186: equal values go to the most shares of the northern major with
        the highest price, then to the lowest turn-order card; the site ranks
        equal values together."""
        if self.gx:
            return super().standings()
        top = self.top_northern_major()
        seat = {p.id: n for n, p in enumerate(self.players)}

        def key(player):
            held = top.percent_of(player.id) if top is not None else 0
            return (-self.player_value(player), -held, seat[player.id])

        return [(n + 1, p) for n, p in enumerate(sorted(self.players, key=key))]

    def top_northern_major(self) -> Corporation | None:
        north = [c for c in self.corporations.values()
                 if self.is_north(c) and c.floated and not c.removed]
        return min(north, key=lambda c: self.market.order_key(c.sym), default=None)

    def buyable_trains(self, turn) -> list:
        """Companies trade trains from phase 3 only (1.8: the can_buy_trains status)."""
        offers = [o for o in super().buyable_trains(turn)
                  if not getattr(self.corporations.get(o[0].owner), "frozen", False)
                  and o[0].name != p3_train.PLAIN_NAME]  # R-031: P3's train is never sold
        if self.phases.has("can_buy_trains"):
            return offers
        return [o for o in offers if o[0].owner in (DEPOT, TRAIN_POOL)]

    def train_left_depot(self, train) -> None:
        super().train_left_depot(train)
        endgame.note_train(self, train)

    def after_train_bought(self, op, train, seller: str) -> None:
        for p7 in self.closed_by_first_train(op):
            p7.closed = True  # its major's first train closes it
            self.add_log(QT_TRANSLATE_NOOP("game", "{private} closes: {company} has bought its "
                                           "first train"), private="P7", company=op.sym)

    def train_event(self, kind: str, train) -> None:
        if kind in privates.PRICE_CAP_EVENTS:
            self.private_price_percent = privates.PRICE_CAP_EVENTS[kind]
        elif kind == "close_companies":
            self.close_privates()
        elif kind == "float_60":
            self.start_late_floats()
        elif kind == "minors_stop_operating" and self.gx:
            self.close_minors()
        elif kind == "minors_stop_operating":
            self.freeze_minors()

    def freeze_minors(self) -> None:
        """R-140: from phase 5 the minors still in play are frozen: they no longer
        operate and their trains are not for sale; their value stays."""
        for corp in self.corporations.values():
            if corp.kind == "minor" and corp.floated and not corp.closed:
                corp.frozen = True
        self.add_log(QT_TRANSLATE_NOOP("game", "The minors are frozen"))
        takeovers.return_reserved(self, launched_too=False)
        takeovers.return_reserved_when_no_minor_left(self)

    def close_minors(self) -> None:
        """4.8.42: on the site the first 5-train closes every minor: one that has
        operated pays its director its market price from the bank, one that
        never did closes for nothing, and the homes of those never started
        are free again."""
        for corp in self.corporations.values():
            if corp.kind != "minor" or corp.removed or corp.closed:
                continue
            if corp.operated and corp.president:
                self.pay(self.bank, self.player(corp.president), self.share_price(corp))
            for hex_, index in self.board.tokens_of(corp.sym):
                self.board.remove_token(corp.sym, hex_, index)
            self.board.release_reservation(corp.sym)
            corp.closed = True
        self.add_log(QT_TRANSLATE_NOOP("game", "The minors close"))

    def close_privates(self) -> None:
        """R-026: every private closes at the first 5-train; a company's P3 becomes
        its permanent 2-train (R-030, R-031), P2's train leaves with its card (R-029)."""
        for company in self.companies.values():
            if company.closed:
                continue
            company.closed = True
            owner = company.owner
            if owner and not self.is_player(owner):
                self.operator(owner).companies.remove(company.sym)
                if company.sym == "P3":
                    train = self.depot.by_id[self.data.game["rules"]["p3_train"]]
                    train.owner = DEPOT
                    self.give_train(train, owner)
                    p3_train.convert(self, company, train)
                    self.add_log(QT_TRANSLATE_NOOP("game", "{private} becomes {company}'s "
                                                   "permanent {train}-train"),
                                 private="P3", company=owner, train="2")
        self.add_log(QT_TRANSLATE_NOOP("game", "The privates close"))

    def must_buy_train(self, turn) -> bool:
        """R-155 / 4.9.45: P3's 2P train does not count as the company's train."""
        op = turn.op
        if train_limits.must_replace(self, turn):
            return self.has_route(op)
        if not op.trains or any(t.name != "2P" for t in op.trains):
            return super().must_buy_train(turn)
        saved, op.trains = op.trains, []
        try:
            return super().must_buy_train(turn)
        finally:
            op.trains = saved

    def discard_train(self, op, train_id: str) -> None:
        train_limits.discard(self, op, train_id)  # out of the game

    def give_train(self, train, owner: str) -> None:
        """A train lying with its private card (P2's, R-009) leaves the card: it
        rusts with its kind (Q17) or joins the company that bought P2."""
        if train.owner.startswith(PRIVATE_TRAIN):
            train.owner = DEPOT
        super().give_train(train, owner)

    def counted_trains(self, op) -> list:
        """R-031: P3's train is outside the train limit."""
        return [t for t in super().counted_trains(op) if t.name != "2P"]

    def variant_entry(self, kind: str, variant: str) -> dict:
        entry = next(t for t in self.data.game["trains"] if t["name"] == kind)
        return next(v for v in entry.get("variants", []) if v["name"] == variant)

    # ----------------------------------------------------------------- imported logs

    def site_auto_pass_without_step(self, entity: str) -> bool:
        """The site passes its minor-takeover step by itself, between the dividend
        and the trains (inventory 2.4, [impl] step order); ours has that step only
        where a takeover is possible, so the site's automatic pass goes elsewhere.
        A player's automatic pass (a stock round program) is a real pass."""
        return not self.is_player(entity) and self.current_step() != "takeover"

    # ----------------------------------------------------------------- starting companies

    def is_north(self, corp: Corporation) -> bool:
        return corp.sym in self.north

    def phase_at_least(self, name: str) -> bool:
        names = [p.name for p in self.phases.all]
        return self.phases.index >= names.index(name)

    def par_prices(self, corp: Corporation) -> list[int]:
        """R-052 / R-053: 70 to 100; the site caps northern majors at 90 before
        phase 3 (4.3.13)."""
        prices = sorted(self.par_values())
        if self.gx and self.is_north(corp) and not self.phase_at_least("3"):
            prices = [p for p in prices if p <= NORTH_PARS_BEFORE_PHASE_3]
        return prices

    def check_par_price(self, corp_sym: str, price: int) -> None:
        corp = self.corporation(corp_sym)
        allowed = self.par_prices(corp)
        if price not in allowed:
            rule = "R-053" if corp.kind == "minor" else "R-052"
            raise Refusal(QT_TRANSLATE_NOOP("game", "{company} may start at {prices}"), rule,
                          company=corp.sym, prices=", ".join(map(str, allowed)))

    def can_par(self, pid: str, corp: Corporation) -> bool:
        return self.why_no_par(pid, corp) is None

    def why_no_par(self, pid: str, corp: Corporation) -> Refusal | None:
        if corp.removed or corp.ipoed or corp.president_share().owner != IPO:
            return Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot be started"), "R-052",
                           company=corp.sym)
        if corp.free_president_for not in (None, pid):
            return Refusal(QT_TRANSLATE_NOOP("game", "{company}'s director's certificate is "
                                             "{private}'s"), "R-008",
                           company=corp.sym, private="P7")
        if corp.kind == "minor" and self.phase_at_least("5"):
            return Refusal(QT_TRANSLATE_NOOP("game", "no minor starts from phase 5"), "R-053")
        if corp.kind == "major" and not self.is_north(corp) and not self.phase_at_least("3"):
            return Refusal(QT_TRANSLATE_NOOP("game", "southern majors open in phase 3"), "R-059")
        return None

    def par_cost(self, corp: Corporation, price: int) -> int:
        """R-052: the director's 20% at par; R-053: a minor's certificate at twice its value."""
        if corp.kind == "minor":
            return MINOR_CERTIFICATE_SHARES * price
        return price * corp.president_share().percent // 10

    def par_options(self, pid: str, corp_sym: str) -> list[Action]:
        corp = self.corporations[corp_sym]
        free = corp.free_president_for == pid
        cash = self.player(pid).cash
        return [act("par", pid, corporation=corp_sym, price=price)
                for price in self.par_prices(corp) if free or cash >= self.par_cost(corp, price)]

    def par_corporation(self, pid: str, corp_sym: str, price: int) -> None:
        corp = self.corporation(corp_sym)
        refusal = self.why_no_par(pid, corp)
        if refusal is not None:
            raise refusal
        self.check_par_price(corp_sym, price)
        if corp.kind != "minor":
            super().par_corporation(pid, corp_sym, price)
            return
        cost = self.par_cost(corp, price)
        if self.player(pid).cash < cost:
            raise Refusal(QT_TRANSLATE_NOOP("game", "starting {company} at {price} costs {amount}"),
                          "cash", company=corp.sym, price=price, amount=self.money(cost))
        corp.par = price
        self.market.place(corp.sym, self.market.par_cell(price))
        corp.president_share().owner = pid
        corp.president = pid
        self.pay(self.player(pid), corp, cost)  # into the minor's treasury
        corp.floated = True
        self.add_log(QT_TRANSLATE_NOOP("game", "{player} starts {company} at {price}"),
                     player=self.player(pid).name, company=corp.sym, price=self.money(price))

    def float_corporation(self, corp: Corporation) -> None:
        """R-060: 4 x par in phases 2-4 (the rest comes with the goals); R-061:
        from phase 5, 10 x par, every station and no goals."""
        corp.floated = True
        pars = MAJOR_FLOAT_PARS
        if self.late_floats:
            pars = FULL_FLOAT_PARS
            corp.goals = None
            corp.tokens_available = len(corp.token_prices)
        self.pay(self.bank, corp, pars * corp.par)
        self.add_log(QT_TRANSLATE_NOOP("game", "{company} floats and receives {amount}"),
                     company=corp.sym, amount=self.money(pars * corp.par))

    def start_late_floats(self) -> None:
        """R-061: from phase 5 a major yet to float needs 60% sold. Set on every
        such major now, not at its next purchase: whoever reads a company's float
        (the computer players' float chances) sees what the rules ask today."""
        self.late_floats = True
        for corp in self.corporations.values():
            if corp.kind == "major" and not corp.floated:
                corp.float_percent = LATE_FLOAT_PERCENT

    # ----------------------------------------------------------------- shares

    def may_sell_after_buy(self, pid: str, round_) -> bool:
        return False  # sales come first; the purchase ends the turn

    def held_limit(self, pid: str, corp: Corporation) -> int:
        return share_limits.held_limit(self, pid, corp)

    def counts_for_limit(self, share: Share) -> bool:
        return share_limits.counts_for_limit(self, share) and super().counts_for_limit(share)

    def check_sale_timing(self, pid: str, corp: Corporation) -> None:
        if corp.kind == "minor":
            raise Refusal(QT_TRANSLATE_NOOP("game", "a minor's certificate is never sold"),
                          "R-047")
        if not corp.operated:
            raise Refusal(QT_TRANSLATE_NOOP(
                "game", "{company} has not operated yet: none of it may be sold"), "R-046",
                company=corp.sym)

    def certificate_value(self, share: Share) -> int:
        corp = self.corporations[share.corp]
        if corp.kind == "minor" and corp.ipoed:
            return MINOR_CERTIFICATE_SHARES * self.share_price(corp)
        return super().certificate_value(share)
