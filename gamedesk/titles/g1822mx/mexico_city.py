"""The five unbuilt hexes beside Mexico City (R-153, R-154).

Each is controlled by one company (MC M22, FNM M24, IRM O24, minor 14 N21,
minor 15 O22, as the data's `blocks_hexes_consent` abilities say). Until a
tile is down there, a tile (never a builder cube) needs the controlling
player: its director, or before the major starts the concession's holder.

- Both profiles: the first tile keeps the pre-printed stub toward Mexico
  City (R-151, and R-154 with no controlling player), whoever lays it.
- Rulebook: another player's company asks that player's consent; the lay
  waits for the answer (`ConsentRequest`). With no controlling player, the
  tile must connect the pre-printed stub toward Mexico City to existing
  track on a neighbouring hex (R-154).
- 18xx.games (§4): only the controlling player's companies may lay there; an
  uncontrolled hex takes a tile that includes the stub, and on M22 one that
  also meets a neighbour's track.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamedesk.engine.actions import Action
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.messages import QT_TRANSLATE_NOOP

CONSENT = "consent"
REFUSE = "refuse"
LINK_ALWAYS_IN_SITE = ("M22",)  # 18xx issue #7812, as inventory §4 reports


@dataclass
class ConsentRequest:
    """A lay waiting for the controlling player's answer (R-153), or the taking of
    another player's private waiting for its owner's (R-101)."""

    action: Action
    player: str  # who answers
    asker: str  # the player acting for the company that lays


_CONTROLLERS: dict[int, dict[str, tuple[str, ...]]] = {}  # by title data, read once


def controllers(game) -> dict[str, tuple[str, ...]]:
    """Reserved hex -> the cards and companies whose holder controls it."""
    key = id(game.data)
    if key not in _CONTROLLERS:
        _CONTROLLERS[key] = _read_controllers(game)
    return _CONTROLLERS[key]


def _read_controllers(game) -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for kind in ("companies", "corporations"):
        for entry in game.data.game.get(kind, ()):
            for ability in entry.get("abilities", ()):
                if ability.get("type") == "blocks_hexes_consent":
                    for hex_ in ability["hexes"]:
                        found[hex_] = (*found.get(hex_, ()), entry["sym"])
    return found


def controller(game, hex_: str) -> str | None:
    """The player controlling a reserved hex now, or None (R-154)."""
    for sym in controllers(game).get(hex_, ()):
        corp = game.corporations.get(sym)
        if corp is not None and not corp.removed and not corp.closed and corp.president:
            return corp.president
        card = game.companies.get(sym)
        if card is not None and not card.closed and card.owner and game.is_player(card.owner):
            return card.owner
    return None


def is_reserved(game, hex_: str) -> bool:
    return hex_ in controllers(game) and game.board.tile_of(hex_).preprinted


def acting_player(game, turn) -> str | None:
    if turn.is_ndem:
        return turn.building_player()
    return turn.op.president


def check(game, turn, hex_: str, tile: str, rotation: int) -> bool:
    """Raise if the rules forbid this tile on a reserved hex; True when it needs
    the controlling player's consent first (rulebook)."""
    if not is_reserved(game, hex_):
        return False
    owner = controller(game, hex_)
    if owner is None:
        _check_uncontrolled(game, hex_, tile, rotation)
        return False
    _check_stub_kept(game, hex_, tile, rotation)
    if owner == acting_player(game, turn):
        return False
    if game.gx:
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "only {player}'s companies may lay a tile in {hex}"),
            "R-153", player=game.name_of(owner), hex=hex_,
        )
    if hex_ in getattr(turn, "refused_asks", ()):
        # asking again the turn it was refused would only be refused again
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{player} refused a tile in {hex} this turn"),
            "R-153", player=game.name_of(owner), hex=hex_,
        )
    return True


def allows(game, turn, hex_: str, tile: str, rotation: int) -> bool:
    """A lay the rules allow here, maybe once the controller consents."""
    try:
        check(game, turn, hex_, tile, rotation)
    except IllegalAction:
        return False
    return True


def _stubs(game, hex_: str) -> set[int]:
    return {int(s["edge"]) for s in game.board.grid.info(hex_).tile.get("stubs", ())}


def _check_stub_kept(game, hex_: str, tile: str, rotation: int) -> None:
    """R-151: the station's pre-printed track runs into this hex; the first tile
    keeps it when the controlling player's company lays it too (18xx.games: "not
    legally rotated"). Without a controlling player R-154 asks that and more."""
    exits = game.board.catalogue.defs[tile].oriented(rotation).exits
    if not _stubs(game, hex_) <= set(exits):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the tile in {hex} must keep the track from Mexico City"),
            "R-151", hex=hex_,
        )


def _check_uncontrolled(game, hex_: str, tile: str, rotation: int) -> None:
    exits = game.board.catalogue.defs[tile].oriented(rotation).exits
    stubs = _stubs(game, hex_)
    if not stubs <= set(exits):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the tile in {hex} must run toward Mexico City"),
            "R-154", hex=hex_,
        )
    if game.gx and hex_ not in LINK_ALWAYS_IN_SITE:
        return
    if not any(_meets_track(game, hex_, edge) for edge in exits if edge not in stubs):
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "the tile in {hex} must join Mexico City to existing track"),
            "R-154", hex=hex_,
        )


def _meets_track(game, hex_: str, edge: int) -> bool:
    other = game.board.grid.neighbor(hex_, edge)
    if other is None:
        return False
    back = (edge + 3) % 6
    return back in game.board.orientation(other).exits


def ask(game, turn, action: Action) -> None:
    """R-153: hold the lay until the controlling player answers."""
    owner = controller(game, action["hex"])
    turn.consent = ConsentRequest(action, owner, acting_player(game, turn))
    game.add_log(QT_TRANSLATE_NOOP("game", "{player} asks {owner} to allow a tile in {hex}"),
                 player=game.name_of(turn.consent.asker), owner=game.name_of(owner),
                 hex=action["hex"])


def ask_owner(game, turn, action: Action, owner: str) -> None:
    """R-101: a private is taken from another player only with that player's consent."""
    turn.consent = ConsentRequest(action, owner, acting_player(game, turn))
    game.add_log(QT_TRANSLATE_NOOP("game", "{company} asks {owner} for {private}"),
                 company=turn.op.sym, owner=game.name_of(owner), private=action["company"])


def answer(game, turn, action: Action) -> Action | None:
    """The controller's answer: the held lay to carry out, or None if refused."""
    request = turn.consent
    if action.type != "choose" or action.get("choice") not in (CONSENT, REFUSE):
        rule = {"acquire_company": "R-101", "choose": "R-223"}.get(request.action.type, "R-153")
        raise IllegalAction(
            QT_TRANSLATE_NOOP("game", "{player} allows or refuses first"),
            rule, player=game.name_of(request.player),
        )
    turn.consent = None
    if action["choice"] == REFUSE:
        game.add_log(
            QT_TRANSLATE_NOOP("game", "{player} refuses"),
            player=game.name_of(request.player))
        return None
    game.add_log(
        QT_TRANSLATE_NOOP("game", "{player} allows it"),
        player=game.name_of(request.player))
    return request.action
