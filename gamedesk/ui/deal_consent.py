"""Deals between players need both sides: when a player or a company buys a
private from another player, or a train from a company another player
presides, the buyer names the price and the seat then passes to the seller,
who agrees (the action is sent) or refuses (nothing happens); a private
offered for sale waits for the buyer the same way. Hot-seat: the window hands
over, the engine sees only the agreed action.

The engine's rules allow the deal at any price in range; the seller's consent
is a matter between the players, so it is asked here and not by the engine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.ui.i18n import translate

DEPOT_OWNERS = ("@depot", "@pool")


def person_of(game: Game, holder: str | None) -> str | None:
    """The player who decides for `holder`: the player, or a company's president."""
    if holder is None or holder in DEPOT_OWNERS:
        return None
    if game.is_player(holder):
        return holder
    corp = game.corporations.get(holder) or game.minors.get(holder)
    owner = getattr(corp, "president", None) or getattr(corp, "owner", None)
    return owner if owner and game.is_player(owner) else None


def seller_of(game: Game, a: Action) -> str | None:
    """The holder selling in deal `a` (a player or a company), or None for the bank."""
    if a.type == "buy_company" and a.get("company") in game.companies:
        return game.companies[a["company"]].owner
    if a.type == "buy_train":
        train = game.depot.by_id.get(a.get("train"))
        return train.owner if train is not None else None
    return None


def consenting_player(game: Game, a: Action) -> str | None:
    """The player who must agree to deal `a` before it is made: the other side
    (the seller; for a private offered for sale, the buyer), when that is another
    player than the one acting; None when no one need agree."""
    if a.type == "sell_company":
        other = person_of(game, a.get("buyer"))
    else:
        other = person_of(game, seller_of(game, a))
    acting = person_of(game, a.entity)
    return other if other is not None and other != acting else None


def offer_text(game: Game, a: Action) -> str:
    """ "TM (Player 1) offers $60 for KCMO of Player 2." """
    if a.type == "sell_company":
        return translate("DealConsent", "{seller} offers {company} to {buyer} for {price}.").format(
            seller=game.name_of(a.entity), company=a["company"], buyer=game.name_of(a["buyer"]),
            price=game.money(int(a["price"])),
        )
    buyer = game.name_of(a.entity)
    deciding = person_of(game, a.entity)
    if deciding is not None and deciding != a.entity:
        buyer += f" ({game.name_of(deciding)})"
    seller = seller_of(game, a)
    if a.type == "buy_company":
        thing = a["company"]
    else:
        train = game.depot.by_id.get(a["train"])
        thing = translate("DealConsent", "the {train}-train").format(
            train=train.name if train else a["train"]
        )
    holder = game.name_of(seller) if seller else "?"
    person = person_of(game, seller)
    if person is not None and person != seller:
        holder += f" ({game.name_of(person)})"
    return translate("DealConsent", "{buyer} offers {price} for {thing} of {holder}.").format(
        buyer=buyer, price=game.money(int(a["price"])), thing=thing, holder=holder
    )


class ConsentBox(QWidget):
    """The hand-over to the seller: the offer, Agree and Refuse."""

    agreed = Signal(object)
    refused = Signal(object)

    def __init__(self, game: Game, a: Action, seller: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deal:consent")
        layout = QVBoxLayout(self)
        name = game.name_of(seller)
        title = QLabel(translate("DealConsent", "Hand the seat to {name}").format(name=name))
        title.setStyleSheet("font-size: 14px; font-weight: bold;")
        title.setTextFormat(Qt.TextFormat.PlainText)
        question = translate("DealConsent", "{name}: agree to the deal, or refuse it?")
        offer = QLabel(f"{offer_text(game, a)}\n" + question.format(name=name))
        offer.setObjectName("deal:offer")
        offer.setTextFormat(Qt.TextFormat.PlainText)
        offer.setWordWrap(True)
        layout.addWidget(title)
        layout.addWidget(offer)
        row = QHBoxLayout()
        for text, name_, signal in (
            (translate("DealConsent", "Agree ({name})"), "deal:agree", self.agreed),
            (translate("DealConsent", "Refuse ({name})"), "deal:refuse", self.refused),
        ):
            button = QPushButton(text.format(name=name))
            button.setObjectName(name_)
            button.clicked.connect(lambda _=False, s=signal: s.emit(a))
            row.addWidget(button)
        layout.addLayout(row)
        layout.addStretch(1)
