"""Hex and track geometry: pure math, no Qt (testable without a display).

Conventions (docs/data-schema.md, *The hex grid*): screen y points down and
angles are in degrees, counted clockwise from east. On a flat map edge e's
midpoint lies at 90 + 60e degrees, on a pointy map at 120 + 60e: the pointy
drawing is the flat one turned 30 degrees, so everything below is written in
terms of `edge_angle` and works for both. Positions are relative to the hex
centre unless a function says otherwise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)


def polar(angle: float, radius: float) -> Point:
    rad = math.radians(angle)
    return (radius * math.cos(rad), radius * math.sin(rad))


def add(p: Point, q: Point) -> Point:
    return (p[0] + q[0], p[1] + q[1])


def sub(p: Point, q: Point) -> Point:
    return (p[0] - q[0], p[1] - q[1])


def scale(p: Point, k: float) -> Point:
    return (p[0] * k, p[1] * k)


def length(p: Point) -> float:
    return math.hypot(p[0], p[1])


def unit(p: Point) -> Point:
    n = length(p)
    return (p[0] / n, p[1] / n) if n > 1e-12 else (0.0, 0.0)


def lerp(p: Point, q: Point, t: float) -> Point:
    return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)


def rotate_edge(edge: int, rotation: int) -> int:
    """Tile edge `edge` of a tile laid with `rotation` lies on this hex edge."""
    return (edge + rotation) % 6


def rotate_loc(loc: float, rotation: int) -> float:
    """A `loc` (edge number, possibly fractional: 2.5 is a corner) after rotation."""
    return (loc + rotation) % 6


def lane_offset(count: int, lane: int, spacing: float) -> float:
    """Signed distance of lane `lane` of `count` from the edge midpoint, positive
    towards the corner shared with edge e + 1. Lane 0 is nearest that corner,
    which is why lane i of one hex meets lane n - 1 - i of its neighbour."""
    return ((count - 1) / 2.0 - lane) * spacing


@dataclass(frozen=True)
class HexLayout:
    """Hexes of circumradius `size` in a `flat` or `pointy` layout."""

    orientation: str = "flat"
    size: float = 100.0

    @property
    def inradius(self) -> float:
        return SQRT3 / 2.0 * self.size

    @property
    def edge0_angle(self) -> float:
        return 90.0 if self.orientation == "flat" else 120.0

    def center(self, x: int, y: int) -> Point:
        """Scene position of the centre of the hex at doubled coordinates (x, y)."""
        if self.orientation == "flat":
            return (1.5 * self.size * x, self.inradius * y)
        return (self.inradius * x, 1.5 * self.size * y)

    def edge_angle(self, edge: float) -> float:
        return self.edge0_angle + 60.0 * edge

    def edge_midpoint(self, edge: float) -> Point:
        return polar(self.edge_angle(edge), self.inradius)

    def toward(self, loc: float, distance: float) -> Point:
        """The point `distance` from the centre in the direction of edge `loc`."""
        return polar(self.edge_angle(loc), distance)

    def corner(self, edge: float) -> Point:
        """The corner at the clockwise end of edge `edge` (shared with edge + 1)."""
        return polar(self.edge_angle(edge + 0.5), self.size)

    def corners(self) -> list[Point]:
        return [self.corner(e) for e in range(6)]

    def edge_ends(self, edge: int) -> tuple[Point, Point]:
        return (self.corner(edge - 1), self.corner(edge))

    def edge_point(self, edge: int, lane: tuple[int, int] = (1, 0), spacing: float = 0.0) -> Point:
        """Where a track crosses hex edge `edge` in lane `lane` = (count, index)."""
        mid = self.edge_midpoint(edge)
        along = unit(sub(self.corner(edge), mid))
        return add(mid, scale(along, lane_offset(lane[0], lane[1], spacing)))

    def inward(self, edge: float) -> Point:
        """Unit direction from edge `edge` towards the centre."""
        return polar(self.edge_angle(edge) + 180.0, 1.0)

    @cached_property
    def normals(self) -> tuple[Point, ...]:
        """Outward unit normals of the six edges."""
        return tuple(polar(self.edge_angle(e), 1.0) for e in range(6))

    def contains(self, p: Point, margin: float = 0.0) -> bool:
        """Is the local point p inside the hex shrunk by `margin`?"""
        limit = self.inradius - margin + 1e-9
        return all(p[0] * nx + p[1] * ny <= limit for nx, ny in self.normals)

    def contains_box(self, center: Point, width: float, height: float, margin: float = 0.0) -> bool:
        """Is the axis-aligned box inside the hex shrunk by `margin`?"""
        limit = self.inradius - margin + 1e-9
        hw, hh = width / 2, height / 2
        cx, cy = center
        return all(
            cx * nx + cy * ny + hw * abs(nx) + hh * abs(ny) <= limit for nx, ny in self.normals
        )

    def nearest_center(self, point: Point, parity: int) -> tuple[int, int]:
        """Doubled coordinates of the hex whose centre is nearest `point` (scene),
        among hexes with (x + y) % 2 == parity (all hexes of a map share it)."""
        if self.orientation == "flat":
            gx, gy = point[0] / (1.5 * self.size), point[1] / self.inradius
        else:
            gx, gy = point[0] / self.inradius, point[1] / (1.5 * self.size)
        best: tuple[float, tuple[int, int]] | None = None
        for x in (math.floor(gx) - 1, math.floor(gx), math.floor(gx) + 1, math.floor(gx) + 2):
            for y in range(math.floor(gy) - 2, math.floor(gy) + 3):
                if (x + y) % 2 != parity:
                    continue
                d = length(sub(self.center(x, y), point))
                if best is None or d < best[0]:
                    best = (d, (x, y))
        assert best is not None
        return best[1]


@dataclass(frozen=True)
class Curve:
    """A cubic Bezier; a straight piece keeps its controls on the chord."""

    p0: Point
    c1: Point
    c2: Point
    p3: Point

    def point(self, t: float) -> Point:
        s = 1.0 - t
        a, b, c, d = s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t
        return (
            a * self.p0[0] + b * self.c1[0] + c * self.c2[0] + d * self.p3[0],
            a * self.p0[1] + b * self.c1[1] + c * self.c2[1] + d * self.p3[1],
        )

    def tangent(self, t: float) -> Point:
        s = 1.0 - t
        d1, d2, d3 = sub(self.c1, self.p0), sub(self.c2, self.c1), sub(self.p3, self.c2)
        return unit(add(add(scale(d1, 3 * s * s), scale(d2, 6 * s * t)), scale(d3, 3 * t * t)))

    def reversed(self) -> Curve:
        return Curve(self.p3, self.c2, self.c1, self.p0)

    def split(self, t: float = 0.5) -> tuple[Curve, Curve]:
        """De Casteljau: the two halves meeting at point(t)."""
        ab, bc, cd = lerp(self.p0, self.c1, t), lerp(self.c1, self.c2, t), lerp(self.c2, self.p3, t)
        abc, bcd = lerp(ab, bc, t), lerp(bc, cd, t)
        mid = lerp(abc, bcd, t)
        return Curve(self.p0, ab, abc, mid), Curve(mid, bcd, cd, self.p3)

    def segment(self, t0: float, t1: float) -> Curve:
        """The piece of the curve between parameters t0 < t1."""
        head = self.split(t1)[0] if t1 < 1.0 else self
        return head.split(t0 / t1)[1] if t0 > 0.0 and t1 > 0.0 else head

    def samples(self, count: int = 8) -> list[Point]:
        return [self.point(i / count) for i in range(count + 1)]

    def translated(self, offset: Point) -> Curve:
        return Curve(*(add(p, offset) for p in (self.p0, self.c1, self.c2, self.p3)))

    @property
    def is_straight(self) -> bool:
        chord = sub(self.p3, self.p0)
        return all(
            abs(chord[0] * (c[1] - self.p0[1]) - chord[1] * (c[0] - self.p0[0])) < 1e-6
            for c in (self.c1, self.c2)
        )


def line(p0: Point, p1: Point) -> Curve:
    return Curve(p0, lerp(p0, p1, 1 / 3), lerp(p0, p1, 2 / 3), p1)


def _turn(heading0: Point, heading1: Point) -> float:
    """Unsigned angle in radians between two unit headings."""
    dot = max(-1.0, min(1.0, heading0[0] * heading1[0] + heading0[1] * heading1[1]))
    return math.acos(dot)


def track_between(p0: Point, heading0: Point, p1: Point, heading1: Point) -> Curve:
    """Track leaving p0 along heading0 and arriving at p1 along heading1.

    Controls sit on the headings so the track meets each hex edge at a right
    angle and joins its neighbour without a kink. Their distance is the one
    that makes a cubic follow a circular arc (4/3 tan(turn/4) R), so the
    classic sharp and gentle curves are true arcs (centred on the hex corner,
    and on the next hex's centre).
    """
    chord = length(sub(p1, p0))
    turn = _turn(heading0, heading1)
    if turn < 1e-6:
        return line(p0, p1)
    radius = chord / (2.0 * math.sin(turn / 2.0))
    k = 4.0 / 3.0 * math.tan(turn / 4.0) * radius
    return Curve(p0, add(p0, scale(heading0, k)), sub(p1, scale(heading1, k)), p1)


def track_to_point(p0: Point, heading0: Point, target: Point) -> Curve:
    """Track from an edge (heading inward) to a station that may sit off its axis."""
    d = sub(target, p0)
    cross = heading0[0] * d[1] - heading0[1] * d[0]
    if abs(cross) < 1e-6 * max(1.0, length(d)):
        return line(p0, target)
    c1 = add(p0, scale(heading0, 0.45 * length(d)))
    return Curve(p0, c1, lerp(c1, target, 0.5), target)


def arc_center_and_radius(curve: Curve) -> tuple[Point, float]:
    """Centre and radius of the circle through the curve's ends and midpoint
    (used by tests to check that curves are arcs)."""
    a, b, c = curve.p0, curve.point(0.5), curve.p3
    d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
    if abs(d) < 1e-12:
        raise ValueError("points are collinear")
    sa, sb, sc = a[0] ** 2 + a[1] ** 2, b[0] ** 2 + b[1] ** 2, c[0] ** 2 + c[1] ** 2
    ux = (sa * (b[1] - c[1]) + sb * (c[1] - a[1]) + sc * (a[1] - b[1])) / d
    uy = (sa * (c[0] - b[0]) + sb * (a[0] - c[0]) + sc * (b[0] - a[0])) / d
    return (ux, uy), length(sub(a, (ux, uy)))
