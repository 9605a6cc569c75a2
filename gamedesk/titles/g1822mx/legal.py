"""What may be done now in 1822MX, as actions the engine will accept.

Each query lists concrete actions built from the same checks `process` runs;
where a decision has a range (a bid, a price paid for another company's
train), the least legal amount is listed and `process` takes any amount in
the range. Tests replay many positions and try every listed action.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, POOL
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.trains import DEPOT
from gamedesk.titles.g1822mx import (
    acquisitions,
    cubes,
    dividends,
    emergency,
    mexico_city,
    shares_issue,
    six_exits,
    track,
    train_buying,
)
from gamedesk.titles.g1822mx.trains import next_bank_train, variants

# ----------------------------------------------------------------- operating turns


def turn_actions(game, turn) -> list[Action]:
    """Every decision of the operating company's turn in its current step (its steps
    in titles/g1822mx/steps.py say which)."""
    return turn.legal_actions()


def lay_actions(game, turn) -> list[Action]:
    slot = track.lay_slot(game, turn)
    if slot is None:
        return []
    out = []
    options = game.board.lay_options(
        turn.op.sym, colors=track.lay_colours(game, turn),
        new_lay=bool(slot["lay"]), upgrade=bool(slot["upgrade"]),
    )
    for option in six_exits.without_five_exits(game, options):
        if max(0, option.cost - cubes.discount(game, option.hex)) > turn.op.cash:
            continue
        out += [act("lay_tile", turn.op.sym, hex=option.hex, tile=option.tile, rotation=r)
                for r in option.rotations
                if mexico_city.allows(game, turn, option.hex, option.tile, r)]
    return out


def cube_actions(game, turn) -> list[Action]:
    """R-131, R-139: a cube in place of a yellow build, on a reached terrain hex."""
    slot = track.lay_slot(game, turn)
    if slot is None or not slot["lay"]:
        return []
    return cubes.cube_lays(game, turn.op.sym)


def token_actions(game, turn) -> list[Action]:
    if turn.is_minor or not track.may_place_token(game, turn.op):
        return []
    return [act("place_token", turn.op.sym, hex=h, city=i)
            for h, i in game.board.token_options(turn.op.sym)]


def pullman_choices(turn) -> list[Action]:
    """R-115: which train the Pullman rides on, before the run."""
    if not turn.has_pullman() or turn.pullman_on is not None:
        return []
    trains = dividends.pullman_candidates(turn.game, turn.op)
    return [act("choose", turn.op.sym, choice=str(i)) for i in range(len(trains))]


def dividend_actions(turn) -> list[Action]:
    sym = turn.op.sym
    if turn.is_minor or turn.is_ndem:
        return []
    together = [act("dividend", sym, kind=k) for k in ("payout", "half", "withhold")]
    if turn.special_train() is not None and turn.special_choice is None:
        # the special train's part decided apart first, or all together
        return [act("choose", sym, choice=k) for k in ("payout", "withhold")] + together
    return together


def train_actions(game, turn) -> list[Action]:
    op, sym = turn.op, turn.op.sym
    out: list[Action] = []
    if train_buying.can_flip(game, op):
        # the side is named, as the site's logs do: without it the site keeps an L
        out += [act("buy_train", sym, train=t.id, price=train_buying.FLIP_PRICE, exchange=t.id,
                    variant=train_buying.FLIPPED_SIDE)
                for t in op.trains if t.name == "L" and op.cash >= train_buying.FLIP_PRICE]
    if train_buying.needs_director(game, op):
        if train_buying.selling_down(game, turn):
            return out  # the director sells down to the limit first
        cheapest = train_buying.cheapest_offer(game)
        director = game.player(op.president)
        # the director first sells what may be sold; then a loan covers the rest
        if op.cash + director.cash >= cheapest or not emergency.can_still_sell(
                game, director.id, op):
            out += [_bank_buy(game, sym, t, cheapest) for t in train_buying.buyable_from_bank(game)
                    if train_buying.cheapest_price(game, t) == cheapest]
        return out + _company_trains(game, op)
    if len(train_buying.counted(op)) >= train_buying.limit(game, op):
        return out
    nxt = next_bank_train(game)
    if nxt is not None:
        for name, side in variants(game, nxt).items():
            if side["price"] <= op.cash and (name != "E" or train_buying.may_take_e(op, nxt)):
                out.append(act("buy_train", sym, train=nxt.id, price=side["price"],
                               variant=name))
    out += [act("buy_train", sym, train=t.id, price=t.price)
            for t in game.depot.pool_trains() if t.price <= op.cash]
    return out + _company_trains(game, op)


def _bank_buy(game, sym: str, train, price: int) -> Action:
    if train.owner != DEPOT:
        return act("buy_train", sym, train=train.id, price=price)
    side = next(n for n, s in variants(game, train).items() if s["price"] == price)
    return act("buy_train", sym, train=train.id, price=price, variant=side)


def _company_trains(game, op) -> list[Action]:
    """R-200: another company's train from phase 3, for $1 up to the treasury."""
    if not game.phases.has("can_buy_trains") or op.cash < 1:
        return []
    from gamedesk.titles.g1822mx.trains import SPECIALS

    return [act("buy_train", op.sym, train=t.id, price=1)
            for c in game.corporations.values()
            if c is not op and c.sym != "NDEM" and not c.closed
            for t in c.trains if not t.id.startswith(SPECIALS)
            and not t.id.startswith(dividends.PULLMAN) and train_buying.may_take_e(op, t)]


def emergency_sales(game, turn) -> list[Action]:
    """R-213, R-214, R-218: the director's sales while the company cannot pay the train."""
    if not train_buying.needs_director(game, turn.op):
        return []
    return emergency.legal_sales(game, turn)


def player_sales(game, pid: str, skip: set[str] = frozenset()) -> list[Action]:
    """Each block of a player's shares the selling rules allow (R-030 … R-033):
    ordinary shares, and the director's certificate with them where another
    player would take it over (10% of it, when it is held alone)."""
    from gamedesk.titles.g1822mx.stock_round import check_sale

    out = []
    for corp in game.corporations.values():
        if corp.sym in skip:
            continue
        held = [s for s in corp.shares_of(pid) if not s.president]
        certificate = [s for s in corp.shares_of(pid) if s.president]
        blocks: list[tuple[list, int | None]] = [(held[:n], None) for n in range(1, len(held) + 1)]
        if certificate:
            blocks += [(certificate + held[:n], None) for n in range(len(held) + 1)]
            if not held:
                blocks.insert(0, (certificate, certificate[0].percent - 10))
        for block, percent in blocks:
            try:
                check_sale(game, pid, corp, block, percent)
            except IllegalAction:
                continue
            extra = {} if percent is None else {"percent": percent}
            out.append(act("sell_shares", pid, shares=[s.id for s in block], **extra))
    return out


def issue_actions(game, op) -> list[Action]:
    """R-235 … R-237: issue some treasury shares, or redeem pool shares."""
    if op.kind != "major":
        return []
    out = []
    treasury = [] if shares_issue.first_turn(game, op) else op.shares_of(IPO)
    room = (shares_issue.POOL_LIMIT - op.percent_of(POOL)) // 10
    for n in range(1, min(len(treasury), room) + 1):
        out.append(act("sell_shares", op.sym, shares=[s.id for s in treasury[:n]]))
    pool = op.shares_of(POOL)
    price = game.share_price(op)
    for n in range(1, len(pool) + 1):
        if n * price <= op.cash:
            out.append(act("buy_shares", op.sym, shares=[s.id for s in pool[:n]]))
    return out


def acquisition_choices(game, turn) -> list[Action]:
    sym, minor = turn.op.sym, turn.acquiring
    if not turn.token_choice_due:
        return [act("choose", sym, choice=c)
                for c in acquisitions.payment_options(game, turn.op, minor)]
    out = []
    for choice in acquisitions.TOKEN_CHOICES:
        try:
            acquisitions.token_choice_refusal(game, turn, choice)
        except IllegalAction:
            continue
        out.append(act("choose", sym, choice=choice))
    return out


# ----------------------------------------------------------------- stock rounds


def stock_actions(game, sr, pid: str) -> list[Action]:
    """Sales, loan repayment, one buy or conversion or start, bids, pass (R-021)."""
    out: list[Action] = []
    if not sr.bought and not sr.bids_made:
        out += sale_actions(game, sr, pid)
        if game.loans.get(pid) and game.player(pid).cash > 0:
            out.append(act("repay_loan", pid))
        if not game.loans.get(pid):
            out += buy_actions(game, sr, pid) + start_actions(game, pid)
    return out


def sale_actions(game, sr, pid: str) -> list[Action]:
    return player_sales(game, pid, sr.sold_now)  # one block a company a turn


def buy_actions(game, sr, pid: str) -> list[Action]:
    out = []
    for corp in game.corporations.values():
        if corp.closed or corp.removed or corp.kind == "minor":
            continue
        for owner in (IPO, POOL):
            share = next((s for s in corp.shares if s.owner == owner and not s.president), None)
            if share is None:
                continue
            try:
                sr.check_buy(pid, corp, share)
            except IllegalAction:
                continue
            out.append(act("buy_shares", pid, shares=[share.id]))
    return out


def start_actions(game, pid: str) -> list[Action]:
    """Conversions in phases 2-4 (R-050), directors' certificates from phase 5 (R-054)."""
    from gamedesk.titles.g1822mx.direct_start import START_VALUES

    cash = game.free_cash(pid)
    out = []
    if game.phases.has("can_convert_concessions"):
        for c in game.companies.values():
            corp = game.major_of(c.sym) if c.kind == "concession" else None
            if corp is None or c.closed or c.owner != pid or corp.president is not None:
                continue
            out += [act("par", pid, corporation=corp.sym, price=p)
                    for p in START_VALUES if 2 * p - c.value <= cash]
    if game.phases.has("can_par") and game.certificates_of(pid) < game.cert_limit():
        for corp in game.corporations.values():
            if corp.kind == "major" and corp.sym != "NDEM" and corp.president is None and (
                    not corp.closed):
                out += [act("par", pid, corporation=corp.sym, price=p)
                        for p in START_VALUES if 2 * p <= cash]
    return out
