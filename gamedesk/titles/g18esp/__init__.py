"""18ESP — Spain. Registers the title (titles/registry.py)."""

from gamedesk.engine.actions import AMOUNT, CITY, NAME, TRAIN_ID
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
                  "choose_home": {"city": CITY}},  # an OO home's city
    words=TitleWords(
        sections={
            "buy_tender": "Buy a tender",
            "attach_tender": "Put the tender on a train",
            "choose_side": "Barcelona-Mataró train: choose its side",
            "open_pass": "Open a mountain pass",
            "combine_trains": "Combine with a recycled train",
            "repay_loan": "Repay the debt",
            "destination_connection": "Destination reached",
            "take_over": "Take over a minor",
            "choose_home": "Home station: choose its city",
            "answer_takeover": "Answer the takeover offer",
        },
        passes={"track": "Done with track and station", "combine": "Combine no train",
                "buy_company": "Buy no private company",
                "takeover": "Take over no minor"},
        module="gamedesk.titles.g18esp.words",
    ),
    market_zigzag=True,  # its one-row chart is printed as a zig-zag over two rows
    order=2,
))
