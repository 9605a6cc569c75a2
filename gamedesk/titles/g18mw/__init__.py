"""18MW (railroading in the Upper Midwest): playable in the window, on a
reconstructed map (its data says so, and so does the window). It has no
18xx.games version, so it has no log import and only the rulebook profile."""

from gamedesk.engine.actions import CITY, NAME, PRICE, SHARE_ID, SHARE_IDS, TRAIN_ID
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.registry import TitleEntry, TitleWords, register

ENTRY = register(TitleEntry(
    name="18MW",
    full_name="18MW — Railroading in the Upper Midwest",
    profiles=("rulebook",),
    game="gamedesk.titles.g18mw.game:G18MW",
    window=True,
    on_site=False,
    # the private auction's taken-back bid, price protection,
    # redemption into the treasury, a private traded in for a train
    # (M&O, R-102) or a share (L&M, R-091), the StL&A's extra station
    # and a bid for a treasury share in a fire sale
    # and another company's station bought after the train step
    action_types={
        "buy_token": {"hex": NAME, "city": CITY},
        "bid_share": {"share": SHARE_ID, "price": PRICE},
        "special_token": {"company": NAME, "hex": NAME, "city": CITY},
        "exchange_private": {"company": NAME, "train?": TRAIN_ID, "share?": SHARE_ID},
        "withdraw_bid": {"company": NAME},
        "protect_shares": {"corporation": NAME},
        "redeem_shares": {"shares": SHARE_IDS},
        # the fire sale's station auction: a station and least bid offered
        # by the president, and a bid for a company the bidder presides
        "offer_token": {"hex": NAME, "city": CITY, "price": PRICE},
        "bid_token": {"corporation": NAME, "price": PRICE},
    },
    words=TitleWords(
        sections={
            "offer_token": QT_TRANSLATE_NOOP("game", "Fire sale: auction a station"),
            "bid_token": QT_TRANSLATE_NOOP("game", "Fire sale: bid for a station"),
        },
        # what the Pass button says at 18MW's own steps (Game.current_step)
        passes={
            "lm_exchange": QT_TRANSLATE_NOOP("game", "Keep the L&M"),
            "doubled_token": QT_TRANSLATE_NOOP("game", "Place no doubled station"),
            "buy_token": QT_TRANSLATE_NOOP("game", "Buy no station"),
            "fire_sale": QT_TRANSLATE_NOOP("game", "Bid no more for this share"),
            "price_protection": QT_TRANSLATE_NOOP("game", "Do not protect"),
        },
        module="gamedesk.titles.g18mw.words",
    ),
    order=3,
))
