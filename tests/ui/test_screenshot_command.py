"""`gamedesk screenshot` of the whole window: a replayed position, the window
browsing the timeline, and the window playing on (its action panel live)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from gamedesk.cli import main
from tests.conftest import XX_FIXTURES

LOG = XX_FIXTURES / "1822MX" / "86.json"


@pytest.mark.skipif(not LOG.exists(), reason=f"no {LOG}")
@pytest.mark.parametrize("view", ["window", "replay", "play"])
def test_the_window_views_are_written_at_the_size_asked(qapp, tmp_path, capsys, view):
    out = tmp_path / f"{view}.png"
    assert main(["screenshot", str(LOG), str(out), "--at", "20", "--view", view,
                 "--size", "1200x800"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    words = capsys.readouterr().out
    assert "wrote" in words and view in words
    colours = {image.pixel(x, y) for x in range(0, 1200, 37) for y in range(0, 800, 29)}
    assert len(colours) > 20  # a picture, not an empty frame


MEX_LOG = XX_FIXTURES / "18MEX" / "80226.json"


@pytest.mark.skipif(not MEX_LOG.exists(), reason=f"no {MEX_LOG}")
def test_the_tile_tray_view_is_written_where_a_tile_can_be_laid(qapp, tmp_path, capsys):
    out = tmp_path / "tray.png"
    assert main(["screenshot", str(MEX_LOG), str(out), "--at", "129", "--view", "tray",
                 "--size", "1200x800"]) == 0
    assert "wrote" in capsys.readouterr().out
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


@pytest.fixture
def shown_windows(monkeypatch):
    """The windows the screenshot command builds, kept for the test to read."""
    from gamedesk.ui import i18n, screenshot

    windows = []
    build = screenshot._window_image

    def keep(*args, **kwargs):
        image, window = build(*args, **kwargs)
        windows.append(window)
        return image, window

    monkeypatch.setattr(screenshot, "_window_image", keep)
    yield windows
    i18n.install("en")  # the next test starts in English


@pytest.mark.skipif(not LOG.exists(), reason=f"no {LOG}")
@pytest.mark.parametrize(
    ("language", "charts", "companies"),
    [("en", "Charts", "Companies"), ("es", "Gráficos", "Compañías")],
)
def test_the_language_option_renders_the_window_in_that_language(
    qapp, tmp_path, capsys, shown_windows, language, charts, companies
):
    out = tmp_path / f"{language}.png"
    assert main(["screenshot", str(LOG), str(out), "--at", "20", "--view", "play",
                 "--size", "1200x800", "--language", language]) == 0
    assert "wrote" in capsys.readouterr().out
    (window,) = shown_windows
    assert window.docks["charts"].windowTitle() == charts
    assert window.docks["charters"].windowTitle() == companies
    assert QImage(str(out)).width() == 1200
