"""Where the texts and symbols of a tile go (revenue, labels, terrain, names,
tile number): boxes placed clear of track, stations and each other. Pure, no Qt.

Sizes are in scene units; the hex circumradius is `geo.size`. Text widths are
estimated here and fitted exactly by the painter (which only ever shrinks).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedesk.ui.tile_geometry import HexLayout, Point, add, polar, scale, sub, unit

if TYPE_CHECKING:
    from gamedesk.ui.tile_layout import Station, TrackSpan

REVENUE_RADIUS = 0.13
PHASE_ORDER = ("yellow", "green", "brown", "gray", "diesel")


@dataclass(frozen=True)
class Spot:
    """A box of text or symbol. `kind`: revenue, phase_revenue, label,
    future_label, terrain, icon, name, number."""

    kind: str
    center: Point
    width: float
    height: float
    text: str = ""
    font: float = 0.0
    data: tuple = ()


@dataclass(frozen=True)
class TileText:
    """Things drawn on a tile that come from the map rather than the tile."""

    name: str | None = None
    number: str | None = None
    future_label: tuple[str | None, str] | None = None  # (label, colour)
    currency: tuple[str, str] = ("$", "")
    icons: tuple[str, ...] = ()  # sticky icons of the printed hex, kept under a laid tile


Obstacle = tuple[float, float, float]  # centre x, y and radius
Found = tuple[float, Point, float]  # score, centre, clearance


class Placer:
    """Greedy placement of boxes inside the hex, clear of obstacles and of the
    boxes placed before. Earlier candidates are preferred: each later one pays
    a small penalty, so a spot that is nearly clear beats a clear one far down
    the list, and the search stops as soon as no later candidate can win."""

    def __init__(self, geo: HexLayout, obstacles: list[Obstacle]) -> None:
        self.geo = geo
        self.obstacles = obstacles
        self.boxes: list[tuple[float, float, float, float]] = []
        self.comfort = 0.05 * geo.size
        self.rank_cost = 0.001 * geo.size

    def inside(self, cx: float, cy: float, w: float, h: float) -> bool:
        return self.geo.contains_box((cx, cy), w, h, 0.03 * self.geo.size)

    def clearance(
        self, cx: float, cy: float, w: float, h: float, floor: float = -math.inf
    ) -> float:
        """Distance from the box to the nearest obstacle or box (negative:
        overlap depth). Stops early once it is below `floor`."""
        best = math.inf
        hw, hh = w / 2, h / 2
        for ox, oy, r in self.obstacles:
            dx, dy = abs(ox - cx) - hw, abs(oy - cy) - hh
            if dx < 0 and dy < 0:
                d = max(dx, dy) - r
            else:
                d = math.hypot(dx if dx > 0 else 0.0, dy if dy > 0 else 0.0) - r
            if d < best:
                best = d
                if best < floor:
                    return best
        pad = 0.02 * self.geo.size
        for bx, by, bw, bh in self.boxes:
            best = min(best, gap(abs(bx - cx) - (hw + bw / 2), abs(by - cy) - (hh + bh / 2)) - pad)
        return best

    def best(self, candidates: Sequence[Point], w: float, h: float) -> Found | None:
        """The best candidate (score, centre, clearance), without taking it."""
        found: Found | None = None
        for rank, (cx, cy) in enumerate(candidates):
            penalty = rank * self.rank_cost
            if found is not None and self.comfort - penalty <= found[0]:
                break
            if not self.inside(cx, cy, w, h):
                continue
            floor = found[0] + penalty if found else -math.inf
            clear = self.clearance(cx, cy, w, h, floor)
            score = min(clear, self.comfort) - penalty
            if found is None or score > found[0]:
                found = (score, (cx, cy), clear)
        return found

    def take(self, center: Point, w: float, h: float) -> Point:
        self.boxes.append((center[0], center[1], w, h))
        return center

    def place(self, candidates: Sequence[Point], w: float, h: float) -> Point | None:
        found = self.best(candidates, w, h)
        return self.take(found[1], w, h) if found else None


def gap(dx: float, dy: float) -> float:
    """Signed distance between two boxes from their per-axis gaps."""
    if dx < 0 and dy < 0:
        return max(dx, dy)
    return math.hypot(max(dx, 0.0), max(dy, 0.0))


def text_width(text: str, font: float, bold: bool = False) -> float:
    """Rough width of a text in the UI font (DejaVu Sans is wide)."""
    per_char = 0.64 if bold else 0.58
    return max(1, len(text)) * font * per_char


def ring(center: Point, radius: float, start: float, count: int = 12) -> list[Point]:
    return [add(center, polar(start + i * 360.0 / count, radius)) for i in range(count)]


def general_candidates(geo: HexLayout) -> list[Point]:
    s = geo.size
    points: list[Point] = [(0.0, 0.0)]
    for radius in (0.32 * s, 0.5 * s, 0.62 * s):
        points += ring((0.0, 0.0), radius, geo.edge_angle(0.5), 12)
    return points


def obstacles_of(
    geo: HexLayout, stations: Sequence[Station], tracks: Sequence[TrackSpan]
) -> list[Obstacle]:
    """Track as a string of discs, stations as discs (their whole drawing)."""
    result = []
    casing = 0.08 * geo.size
    for span in tracks:
        for x, y in span.curve.samples(8):
            result.append((x, y, casing))
        if span.terminal:  # the arrowhead is wider than the track
            back = unit(sub(span.curve.p0, span.curve.p3))
            head = add(span.curve.p3, scale(back, 0.1 * geo.size))
            result.append((head[0], head[1], 0.12 * geo.size))
    for station in stations:
        if station.kind == "town" and station.bar_angle is not None:
            for t in (-1.0, 0.0, 1.0):
                p = add(station.point, polar(station.bar_angle, t * 0.17 * geo.size))
                result.append((p[0], p[1], 0.06 * geo.size))
        elif station.kind == "city":
            margin = 0.02 * geo.size
            result.append((*station.point, station.slot_radius + margin))
            result += [(x, y, station.slot_radius + margin) for x, y in station.slot_centers()]
        elif station.kind not in ("offboard", "junction"):
            result.append((*station.point, station.radius + 0.02 * geo.size))
    return result


# ----------------------------------------------------------------- revenue


def phase_rank(color: str) -> int:
    return PHASE_ORDER.index(color) if color in PHASE_ORDER else len(PHASE_ORDER)


def _revenue_groups(stations: Sequence[Station]) -> list[tuple[list[Station], int | dict]]:
    """Stations whose revenue is shown, grouped: cities of one tile that all pay
    the same show one value, as on printed tiles. Unbuilt (0) values are not shown."""
    shown = [s for s in stations if s.revenue not in (None, 0, {})]
    cities = [s for s in shown if s.kind == "city"]
    groups: list[tuple[list[Station], int | dict]] = []
    if len(cities) > 1 and all(c.revenue == cities[0].revenue for c in cities):
        groups.append((cities, cities[0].revenue))
        shown = [s for s in shown if s.kind != "city"]
    return groups + [([s], s.revenue) for s in shown]


def place_revenues(geo: HexLayout, placer: Placer, stations: Sequence[Station]) -> list[Spot]:
    spots = []
    s = geo.size
    for group, revenue in _revenue_groups(stations):
        if isinstance(revenue, dict):
            items = tuple(sorted(revenue.items(), key=lambda kv: phase_rank(kv[0])))
            w, h = 0.26 * s * len(items), 0.22 * s
            kind, text = "phase_revenue", ""
        else:
            items, w, h = (), 2 * REVENUE_RADIUS * s, 2 * REVENUE_RADIUS * s
            kind, text = "revenue", str(revenue)
        center = placer.place(_revenue_candidates(geo, group, w, h), w, h)
        if center is not None:
            spots.append(Spot(kind, center, w, h, text, 0.15 * s, items))
    return spots


def _revenue_candidates(geo: HexLayout, group: list[Station], w: float, h: float) -> list[Point]:
    if len(group) == 1 and group[0].kind != "offboard":
        station = group[0]
        distance = station.radius + max(w, h) / 2 + 0.04 * geo.size
        near = ring(station.point, distance, geo.edge_angle(0.5), 12)
        far = ring(station.point, distance * 1.35, geo.edge_angle(0.25), 12)
        return near + far + general_candidates(geo)[1:]
    return general_candidates(geo)


# ------------------------------------------------------ labels and symbols


def place_labels(geo: HexLayout, placer: Placer, tile: dict, text: TileText) -> list[Spot]:
    spots = []
    font = 0.24 * geo.size
    candidates = [*general_candidates(geo)[1:], (0.0, 0.0)]
    for label in tile.get("labels", []):
        w, h = text_width(label, font, bold=True) + 0.06 * geo.size, font * 1.1
        center = placer.place(candidates, w, h)
        if center is not None:
            spots.append(Spot("label", center, w, h, label, font))
    if text.future_label and text.future_label[0]:
        label, color = text.future_label
        small = 0.18 * geo.size
        w, h = text_width(label, small, bold=True) + 0.14 * geo.size, small * 1.3
        center = placer.place(candidates, w, h)
        if center is not None:
            spots.append(Spot("future_label", center, w, h, label, small, (color,)))
    return spots


def place_terrain(
    geo: HexLayout, placer: Placer, tile: dict, text: TileText, empty: bool
) -> list[Spot]:
    """Terrain symbol and the cost of building (or upgrading) the hex."""
    spots = []
    font = 0.15 * geo.size
    prefix, suffix = text.currency
    candidates = general_candidates(geo)
    if not empty:
        candidates = candidates[1:]
    for upgrade in tile.get("upgrades", []):
        cost = f"{prefix}{upgrade['cost']}{suffix}"
        terrains = tuple(upgrade.get("terrains") or ())
        symbol = 0.3 * geo.size if terrains else 0.0
        w, h = symbol + text_width(cost, font, bold=True), max(symbol, font * 1.2)
        center = placer.place(candidates, w, h)
        if center is not None:
            spots.append(Spot("terrain", center, w, h, cost, font, terrains))
    return spots


def place_icons(geo: HexLayout, placer: Placer, tile: dict, text: TileText) -> list[Spot]:
    spots = []
    size = 0.24 * geo.size
    names = [icon.get("name", "?") for icon in tile.get("icons", [])] + list(text.icons)
    for name in names:
        center = placer.place(general_candidates(geo)[1:], size, size)
        if center is not None:
            spots.append(Spot("icon", center, size, size, name, 0.14 * geo.size))
    return spots


# ------------------------------------------------------------ names, number


def _name_variants(name: str, geo: HexLayout) -> list[tuple[list[str], float]]:
    """Ways to write a name, from the most to the least preferred."""
    variants = []
    lines = split_name(name)
    for factor in (0.17, 0.15, 0.13):
        variants.append(([name], factor * geo.size))
        if len(lines) > 1:
            variants.append((lines, factor * geo.size))
    return variants


def split_name(name: str) -> list[str]:
    """Two lines for a long name: at " / " if it has one, else at the middle space."""
    if " / " in name:
        first, _, second = name.partition(" / ")
        return [first + " /", second]
    words = name.split(" ")
    if len(words) < 2:
        return [name]
    cut = min(
        range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:])))
    )
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _name_candidates(geo: HexLayout, h: float) -> list[Point]:
    """Along the bottom and the top of the hex first (where printed maps put
    names), then anywhere."""
    inner = geo.inradius if geo.orientation == "flat" else geo.size * 0.9
    y = inner - h / 2 - 0.08 * geo.size
    points: list[Point] = []
    for dy in (y, -y, 0.8 * y, -0.8 * y):
        points += [(0.0, dy), (-0.15 * geo.size, dy), (0.15 * geo.size, dy)]
    for radius in (0.3, 0.42, 0.55):
        points += ring((0.0, 0.0), radius * geo.size, 90.0, 24)
    return points


def place_name(geo: HexLayout, placer: Placer, name: str) -> list[Spot]:
    """The first way of writing the name that finds a clear spot, else the
    least bad of all (a smaller font beside the track beats one across it)."""
    chosen: tuple[Found, list[str], float, float, float] | None = None
    for lines, font in _name_variants(name, geo):
        w = max(text_width(line, font) for line in lines)
        h = font * 1.15 * len(lines)
        found = placer.best(_name_candidates(geo, h), w, h)
        if found is None:
            continue
        if chosen is None or found[2] > chosen[0][2]:
            chosen = (found, lines, font, w, h)
        if found[2] >= 0.0:  # clear of everything: keep the largest such font
            break
    if chosen is None:
        return []
    (_, center, clear), lines, font, w, h = chosen
    placer.take(center, w, h)
    # A name that has to lie on the track gets a light backing to stay legible.
    backed = ("backed",) if clear < 0 else ()
    return [Spot("name", center, w, h, "\n".join(lines), font, backed)]


def place_number(geo: HexLayout, placer: Placer, number: str) -> list[Spot]:
    """The tile number, in a corner (lower right first, as on printed tiles)."""
    font = 0.13 * geo.size
    w, h = text_width(number, font), font * 1.1
    corner = 60.0 if geo.orientation == "flat" else 30.0
    order = (0, -60, 60, -120, 120, 180)
    candidates = [polar(corner + d, r * geo.size) for d in order for r in (0.74, 0.66, 0.58)]
    center = placer.place(candidates, w, h)
    return [Spot("number", center, w, h, number, font)] if center else []


def place_spots(
    geo: HexLayout,
    tile: dict,
    stations: Sequence[Station],
    tracks: Sequence[TrackSpan],
    text: TileText,
) -> list[Spot]:
    """All texts and symbols of a tile, most important first."""
    placer = Placer(geo, obstacles_of(geo, stations, tracks))
    # Off-board values take the middle first; then the name, which needs a long
    # band along the top or bottom; small things fit around them afterwards.
    offboards = [s for s in stations if s.kind == "offboard"]
    spots = place_revenues(geo, placer, offboards)
    if text.name:
        spots += place_name(geo, placer, text.name)
    spots += place_revenues(geo, placer, [s for s in stations if s.kind != "offboard"])
    spots += place_labels(geo, placer, tile, text)
    spots += place_terrain(geo, placer, tile, text, empty=not stations and not tracks)
    spots += place_icons(geo, placer, tile, text)
    if text.number:
        spots += place_number(geo, placer, text.number)
    return spots
