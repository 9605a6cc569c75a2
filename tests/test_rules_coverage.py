"""The rule-coverage document is current, and every rule item has a test or a reason."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
INVENTORY = REPO.parent / "shared" / "rules" / "18MEX.md"


def _tool():
    spec = importlib.util.spec_from_file_location(
        "rules_coverage", REPO / "tools" / "rules_coverage.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pytestmark = pytest.mark.skipif(not INVENTORY.exists(), reason="rules inventory not present")


def test_coverage_document_is_current():
    doc = REPO / "docs" / "rules-coverage" / "18MEX.md"
    expected = _tool().build("18MEX", INVENTORY)
    assert doc.read_text(encoding="utf-8") == expected, (
        "run `python tools/rules_coverage.py 18MEX` to regenerate docs/rules-coverage/18MEX.md"
    )


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


MX_INVENTORY = REPO.parent / "shared" / "rules" / "1822MX.md"


def test_1822mx_coverage_document_is_current():
    doc = REPO / "docs" / "rules-coverage" / "1822MX.md"
    assert doc.read_text(encoding="utf-8") == _tool().build("1822MX", MX_INVENTORY), (
        "run `python tools/rules_coverage.py 1822MX` to regenerate docs/rules-coverage/1822MX.md"
    )
