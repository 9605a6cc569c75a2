"""R-019: in 1822MX everything is open information — holdings, cash, trains,
and the privates with what each does: the Holdings and Info views."""

from __future__ import annotations

import pytest

from gamedesk.engine import overview
from gamedesk.io.replay import open_record, replay
from gamedesk.ui.holdings_view import holdings_html
from gamedesk.ui.info_view import info_html
from tests.conftest import XX_FIXTURES

LOG = XX_FIXTURES / "1822MX" / "123055.json"


@pytest.fixture(scope="module")
def game():
    return replay(open_record(LOG), to=500)


@pytest.mark.rules("R-019")
def test_holdings_list_minors_majors_and_each_private_with_its_power(game):
    html = holdings_html(game)
    rows = {h.sym: h for h in overview.holding_rows(game)}
    for corp in game.corporations.values():
        if corp.ipoed and not corp.removed:
            assert corp.sym in rows
    for private in overview.private_rows(game):
        assert private.power and private.power[:40] in html.replace("&#x27;", "'")
    owned = [p for p in overview.private_rows(game) if p.owner]
    assert owned and all(game.name_of(p.owner) in html for p in owned)


@pytest.mark.rules("R-019")
def test_info_shows_the_unlimited_seven_and_the_two_sided_l(game):
    rows = {r.name: r for r in overview.train_rows(game)}
    assert rows["7"].in_depot is None and rows["7"].total is None
    assert ("2", 120) in rows["L"].variants
    html = info_html(game)
    assert "unlimited" in html and "L / 2" in html
