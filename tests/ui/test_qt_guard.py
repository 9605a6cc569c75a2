"""The guard against PySide6 6.12.0 losing references to None on Python 3.11."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor

from gamedesk.ui import qt_guard


def test_many_qt_calls_cannot_exhaust_none(qapp):
    qt_guard.protect_none()
    color = QColor("#123456")
    for _ in range(20000):
        color.setAlpha(10)  # a method returning nothing: the affected kind
    assert sys.getrefcount(None) > 10000


def test_protection_is_applied_once():
    qt_guard.protect_none()
    before = sys.getrefcount(None)
    qt_guard.protect_none()
    assert abs(sys.getrefcount(None) - before) < 1000
