"""Shared test set-up: Qt without a display, and where the shared fixtures are."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Before anything imports Qt: UI tests run without a display (CI, ssh sessions).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
# The shared fixtures sit next to the repository (../shared); GAMEDESK_SHARED overrides.
SHARED = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared"))
XX_FIXTURES = SHARED / "fixtures" / "18xx.games"
# Random games refereed by the 18xx.games engine: <TITLE>/crossplay_<TITLE>_<seed>_<how>.json
CROSSPLAY = SHARED / "fixtures" / "crossplay"


@pytest.fixture(autouse=True)
def _routes_found_anew() -> None:
    """Each test finds its routes itself: a test that changes how routes are judged
    (a rule patched) is never given another test's answers (engine/routing/memo.py)."""
    from gamedesk.engine.routing import memo

    memo.forget()


def _missing_fixtures() -> None:
    message = f"shared 18xx.games fixtures not found in {XX_FIXTURES} (set GAMEDESK_SHARED)"
    # In CI a missing fixture folder must fail, not quietly skip the conformance tests.
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def xx_fixtures() -> Path:
    """The folder of 18xx.games logs: <TITLE>/<name>.json and traces/."""
    if not XX_FIXTURES.is_dir():
        _missing_fixtures()
    return XX_FIXTURES


@pytest.fixture
def xx_log(request: pytest.FixtureRequest) -> Path:
    """One shared 18xx.games log; a test that asks for it runs once per log."""
    if request.param is None:
        _missing_fixtures()
    return request.param


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "xx_log" in metafunc.fixturenames:
        logs = sorted(XX_FIXTURES.glob("*/*.json"))
        ids = [f"{p.parent.name}/{p.stem}" for p in logs]
        metafunc.parametrize("xx_log", logs or [None], ids=ids or ["missing"], indirect=True)


def pytest_configure(config: pytest.Config) -> None:
    # R-ids are per title: a test in a file whose name names no title (or another
    # title) says whose items it checks, or tools/rules_coverage.py credits the
    # file's title (18MEX for a file that names none)
    config.addinivalue_line(
        "markers",
        "rules(*ids, title=None): the rule-inventory items (R-…, G-…, A-…, O-…) a test"
        " checks; title= names the title whose inventory they are from (18MEX, 1822MX,"
        " 18ESP, 18MW), by default the one the file name names, else 18MEX",
    )
    config.addinivalue_line(
        "markers", "long: a test of ten seconds or more (a whole game); such tests run first"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The long tests first: the workers (-n auto) take the short ones as they come
    # and finish together, instead of one starting a minute-long game at the end.
    # Every worker sorts its collection the same way, as pytest-xdist requires.
    items.sort(key=lambda item: item.get_closest_marker("long") is None)
