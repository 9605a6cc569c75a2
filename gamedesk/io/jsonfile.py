"""Reading a JSON file with an error message that says what is wrong, and where."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class JsonFileError(Exception):
    """The file cannot be read as JSON; the message is meant for a person."""


def load_json(path: str | Path) -> Any:
    """The JSON document in `path`."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise JsonFileError(f"cannot read the file: {exc.strerror or exc}") from None
    return decode_json(data)


def decode_json(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        try:
            # utf-8-sig: Windows editors like to start the file with a byte-order mark.
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise JsonFileError(f"not a text file: byte {exc.start} is not valid UTF-8") from None
    if not data.strip():
        raise JsonFileError("the file is empty")
    try:
        return json.loads(data, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise JsonFileError(_describe(data, exc)) from None
    except ValueError as exc:  # from _reject_constant
        raise JsonFileError(str(exc)) from None


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
