"""The rule-coverage document is current, and every rule item has a test or a reason."""

from __future__ import annotations

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
