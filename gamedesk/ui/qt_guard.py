"""A guard against a reference-counting bug of PySide6 6.12.0 on Python < 3.12.

With shiboken6 6.12.0 (abi3 wheel) on CPython 3.10/3.11, every call of a Qt
method that returns nothing (QPainter.setPen, QGraphicsItem.setPos, ...) takes
one reference from `None` without having given it. Python 3.12 made `None`
immortal, so there it is harmless; on 3.11 the count reaches zero after a few
thousand calls (one render of the 18MEX map) and the interpreter aborts with
"Fatal Python error: none_dealloc". PySide6 6.11.3 does not have the bug.

The real fix is to avoid that combination (pin PySide6 below 6.12 on Python
3.11, or use Python 3.12+). Until then `protect_none()` gives `None` a huge
reference count, which is what 3.12's immortal objects do, so that the bug can
never bring it to zero.
"""

from __future__ import annotations

import ctypes
import sys

_BUFFER = 1 << 40  # far more references than a session could ever lose


def affected() -> bool:
    """Is this interpreter exposed to the bug?"""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    try:
        import shiboken6
    except ImportError:
        return False
    version = getattr(shiboken6, "__version__", "")
    return version.startswith("6.12.")


def protect_none() -> bool:
    """Raise None's reference count out of reach (once). True if it did."""
    if not affected() or hasattr(sys, "gettotalrefcount"):
        return False  # debug builds lay PyObject out differently: leave them alone
    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < _BUFFER:
        refcount.value += _BUFFER
    return True
