"""18MW (railroading in the Upper Midwest): known, not playable yet. It has no
18xx.games version, so it has no log import and only the rulebook profile."""

from gamedesk.titles.registry import TitleEntry, register

ENTRY = register(TitleEntry(
    name="18MW",
    full_name="18MW — Railroading in the Upper Midwest",
    profiles=("rulebook",),
    on_site=False,
    order=3,
))
