"""Text about one hex for its hover tooltip (pure: no Qt)."""

from __future__ import annotations

from gamedesk.engine.data import TitleData
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_state import HexSnapshot

COLOR_ORDER = ("white", "yellow", "green", "brown", "gray")


def resolve_tile(data: TitleData, state: HexSnapshot, record: dict) -> dict:
    """The tile structure drawn on a hex: its printed tile or a laid one."""
    return record["tile"] if state.is_printed else data.tile(state.tile)


def money(data: TitleData, amount: int) -> str:
    currency = data.game.get("currency") or {}
    return f"{currency.get('prefix', '$')}{amount}{currency.get('suffix', '')}"


def current_phase_color(revenue: dict, phase_colors: tuple[str, ...]) -> str | None:
    """The key of a per-phase revenue in force: the latest of the phase's tile
    colours that the revenue names (docs/data-schema.md, revenue centres)."""
    chosen = None
    for color in phase_colors:
        if color in revenue:
            chosen = color
    return chosen


def revenue_in_force(revenue: int | dict | None, phase_colors: tuple[str, ...]) -> int:
    """The value paid now; 0 when no colour of the phase is named."""
    if not isinstance(revenue, dict):
        return int(revenue or 0)
    color = current_phase_color(revenue, phase_colors)
    return int(revenue[color]) if color else 0


def future_label(record: dict, tile: dict) -> tuple[str | None, str] | None:
    """A label the hex takes from a later colour, while that colour is still to come."""
    future = record["tile"].get("future_label")
    if not future:
        return None
    current, target = tile.get("color", "white"), future.get("color")
    known = target in COLOR_ORDER and current in COLOR_ORDER
    if known and COLOR_ORDER.index(current) >= COLOR_ORDER.index(target):
        return None
    return future.get("label"), target


def hex_tooltip(
    data: TitleData, state: HexSnapshot, record: dict, phase_colors: tuple[str, ...]
) -> str:
    """Name, terrain and cost, tile, revenue and tokens of a hex, one per line."""
    tile = resolve_tile(data, state, record)
    name = record.get("location_name")
    lines = [f"{name} ({state.coord})" if name else state.coord]
    lines += _terrain_lines(data, tile)
    lines.append(_tile_line(state, tile))
    lines += _revenue_lines(tile, phase_colors)
    lines += _label_lines(record, tile)
    lines += _token_lines(state)
    return "\n".join(lines)


def _terrain_lines(data: TitleData, tile: dict) -> list[str]:
    lines = []
    for upgrade in tile.get("upgrades", []):
        kinds = ", ".join(upgrade.get("terrains") or []) or translate("HexInfo", "building cost")
        said = translate("HexInfo", "Terrain: {kinds}, cost {cost}")
        lines.append(said.format(kinds=kinds, cost=money(data, upgrade["cost"])))
    return lines


def _tile_line(state: HexSnapshot, tile: dict) -> str:
    color = tile.get("color", "white")
    if state.is_printed:
        return translate("HexInfo", "Printed hex ({color})").format(color=color)
    return translate("HexInfo", "Tile {tile} ({color}), rotation {rotation}").format(
        tile=tile.get("name", state.tile), color=color, rotation=state.rotation
    )


def _revenue_lines(tile: dict, phase_colors: tuple[str, ...]) -> list[str]:
    lines = []
    for plural, word in (
        ("cities", translate("HexInfo", "City")),
        ("towns", translate("HexInfo", "Town")),
        ("halts", translate("HexInfo", "Stop")),
        ("offboards", translate("HexInfo", "Off-board")),
    ):
        for node in tile.get(plural, []):
            revenue = node.get("revenue")
            if isinstance(revenue, dict):
                by_phase = ", ".join(f"{c} {v}" for c, v in revenue.items())
                now = revenue_in_force(revenue, phase_colors)
                said = translate("HexInfo", "{place} revenue: {now} now ({by_phase})")
                lines.append(said.format(place=word, now=now, by_phase=by_phase))
            elif revenue:
                said = translate("HexInfo", "{place} revenue: {revenue}")
                lines.append(said.format(place=word, revenue=revenue))
    return lines


def _label_lines(record: dict, tile: dict) -> list[str]:
    lines = []
    if tile.get("labels"):
        said = translate("HexInfo", "Label: {labels}")
        lines.append(said.format(labels=" ".join(tile["labels"])))
    future = future_label(record, tile)
    if future and future[0]:
        said = translate("HexInfo", "Label {label} from {color} tiles on")
        lines.append(said.format(label=future[0], color=future[1]))
    return lines


def _token_lines(state: HexSnapshot) -> list[str]:
    placed = [sym for city in state.cities for sym in city.slots if sym]
    reserved = [sym for city in state.cities for sym in city.reserved]
    lines = []
    if placed:
        said = translate("HexInfo", "Tokens: {companies}")
        lines.append(said.format(companies=", ".join(placed)))
    if reserved:
        said = translate("HexInfo", "Home of: {companies}")
        lines.append(said.format(companies=", ".join(reserved)))
    return lines
