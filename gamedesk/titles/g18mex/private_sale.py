"""The 18MEX private sale (R-010…R-027, G-08…G-12): what a purchase brings with
it, and what happens when every player passes."""

from __future__ import annotations

from gamedesk.engine.entities import IPO, Company
from gamedesk.engine.messages import QT_TRANSLATE_NOOP
from gamedesk.engine.rounds.waterfall import PrivateSale


class MexPrivateSale(PrivateSale):
    def on_bought(self, company: Company, pid: str) -> None:
        game = self.game
        if company.kind == "minor":
            minor = game.minors[company.sym]
            minor.owner = pid
            if game.gx:
                game.place_home_token(minor)  # G-12: at once, not on its first turn
        for ability in company.abilities:
            if ability["type"] == "shares":
                share = game.share_by_id(ability["shares"])
                if share.owner != IPO:
                    continue
                if share.president:
                    # the certificate comes with the par price, set at once.
                    game.corporations[share.corp].free_president_for = pid
                    self.pending_par = (pid, share.corp)
                else:
                    share.owner = pid

    def all_passed(self) -> None:
        """Every player passed while companies remain unsold."""
        game = self.game
        cheapest = self.cheapest()
        if cheapest.sym == "MCAR":
            self.discount += 5  # R-022 / G-10
            game.add_log(
                QT_TRANSLATE_NOOP("game", "MCAR now costs {price}"),
                price=game.money(self.price_of_cheapest()))
            if self.price_of_cheapest() == 0:
                # G-10: the site hands it at once to the player now to act, who
                # takes no action for it (the rulebook's player must, R-023).
                pid = game.round.current
                game.add_log(
                    QT_TRANSLATE_NOOP("game", "{player} must take MCAR"),
                    player=game.player(pid).name)
                self.buy_cheapest(pid, 0)
            return
        # G-10: no real operating round, a flat payment instead.
        game.pay_private_revenue()
        for minor in game.minors.values():
            if minor.owner:
                game.pay(game.bank, game.player(minor.owner), 15)
                game.pay(game.bank, minor, 15)
