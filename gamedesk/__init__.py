"""gamedesk: play and replay 18xx railroad games on the desktop."""

__version__ = "0.1.0"
