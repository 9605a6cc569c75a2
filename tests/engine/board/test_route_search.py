"""The best-route search (R-175)."""

from __future__ import annotations

from tests.engine.board import BROWN, YELLOW, lay, mexico_city_region, new_board, torreon_region


def test_minor_in_tampico_runs_city_to_port():
    board = new_board()
    board.place_token("A", "M12", 0)
    [best] = board.best_routes("A", [board.train_spec("2")], YELLOW)
    assert best.revenue == 30
    board.check_routes("A", [best])


def test_best_single_route_uses_the_richest_legal_stops():
    board = mexico_city_region()
    [best] = board.best_routes("NdM", [board.train_spec("3")], BROWN)
    # Toluca - Mexico City - Puebla - Veracruz - Mérida: 3 cities, 2 towns
    assert best.revenue == 10 + 60 + 10 + 20 + 50
    assert set(best.stops) == {"O10-1", "O10-0", "P11-0", "P13-0", "Q14-0"}


def test_best_routes_give_each_train_its_own_track():
    board = mexico_city_region()
    trains = [board.train_spec("2"), board.train_spec("3")]
    best = board.best_routes("NdM", trains, BROWN)
    assert [r.train.name for r in best] == ["2", "3"]
    assert sum(r.revenue for r in best) == 150 + 90  # 3: as above; 2: Tampico - Mexico City
    board.check_routes("NdM", best)


def test_identical_trains_take_different_routes():
    board = mexico_city_region()
    trains = [board.train_spec("4D"), board.train_spec("4D")]
    best = board.best_routes("NdM", trains, BROWN)
    assert all(r is not None for r in best)
    board.check_routes("NdM", best)
    assert best[0].stops != best[1].stops


def test_train_with_no_route_gets_none():
    board = new_board()
    board.place_token("CHI", "E6", 0)  # no track beyond Chihuahua
    assert board.best_routes("CHI", [board.train_spec("2")], YELLOW) == [None]


def test_search_stops_at_a_city_full_of_other_stations():
    board = torreon_region()
    board.place_token("TM", "I10", 0)
    board.place_token("MC", "I8", 0)
    [best] = board.best_routes("TM", [board.train_spec("2")], YELLOW)
    assert best.stops == ("I10-0", "I8-0") or best.stops == ("I8-0", "I10-0")
    assert best.revenue == 40


def test_search_never_passes_through_merida():
    board = lay(new_board(), ("P13", "473", 5))
    board.place_token("C", "S12", 0)
    [best] = board.best_routes("C", [board.train_spec("3")], YELLOW)
    assert "P13-0" not in best.stops
    assert best.revenue == 30
