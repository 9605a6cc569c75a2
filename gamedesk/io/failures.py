"""What the entry points (each command, the window's open/import/resume) do with
a failure: one line for a person, the traceback of an internal error kept in a
file of the data folder for a bug report.

The data folder is platformdirs' user data folder; `GAMEDESK_DATA_DIR`
overrides it (tests, portable installs).
"""

from __future__ import annotations

import contextlib
import os
import re
import traceback
from datetime import datetime, timezone
from pathlib import Path

from gamedesk import __version__

ERROR_LOG = "errors.log"
ERROR_LOG_MAX = 1_000_000  # bytes; an older log is set aside once (errors.log.1)


def data_dir() -> Path:
    override = os.environ.get("GAMEDESK_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("gamedesk", appauthor=False))


_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")


def printable(text: object) -> str:
    """`text` on one line: control characters (a file's names may hold any) and
    lone surrogates written as escapes, so they cannot garble a terminal."""
    return _UNPRINTABLE.sub(lambda m: f"\\u{ord(m.group()):04x}", str(text))


def could_not_read(file: object, reason: object) -> str:
    """The one-line message for a file that is refused: "gamedesk could not read
    FILE: REASON" (a reason that starts with the file's name is not repeated)."""
    name, why = str(file), str(reason)
    if why.startswith(f"{name}: "):
        why = why[len(name) + 2 :]
    return printable(f"gamedesk could not read {name}: {why}")


def record_traceback(context: str) -> Path | None:
    """Append the exception being handled, with `context`, to the error log of the
    data folder; its path, or None if it cannot be written."""
    path = data_dir() / ERROR_LOG
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    text = f"--- {stamp} gamedesk {__version__}: {context}\n{traceback.format_exc()}\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):
            if path.stat().st_size > ERROR_LOG_MAX:
                os.replace(path, path.with_name(ERROR_LOG + ".1"))
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as out:
            out.write(text)
    except OSError:
        return None
    return path


def internal_error(file: object, context: str) -> str:
    """The one-line message for an unexpected exception (being handled) while
    reading `file`; the traceback goes to the error log."""
    where = record_traceback(f"{context} {file}")
    tail = f"; the details are in {where}" if where else ""
    return printable(f"gamedesk could not read {file}: an internal error ({_kind()}){tail}")


def _kind() -> str:
    import sys

    exc = sys.exc_info()[1]
    return type(exc).__name__ if exc is not None else "unknown"
