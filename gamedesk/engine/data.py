"""Loading a title's data from resources/ (map, tiles, companies, trains...)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from gamedesk.engine.errors import GameDataError

RESOURCES = Path(__file__).resolve().parent.parent.parent / "resources"


@dataclass(frozen=True)
class TitleData:
    """The raw JSON documents of one title (schema: ../shared/data/SCHEMA.md)."""

    title: str
    game: dict
    map: dict
    tiles: dict  # key -> tile structure, for the tiles of this title's manifest and map

    def tile(self, key: str) -> dict:
        try:
            return self.tiles[key]
        except KeyError:
            raise GameDataError(f"{self.title}: no tile {key!r}") from None


def _read(path: Path) -> dict:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise GameDataError(f"cannot read {path}: {exc}") from exc


@cache
def _all_tiles() -> dict:
    return _read(RESOURCES / "tiles.json")["tiles"]


@cache
def load_title(title: str) -> TitleData:
    """The data of `title` ("18MEX", ...). Cached: treat it as read-only."""
    folder = RESOURCES / "titles" / title
    if not folder.is_dir():
        raise GameDataError(f"unknown title {title!r}")
    game = _read(folder / "game.json")
    hexmap = _read(folder / "map.json")
    all_tiles = _all_tiles()
    keys = {entry["key"] for entry in game["tile_manifest"]}
    tiles = {key: all_tiles[key] for key in keys if key in all_tiles}
    missing = keys - tiles.keys()
    if missing:
        raise GameDataError(f"{title}: manifest names unknown tiles {sorted(missing)}")
    return TitleData(title=title, game=game, map=hexmap, tiles=tiles)


def available_titles() -> list[str]:
    return sorted(p.name for p in (RESOURCES / "titles").iterdir() if (p / "game.json").exists())
