"""Tile definitions and their rotations."""

from __future__ import annotations

from tests.engine.board import new_board


def test_rotation_turns_tile_edges_clockwise():
    tile = new_board().catalogue.tile("57")  # straight city, edges 0 and 3
    assert tile.oriented(0).exits == {0, 3}
    assert tile.oriented(1).exits == {1, 4}
    assert tile.oriented(7) is tile.oriented(1)


def test_node_exits_list_edges_joined_to_each_city_and_town():
    tile = new_board().catalogue.tile("485MC")
    orient = tile.oriented(0)
    assert orient.node_exits[0] == {0, 1, 3, 5}  # the city
    assert orient.node_exits[1] == {2}  # Toluca


def test_the_two_lanes_of_a_double_track_are_separate_sections():
    orient = new_board().catalogue.tile("485MC").oriented(0)
    lanes = [p for p in orient.paths if 5 in p.exits]
    assert len(lanes) == 2
    edge_keys = [{k for k in p.keys if k[0] == "E"} for p in lanes]
    assert edge_keys[0] != edge_keys[1]


def test_track_to_a_town_drawn_at_another_edge_shares_the_town_stub():
    orient = new_board().catalogue.tile("470").oriented(0)  # town drawn at edge 0
    from_3 = next(p for p in orient.paths if p.exits == (3,) and p.ends[1].kind == "town")
    from_4 = next(p for p in orient.paths if p.exits == (4,) and p.ends[1].kind == "town")
    from_0 = next(p for p in orient.paths if p.exits == (0,))
    town_keys = [{k for k in p.keys if k[0] == "T"} for p in (from_3, from_4, from_0)]
    assert town_keys[0] and town_keys[0] == town_keys[1]
    assert not town_keys[2]


def test_preprinted_hex_keeps_its_terrain_cost_and_future_label():
    catalogue = new_board().catalogue
    assert catalogue.printed["D3"].upgrade_cost == 60
    assert catalogue.printed["I4"].future_label == ("L", "green")
    assert catalogue.tile("480").future_label == (None, "gray")
