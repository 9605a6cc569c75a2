"""The action panel's words come from the title's registry entry: its section
headings, its pass words and its names for companies (no title named in ui/)."""

from __future__ import annotations

from gamedesk.engine.actions import Action
from gamedesk.titles import new_game
from gamedesk.ui.action_text import describe, pass_text, section_title, who

PLAYERS = [("a", "Ann"), ("b", "Bob"), ("c", "Cy")]


class AtStep:
    """A stand-in game at one step: what pass_text reads."""

    def __init__(self, title: str, step: str) -> None:
        self.title, self.step = title, step

    def current_step(self) -> str:
        return self.step

    def is_player(self, ident: str) -> bool:
        return False

    def name_of(self, ident: str) -> str:
        return ident

    def action_words(self, action: Action) -> None:
        return None


def test_a_titles_own_section_headings_replace_the_common_ones():
    mex, mx = new_game("18MEX", PLAYERS), new_game("1822MX", PLAYERS)
    assert section_title(mex, "merge") == "NdM merger"
    assert section_title(mx, "merge") == "Acquisitions"
    assert section_title(mex, "par") == "Start a corporation (par)"  # the common words
    assert section_title(mx, "par") == "Start a major"


def test_the_ndm_declining_a_volunteer_declines_that_company_not_the_merger():
    game = AtStep("18MEX", "merger_offers")
    assert pass_text(game, Action("pass", "NdM")) == "Decline this company (NdM)"
    assert pass_text(game, Action("pass", "MC")) == "Decline the merger (MC)"


def test_a_company_is_named_as_the_titles_players_call_it():
    game = new_game("1822MX", PLAYERS)
    assert who(game, "NDEM") == "NdeM"
    assert who(game, "a") == "Ann"


def test_the_18mex_merger_buttons_name_the_ndm():
    game = AtStep("18MEX", "merger_offers")
    assert describe(game, Action("merge", "MC", {"corporation": "MC"})) == "MC: merge into NdM"
    assert describe(game, Action("merge", "NdM", {"corporation": "MC"})) == "NdM: take over MC"
