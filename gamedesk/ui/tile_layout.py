"""Where everything on one tile goes: stations, track and text. Pure, no Qt.

Texts and symbols are placed by tile_spots once stations and track are known.

`layout_tile` turns a tile structure (docs/data-schema.md) and a rotation into
positions in the hex's own frame (centre at the origin, already rotated), so
that the painter only draws and routes can follow the very same curves.
Sizes are in scene units; the hex circumradius is `geo.size`.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

from gamedesk.ui.tile_geometry import (
    Curve,
    HexLayout,
    Point,
    add,
    length,
    line,
    polar,
    rotate_edge,
    rotate_loc,
    scale,
    sub,
    track_between,
    track_to_point,
    unit,
)
from gamedesk.ui.tile_spots import Spot, TileText, place_spots

# Proportions of the hex circumradius.
TRACK_WIDTH = 0.08
CASING_WIDTH = 0.16
LANE_SPACING = 0.19
TERMINAL_DEPTH = 0.5  # of the inradius: how far an off-board arrow reaches in
STUB_DEPTH = 0.32

STATION_KINDS = ("cities", "towns", "halts", "offboards")


@dataclass(frozen=True)
class Station:
    """A revenue centre placed on the hex."""

    kind: str  # "city", "town", "halt", "offboard", "junction"
    index: int
    point: Point
    slots: int = 0
    slot_radius: float = 0.0
    bar_angle: float | None = None  # towns drawn as a bar: the bar's direction
    revenue: int | dict | None = None
    symbol: str | None = None

    def slot_centers(self) -> list[Point]:
        """Token circles: one, a pair, a triangle or a square (printed layouts)."""
        r, (x, y) = self.slot_radius, self.point
        offsets: list[Point]
        if self.slots <= 1:
            offsets = [(0.0, 0.0)]
        elif self.slots == 2:
            offsets = [(-r, 0.0), (r, 0.0)]
        elif self.slots == 3:
            d = 2 * r / math.sqrt(3.0)
            offsets = [polar(a, d) for a in (-90.0, 150.0, 30.0)]
        else:
            offsets = [(-r, -r), (r, -r), (-r, r), (r, r)][: self.slots]
        return [(x + dx, y + dy) for dx, dy in offsets]

    @property
    def radius(self) -> float:
        """Radius of a disc covering the station's drawing."""
        r = self.slot_radius
        if self.kind == "city":
            return {0: r, 1: r, 2: 2 * r, 3: r * (1 + 2 / math.sqrt(3.0))}.get(
                self.slots, r * (1 + math.sqrt(2.0))
            )
        return r


@dataclass(frozen=True)
class TrackSpan:
    """The drawing of one tile path (`path` = its index in the tile's paths,
    -1 for a printed stub). `curve` runs from endpoint `a` to endpoint `b`."""

    path: int
    a: str
    b: str
    curve: Curve
    gauge: str = "broad"
    terminal: bool = False  # ends in an arrowhead at b (off-board, sea spike)


@dataclass(frozen=True)
class TileLayout:
    stations: tuple[Station, ...]
    tracks: tuple[TrackSpan, ...]
    spots: tuple[Spot, ...]
    # (position in `tracks`, t0, t1): where that track passes over an earlier
    # one; the painter gives it a white casing there so the crossing reads.
    crossings: tuple[tuple[int, float, float], ...] = field(default=())

    def track(self, path: int) -> TrackSpan | None:
        for span in self.tracks:
            if span.path == path:
                return span
        return None

    def station(self, kind: str, index: int) -> Station | None:
        for station in self.stations:
            if station.kind == kind and station.index == index:
                return station
        return None


def parse_end(end: str) -> tuple[str, int]:
    """Split a path endpoint: "edge:3" -> ("edge", 3), "junction" -> ("junction", 0)."""
    kind, _, number = end.partition(":")
    return kind, int(number) if number else 0


# ---------------------------------------------------------------- stations


def _edges_of(tile: dict, kind: str, index: int, rotation: int) -> list[int]:
    """Hex edges joined to a station by a single path."""
    edges = []
    for path in tile.get("paths", []):
        ends = [parse_end(path["a"]), parse_end(path["b"])]
        if (kind, index) in ends:
            other = ends[1] if ends[0] == (kind, index) else ends[0]
            if other[0] == "edge":
                edges.append(rotate_edge(other[1], rotation))
    return edges


def _touching_paths(tile: dict, kind: str, index: int) -> int:
    key = f"{kind}:{index}" if kind != "junction" else "junction"
    return sum(1 for p in tile.get("paths", []) if key in (p["a"], p["b"]))


def _pass_through(tile: dict, kind: str, node: dict, rotation: int) -> tuple[int, int] | None:
    """A town or halt without a place of its own that sits on a track between two
    edges (tile 4, 58, 3...): it is drawn on that track, as printed tiles do."""
    if kind not in ("town", "halt") or "loc" in node:
        return None
    edges = _edges_of(tile, kind, node["index"], rotation)
    if len(edges) == 2 and _touching_paths(tile, kind, node["index"]) == 2:
        return edges[0], edges[1]
    return None


def _mean_direction(geo: HexLayout, edges: list[int]) -> Point | None:
    if not edges:
        return None
    total = (0.0, 0.0)
    for edge in edges:
        total = add(total, polar(geo.edge_angle(edge), 1.0))
    return unit(total) if length(total) > 0.2 else None


def _slot_radius(geo: HexLayout, city_count: int, slots: int) -> float:
    """Token circles shrink on crowded tiles so that nothing overlaps."""
    factor = 0.25 if city_count <= 2 else 0.2 if city_count <= 4 else 0.16
    if slots >= 3:
        factor = min(factor, 0.2 if slots == 3 else 0.18)
    return factor * geo.size


def _node_point(
    geo: HexLayout,
    tile: dict,
    kind: str,
    node: dict,
    rotation: int,
    alone: bool,
    position: int,
    count: int,
) -> Point:
    """Where a station that is not on a pass-through track goes."""
    loc = node.get("loc")
    if kind in ("offboard", "junction") or loc == "center" or (loc is None and alone):
        return (0.0, 0.0)
    h = geo.inradius
    if loc is not None:
        distance = {"city": 0.5, "town": 0.58, "halt": 0.55}.get(kind, 0.5) * h
        if float(loc) % 1:
            distance = 0.62 * geo.size  # a corner is further out than an edge
        return geo.toward(rotate_loc(float(loc), rotation), distance)
    # Several stations without a place: each moves towards the edges it serves.
    distance = (0.55 if count >= 5 else 0.5) * h
    direction = _mean_direction(geo, _edges_of(tile, kind, node["index"], rotation))
    if direction is None:
        direction = polar(geo.edge_angle(rotation + position * 6.0 / max(count, 1)), 1.0)
    return scale(direction, distance)


def _stations(geo: HexLayout, tile: dict, rotation: int) -> dict[tuple[str, int], Station]:
    cities = tile.get("cities", [])
    unplaced = [
        (plural, node)
        for plural in ("cities", "towns", "halts")
        for node in tile.get(plural, [])
        if "loc" not in node and not _pass_through(tile, _singular(plural), node, rotation)
    ]
    central = _central_city_radius(geo, cities)
    result: dict[tuple[str, int], Station] = {}
    for plural in STATION_KINDS:
        kind = _singular(plural)
        for node in tile.get(plural, []):
            if _pass_through(tile, kind, node, rotation):
                continue  # placed on its track, see _pass_through_curves
            position = next((i for i, (_, n) in enumerate(unplaced) if n is node), 0)
            point = _node_point(
                geo, tile, kind, node, rotation, len(unplaced) <= 1, position, len(unplaced)
            )
            if kind != "city" and node.get("loc", "center") != "center" and central:
                point = _clear_of(point, central + 0.12 * geo.size)
            slot_r = _slot_radius(geo, len(cities), int(node.get("slots", 1)))
            result[(kind, node["index"])] = _make_station(geo, kind, node, point, slot_r, rotation)
    if "junction" in tile:
        result[("junction", 0)] = Station("junction", 0, (0.0, 0.0))  # paths say "junction"
    return result


def _central_city_radius(geo: HexLayout, cities: list[dict]) -> float:
    """Radius of the largest city drawn in the middle of the tile (0 if none)."""
    slots = [int(c.get("slots", 1)) for c in cities if c.get("loc") in (None, "center")]
    if not slots:
        return 0.0
    biggest = max(slots)
    radius = _slot_radius(geo, len(cities), biggest)
    return Station("city", 0, (0.0, 0.0), biggest, radius).radius


def _clear_of(point: Point, distance: float) -> Point:
    """Push a point outwards from the centre to at least `distance` (a town
    printed next to a big central city)."""
    d = length(point)
    return point if d >= distance or d < 1e-9 else scale(point, distance / d)


def _singular(plural: str) -> str:
    return "city" if plural == "cities" else plural[:-1]


def _make_station(
    geo: HexLayout, kind: str, node: dict, point: Point, slot_r: float, rotation: int
) -> Station:
    revenue = None if node.get("hide_revenue") else node.get("revenue")
    if kind == "city":
        return Station(kind, node["index"], point, int(node.get("slots", 1)), slot_r, None, revenue)
    if kind == "town":
        bar = None
        if node.get("style") == "rect":
            loc = node.get("loc")
            bar = geo.edge_angle(rotate_loc(float(loc), rotation)) + 90 if loc is not None else 0.0
        return Station(kind, node["index"], point, 0, 0.085 * geo.size, bar, revenue)
    if kind == "halt":
        return Station(
            kind, node["index"], point, 0, 0.11 * geo.size, None, revenue, node.get("symbol")
        )
    return Station(kind, node["index"], point, 0, 0.0, None, revenue)


# ------------------------------------------------------------------- track


def _lane(path: dict, side: str) -> tuple[int, int]:
    lane = path.get(f"{side}_lane") or [1, 0]
    return int(lane[0]), int(lane[1])


def _edge_end(geo: HexLayout, edge: int, lane: tuple[int, int]) -> tuple[Point, Point]:
    """Crossing point and inward heading of a track at hex edge `edge`."""
    return geo.edge_point(edge, lane, LANE_SPACING * geo.size), geo.inward(edge)


def _edge_to_edge(geo, path, rotation) -> Curve:
    ea, eb = parse_end(path["a"])[1], parse_end(path["b"])[1]
    pa, ha = _edge_end(geo, rotate_edge(ea, rotation), _lane(path, "a"))
    pb, hb = _edge_end(geo, rotate_edge(eb, rotation), _lane(path, "b"))
    return track_between(pa, ha, pb, scale(hb, -1.0))


def _edge_to_station(
    geo, edge, edge_lane, station_lane, station: Station, terminal: bool
) -> tuple[Curve, bool]:
    """Curve from a hex edge to a station (and whether it ends in an arrow)."""
    p0, heading = _edge_end(geo, edge, edge_lane)
    if station.kind == "offboard" or (station.kind == "junction" and terminal):
        return line(p0, add(p0, scale(heading, TERMINAL_DEPTH * geo.inradius))), True
    along = unit(sub(geo.corner(edge), geo.edge_midpoint(edge)))
    shift = ((station_lane[0] - 1) / 2.0 - station_lane[1]) * LANE_SPACING * geo.size
    return track_to_point(p0, heading, add(station.point, scale(along, shift))), False


def _pass_through_curves(geo, tile, rotation) -> tuple[dict[int, Curve], list[Station]]:
    """Curves of the paths of towns sitting on an edge-to-edge track, and the towns."""
    curves: dict[int, Curve] = {}
    stations: list[Station] = []
    for plural, kind in (("towns", "town"), ("halts", "halt")):
        for node in tile.get(plural, []):
            edges = _pass_through(tile, kind, node, rotation)
            if edges is None:
                continue
            pa, ha = _edge_end(geo, edges[0], (1, 0))
            pb, hb = _edge_end(geo, edges[1], (1, 0))
            whole = track_between(pa, ha, pb, scale(hb, -1.0))
            first, second = whole.split(0.5)
            tangent = whole.tangent(0.5)
            angle = math.degrees(math.atan2(tangent[1], tangent[0])) + 90.0
            radius = (0.085 if kind == "town" else 0.11) * geo.size
            stations.append(
                Station(
                    kind,
                    node["index"],
                    first.p3,
                    0,
                    radius,
                    angle if kind == "town" else None,
                    node.get("revenue"),
                    node.get("symbol"),
                )
            )
            key = f"{kind}:{node['index']}"
            for number, path in enumerate(tile.get("paths", [])):
                if key not in (path["a"], path["b"]):
                    continue
                other = path["b"] if path["a"] == key else path["a"]
                # Each half runs from its edge to the town; orient it from a to b.
                on_first = rotate_edge(parse_end(other)[1], rotation) == edges[0]
                half = first if on_first else second.reversed()
                curves[number] = half if path["a"] == other else half.reversed()
    return curves, stations


def _tracks(geo, tile, rotation, stations, through) -> list[TrackSpan]:
    spans = []
    for number, path in enumerate(tile.get("paths", [])):
        gauge, a, b = path.get("track", "broad"), path["a"], path["b"]
        if number in through:
            spans.append(TrackSpan(number, a, b, through[number], gauge))
            continue
        ka, kb = parse_end(a), parse_end(b)
        if ka[0] == "edge" and kb[0] == "edge":
            spans.append(TrackSpan(number, a, b, _edge_to_edge(geo, path, rotation), gauge))
        elif ka[0] == "edge" or kb[0] == "edge":
            edge_side, node_side = ("a", "b") if ka[0] == "edge" else ("b", "a")
            edge = rotate_edge(parse_end(path[edge_side])[1], rotation)
            station = stations[parse_end(path[node_side])]
            curve, arrow = _edge_to_station(
                geo,
                edge,
                _lane(path, edge_side),
                _lane(path, node_side),
                station,
                bool(path.get("terminal")),
            )
            if node_side == "a":
                curve = curve.reversed()
            spans.append(TrackSpan(number, a, b, curve, gauge, arrow))
        else:
            curve = line(stations[ka].point, stations[kb].point)
            spans.append(TrackSpan(number, a, b, curve, gauge))
    for stub in tile.get("stubs", []):
        p0, heading = _edge_end(geo, rotate_edge(stub["edge"], rotation), (1, 0))
        end = add(p0, scale(heading, STUB_DEPTH * geo.inradius))
        spans.append(TrackSpan(-1, f"edge:{stub['edge']}", "", line(p0, end)))
    return spans


# --------------------------------------------------------------- crossings


def _segment_hit(p, q, r, s_) -> tuple[float, float] | None:
    """Parameters (u, v) where segments p-q and r-s cross, if they do."""
    d1, d2 = sub(q, p), sub(s_, r)
    denom = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(denom) < 1e-12:
        return None
    w = sub(r, p)
    u = (w[0] * d2[1] - w[1] * d2[0]) / denom
    v = (w[0] * d1[1] - w[1] * d1[0]) / denom
    return (u, v) if 0.0 <= u <= 1.0 and 0.0 <= v <= 1.0 else None


def _crossing_t(first: Curve, second: Curve, near: float) -> float | None:
    """Parameter on `second` where it crosses `first` away from both curves' ends."""
    n = 12
    pa, pb = first.samples(n), second.samples(n)
    ends = (first.p0, first.p3, second.p0, second.p3)
    boxes_b = [_segment_box(pb[j], pb[j + 1]) for j in range(n)]
    for i in range(n):
        ax0, ay0, ax1, ay1 = _segment_box(pa[i], pa[i + 1])
        for j in range(n):
            bx0, by0, bx1, by1 = boxes_b[j]
            if bx0 > ax1 or bx1 < ax0 or by0 > ay1 or by1 < ay0:
                continue
            hit = _segment_hit(pa[i], pa[i + 1], pb[j], pb[j + 1])
            if hit is None:
                continue
            point = add(pb[j], scale(sub(pb[j + 1], pb[j]), hit[1]))
            if all(length(sub(point, e)) > near for e in ends):
                return (j + hit[1]) / n
    return None


def _segment_box(p: Point, q: Point) -> tuple[float, float, float, float]:
    return min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1])


def _share_station(a: TrackSpan, b: TrackSpan) -> bool:
    """Tracks into the same station meet there and nowhere else."""
    return any(end in (b.a, b.b) and not end.startswith("edge") for end in (a.a, a.b))


def _crossings(geo: HexLayout, tracks: list[TrackSpan]) -> list[tuple[int, float, float]]:
    result = []
    for j, upper in enumerate(tracks):
        for lower in tracks[:j]:
            if _share_station(upper, lower):
                continue
            t = _crossing_t(lower.curve, upper.curve, 0.2 * geo.size)
            if t is None:
                continue
            samples = upper.curve.samples(16)
            total = sum(length(sub(b, a)) for a, b in itertools.pairwise(samples))
            dt = 0.16 * geo.size / max(total, 1e-9)
            result.append((j, max(0.0, t - dt), min(1.0, t + dt)))
    return result


# -------------------------------------------------------------------- main


def layout_tile(
    tile: dict, rotation: int, geo: HexLayout, text: TileText | None = None
) -> TileLayout:
    """Lay out the tile `tile` turned by `rotation` on a hex of `geo`."""
    text = text or TileText()
    through, pass_stations = _pass_through_curves(geo, tile, rotation)
    station_map = _stations(geo, tile, rotation)
    station_map.update({(s.kind, s.index): s for s in pass_stations})
    tracks = _tracks(geo, tile, rotation, station_map, through)
    stations = list(station_map.values())
    spots = place_spots(geo, tile, stations, tracks, text)
    crossings = tuple(_crossings(geo, tracks))
    return TileLayout(tuple(stations), tuple(tracks), tuple(spots), crossings)
