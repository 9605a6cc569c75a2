"""1822MX: the Game of the title (set-up, round sequence, values).

Rule numbers (R-xxx) refer to the 1822MX rules inventory. Minors are
corporations with one 100% certificate (counted as two shares, R-086);
the NdeM is a corporation without director or treasury (§1.6). Where the
18xx.games profile departs from the printed rules the predicate says so.
"""

from __future__ import annotations

from gamedesk.engine.entities import Corporation, Share
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game import Game
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, Msg, msg
from gamedesk.titles.g1822mx import deciders, destinations, log_words, ndem, setup, track, words
from gamedesk.titles.g1822mx.bid_boxes import BOX_SIZES, BidBoxes
from gamedesk.titles.g1822mx.choose_round import ChooseRound, choice_matters, order_by_cash
from gamedesk.titles.g1822mx.operating import OperatingRound1822, operating_order
from gamedesk.titles.g1822mx.run_rules import MXRunRules
from gamedesk.titles.g1822mx.stock_round import BidStockRound
from gamedesk.titles.g1822mx.stock_round_end import finish_stock_round

NDEM = ndem.NDEM
HIGHER_CERT_LIMIT = "higher_cert_limit"
# Not a rule option: an imported log from before 18xx.games began (April 2026,
# its pull request 12517) to skip P7's question where doubling changes nothing.
P7_ASKED_EVERY_ROUND = "site_p7_asked_every_stock_round"
SITE_SKIPS_IDLE_P7_FROM = 1776729600  # 2026-04-21 00:00 UTC
PLAIN_YELLOW = frozenset({"7", "8", "9"})  # unlimited in the printed rules


class G1822MX(Game):
    title = "1822MX"
    run_rules = MXRunRules  # L, E and 3/2 trains, Pullman, destination, mail (R-170 … R-182)
    operating_order_rule = staticmethod(operating_order)
    log_words = log_words

    # ----------------------------------------------------------------- set-up

    def setup(self) -> None:
        unknown = sorted(self.options - {HIGHER_CERT_LIMIT, P7_ASKED_EVERY_ROUND})
        if unknown:
            raise IllegalAction(
                QT_TRANSLATE_NOOP("game", "1822MX has no option {items}"),
                "setup", items=', '.join(unknown),
            )
        super().setup()
        if self.rulebook:  # R-143; the site's manifest counts them (6, 24, 24)
            self.board.unlimited = PLAIN_YELLOW
        for corp in self.corporations.values():
            corp.kind = "minor" if corp.sym.isdigit() else "major"
        self.deal = setup.deal(self.seed, self.profile)
        self.bid_boxes = BidBoxes(
            piles={
                "minors": list(self.deal.minors),
                "concessions": list(self.deal.concessions),
                "privates": list(self.deal.privates),
            }
        )
        n = str(len(self.players))
        self.bidding_tokens = self.data.game["rules"]["bidding_tokens"][n]
        self.loans: dict[str, int] = {}
        self.cubes: dict[str, int] = {}  # cubes still to place from P10/P11
        self.cubes_on: dict[str, int] = {}  # builder cubes on the map, by hex
        self.operating_turns: dict[str, int] = {}  # completed operating turns
        self.exchange_tokens = {  # three per major
            d["sym"]: d.get("exchange_tokens", 0) for d in self.data.game["corporations"]
        }
        self.destination_tokens: dict[str, tuple] = {}  # sym -> (city, beside the city)
        self.rules_data = self.data.game["rules"]
        cubes = self.rules_data["builder_cubes"]["total_with_bidding_tokens"]
        self.cube_pool = cubes - self.bidding_tokens * len(self.players)
        self.something_sold = False
        self.privatisation_due = False  # phase 7 began, the NdeM still runs
        self.end_after_set = False  # the game ends after the set of ORs, not the next OR
        self.money_lent = 0  # rulebook loans: money from outside the bank
        self.or_count = 1
        self.priority_order = [p.id for p in self.players]
        ndem.start(self, self.deal.ndem_minor)

    def first_round(self):
        return self.start_stock_round()

    # ----------------------------------------------------------------- profiles

    @property
    def ndem_train_for_paired_minor(self) -> bool:
        """R-074: the rulebook counts an unsold FCM+M18 pair; 18xx.games does not (§4.2)."""
        return self.rulebook

    @property
    def buy_step_prices_others_trains_at_one(self) -> bool:
        """18xx.games stops at the train step when the company could pay $1 for a
        train another company owns, even before phase 3 allows such a purchase; the
        rulebook skips the step when nothing can be bought."""
        return self.gx

    @property
    def track_step_waits_on_track_privates(self) -> bool:
        """18xx.games keeps the track step open, for a pass, while the company owns
        a private with a track power, even one (P8) that only replaces a normal lay;
        the rulebook closes it with the last build allowed."""
        return self.gx

    @property
    def acquire_step_waits_on_pullman_cards(self) -> bool:
        """18xx.games keeps the acquisition step open, for a pass, while a Pullman
        card is there that the company may not take as it has a car (R-115); the
        rulebook skips the step when nothing can be taken."""
        return self.gx

    @property
    def ndem_discards_by_choice(self) -> bool:
        """18xx.games lets the NdeM's acting player pick the trains it loses when a
        phase change in an operating round puts it over its limit; the rulebook
        drops the cheapest (R-076)."""
        return self.gx

    @property
    def loans_from_bank(self) -> bool:
        """18xx.games lends the bank's money; the printed rules lend from outside (R-216)."""
        return self.gx

    def site_auto_pass_without_step(self, entity: str) -> bool:
        """18xx.games has a destination step, passed by itself while a major's
        destination is out of reach; ours places the token when it is reached
        (R-160) and has nothing to pass. Its other automatic pass, of the minor
        acquisition step, is one ours takes too."""
        if entity == NDEM and getattr(self.round, "privatisation", None) is not None:
            return True  # its cash-out, and players it passes over
        turn = getattr(self.round, "turn", None)
        corp = self.corporations.get(entity)
        if turn is None or corp is None or turn.op is not corp or corp.kind != "major":
            return False
        unplaced = destinations.destination_of(self, corp) and corp.sym not in (
            self.destination_tokens)
        return bool(unplaced) and turn.step != "acquire_minor"

    def site_step_without_ours(self, action) -> bool:
        """18xx.games stops at the run step whenever the company has a train, and an
        empty run answers it where no route earns; ours skips the step then (R-246),
        so such a run, logged after our turn has passed its run step, changes nothing."""
        if action.type != "run_routes" or action.get("routes"):
            return False
        turn = getattr(self.round, "turn", None)
        if turn is not None and turn.op.sym == action.entity:
            return turn.steps.index(turn.step) > turn.steps.index("routes")
        return action.entity in getattr(self.round, "done", ())

    @property
    def track_step_waits_for_every_slot(self) -> bool:
        """18xx.games keeps the track step open until each build of the allowance is
        made or passed, even a yellow build an upgrade has ruled out (R-131); the
        rulebook ends the step when nothing more may be built."""
        return self.gx

    @property
    def exchange_tokens_placeable_for_100(self) -> bool:
        """18xx.games lets a major place its Exchange tokens like Available ones, for
        $100; the rulebook needs one moved to Available first (R-167)."""
        return self.gx

    @property
    def destination_when_builds_used_up(self) -> bool:
        """18xx.games places the destination token as soon as a tile laid with the
        company's last allowed build connects it, before the track step is passed;
        the rulebook checks when the track step is over (R-160)."""
        return self.gx

    @property
    def token_step_counts_own_cities(self) -> bool:
        """18xx.games opens the station step when a city on the company's network has
        a free slot, even a city where the company already has a station (where it
        then refuses the token, R-164); the rulebook opens it only for a legal place."""
        return self.gx

    @property
    def cube_privates_stay_open(self) -> bool:
        """18xx.games keeps P10/P11 open, owned by the company, until its three cubes
        are used; in the rulebook the card closes when the cubes are taken (R-119)."""
        return self.gx

    @property
    def p7_choice_always_offered(self) -> bool:
        """The rulebook, and 18xx.games since April 2026, ask P7's holder only when
        doubling changes the order (R-081); the site passes the question by itself
        otherwise. Its logs from before then show the question after every stock
        round (ndem_dont_double_up_tokens, fcm_cannot_lay_thru_mexico_city: taken
        where it changed nothing)."""
        return self.gx and P7_ASKED_EVERY_ROUND in self.options

    def adapt_to_log(self, log) -> None:
        """An imported log is replayed as the site stood when it was played."""
        started = next((a["created_at"] for a in log.moves if "created_at" in a), None)
        if self.gx and started is not None and started < SITE_SKIPS_IDLE_P7_FROM:
            self.options = self.options | {P7_ASKED_EVERY_ROUND}

    @property
    def acquire_minor_step_waits_unchecked(self) -> bool:
        """18xx.games stops at the minor-acquisition step once the major may acquire
        at all, before looking at routes or money; the rulebook offers the step only
        when some minor can really be acquired."""
        return self.gx

    @property
    def paired_minor_certificate_kept(self) -> bool:
        """18xx.games keeps the M18 certificate open in the FCM winner's hands once
        M18 has started; in the rulebook it is the minor's charter, like any other."""
        return self.gx

    # ----------------------------------------------------------------- rounds

    def start_stock_round(self) -> BidStockRound:
        self.bid_boxes.refill(BOX_SIZES)
        self.round_num = 1
        self.round = BidStockRound(self)
        return self.round

    def next_round(self) -> None:
        current = self.round
        if current.kind == "stock":
            finish_stock_round(self)
            self.note_bank_break()
            if self.finished:
                return
            if choice_matters(self):
                self.round = ChooseRound(self)
                return
            self.players = order_by_cash(self.players)
            self.start_operating_rounds()
            return
        if current.kind == "choose":
            self.start_operating_rounds()
            return
        self.finish_operating_round(current)

    def start_operating_rounds(self) -> None:
        self.or_count = self.phase.operating_rounds
        self.round_num = 1
        self.round = OperatingRound1822(self, 1)

    def finish_operating_round(self, current) -> None:
        self.note_bank_break()
        if self.end_pending and (not self.end_after_set or current.number >= self.or_count):
            self.end_game(self.end_pending)
            return
        if current.number < self.or_count:
            self.round_num = current.number + 1
            self.round = OperatingRound1822(self, current.number + 1)
            return
        self.turn += 1
        self.start_stock_round()

    # ----------------------------------------------------------------- lookups

    def is_minor(self, corp: Corporation) -> bool:
        return corp.kind == "minor"

    def minor_of(self, company_sym: str) -> Corporation | None:
        entry = next(c for c in self.data.game["companies"] if c["sym"] == company_sym)
        return self.corporations.get(entry["minor"]) if "minor" in entry else None

    def major_of(self, company_sym: str) -> Corporation | None:
        entry = next(c for c in self.data.game["companies"] if c["sym"] == company_sym)
        return self.corporations.get(entry["corporation"]) if "corporation" in entry else None

    def cert_limit(self, pid: str | None = None) -> int:
        """The same for every player (R-045); `pid` as the other titles ask."""
        n = str(len(self.players))
        if HIGHER_CERT_LIMIT in self.options and n != "2":
            return self.data.game["rules"]["cert_limit_higher_variant"][n]
        return self.data.game["cert_limit"][n]

    def player_extras(self, pid: str) -> list[Msg]:
        """Bidding tokens left this stock round (R-066), committed bids (R-064), loans."""
        out = []
        if self.round.kind == "stock":
            left = self.bidding_tokens - len(self.bid_boxes.tokens_used.get(pid, ()))
            out.append(msg(QT_TRANSLATE_NOOP("game", "bid tokens {count}"), count=left))
            if self.bid_boxes.committed(pid):
                out.append(msg(QT_TRANSLATE_NOOP("game", "bids {amount}"),
                               amount=self.money(self.bid_boxes.committed(pid))))
        if self.loans.get(pid):
            out.append(msg(QT_TRANSLATE_NOOP("game", "loan {amount}"),
                           amount=self.money(self.loans[pid])))
        return out

    # ----------------------------------------------------------------- the window's questions

    def name_of(self, ident: str) -> str:
        corp = self.corporations.get(ident)
        if corp is not None and corp.kind == "minor":
            return f"Minor {ident}"
        return super().name_of(ident)

    def station_price(self, sym: str) -> int:
        return track.STATION_COST  # every station costs the same

    def hex_markers(self) -> dict[str, int]:
        return {h: n for h, n in self.cubes_on.items() if n}

    def decider_of(self, ident: str) -> str | None:
        if ident == NDEM:
            return deciders.ndem_decider(self)
        return super().decider_of(ident)

    def price_range(self, action):
        return deciders.price_range(self, action)

    def price_step(self, action) -> int:
        return deciders.price_step(self, action)

    def action_words(self, action) -> str | None:
        return words.action_words(self, action)

    def bid_box_rows(self) -> list[tuple[str, int, str, str | None, int | None]]:
        """(pile, box, company, high bidder, high bid) for every box shown now (R-060)."""
        boxes = self.bid_boxes
        shown = boxes.frozen or boxes.between or {
            name: tuple(pile[:BOX_SIZES[name]]) for name, pile in boxes.piles.items()}
        rows = []
        for pile, items in shown.items():
            for n, sym in enumerate(items, 1):
                top = boxes.highest(sym)
                rows.append((pile, n, sym, top.player if top else None, top.price if top else None))
        return rows

    def pile_rows(self) -> list[tuple[str, tuple[str, ...]]]:
        """(pile, what follows the boxes, top first): the piles are open (R-019)."""
        shown = {sym for _, _, sym, _, _ in self.bid_box_rows()}
        return [(name, tuple(s for s in pile if s not in shown))
                for name, pile in self.bid_boxes.piles.items()]

    def free_cash(self, pid: str) -> int:
        """Cash not promised to winning bids (R-064): what a buy may spend."""
        return self.player(pid).cash - self.bid_boxes.committed(pid)

    def cert_count(self, pid: str) -> int:
        return self.certificates_of(pid)

    def certificates_of(self, pid: str) -> int:
        """Certificates counting toward the limit (R-086). A minor counts by its
        certificate (a share of it), never by the card the bids were made on,
        which 18xx.games leaves open for M18 (`paired_minor_certificate_kept`)."""
        count = sum(
            1 for c in self.companies.values()
            if c.owner == pid and not c.closed and c.kind != "minor"
        )
        for corp in self.corporations.values():
            if corp.sym == NDEM or corp.removed:
                continue
            if corp.sym in self.market.position and self.market.has_type(
                corp.sym, "no_cert_limit"
            ):
                continue
            count += len(corp.shares_of(pid))
        return count

    # ----------------------------------------------------------------- values

    def certificate_value(self, share: Share) -> int:
        corp = self.corporations[share.corp]
        if corp.removed or corp.sym not in self.market.position:
            return 0
        price = self.share_price(corp)
        if self.is_minor(corp):
            return 2 * price  # the minor certificate counts as two shares
        return price * share.percent // 10

    def player_value(self, player) -> int:
        """R-306: cash, shares, concessions at $100, less loans; a minor counts
        through its share, never through its certificate as a company."""
        total = player.cash - self.loans.get(player.id, 0)
        for corp in self.corporations.values():
            total += sum(self.certificate_value(s) for s in corp.shares_of(player.id))
        for company in self.companies.values():
            if company.owner == player.id and not company.closed and company.kind != "minor":
                total += company.value
        return total

    # ----------------------------------------------------------------- market

    def place_on_market(self, corp: Corporation, price: int, *, above_majors: bool) -> None:
        cell = self.market.par_cell(price)
        self.market.place(corp.sym, cell)
        if above_majors:
            # a new minor goes under the minors already there but over majors.
            stack = self.market.stacks[cell]
            stack.remove(corp.sym)
            minors = [s for s in stack if self.corporations[s].kind == "minor"]
            stack.insert(len(minors), corp.sym)

    def move_price(self, corp: Corporation, spaces: int) -> None:
        for _ in range(abs(spaces)):
            if spaces > 0:
                self.market.right(corp.sym)
            else:
                self.market.left(corp.sym)
        self.note_bank_break()  # the first trigger fixes the end
        if self.share_price(corp) >= 600 and not self.end_pending:
            self.end_pending = "stock_market"  # at the end of this or the next OR

    def operating_rounds_left(self) -> int | None:
        """R-301..R-304: the trigger's own operating round or the next one is the
        last, but a bank broken in an operating round lets its set play out."""
        if not (self.end_pending or self.bank.broken):
            return None
        if self.round_kind() != "operating":
            return 1
        whole_set = self.end_after_set if self.end_pending else self.bank.broken
        return self.or_count - self.round.number + 1 if whole_set else 1

    def note_bank_break(self) -> None:
        """R-303, R-304: broken in a stock round, the next OR is the last; broken in
        an operating round, the current set of ORs is played out."""
        if self.bank.broken and not self.end_pending:
            self.end_pending = "bank"
            self.end_after_set = self.round is not None and self.round.kind == "operating"

    # ----------------------------------------------------------------- trains

    def route_bonuses(self, op):
        """R-179: the destination bonus once its token is down; R-122: mail contracts;
        R-181: the Pullman, where the train it rides on is known."""
        from gamedesk.engine.board.run_rules import Extras
        from gamedesk.titles.g1822mx.dividends import mail_contracts

        carried = self._pullman_on(op)
        return Extras(car=carried is not None,
                      goal=destinations.route_bonus_ends(self, op),
                      contracts=mail_contracts(self, op),
                      car_on=carried.id if carried is not None else None)

    def _pullman_on(self, op):
        """The train the Pullman has been put on this turn (R-115), if any: the
        finder counts the car on that train only, not on another of its type."""
        turn = getattr(self.round, "turn", None)
        return getattr(turn, "pullman_on", None) if turn is not None and turn.op is op else None

    def route_actions(self, turn) -> list:
        """The finder's routes, valued by the run itself: the finder may have scored a
        route without a bonus it will earn (R-179) when its search was cut short."""
        out = []
        for action in super().route_actions(turn):
            routes = [{k: v for k, v in r.items() if k not in ("revenue", "treasury")}
                      for r in action["routes"]]
            out.append(type(action)(action.type, action.entity, {**action.args, "routes": routes}))
        return out

    def runnable_trains(self, op) -> list:
        """The Pullman car runs only with a train (R-115)."""
        from gamedesk.titles.g1822mx.dividends import runnable

        return runnable(op)

    def counted_trains(self, op) -> list:
        """R-114, R-212: special trains do not count; with only them, a company must buy one."""
        from gamedesk.titles.g1822mx.train_buying import counted

        return counted(op)

    def bank_prices(self, train) -> set[int]:
        """What the bank asks for a card, one price per side (R-202)."""
        from gamedesk.titles.g1822mx.trains import variants

        return {side["price"] for side in variants(self, train).values()}

    def must_buy_train(self, turn) -> bool:
        from gamedesk.titles.g1822mx.train_buying import counted

        return turn.step == "buy_train" and not counted(turn.op)
