"""18ESP (Spain): known, not playable yet. Registered so that a save or an
18xx.games log of it is refused in words (titles/registry.py). Its rules so far
(set-up, private auction, stock round) are in game.py, which tests build
directly; `game=` is named here once the title is complete."""

from gamedesk.engine.actions import AMOUNT, NAME, TRAIN_ID
from gamedesk.titles.registry import TitleEntry, register

ENTRY = register(TitleEntry(
    name="18ESP",
    full_name="18ESP — Spain",
    importer="gamedesk.titles.g18esp.import_18xx",
    # tenders (R-034, R-037); the side of P2's train (R-028)
    action_types={"buy_tender": {}, "attach_tender": {"train": TRAIN_ID},
                  "choose_side": {"variant": NAME},
                  "open_pass": {"hex": NAME},
                  "repay_loan": {"amount?": AMOUNT},  # R-064 (as 1822MX's)
                  "combine_trains": {"train": TRAIN_ID, "recycled": TRAIN_ID,
                                     "variant": NAME},
                  "destination_connection": {}},  # the site's own check
    market_zigzag=True,  # its one-row chart is printed as a zig-zag over two rows
    order=2,
))
