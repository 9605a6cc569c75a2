"""Files: our save format, 18xx.games logs, reference traces."""
