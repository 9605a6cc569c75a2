"""Takeovers of minors by southern majors (inventory 3.12, 3.13: R-133…R-147;
the site: 4.8.39…41) and the reserved shares' return (R-141, R-142).

Rulebook: in phases 3-4 a southern major takes over, once in the game (R-139),
a minor that has run a train (R-134), if the minor's director agrees (R-133);
it pays the minor's price to that director, who receives the major's reserved
share (R-135), and reaches its takeover goal (R-136). From phase 5, a major
launched in phases 3-4 that has not taken one over may take a frozen minor
(R-143, R-144) or one never launched (R-145), with no consent (R-147).

The site: from phase 3 (its minors close at phase 5), any number of takeovers
of minors that have operated, priced within the major's cash, by a major not
wholly in players' hands; the director receives the major's last IPO share;
no goal, and no consent asked.
"""

from __future__ import annotations

from gamedesk.engine.actions import Action, act
from gamedesk.engine.entities import IPO, Corporation
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.g18esp import goals, oo_stations, share_limits, train_limits
from gamedesk.titles.g18esp.rule_ids import Refusal

MAP, CHARTER = "map", "charter"  # the minor's station swapped in, or removed
AGREE, REFUSE = "agree", "refuse"  # the minor director's answer
UNLAUNCHED_FEE = 100  # to the bank
MADRID_MINOR, MADRID_MAJOR = "MZ", "MZA"


def southern_major(game, corp: Corporation) -> bool:
    return corp.kind == "major" and not corp.removed and not game.is_north(corp)


def may_take_over(game, major: Corporation) -> bool:
    """Whether `major` may take over a minor now (R-133, R-139, R-146; 4.8.39)."""
    if not southern_major(game, major) or not game.phase_at_least("3"):
        return False
    if game.gx:
        return not all(game.is_player(s.owner) for s in major.shares)
    if getattr(major, "took_over", False):
        return False
    if game.phase_at_least("5"):
        return getattr(major, "goals", None) is not None  # launched in phases 3-4
    return True


def minors(game) -> list[Corporation]:
    return [c for c in game.corporations.values()
            if c.kind == "minor" and not c.removed and not c.closed]


def price(game, major: Corporation, minor: Corporation) -> int:
    """R-135 / R-143 / R-144: the minor's market price; R-145: 100 for one never launched."""
    return game.share_price(minor) if minor.floated else UNLAUNCHED_FEE


def candidates(game, major: Corporation) -> list[Corporation]:
    """The minors `major` may take over now, within its treasury."""
    if not may_take_over(game, major):
        return []
    return [m for m in minors(game) if why_not(game, major, m) is None]


def why_not(game, major: Corporation, minor: Corporation) -> Refusal | None:
    """Why `major` may not take over `minor` now, or None."""
    if not may_take_over(game, major):
        rule = "R-139" if getattr(major, "took_over", False) else "R-133"
        if game.phase_at_least("5") and getattr(major, "goals", None) is None:
            rule = "R-146"
        return Refusal(QT_TRANSLATE_NOOP("game", "{company} may take over no minor now"), rule,
                       company=major.sym)
    late = game.phase_at_least("5")
    if game.gx and not minor.operated:
        return Refusal(QT_TRANSLATE_NOOP("game", "{company} has not operated yet"), "R-134",
                       company=minor.sym)
    if not game.gx and not late and not getattr(minor, "ran_train", False):
        return Refusal(QT_TRANSLATE_NOOP("game", "{minor} has not run a train yet"), "R-134",
                       minor=minor.sym)
    if not game.gx and late and minor.floated and not getattr(minor, "frozen", False):
        return Refusal(QT_TRANSLATE_NOOP("game", "{minor} is not frozen"), "R-143",
                       minor=minor.sym)
    if not minor.floated and not late:
        return Refusal(QT_TRANSLATE_NOOP("game", "{minor} has not been launched"), "R-133",
                       minor=minor.sym)
    cost = price(game, major, minor)
    if major.cash < cost:
        return Refusal(QT_TRANSLATE_NOOP("game", "taking over {minor} costs {price}"), "R-135",
                       minor=minor.sym, price=game.money(cost))
    return None


def token_choices(game, major: Corporation, minor: Corporation) -> list[str]:
    """R-137: the minor's station swapped for the major's, or not; R-138: not
    MZ's while MZA is in the game; never a second station in one hex."""
    node = station_of(game, minor)
    if node is None:
        return [CHARTER]
    mza = game.corporations.get(MADRID_MAJOR)
    madrid = minor.sym == MADRID_MINOR and mza is not None and not mza.removed
    own_hex = any(h == node[0] for h, _ in game.board.tokens_of(major.sym))
    unlocked = not game.gx or major.tokens_placed < getattr(major, "tokens_available", 0)
    return [MAP, CHARTER] if not madrid and not own_hex and unlocked else [CHARTER]


def station_of(game, minor: Corporation) -> tuple[str, int] | None:
    """The minor's station, or (R-144, R-145) the home space kept for it."""
    tokens = game.board.tokens_of(minor.sym)
    if tokens:
        return tokens[0]
    kept = [node for node, city in game.board.city_states.items() if minor.sym in city.reserved_for]
    if kept:
        return kept[0]
    home = minor.home
    if home and home[1] is None:
        return oo_home_space(game, home[0])
    return home if home and game.board.city_state(*home) else None


def oo_home_space(game, hex_: str) -> tuple[str, int] | None:
    """R-098: the space a major's station takes in a minor's OO home hex (its
    city not chosen yet): the first free city of the tile, or, before any
    tile, of the printed hex, whose station the tile then carries to the
    matching city (R-105) until its director chooses (`oo_stations`)."""
    for city in game.board.cities(hex_):
        if city.free > len(city.reserved_for):
            return hex_, city.index
    return None


def actions(game, major: Corporation) -> list[Action]:
    return [act("take_over", major.sym, corporation=m.sym, token=choice)
            for m in candidates(game, major) for choice in token_choices(game, major, m)]


def needs_consent(game, major: Corporation, minor: Corporation) -> str | None:
    """R-133: before phase 5 the minor's director agrees (unless it is the
    major's own director); R-147: a frozen minor's cannot refuse; the site asks no one."""
    if game.gx or game.phase_at_least("5") or minor.president == major.president:
        return None
    return minor.president


def check(game, major: Corporation, action: Action) -> Corporation:
    minor = game.corporations.get(action["corporation"])
    if minor is None or minor.kind != "minor" or minor.closed or minor.removed:
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} is no minor in play"), "R-133",
                      company=action["corporation"])
    refusal = why_not(game, major, minor)
    if refusal is not None:
        raise refusal
    if action["token"] not in token_choices(game, major, minor):
        rule = "R-138" if minor.sym == MADRID_MINOR else "R-137"
        raise Refusal(QT_TRANSLATE_NOOP("game", "{company} cannot put its station where "
                                        "{minor}'s is"), rule, company=major.sym, minor=minor.sym)
    return minor


def take_over(game, major: Corporation, action: Action) -> None:
    """The takeover itself, once agreed (R-135…R-137, R-143…R-145; 4.8.40, 4.8.41)."""
    minor = check(game, major, action)
    cost = price(game, major, minor)
    ran = minor.floated and (game.gx or getattr(minor, "ran_train", False))
    director = minor.president
    if minor.floated:
        game.pay(major, game.player(director), cost)
    else:
        game.pay(major, game.bank, cost)
    if ran:
        move_assets(game, major, minor)
    give_share(game, major, director if ran else None)
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} takes over {minor} for {price}"),
                 company=major.sym, minor=minor.sym, price=game.money(cost))
    if not game.gx and goals.open_goals(major) and goals.TAKEOVER not in major.goals:
        goals.award(game, major, goals.TAKEOVER)  # its two stations unlocked
    place_station(game, major, minor, action["token"] == MAP)
    close(game, minor)
    major.took_over = True
    return_reserved_when_no_minor_left(game)
    train_limits.discard_over_limit(game, major)  # Q18: the minor's trains may crowd it


def move_assets(game, major: Corporation, minor: Corporation) -> None:
    """R-135: treasury, trains, privates; its tender too, unless the major has
    one (R-036: the second goes to the market, for sale at 80)."""
    if minor.cash:
        game.pay(minor, major, minor.cash)
    for train in list(minor.trains):
        game.give_train(train, major.sym)
    for sym in list(minor.companies):
        minor.companies.remove(sym)
        major.companies.append(sym)
        game.companies[sym].owner = major.sym
    if minor.sym in game.tender_owners:
        game.tender_owners.discard(minor.sym)
        if major.sym in game.tender_owners:  # for sale in the market at 80
            game.tenders_in_market += 1
        game.tender_owners.add(major.sym)


def give_share(game, major: Corporation, director: str | None) -> None:
    """R-135: the reserved share to the minor's director; R-144, R-145: to the
    major's IPO when no operated minor is taken. The site: its last IPO share."""
    if game.gx:
        left = [s for s in major.shares if s.owner == IPO and not s.president]
        if director and left:
            left[-1].owner = director
        return
    for share in major.shares:
        if share.reserved:
            share.reserved = False
            if director:
                share.owner = director
                share_limits.mark_takeover_share(share)
            return


def place_station(game, major: Corporation, minor: Corporation, on_map: bool) -> None:
    """R-137 (a): the major's station takes the minor's place, free; (b) the
    space is free again. R-144, R-145: its station on the minor's home."""
    node = station_of(game, minor)
    board = game.board
    slot = None
    if node is not None and minor.sym in board.city_state(*node).slots:
        slot = board.city_state(*node).slots.index(minor.sym)
        board.remove_token(minor.sym, *node)
    board.release_reservation(minor.sym)
    if on_map and node is not None:
        board.place_token(major.sym, *node, slot)
        major.tokens_placed += 1  # one of those the takeover unlocked
        if minor.home and minor.home[1] is None:
            oo_stations.mark_waiting(game, major, node[0])  # its city chosen later


def close(game, minor: Corporation) -> None:
    """R-189: the minor leaves the game; its certificate goes back to the bank."""
    for share in minor.shares:
        share.owner = IPO
    minor.closed = True
    minor.frozen = False


def return_reserved(game, *, launched_too: bool) -> None:
    """R-141: at phase 5 the majors not launched return their reserved share to
    the IPO; R-142 (`launched_too`): every major does, once no operated minor is left."""
    for corp in game.corporations.values():
        if corp.kind != "major" or (corp.ipoed and not launched_too):
            continue
        for share in corp.shares:
            share.reserved = False


def return_reserved_when_no_minor_left(game) -> None:
    """R-142: in phase 5+, no operated minor left on the map."""
    if game.gx or not game.phase_at_least("5"):
        return
    if not any(getattr(m, "ran_train", False) or m.operated for m in minors(game) if m.floated):
        return_reserved(game, launched_too=True)
