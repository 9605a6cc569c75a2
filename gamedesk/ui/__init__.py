"""The PySide6 window. PySide6 6.12.0 leaks references to None on Python 3.11,
which crashes the interpreter; pyproject.toml keeps it below 6.12."""
