"""Reading a JSON file with an error message that says what is wrong, and where.

Only regular files are read, and only up to `MAX_BYTES`: a named pipe or a
device (/dev/zero) would block or never end. The document may nest at most
`MAX_DEPTH` levels (Python's decoder recurses, so a deeper file would end in
a RecursionError) and may hold no lone UTF-16 surrogate (a `\\ud800` escape
decodes to a string that cannot be written back as UTF-8).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

MAX_BYTES = 64 * 1024 * 1024  # the longest real game is a few hundred kB
MAX_DEPTH = 64  # a save or log nests about 8 levels (routes in an action)


class JsonFileError(Exception):
    """The file cannot be read as JSON; the message is meant for a person."""


def load_json(path: str | Path) -> Any:
    """The JSON document in `path`."""
    return decode_json(read_limited(path))


def read_limited(path: str | Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file `path`; JsonFileError for anything else
    (a folder, a pipe, a device, a symbolic-link loop) or a file over `limit`
    (default MAX_BYTES)."""
    limit = MAX_BYTES if limit is None else limit
    try:
        # O_NONBLOCK: opening a named pipe must not wait for a writer.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise JsonFileError(os_problem(exc)) from None
    try:
        info = os.fstat(fd)
        kind = _not_regular(info.st_mode)
        if kind:
            raise JsonFileError(f"{kind}, not a file")
        if info.st_size > limit:
            raise JsonFileError(_too_big(info.st_size, limit))
        with os.fdopen(fd, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    except OSError as exc:
        raise JsonFileError(os_problem(exc)) from None
    finally:
        os.close(fd)
    if len(data) > limit:  # it grew while we read
        raise JsonFileError(_too_big(len(data), limit))
    return data


def _not_regular(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device"
    if stat.S_ISSOCK(mode):
        return "it is a socket"
    return "it is a special file"


def _too_big(size: int, limit: int) -> str:
    return f"the file is too big ({size:,} bytes; gamedesk reads at most {limit:,})"


def os_problem(exc: OSError) -> str:
    """What an OSError from opening a file means, in words."""
    words = {
        errno.ENOENT: "no such file",
        errno.ELOOP: "its symbolic links form a loop",
        errno.ENAMETOOLONG: "the file name is too long",
        errno.EACCES: "permission denied",
        errno.EISDIR: "it is a folder, not a file",
        errno.ENOTDIR: "a part of the path is not a folder",
    }
    return words.get(exc.errno, f"cannot read the file: {exc.strerror or exc}")


def decode_json(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        try:
            # utf-8-sig: Windows editors like to start the file with a byte-order mark.
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise JsonFileError(f"not a text file: byte {exc.start} is not valid UTF-8") from None
    if not data.strip():
        raise JsonFileError("the file is empty")
    _check_depth(data)
    try:
        document = json.loads(data, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise JsonFileError(_describe(data, exc)) from None
    except ValueError as exc:  # from _reject_constant
        raise JsonFileError(str(exc)) from None
    _check_strings(document)
    return document


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def _check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """JsonFileError if arrays and objects nest deeper than `limit` (strings skipped)."""
    depth = 0
    for match in _BRACKET.finditer(_STRING.sub("", text)):
        depth += 1 if match.group() in "[{" else -1
        if depth > limit:
            raise JsonFileError(f"the JSON nests deeper than {limit} levels")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _check_strings(document: Any) -> None:
    """JsonFileError for a string (value or key) holding a lone surrogate."""
    stack = [document]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            texts = (value,)
        elif isinstance(value, dict):
            texts = tuple(value)
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
            continue
        else:
            continue
        for text in texts:
            if _SURROGATE.search(text):
                raise JsonFileError(
                    f"the text {text[:40]!r} holds a lone UTF-16 surrogate (\\u"
                    f"{ord(_SURROGATE.search(text).group()):04x}), which is not a character"
                )


def _reject_constant(name: str) -> Any:
    # Python's json accepts NaN and Infinity, which are not JSON and never money.
    raise ValueError(f"not valid JSON: {name} is not a JSON value")


def _describe(text: str, exc: json.JSONDecodeError) -> str:
    body = text.rstrip()
    # The decoder reports an unterminated string where the string starts, and any
    # other early end at the very end of the text: both mean the file was cut short.
    if exc.pos >= len(body) or exc.msg.startswith("Unterminated string"):
        line, column = _line_column(body, len(body) - 1)  # its last character
        return f"the JSON is incomplete: it ends at line {line}, column {column} (truncated?)"
    return f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"


def _line_column(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, column


def json_kind(value: Any) -> str:
    """What a JSON value is, in words, for error messages ("a list", "null")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return "a number"
    names = {dict: "an object", list: "a list", str: "a string"}
    return names.get(type(value), type(value).__name__)
