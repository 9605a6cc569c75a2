"""The "since your last turn" digest, read at the hand-overs of real 18MEX games."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from gamedesk.engine import digest as digest_module
from gamedesk.engine.actions import act
from gamedesk.engine.digest import Digest, last_own_action, since_last_turn
from gamedesk.engine.game import Game, LogLine
from gamedesk.io.replay import open_record, replay
from gamedesk.titles import new_game

GAMES = ["80226", "17849"]


@dataclass
class Handover:
    """One hand-over of a replayed game, with what the test needs of that moment."""

    player: str
    name: str
    round_kind: str
    actions: int  # actions taken so far
    digest: Digest | None
    entities: list[str]  # entity of every action so far
    controllers: dict[str, str | None]  # operator -> its president/owner at the hand-over
    names: dict[str, str]  # player id -> name


def controller(game: Game, entity: str) -> str | None:
    if game.is_player(entity):
        return entity
    if entity in game.minors:
        return game.minors[entity].owner
    if entity in game.corporations:
        return game.corporations[entity].president
    return None


def fresh(full: Game) -> Game:
    """A new game set up as `full` was, before its first action."""
    players = [(p.id, p.name) for p in full.seating]
    return new_game(full.title, players, profile=full.profile, options=full.options, seed=full.seed)


def play_through(name: str, xx_fixtures) -> tuple[Game, list[Handover]]:
    """Replay a record action by action as hot-seat play would, noting each hand-over."""
    full = replay(open_record(xx_fixtures / "18MEX" / f"{name}.json"))
    game = fresh(full)
    handovers, last = [], None
    for action in full.actions:
        game.process(action)
        active = game.active_entities()
        acting = controller(game, active[0]) if active else None
        if acting and acting != last:
            handovers.append(
                Handover(
                    acting,
                    game.player(acting).name,
                    game.round.kind,
                    len(game.actions),
                    since_last_turn(game, acting),
                    [a.entity for a in game.actions],
                    {op.sym: controller(game, op.sym) for op in game.operators()},
                    {p.id: p.name for p in game.players},
                )
            )
        last = acting
    return game, handovers


@pytest.fixture(scope="module", params=GAMES)
def played(request, xx_fixtures) -> tuple[Game, list[Handover]]:
    return play_through(request.param, xx_fixtures)


@pytest.fixture(scope="module")
def game_80226(xx_fixtures) -> tuple[Game, list[Handover]]:
    return play_through("80226", xx_fixtures)


def stock_handovers(handovers: list[Handover]) -> list[Handover]:
    return [h for h in handovers if h.round_kind == "stock" and h.digest is not None]


def test_a_stock_turn_starts_with_what_the_others_did(played) -> None:
    _, handovers = played
    checked = stock_handovers(handovers)
    assert len(checked) > 20
    for h in checked:
        since = h.digest.since
        assert h.digest.player == h.player
        assert 0 < since <= h.actions
        # the player's own action is the one just before `since`, and none after it
        owner = h.controllers.get(h.entities[since - 1], h.entities[since - 1])
        assert owner == h.player, (h.actions, since)
        assert h.player not in h.entities[since:]
        for line in h.digest.lines:
            assert not line.startswith(h.name + " "), (h.name, line)


def test_the_digest_names_who_dealt_and_in_what(game_80226) -> None:
    full, handovers = game_80226
    for h in stock_handovers(handovers):
        text = h.digest.text()
        for action in full.actions[h.digest.since : h.actions]:
            if action.type in ("buy_shares", "sell_shares", "par"):
                assert h.names[action.entity] in text, (h.actions, text)
                share = action.get("shares", [""])[0]
                corp = action.get("corporation") or share.rpartition("_")[0]
                assert corp in text, (h.actions, corp, text)


def test_nothing_to_report_right_after_ones_own_action(xx_fixtures) -> None:
    full = replay(open_record(xx_fixtures / "18MEX" / "80226.json"))
    game = fresh(full)
    seen = 0
    for action in full.actions[:200]:
        game.process(action)
        pid = controller(game, action.entity)
        if pid is not None:
            assert since_last_turn(game, pid) is None, len(game.actions)
            seen += 1
    assert seen > 150


def test_nothing_before_the_first_action() -> None:
    game = new_game("18MEX", [("a", "Anna"), ("b", "Ben"), ("c", "Cy")])
    assert since_last_turn(game, "a") is None
    assert since_last_turn(game, "b") is None


def test_a_player_who_never_acted_is_told_everything() -> None:
    game = new_game("18MEX", [("a", "Anna"), ("b", "Ben"), ("c", "Cy")])
    bid = game.legal_actions()[0]
    assert bid.entity == "a"
    game.process(bid)
    digest = since_last_turn(game, "b")
    assert digest is not None and digest.since == 0
    assert digest.lines and digest.lines[0].startswith("Anna ")


def test_an_operating_turn_is_one_line(game_80226) -> None:
    _, handovers = game_80226
    lines = [line for h in handovers if h.digest for line in h.digest.lines]
    assert "MC laid track in K8 and L9, ran for $70, paid $7 a share, bought a 2-train" in lines
    # the three minors' and four majors' turns of an operating round: one line each
    h = next(h for h in handovers if h.digest and any(x.startswith("TM ") for x in h.digest.lines))
    for sym in ("MC", "MEX", "CHI", "TM"):
        assert sum(line.startswith(sym + " ") for line in h.digest.lines) <= 1


def test_phases_and_rusting_are_always_told(game_80226) -> None:
    _, handovers = game_80226
    lines = {line for h in handovers if h.digest for line in h.digest.lines}
    assert "Phase 4 begins; 2-trains rust" in lines
    assert "Phase 6 begins; 3-trains and 3'-trains rust" in lines
    assert "Closed: minor A, minor B and minor C" in lines
    assert any(line.startswith("MEX merged into NdM") for line in lines)


def test_a_long_digest_keeps_its_key_lines(game_80226, monkeypatch) -> None:
    game, _ = game_80226
    monkeypatch.setattr(digest_module, "MAX_LINES", 5)
    lines = digest_module.summarise(game, 240)
    assert lines[-1].startswith("… and ") and lines[-1].endswith(" more (see the log)")
    assert "Phase 4 begins; 2-trains rust" in lines
    assert "Phase 5 begins" in lines
    assert len(lines) >= 5


def test_only_the_log_since_the_players_turn_is_read(game_80226) -> None:
    game, _ = game_80226
    digest = since_last_turn(game, game.players[0].id)
    assert digest is not None
    saved = list(game.log)
    try:
        game.log[:] = [
            LogLine(line.action_index, "garbage") if line.action_index < digest.since - 1 else line
            for line in saved
        ]
        assert since_last_turn(game, game.players[0].id) == digest
    finally:
        game.log[:] = saved


def test_text_is_the_lines() -> None:
    digest = Digest("a", 3, ["one", "two"])
    assert digest.text() == "one\ntwo"


def test_a_companys_action_is_its_president_of_the_time() -> None:
    game = new_game("18MEX", [("a", "Anna"), ("b", "Ben"), ("c", "Cy")])
    game.actions[:] = [
        act("par", "a", corporation="MC", price=75),
        act("lay_tile", "MC", hex="I8", tile="5", rotation=0),
        act("buy_shares", "b", shares=["MC_1"]),
        act("buy_shares", "c", shares=["CHI_1"]),
    ]
    game.log[:] = [
        LogLine(0, "Anna starts MC at par $75"),
        LogLine(1, "MC lays tile 5 in I8"),
        LogLine(2, "Ben buys 10% of MC from the IPO for $75"),
        LogLine(2, "Ben becomes president of MC"),
        LogLine(3, "Cy buys 10% of CHI from the IPO for $60"),
        LogLine(3, "Ben becomes president of CHI"),
    ]
    game.corporations["MC"].president = "b"
    assert last_own_action(game, "a") == 1  # MC's track, laid while Anna presided
    assert last_own_action(game, "b") == 2
    assert since_last_turn(game, "a").lines == [
        "Ben bought 10% of MC",
        "Ben became president of MC",
        "Cy bought 10% of CHI",
        "Ben became president of CHI",
    ]
    assert since_last_turn(game, "b").lines == [
        "Cy bought 10% of CHI",
        "You became president of CHI",
    ]


def test_1822mx_bids_are_told_once_each(xx_fixtures) -> None:
    full = replay(open_record(xx_fixtures / "1822MX" / "123055.json"))
    game = fresh(full)
    told = 0
    for action in full.actions[:60]:
        game.process(action)
        active = game.active_entities()
        if game.round.kind != "stock" or not active or not game.is_player(active[0]):
            continue
        found = since_last_turn(game, active[0])
        if found is None:
            continue
        bids = [a for a in game.actions[found.since:] if a.type == "bid"]
        text = found.text()
        assert " bids " not in text  # no raw log line beside the summary
        for bid in bids:
            told += 1
            said = re.escape(f"{game.money(bid['price'])} on {bid['company']}")
            assert len(re.findall(said + r"\b", text)) == 1
    assert told > 10


def test_a_company_line_the_digest_does_not_group_is_told_as_it_was_logged() -> None:
    # Found in an 18MW self-play game: the line of a closing company came out as
    # the bare name of another company.
    game = new_game("18MW", [("a", "Anna"), ("b", "Ben"), ("c", "Cy")])
    game.actions[:] = [
        act("pass", "a"),
        act("lay_tile", "SP", hex="M3", tile="8", rotation=0),
        act("pass", "SP"),
    ]
    game.log[:] = [
        LogLine(1, "SP lays tile 8 in M3"),
        LogLine(2, "SP runs for $0"),
        LogLine(2, "SP reaches the Closed zone and closes"),
        LogLine(2, "SP sends its station home by mule"),  # a line no pattern reads
    ]
    assert since_last_turn(game, "a").lines == [
        "SP laid track in M3, ran for $0",
        "Closed: SP",
        "SP sends its station home by mule",
    ]
