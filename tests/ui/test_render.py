"""Offscreen PNGs of the map and the market."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gamedesk.ui.render import render_map_png, render_market_png

from .conftest import laid_tiles, showcase


def colours_in(image: QImage, step: int = 23) -> set[int]:
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


def test_map_png_has_the_requested_size_and_a_picture(qapp, mex, tmp_path):
    path = render_map_png(mex, laid_tiles(mex), tmp_path / "map.png", size=(900, 700))
    image = QImage(str(path))
    assert (image.width(), image.height()) == (900, 700)
    colours = colours_in(image)
    assert len(colours) > 20
    yellow_tile = QColor("#f7df3a").rgb()
    assert yellow_tile in colours


def test_market_png_has_the_requested_size(qapp, mex, tmp_path):
    path = render_market_png(mex, {(0, 4): ["CHI"]}, tmp_path / "market.png", size=(640, 400))
    image = QImage(str(path))
    assert (image.width(), image.height()) == (640, 400)
    assert len(colours_in(image, 11)) > 5


def test_pointy_map_renders(qapp, mx1822, tmp_path):
    path = render_map_png(mx1822, None, tmp_path / "mx.png", size=(600, 400))
    assert QImage(str(path)).width() == 600


def test_screenshots_on_demand(qapp, mex, mx1822):
    """GAMEDESK_SCREENSHOTS=<folder> writes the main views for a person to look at."""
    folder = os.environ.get("GAMEDESK_SCREENSHOTS")
    if not folder:
        pytest.skip("set GAMEDESK_SCREENSHOTS=<folder> to write screenshots")
    out = Path(folder)
    render_map_png(mex, showcase(mex), out / "18mex-map-tiles-tokens-routes.png", (2000, 1880))
    render_map_png(mx1822, None, out / "1822mx-printed-map-pointy.png", (2400, 1640))
    markers = {
        (0, 5): ["NdM", "CHI"],
        (1, 4): ["FCP"],
        (2, 2): ["SPM", "TM", "MEX", "UdY"],
        (0, 14): ["MC"],
        (5, 1): ["A"],
    }
    render_market_png(mex, markers, out / "18mex-stock-market.png", (1400, 900))
    assert len(list(out.glob("*.png"))) >= 3
