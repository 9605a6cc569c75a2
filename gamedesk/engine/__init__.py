"""The rules engine: pure Python, deterministic, no Qt."""
