"""Hex and track geometry, without a display."""

from __future__ import annotations

import math

import pytest

from gamedesk.ui.tile_geometry import (
    HexLayout,
    arc_center_and_radius,
    lane_offset,
    length,
    rotate_edge,
    sub,
)
from gamedesk.ui.tile_layout import layout_tile

from .conftest import title_data


def close(p, q, tol=1e-6) -> bool:
    return length(sub(p, q)) < tol


@pytest.mark.parametrize("title", ["18MEX", "1822MX", "18ESP", "18MW"])
def test_neighbours_share_edge_midpoints_and_corners(title):
    data = title_data(title)
    geo = HexLayout(data.map["layout"]["orientation"], 100.0)
    records = {h["coord"]: h for h in data.map["hexes"]}
    checked = 0
    for record in records.values():
        center = geo.center(record["x"], record["y"])
        for edge, other in record["neighbors"].items():
            e, o = int(edge), records[other]
            other_center = geo.center(o["x"], o["y"])
            mine = (center[0] + geo.edge_midpoint(e)[0], center[1] + geo.edge_midpoint(e)[1])
            back = geo.edge_midpoint((e + 3) % 6)
            theirs = (other_center[0] + back[0], other_center[1] + back[1])
            assert close(mine, theirs), (record["coord"], e, other)
            ends = {
                tuple(round(c + p, 6) for c, p in zip(center, q, strict=True))
                for q in geo.edge_ends(e)
            }
            other_ends = {
                tuple(round(c + p, 6) for c, p in zip(other_center, q, strict=True))
                for q in geo.edge_ends((e + 3) % 6)
            }
            assert ends == other_ends
            checked += 1
    assert checked > 100


def test_edge_midpoints_follow_the_schema_angles():
    flat, pointy = HexLayout("flat", 100.0), HexLayout("pointy", 100.0)
    h = flat.inradius
    assert close(flat.edge_midpoint(0), (0.0, h))  # edge 0 is the bottom of a flat hex
    assert close(flat.edge_midpoint(3), (0.0, -h))
    assert close(pointy.edge_midpoint(1), (-h, 0.0))  # edge 1 is west on a pointy map
    assert close(pointy.edge_midpoint(4), (h, 0.0))


def test_rotation_turns_tile_edges_clockwise():
    assert [rotate_edge(0, r) for r in range(6)] == [0, 1, 2, 3, 4, 5]
    assert rotate_edge(5, 2) == 1
    geo = HexLayout("flat", 100.0)
    tile = {"color": "yellow", "paths": [{"a": "edge:0", "b": "edge:3"}]}
    span = layout_tile(tile, 1, geo).tracks[0]
    # Rotation 1 moves tile edge 0 to hex edge 1 and tile edge 3 to hex edge 4.
    assert close(span.curve.p0, geo.edge_midpoint(1))
    assert close(span.curve.p3, geo.edge_midpoint(4))


def test_sharp_and_gentle_curves_are_arcs_around_corner_and_next_hex():
    geo = HexLayout("flat", 100.0)
    sharp = layout_tile({"paths": [{"a": "edge:0", "b": "edge:1"}]}, 0, geo).tracks[0].curve
    gentle = layout_tile({"paths": [{"a": "edge:0", "b": "edge:2"}]}, 0, geo).tracks[0].curve
    corner = geo.corner(0)  # shared by edges 0 and 1
    next_center = (
        2 * geo.inradius * math.cos(math.radians(150)),
        2 * geo.inradius * math.sin(math.radians(150)),
    )
    for t in (0.1, 0.25, 0.5, 0.75, 0.9):
        assert abs(length(sub(sharp.point(t), corner)) - 50.0) < 0.1
        assert abs(length(sub(gentle.point(t), next_center)) - 150.0) < 0.2
    center, radius = arc_center_and_radius(sharp)
    assert close(center, corner, 1e-3) and abs(radius - 50.0) < 1e-3


def test_track_meets_every_edge_at_a_right_angle():
    geo = HexLayout("pointy", 100.0)
    for b in range(1, 6):
        span = layout_tile({"paths": [{"a": "edge:0", "b": f"edge:{b}"}]}, 2, geo).tracks[0]
        start = span.curve.tangent(0.0)
        inward = geo.inward(2)
        assert abs(start[0] * inward[1] - start[1] * inward[0]) < 1e-9
        assert start[0] * inward[0] + start[1] * inward[1] > 0.99


def test_lane_i_meets_lane_n_minus_1_minus_i_across_mexico_city(mex):
    geo = HexLayout("flat", 100.0)
    records = {h["coord"]: h for h in mex.map["hexes"]}
    o10, p11 = records["O10"], records["P11"]
    c_o, c_p = geo.center(o10["x"], o10["y"]), geo.center(p11["x"], p11["y"])
    mc = layout_tile(mex.tile("485MC"), 0, geo)
    puebla = layout_tile(mex.tile("485P"), 0, geo)
    # 485MC paths 4 and 5 leave edge 5 in lanes 0 and 1; 485P path 0 is lane 1 at
    # edge 2 (towards the town) and path 2 lane 0 (towards edge 4).
    lane0_mc = mc.track(4).curve.p0
    lane1_mc = mc.track(5).curve.p0
    lane1_p = puebla.track(0).curve.p0
    lane0_p = puebla.track(2).curve.p0
    at = lambda c, p: (c[0] + p[0], c[1] + p[1])  # noqa: E731
    assert close(at(c_o, lane0_mc), at(c_p, lane1_p))
    assert close(at(c_o, lane1_mc), at(c_p, lane0_p))
    assert not close(lane0_mc, lane1_mc)
    assert lane_offset(2, 0, 10.0) == -lane_offset(2, 1, 10.0) == 5.0


def test_nearest_center_finds_the_hex_under_a_point():
    geo = HexLayout("flat", 100.0)
    cx, cy = geo.center(5, 4)
    assert geo.nearest_center((cx + 60.0, cy - 40.0), parity=1) == (5, 4)
    assert geo.nearest_center((cx, cy + 95.0), parity=1) == (5, 6)
    pointy = HexLayout("pointy", 100.0)
    px, py = pointy.center(22, 13)
    assert pointy.nearest_center((px + 30.0, py + 20.0), parity=1) == (22, 13)
