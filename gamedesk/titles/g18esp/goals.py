"""Goals of the majors launched in phases 2-4 and the capital they bring
(inventory 3.18, R-177…R-181; the site's goals 4.7).

A goal reached pays the major its par times the number of goals it has now
reached (1x, 2x, 3x) and unlocks one more station (R-179). The destination is
reached by continuous track from the home station to the destination hex,
whoever's stations stand between (R-178); the site counts track from any of
its stations (Q28). It is checked after each tile the major lays and as its
turn begins.
"""

from __future__ import annotations

from gamedesk.engine.entities import Corporation
from gamedesk.engine.messages import QT_TRANSLATE_NOOP, msg

DESTINATION, OFFBOARD, HARBOR, TAKEOVER = "destination", "offboard_run", "harbor_run", "takeover"
GOAL_WORDS = {  # each goal as the log names it
    DESTINATION: QT_TRANSLATE_NOOP("game", "destination"),
    OFFBOARD: QT_TRANSLATE_NOOP("game", "offboard run"),
    HARBOR: QT_TRANSLATE_NOOP("game", "harbor run"),
    TAKEOVER: QT_TRANSLATE_NOOP("game", "takeover"),
}


def open_goals(corp: Corporation) -> bool:
    return corp.kind == "major" and getattr(corp, "goals", None) is not None


def destination_reached(game, corp: Corporation) -> bool:
    """Whether the major's destination is connected and its goal not yet paid."""
    if not open_goals(corp) or DESTINATION in corp.goals or not corp.home_placed:
        return False
    target = game.destinations.get(corp.sym)
    return bool(target) and reaches(game, corp, target)


def check_destination(game, corp: Corporation) -> None:
    if destination_reached(game, corp):
        award(game, corp, DESTINATION)


def check_runs(game, corp: Corporation, routes: list) -> None:
    """R-177 goals (2) and (3), met by this run (4.7.37: as the run is
    submitted, before the dividend): an off-board area; a harbour with a mine
    on the same route for a northern major (not in the last phase, R-180), a
    harbour alone on the site (4.7.36)."""
    if not open_goals(corp):
        return
    for route in routes:
        hexes = [stop.rpartition("-")[0] for stop in route.stops]
        kinds = {game.board.tile_def(h).nodes[int(stop.rpartition("-")[2])].kind
                 for h, stop in zip(hexes, route.stops, strict=True)}
        if OFFBOARD not in corp.goals and "offboard" in kinds:
            award(game, corp, OFFBOARD)
        if HARBOR not in corp.goals and harbor_run(game, corp, set(hexes)):
            award(game, corp, HARBOR)


def harbor_run(game, corp: Corporation, hexes: set[str]) -> bool:
    if not hexes & game.harbors:
        return False
    if game.gx:
        return True
    if not game.is_north(corp):
        return False  # a southern major's third goal is a takeover
    last_phase = game.phases.index == len(game.phases.all) - 1
    return bool(hexes & game.mine_hexes) and not last_phase


def reaches(game, corp: Corporation, target: str) -> bool:
    """Track from the company's home (the site: any of its stations) to `target`."""
    board = game.board
    tokens = board.tokens_of(corp.sym)
    # the home station where it stands now (an upgrade may have moved it, R-105)
    starts = tokens if game.gx else [t for t in tokens if t[0] == corp.home[0]]
    seen, frontier = set(starts), list(starts)
    while frontier:
        node = frontier.pop()
        if node[0] == target:
            return True
        for segment in board.segments(node):
            if segment.end not in seen:
                seen.add(segment.end)
                frontier.append(segment.end)
    return False


def award(game, corp: Corporation, goal: str) -> None:
    """R-179: par x goals reached so far, and one more station to place."""
    corp.goals.add(goal)
    capital = corp.par * len(corp.goals)
    game.pay(game.bank, corp, capital)
    corp.tokens_available += 2 if goal == TAKEOVER else 1
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} reaches its {goal} goal and receives "
                                   "{amount}"), company=corp.sym, goal=msg(GOAL_WORDS[goal]),
                 amount=game.money(capital))
