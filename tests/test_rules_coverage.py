"""The rule-coverage document is current, and every rule item has a test or a reason."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULES = Path(os.environ.get("GAMEDESK_SHARED", REPO.parent / "shared")) / "rules"
INVENTORY = RULES / "18MEX.md"


def _tool():
    spec = importlib.util.spec_from_file_location(
        "rules_coverage", REPO / "tools" / "rules_coverage.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


needs_inventory = pytest.mark.skipif(not INVENTORY.exists(), reason="rules inventory not present")

#: the forms an inventory item takes, and lines that only mention an item
SAMPLE = """\
| P1 | ... | Power (summary; full rules R-110 ff.) |

- **R-013** A plain item. It has two sentences. [RB §5.1]
- **R-121 (combinations)** P8 with P12, e.g. a town into plain track. More.
- **R-110 (P1)** When a major acquires P1, it receives a normal 5-train.
  - This is a private acquisition, not a train purchase.
  [RB §4.1.18, P1]
- **R-114 (special trains)** Special trains (2P, 3/2, LP):
  - do not count toward the train limit;
- **R-116 (P7)**
  - Held by a player: the player may declare double cash. And more.
  - Held by a major: the company receives $20.
  - R-011 and R-012 apply;
* **R-200** A star bullet.
1. Check game end (R-300).
"""


def test_parser_reads_plain_labelled_and_bare_items():
    items = _tool().parse_items(SAMPLE)
    assert items == {
        "R-013": "A plain item.",
        "R-110": "(P1) When a major acquires P1, it receives a normal 5-train.",
        "R-114": "(special trains) Special trains (2P, 3/2, LP):",
        "R-121": "(combinations) P8 with P12, e.g. a town into plain track.",
        "R-116": "(P7) Held by a player: the player may declare double cash.",
        "R-200": "A star bullet.",
    }


def test_parser_refuses_an_id_given_twice():
    with pytest.raises(ValueError, match="R-013"):
        _tool().parse_items("- **R-013** One.\n- **R-013 (P1)** Two.\n")


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("test_1822mx_powers.py", "1822MX"),
        ("test_18mex_limits.py", "18MEX"),
        ("test_18mw_rivers.py", "18MW"),
        ("test_18esp_passes.py", "18ESP"),
        ("test_market.py", "18MEX"),  # shared engine tests cite 18MEX's ids
    ],
)
def test_a_test_file_counts_toward_one_title(name, title):
    assert _tool().file_title(Path("tests") / name) == title


def test_18mex_marks_in_shared_tests_do_not_cover_1822mx_items():
    # test_market.py's R-110 is 18MEX's payout move, not 1822MX's P1
    tests = _tool().tests_by_rule(REPO / "tests", "1822MX")
    assert not any("test_market.py" in t for ts in tests.values() for t in ts)


SHARED_TEST = """\
import pytest

@pytest.mark.rules("R-082", title="1822MX")
def test_of_1822mx():
    pass

@pytest.mark.rules("R-082", "R-110")
def test_of_18mex():
    pass
"""


def test_a_markers_title_moves_its_items_to_that_title(tmp_path):
    # a file that names no title counts for 18MEX, except the marker that says otherwise
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_shared.py").write_text(SHARED_TEST, encoding="utf-8")
    tool = _tool()
    assert tool.tests_by_rule(tmp_path / "tests", "1822MX") == {
        "R-082": ["tests/test_shared.py::test_of_1822mx"]
    }
    assert tool.tests_by_rule(tmp_path / "tests", "18MEX") == {
        "R-082": ["tests/test_shared.py::test_of_18mex"],
        "R-110": ["tests/test_shared.py::test_of_18mex"],
    }


@pytest.mark.parametrize("keyword", ['title="1822mx"', 'title=MX', 'titel="1822MX"'])
def test_a_marker_naming_no_known_title_is_refused(keyword):
    test = ast.parse(f"@pytest.mark.rules('R-082', {keyword})\ndef test_x(): pass\n").body[0]
    with pytest.raises(ValueError, match=r"tests/test_x\.py:1: rules marker: .*title='1822MX'"):
        _tool().marked_rules(test, "18MEX", "tests/test_x.py")


def test_the_1822mx_and_18mw_tests_of_the_position_score_count_for_their_titles():
    where = "tests/ai/test_position.py::"
    loan = where + "test_a_loan_counts_with_its_interest_and_repaying_it_comes_first"
    gone = where + "test_a_position_with_the_player_put_out_of_the_game_scores_worst"
    assert loan in _tool().tests_by_rule(REPO / "tests", "1822MX")["R-082"]
    assert gone in _tool().tests_by_rule(REPO / "tests", "18MW")["R-185"]
    mex = _tool().tests_by_rule(REPO / "tests", "18MEX")
    assert loan not in mex.get("R-082", []) and gone not in mex.get("R-185", [])


@pytest.mark.parametrize(
    ("title", "count"), [("18MEX", 215), ("1822MX", 210), ("18ESP", 192), ("18MW", 207)]
)
def test_every_item_of_each_inventory_is_read(title, count):
    path = RULES / f"{title}.md"
    if not path.exists():
        pytest.skip("rules inventory not present")
    items = _tool().inventory_items(path)
    assert len(items) == count
    assert list(items) == sorted(items)


@needs_inventory
def test_coverage_document_is_current():
    doc = REPO / "docs" / "rules-coverage" / "18MEX.md"
    expected = _tool().build("18MEX", INVENTORY)
    assert doc.read_text(encoding="utf-8") == expected, (
        "run `python tools/rules_coverage.py 18MEX` to regenerate docs/rules-coverage/18MEX.md"
    )


@needs_inventory
def test_every_item_has_a_test_or_a_reason():
    tool = _tool()
    items = tool.inventory_items(INVENTORY)
    assert len(items) == 215
    tests = tool.tests_by_rule(REPO / "tests")
    reasons = json.loads(
        (REPO / "tests" / "rules" / "18MEX-untested.json").read_text(encoding="utf-8")
    )
    bare = [rid for rid in items if rid not in tests and not reasons.get(rid, "").strip()]
    assert bare == [], f"items with neither a test nor a reason: {bare}"
    unknown = sorted(set(reasons) - set(items))
    assert unknown == [], f"reasons for items not in the inventory: {unknown}"


MX_INVENTORY = RULES / "1822MX.md"


@needs_inventory
def test_1822mx_coverage_document_is_current():
    doc = REPO / "docs" / "rules-coverage" / "1822MX.md"
    assert doc.read_text(encoding="utf-8") == _tool().build("1822MX", MX_INVENTORY), (
        "run `python tools/rules_coverage.py 1822MX` to regenerate docs/rules-coverage/1822MX.md"
    )


@needs_inventory
def test_every_1822mx_item_has_a_test():
    tool = _tool()
    items = tool.inventory_items(MX_INVENTORY)
    assert len(items) == 210
    tests = tool.tests_by_rule(REPO / "tests", "1822MX")
    bare = [rid for rid in items if rid not in tests]
    assert bare == [], f"1822MX items without a test: {bare}"
