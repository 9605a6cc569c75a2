"""1822MX — The Railways of Mexico. Registers the title (titles/registry.py)."""

from gamedesk.engine.actions import AMOUNT, CITY, NAME
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.titles.registry import TitleEntry, TitleWords, register

ENTRY = register(TitleEntry(
    name="1822MX",
    full_name="1822MX — The Railways of Mexico",
    game="gamedesk.titles.g1822mx.game:G1822MX",
    window=True,
    importer="gamedesk.titles.g1822mx.import_18xx",
    action_types={
        "auction_token": {"hex": NAME, "city": CITY},  # the NdeM's privatisation
        "repay_loan": {"amount?": AMOUNT},  # R-025; without an amount, all the cash allows
        "acquire_company": {"company": NAME},  # a private taken by a company
        "choose": {"choice": NAME},
    },
    words=TitleWords(
        sections={
            "bid": QT_TRANSLATE_NOOP("game", "Bids"),
            "par": QT_TRANSLATE_NOOP("game", "Start a major"),
            "acquire_company": QT_TRANSLATE_NOOP("game", "Take a private company"),
            "sell_shares": QT_TRANSLATE_NOOP("game", "Sell or issue shares"),
            "buy_shares": QT_TRANSLATE_NOOP("game", "Buy or redeem shares"),
            "merge": QT_TRANSLATE_NOOP("game", "Acquisitions"),
            "choose": QT_TRANSLATE_NOOP("game", "Choose"),
            "auction_token": QT_TRANSLATE_NOOP("game", "NdeM privatisation: a station to auction"),
            "repay_loan": QT_TRANSLATE_NOOP("game", "Loan"),
            "discard_train": QT_TRANSLATE_NOOP("game", "Discard a train"),
        },
        module="gamedesk.titles.g1822mx.words",
    ),
    rule_ids="gamedesk.titles.g1822mx.rule_ids:SHARED_RULE_IDS",
    site_par_is_price=True,  # its prices always follow the market
    bots="gamedesk.titles.g1822mx.bots:TUNING",
    order=1,
))
