"""18ESP — Spain. Registers the title (titles/registry.py)."""

from gamedesk.engine.actions import AMOUNT, CITY, NAME, TRAIN_ID
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.registry import TitleEntry, TitleWords, register

ENTRY = register(TitleEntry(
    name="18ESP",
    full_name="18ESP — Spain",
    game="gamedesk.titles.g18esp.game:G18ESP",
    window=True,
    importer="gamedesk.titles.g18esp.import_18xx",
    # tenders (R-034, R-037); the side of P2's train (R-028)
    action_types={"buy_tender": {}, "attach_tender": {"train": TRAIN_ID},
                  "choose_side": {"variant": NAME},
                  "open_pass": {"hex": NAME, "special?": NAME},  # R-100; R-033: with P4
                  "repay_loan": {"amount?": AMOUNT},  # R-064 (as 1822MX's)
                  "combine_trains": {"train": TRAIN_ID, "recycled": TRAIN_ID,
                                     "variant": NAME},
                  "destination_connection": {},  # the site's own check
                  # takeovers of minors: offer, and the director's answer
                  "take_over": {"corporation": NAME, "token": NAME},
                  "answer_takeover": {"choice": NAME},  # "agree" or "refuse"
                  "choose_home": {"city": CITY},  # an OO home's city
                  # a takeover's station on an unbuilt OO home, once the tile is laid
                  "choose_station_city": {"hex": NAME, "city": CITY}},
    words=TitleWords(
        sections={
            "buy_tender": QT_TRANSLATE_NOOP("game", "Buy a tender"),
            "attach_tender": QT_TRANSLATE_NOOP("game", "Put the tender on a train"),
            "choose_side": QT_TRANSLATE_NOOP("game", "Barcelona-Mataró train: choose its side"),
            "open_pass": QT_TRANSLATE_NOOP("game", "Open a mountain pass"),
            "combine_trains": QT_TRANSLATE_NOOP("game", "Combine with a recycled train"),
            "repay_loan": QT_TRANSLATE_NOOP("game", "Repay the debt"),
            "destination_connection": QT_TRANSLATE_NOOP("game", "Destination reached"),
            "take_over": QT_TRANSLATE_NOOP("game", "Take over a minor"),
            "choose_home": QT_TRANSLATE_NOOP("game", "Home station: choose its city"),
            "choose_station_city": QT_TRANSLATE_NOOP("game", "Station: choose its city"),
            "answer_takeover": QT_TRANSLATE_NOOP("game", "Answer the takeover offer"),
        },
        passes={"track": QT_TRANSLATE_NOOP("game", "Done with track and station"),
                "combine": QT_TRANSLATE_NOOP("game", "Combine no train"),
                "buy_company": QT_TRANSLATE_NOOP("game", "Buy no private company"),
                "takeover": QT_TRANSLATE_NOOP("game", "Take over no minor")},
        module="gamedesk.titles.g18esp.words",
    ),
    market_zigzag=True,  # its one-row chart is printed as a zig-zag over two rows
    order=2,
))
