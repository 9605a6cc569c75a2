"""1822MX — The Railways of Mexico (not playable yet: data and the setup deal)."""
