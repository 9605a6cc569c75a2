"""Computer players. They use only the engine's public API."""
