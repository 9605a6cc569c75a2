"""1822MX — The Railways of Mexico. Registers the title (titles/registry.py)."""

from gamedesk.engine.actions import AMOUNT, CITY, NAME
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
            "bid": "Bids",
            "par": "Start a major",
            "acquire_company": "Take a private company",
            "sell_shares": "Sell or issue shares",
            "buy_shares": "Buy or redeem shares",
            "merge": "Acquisitions",
            "choose": "Choose",
            "auction_token": "NdeM privatisation: a station to auction",
            "repay_loan": "Loan",
            "discard_train": "Discard a train",
        },
        module="gamedesk.titles.g1822mx.words",
    ),
    rule_ids="gamedesk.titles.g1822mx.rule_ids:SHARED_RULE_IDS",
    site_par_is_price=True,  # its prices always follow the market
    order=1,
))
