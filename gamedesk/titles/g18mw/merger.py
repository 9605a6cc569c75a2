"""Mergers of two corporations of one president into a System (R-173 … R-184;
readings Q-25, Q-27, Q-45), offered to a corporation that ends its turn with
no train and not the cash for the bank's cheapest, once the first 10-train is
bought. The System takes both charters' certificates, cash, trains, stations
and privates; it first operates in the next operating round."""

from __future__ import annotations

from gamedesk.engine.entities import Corporation, Share
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.steps import DONE
from gamedesk.titles.g18mw.refusals import MwRefusal

SYSTEM_KIND = "system"  # its train limit is the phase's `system` column


def is_system(corp: Corporation) -> bool:
    return corp.kind == SYSTEM_KIND


def may_merge_now(game, op) -> bool:
    """The moment of R-173: a corporation without a train or the cash for one."""
    if not isinstance(op, Corporation) or is_system(op) or op.trains:
        return False
    if not game.phases.has("mergers_allowed"):
        return False  # only after the first 10-train
    if op.sym in game.takeover_round:
        return True  # taken over without a train: a train or a merger
    cheapest = game.cheapest_bank_train_price() if game.depot.next_from_ipo() else None
    return cheapest is None or op.cash < cheapest


def partners(game, op) -> list[Corporation]:
    if not may_merge_now(game, op) or free_charter(game) is None:
        return []
    return [c for c in game.open_corporations()
            if c is not op and not is_system(c) and c.floated and c.president == op.president
            and connected(game, op, c)]


def connected(game, one: Corporation, other: Corporation) -> bool:
    """Track links a station of one to a station of the other, not blocked by
    other companies' stations (R-174)."""
    reach = game.board.reach(one.sym).nodes
    return any(node in reach for node in game.board.tokens_of(other.sym))


def free_charter(game) -> dict | None:
    used = set(game.corporations)
    return next((s for s in game.data.game["systems"] if s["sym"] not in used), None)


def refusal(game, op, partner_sym: str) -> MwRefusal | None:
    partner = game.corporations.get(partner_sym)
    if partner is None or partner.removed or partner.closed:
        return MwRefusal(QT_TRANSLATE_NOOP("game", "no corporation '{company}' to merge with"),
                         "R-174", company=partner_sym)
    if is_system(op) or is_system(partner):
        return MwRefusal(QT_TRANSLATE_NOOP("game", "a System never merges again"), "R-183")
    if not may_merge_now(game, op):
        return MwRefusal(QT_TRANSLATE_NOOP(
            "game", "a merger is for a corporation without a train or the cash for one, after "
                    "the first 10-train"), "R-173")
    if partner.president != op.president:
        return MwRefusal(QT_TRANSLATE_NOOP("game", "both corporations need the same president"),
                         "R-173")
    if free_charter(game) is None:
        return MwRefusal(QT_TRANSLATE_NOOP("game", "every System charter is taken"), "R-174")
    if not connected(game, op, partner):
        return MwRefusal(QT_TRANSLATE_NOOP("game", "no track joins {company} and {other}"),
                         "R-174", company=op.sym, other=partner.sym)
    return None


def merge(game, turn, partner_sym: str) -> Corporation:
    problem = refusal(game, turn.op, partner_sym)
    if problem is not None:
        raise problem
    one, two = turn.op, game.corporations[partner_sym]
    system = _new_system(game, one, two)
    _exchange_certificates(one, two, system)
    for corp in (one, two):
        game.pay(corp, system, corp.cash)
        for train in list(corp.trains):
            game.give_train(train, system.sym)
        for sym in corp.companies:
            game.companies[sym].owner = system.sym  # doubling passes on
        system.companies.extend(corp.companies)
    _move_stations(game, one, two, system)
    _place_on_market(game, one, two, system)
    for corp in (one, two):
        game.market.remove(corp.sym)
        corp.removed = True
    game.mergers += 1  # every limit falls by one
    game.system_bases[system.sym] = (one.home[0], two.home[0])
    turn.round.excluded.update({system.sym, two.sym})  # operates from the next round
    turn.step = DONE
    game.update_doubled_stops()
    game.queue_discards()
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} and {other} merge into the {system} System"),
                 company=one.sym, other=two.sym, system=system.sym)
    return system


def _new_system(game, one: Corporation, two: Corporation) -> Corporation:
    d = free_charter(game)
    system = Corporation(d["sym"], d["name"], d.get("color", "gray"), None,
                         one.token_prices + two.token_prices,  # both allotments
                         kind=SYSTEM_KIND, float_percent=0,
                         max_ownership=d.get("max_ownership_percent", 60))
    system.shares = [Share(d["sym"], s["index"], s["percent"], s["president"]) for s in d["shares"]]
    system.president, system.floated, system.operated = one.president, True, True
    pars = [p for p in game.par_values() if p <= (one.par + two.par) / 2]
    system.par = max(pars) if pars else min(game.par_values())
    game.corporations[system.sym] = system
    return system


def _exchange_certificates(one: Corporation, two: Corporation, system: Corporation) -> None:
    """Presidents' 20% -> the System's two 10%; every 10% -> a 5%, same holder (R-175)."""
    big = iter(system.shares[:2])
    small = iter(system.shares[2:])
    for corp in (one, two):
        for share in corp.shares:
            target = next(big) if share.president else next(small)
            owner = system.sym if share.owner == corp.sym else share.owner  # treasury
            target.owner = owner
            share.owner = "@removed"


def _move_stations(game, one: Corporation, two: Corporation, system: Corporation) -> None:
    """Every station becomes the System's; of two in one hex one goes back to
    the charter, a base station staying (R-177, Q-27)."""
    board = game.board
    bases = {one.home, two.home}
    stations = [(corp.sym, node) for corp in (one, two) for node in board.tokens_of(corp.sym)]
    stations.sort(key=lambda s: s[1] not in bases)  # bases first: they stay
    kept_hexes = set()
    for sym, (hex_, index) in stations:
        board.remove_token(sym, hex_, index)
        if hex_ not in kept_hexes:
            board.place_token(system.sym, hex_, index)
            kept_hexes.add(hex_)
    system.tokens_placed = len(kept_hexes)
    system.home = one.home
    system.home_placed = True


def _place_on_market(game, one: Corporation, two: Corporation, system: Corporation) -> None:
    """Top row, highest price not above the mean; else column 0 (R-178, Q-25)."""
    mean = (game.share_price(one) + game.share_price(two)) / 2
    market = game.market
    top = [(c, s) for c, s in enumerate(market.grid[0]) if s and s.price <= mean]
    if top:
        cell = (0, max(top, key=lambda cs: cs[1].price)[0])
    else:
        column0 = [(r, row[0]) for r, row in enumerate(market.grid) if row and row[0]
                   and row[0].price <= mean]
        cell = (max(column0, key=lambda rs: rs[1].price)[0], 0)
    market.place(system.sym, cell)  # at the bottom of a stack
