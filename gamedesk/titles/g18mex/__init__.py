"""18MEX — The Railroads Come to Mexico. Registers the title (titles/registry.py)."""

from gamedesk.engine.actions import CITY, NAME
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.registry import TitleEntry, TitleWords, register

ENTRY = register(TitleEntry(
    name="18MEX",
    full_name="18MEX — The Railroads Come to Mexico",
    game="gamedesk.titles.g18mex.game:G18MEX",
    window=True,
    importer="gamedesk.titles.g18mex.import_18xx",
    # the NdM's president keeps one station of the merged company
    action_types={"assign": {"hex": NAME, "city?": CITY}},
    words=TitleWords(
        sections={
            "merge": QT_TRANSLATE_NOOP("game", "NdM merger"),
            "assign": QT_TRANSLATE_NOOP("game", "NdM merger: choose a station"),
        },
        passes={"merger_offers": QT_TRANSLATE_NOOP("game", "Decline the merger")},
        module="gamedesk.titles.g18mex.words",
    ),
    order=0,
))
