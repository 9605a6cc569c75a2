"""The hexes beside Mexico City (R-153 … R-155) in positions of the real game
123055: the controlling player's consent (rulebook), the site's refusal of
other players' companies (18xx.games), the stub rule when nobody controls a
hex, and the NdeM never upgrading Mexico City."""

from __future__ import annotations

import pytest

from gamedesk.titles.g1822mx import cubes, mexico_city
from tests.titles.mx_helpers import log_position, refused

STEM = "123055"
NDEM_BUILDS_BESIDE_IRM = 710  # the NdeM's build turn; IRM's director controls O24
MC_BESIDE_FREE_N21 = 755  # MC may build in N21, which nobody controls
LAY = {"type": "lay_tile", "entity": "NDEM", "hex": "O24", "tile": "7", "rotation": 2}


def _lays_in(game, hex_: str):
    """Tiles offered in the hex (builder cubes need no consent)."""
    return [a for a in game.legal_actions() if a.type == "lay_tile" and a["hex"] == hex_
            and a["tile"] != cubes.CUBE_TILE]


def _beside_irm(profile: str = "18xx.games"):
    """The NdeM's build turn, with cubes already paying O24's terrain (R-140)."""
    game = log_position(STEM, NDEM_BUILDS_BESIDE_IRM)
    game.profile = profile
    game.cubes_on["O24"] = cubes.capacity(game, "O24")
    return game


@pytest.mark.rules("R-153")
def test_the_site_lets_only_the_controlling_players_companies_build_there():
    game = _beside_irm()
    owner = mexico_city.controller(game, "O24")
    assert owner == game.corporations["IRM"].president
    assert owner != game.round.turn.building_player()
    assert not _lays_in(game, "O24")
    refused(game, LAY, "R-153")


@pytest.mark.rules("R-153")
def test_the_rulebook_asks_the_controlling_player_who_may_refuse_or_allow():
    game = _beside_irm("rulebook")
    owner = mexico_city.controller(game, "O24")
    assert _lays_in(game, "O24")
    game.process(LAY)
    assert game.board.tile_of("O24").preprinted  # nothing laid yet
    assert game.active_entities() == [owner] and game.deciding_players() == [owner]
    assert {a["choice"] for a in game.legal_actions()} == {"consent", "refuse"}
    game.process({"type": "choose", "entity": owner, "choice": "refuse"})
    assert game.board.tile_of("O24").preprinted
    assert game.active_entities() == ["NDEM"] and game.current_step() == "track"
    allowed = _beside_irm("rulebook")
    allowed.process(LAY)
    allowed.process({"type": "choose", "entity": owner, "choice": "consent"})
    assert allowed.board.tile_of("O24").tile == "7"


@pytest.mark.rules("R-153")
def test_a_refused_hex_is_not_offered_or_asked_for_again_that_turn():
    game = _beside_irm("rulebook")
    owner = mexico_city.controller(game, "O24")
    game.process(LAY)
    game.process({"type": "choose", "entity": owner, "choice": "refuse"})
    assert not _lays_in(game, "O24")  # no tile or turn of it: the answer would be the same
    refused(game, LAY, "R-153")


@pytest.mark.rules("R-153")
def test_only_the_controlling_player_answers():
    game = _beside_irm("rulebook")
    game.process(LAY)
    owner = mexico_city.controller(game, "O24")
    other = next(p.id for p in game.players if p.id != owner)
    refused(game, {"type": "choose", "entity": other, "choice": "consent"}, "turn")


@pytest.mark.rules("R-154")
@pytest.mark.parametrize("profile", ["18xx.games", "rulebook"])
def test_with_no_controlling_player_the_tile_must_run_toward_mexico_city(profile):
    game = log_position(STEM, MC_BESIDE_FREE_N21)
    game.profile = profile
    assert mexico_city.controller(game, "N21") is None
    stub = {int(s["edge"]) for s in game.board.grid.info("N21").tile["stubs"]}
    offered = _lays_in(game, "N21")
    assert offered
    for a in offered:
        assert stub <= set(game.board.catalogue.defs[a["tile"]].oriented(a["rotation"]).exits)
    away = {"type": "lay_tile", "entity": "MC", "hex": "N21", "tile": "7", "rotation": 1}
    assert not stub <= set(game.board.catalogue.defs["7"].oriented(1).exits)
    refused(game, away, "R-154")


@pytest.mark.rules("R-155", "R-150")
def test_the_ndem_never_upgrades_mexico_city():
    game = log_position(STEM, NDEM_BUILDS_BESIDE_IRM)
    assert game.round.turn.is_ndem
    assert not _lays_in(game, "N23")
