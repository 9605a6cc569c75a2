"""What goes where on a tile (pure layout, no display)."""

from __future__ import annotations

import math

import pytest

from gamedesk.ui.tile_geometry import HexLayout, length, sub
from gamedesk.ui.tile_layout import layout_tile
from gamedesk.ui.tile_paint import TEXT_FLOOR
from gamedesk.ui.tile_spots import TileText, split_name

from .conftest import title_data

GEO = HexLayout("flat", 100.0)


def boxes_overlap(a, b) -> bool:
    return (
        abs(a.center[0] - b.center[0]) < (a.width + b.width) / 2 - 1e-6
        and abs(a.center[1] - b.center[1]) < (a.height + b.height) / 2 - 1e-6
    )


@pytest.mark.parametrize("title", ["18MEX", "1822MX", "18ESP"])
def test_every_tile_in_every_rotation_keeps_its_texts_inside_and_apart(title):
    data = title_data(title)
    for key, tile in data.tiles.items():
        for rotation in range(6):
            layout = layout_tile(tile, rotation, GEO, TileText(number=tile["name"]))
            assert len(layout.tracks) >= len(tile["paths"])
            for spot in layout.spots:
                assert GEO.contains_box(spot.center, spot.width, spot.height), (key, spot)
            for i, a in enumerate(layout.spots):
                for b in layout.spots[i + 1 :]:
                    assert not boxes_overlap(a, b), (key, rotation, a.kind, b.kind)


def test_a_town_on_a_straight_track_is_a_bar_across_it(mex):
    layout = layout_tile(mex.tile("4"), 0, GEO)
    town = layout.station("town", 0)
    assert town is not None and length(town.point) < 1e-6
    # Track runs vertically (edge 0 to edge 3): the bar lies horizontally.
    assert town.bar_angle is not None and abs(math.sin(math.radians(town.bar_angle))) < 1e-6
    first, second = layout.track(0).curve, layout.track(1).curve
    assert length(sub(first.p3, second.p0)) < 1e-9  # the two halves meet at the town


def test_city_slots_follow_the_printed_layouts(mex):
    counts = {}
    for key in ("57", "14", "455", "486MC"):
        city = layout_tile(mex.tile(key), 0, GEO).station("city", 0)
        counts[key] = len(city.slot_centers())
    assert counts == {"57": 1, "14": 2, "455": 3, "486MC": 4}


def test_printed_city_with_phase_revenue_gets_one_box_per_phase(mex):
    record = next(h for h in mex.map["hexes"] if h["coord"] == "I12")
    layout = layout_tile(record["tile"], 0, GEO, TileText(name="Matamoros"))
    boxes = [s for s in layout.spots if s.kind == "phase_revenue"]
    assert len(boxes) == 1 and dict(boxes[0].data) == {"yellow": 20, "brown": 40}


def test_crossing_tracks_are_found_for_the_over_and_under_casing(mex):
    assert layout_tile(mex.tile("20"), 0, GEO).crossings  # two straights through the centre
    assert layout_tile(mex.tile("16"), 0, GEO).crossings  # two gentle curves
    assert not layout_tile(mex.tile("23"), 0, GEO).crossings  # they only share an edge
    assert not layout_tile(mex.tile("63"), 0, GEO).crossings  # all meet in the city


def test_unbuilt_hex_shows_terrain_cost_and_a_readable_name_backed_over_the_track(mex):
    records = {h["coord"]: h for h in mex.map["hexes"]}
    blank = layout_tile(records["B5"]["tile"], 0, GEO)
    terrain = [s for s in blank.spots if s.kind == "terrain"]
    assert terrain and terrain[0].text == "$120" and terrain[0].data == ("mountain",)
    chihuahua = layout_tile(records["E6"]["tile"], 0, GEO, TileText(name="Chihuahua"))
    name = next(s for s in chihuahua.spots if s.kind == "name")
    # The printed tile has track along the vertical axis, and beside it the name
    # would be under the map's smallest text: it crosses the track on a backing.
    assert name.font >= TEXT_FLOOR
    assert abs(name.center[0]) - name.width / 2 < 0 and "backed" in name.data


def test_long_names_split_on_their_slash_or_middle_space():
    assert split_name("Ciudad Juárez / El Paso") == ["Ciudad Juárez /", "El Paso"]
    assert split_name("San Luis Potosí") == ["San Luis", "Potosí"]
    assert split_name("Torreón") == ["Torreón"]
