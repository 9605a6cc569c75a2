"""The game tree: lines of play, moving through them, editing them, and marks,
on the 18xx.games game 80226 (18MEX) and the other shared 18MEX logs."""

from __future__ import annotations

import random

import pytest

from gamedesk.engine.actions import act
from gamedesk.engine.errors import IllegalAction
from gamedesk.engine.game_tree import CHECKPOINT_EVERY, GameTree
from gamedesk.engine.history import snapshot
from gamedesk.engine.lines import Line
from gamedesk.io.replay import open_record, replay
from gamedesk.titles import new_game
from tests.conftest import XX_FIXTURES
from tests.property.invariants import fingerprint

LOG = XX_FIXTURES / "18MEX" / "80226.json"
ALL_LOGS = sorted((XX_FIXTURES / "18MEX").glob("*.json"))


def _state(game) -> dict:
    return fingerprint(game)


def _logged(path):
    if not path.exists():
        pytest.skip(f"no {path}")
    game = replay(open_record(path))
    players = [(p.id, p.name) for p in game.seating]

    def factory():
        return new_game(
            "18MEX", players, profile=game.profile, options=sorted(game.options), seed=game.seed
        )

    return factory, list(game.actions), game


def _states(factory, actions) -> list[dict]:
    """The fingerprint of every position, replaying once from the start."""
    game = factory()
    out = [_state(game)]
    for action in actions:
        game.process(action)
        out.append(_state(game))
    return out


def _other_action(game, not_this):
    """A legal action at `game`'s position other than `not_this`."""
    for action in game.legal_actions():
        if action == not_this:
            continue
        try:
            snapshot(game).process(action)
        except IllegalAction:
            continue
        return action
    raise AssertionError("no other legal action here")


@pytest.fixture(scope="module")
def logged():
    return _logged(LOG)


@pytest.fixture(scope="module")
def main_states(logged):
    factory, actions, _ = logged
    return _states(factory, actions)


def _tree_with_a_variation(logged, main=60, fork=40, extra=3):
    """Main line of `main` actions; "Variation 1" forks at `fork`, then `extra` more."""
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:main])
    tree.go(fork)
    first = _other_action(tree.game, actions[fork])
    tree.play(first)
    for _ in range(extra):
        tree.play(_other_action(tree.game, None))
    return tree, first


# -- lines --------------------------------------------------------------------------


def test_a_different_action_after_going_back_starts_a_variation(logged):
    _, actions, _ = logged
    tree, first = _tree_with_a_variation(logged, extra=0)
    assert (tree.current, tree.cursor, tree.length) == ("Variation 1", 41, 41)
    assert tree.lines["Variation 1"] == Line("Variation 1", "Main line", 40, [first])
    assert tree.line_names() == ["Main line", "Variation 1"]
    assert tree.full_actions("Main line") == actions[:60]
    assert tree.full_actions() == [*actions[:40], first]
    tree.switch("Main line")
    assert (tree.current, tree.cursor) == ("Main line", 60)
    assert tree.game.actions == actions[:60]
    tree.switch("Variation 1", 35)
    assert tree.game.actions == actions[:35]


def test_playing_on_at_the_end_extends_the_line(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:30])
    tree.play(actions[30])
    assert list(tree.lines) == ["Main line"]
    assert tree.full_actions() == actions[:31] and tree.at_end


def test_undo_then_the_same_action_just_steps_forward(logged, main_states):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:50])
    assert tree.undo() and tree.undo()
    assert (tree.cursor, tree.length) == (48, 50)
    assert _state(tree.game) == main_states[48]
    tree.play(actions[48])
    assert list(tree.lines) == ["Main line"] and tree.cursor == 49
    assert tree.redo() and not tree.redo()
    assert _state(tree.game) == main_states[50]


def test_undo_then_a_new_action_makes_a_variation_and_keeps_the_line(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:50])
    tree.undo()
    other = _other_action(tree.game, actions[49])
    tree.play(other)
    assert tree.current == "Variation 1"
    assert tree.full_actions("Main line") == actions[:50]
    assert tree.full_actions("Variation 1") == [*actions[:49], other]
    tree.go(49)
    tree.play(other)  # the same alternative again goes along the variation
    assert tree.line_names() == ["Main line", "Variation 1"] and tree.cursor == 50
    tree.switch("Main line", 49)
    tree.play(other)
    assert (tree.current, tree.line_names()) == ("Variation 1", ["Main line", "Variation 1"])


def test_a_variation_forks_from_the_line_that_owns_the_position(logged):
    tree, _ = _tree_with_a_variation(logged)  # "Variation 1" forks from the main line at 40
    tree.go(30)  # still the main line's part of "Variation 1"
    tree.play(_other_action(tree.game, logged[1][30]))
    assert tree.lines["Variation 2"].parent == "Main line"
    assert tree.lines["Variation 2"].at == 30


@pytest.mark.parametrize("where", ["end", "middle"])
def test_a_refused_action_changes_nothing(logged, where):
    tree, _ = _tree_with_a_variation(logged)
    if where == "middle":
        tree.go(42)
    before = (tree.to_tree_dict(), tree.current, tree.cursor, _state(tree.game))
    game = tree.game
    with pytest.raises(IllegalAction):
        tree.play(act("bid", "nobody", company="KCMO", price=10_000))
    assert (tree.to_tree_dict(), tree.current, tree.cursor, _state(tree.game)) == before
    assert tree.game is game
    assert tree.line_names() == ["Main line", "Variation 1"]


def test_positions_out_of_range_and_unknown_lines_are_named(logged):
    tree, _ = _tree_with_a_variation(logged)
    with pytest.raises(IndexError, match=r"no position 45 in 'Variation 1': it has 44 actions"):
        tree.go(45)
    with pytest.raises(IndexError, match="no position -1"):
        tree.go(-1)
    with pytest.raises(KeyError, match="no line named 'Nope'"):
        tree.switch("Nope")
    assert (tree.current, tree.cursor) == ("Variation 1", 44)


def test_undo_stops_at_the_start(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:2])
    assert tree.undo() and tree.undo() and not tree.undo()
    assert tree.cursor == 0 and tree.game.actions == []


# -- editing lines ------------------------------------------------------------------


def _three_lines(logged):
    """Main (60), "Variation 1" from main at 40 (44), "Variation 2" from it at 42 (45)."""
    tree, _ = _tree_with_a_variation(logged)
    tree.go(42)
    tree.play(_other_action(tree.game, tree.full_actions()[42]))
    tree.play(_other_action(tree.game, None))
    tree.play(_other_action(tree.game, None))
    assert (tree.lines["Variation 2"].parent, tree.lines["Variation 2"].at) == ("Variation 1", 42)
    return tree


def _fulls(tree) -> dict:
    return {name: tree.full_actions(name) for name in tree.line_names()}


def test_rename(logged):
    tree = _three_lines(logged)
    tree.switch("Variation 1", 43)
    fulls = _fulls(tree)
    tree.rename("Variation 1", "  NdM early  ")
    assert tree.line_names() == ["Main line", "NdM early", "Variation 2"]
    assert (tree.current, tree.cursor) == ("NdM early", 43)
    assert tree.lines["Variation 2"].parent == "NdM early"
    assert tree.full_actions("NdM early") == fulls["Variation 1"]
    tree.rename("Main line", "Played")
    assert tree.main == "Played" and tree.lines["NdM early"].parent == "Played"
    for bad in ("", "   ", "Variation 2"):
        with pytest.raises(ValueError):
            tree.rename("NdM early", bad)
    with pytest.raises(KeyError):
        tree.rename("Variation 1", "x")


def test_promote_keeps_names_and_full_action_lists(logged):
    tree = _three_lines(logged)
    marks = {name: tree.marks(name) for name in tree.line_names()}
    fulls = _fulls(tree)
    shown = (tree.current, tree.cursor, tree.game)
    tree.promote("Variation 2")
    assert tree.main == "Variation 2" and tree.line_names()[0] == "Variation 2"
    assert tree.lines["Variation 2"] == Line("Variation 2", None, 0, fulls["Variation 2"])
    assert (tree.lines["Variation 1"].parent, tree.lines["Variation 1"].at) == ("Variation 2", 42)
    assert (tree.lines["Main line"].parent, tree.lines["Main line"].at) == ("Variation 2", 40)
    assert _fulls(tree) == fulls
    assert (tree.current, tree.cursor, tree.game) == shown
    assert {name: tree.marks(name) for name in tree.line_names()} == marks


def test_promoted_tree_still_jumps_to_the_right_positions(logged, main_states):
    tree = _three_lines(logged)
    tree.promote("Variation 1")
    for n in (0, 20, 39, 40, 55, 60, 41):
        tree.switch("Main line", n)
        assert _state(tree.game) == main_states[n], n


def test_delete_hangs_the_children_from_the_parent(logged):
    tree = _three_lines(logged)
    fulls = _fulls(tree)
    tree.switch("Variation 2", 44)
    tree.delete("Variation 1")
    assert tree.line_names() == ["Main line", "Variation 2"]
    grandchild = tree.lines["Variation 2"]
    assert (grandchild.parent, grandchild.at) == ("Main line", 40)
    assert tree.full_actions("Variation 2") == fulls["Variation 2"]
    assert (tree.current, tree.cursor) == ("Variation 2", 44)
    tree.switch("Variation 2", 43)
    assert tree.game.actions == fulls["Variation 2"][:43]


def test_deleting_the_shown_line_shows_its_parent_at_the_fork(logged, main_states):
    tree, _ = _tree_with_a_variation(logged)
    tree.delete("Variation 1")
    assert (tree.current, tree.cursor, tree.line_names()) == ("Main line", 40, ["Main line"])
    assert _state(tree.game) == main_states[40]


def test_the_main_line_cannot_be_deleted(logged):
    tree, _ = _tree_with_a_variation(logged)
    with pytest.raises(ValueError, match="'Main line' is the main line"):
        tree.delete("Main line")
    with pytest.raises(KeyError):
        tree.delete("Variation 9")


def test_new_variation_names_fill_the_first_gap(logged):
    tree = _three_lines(logged)
    tree.delete("Variation 1")
    tree.switch("Main line", 10)
    tree.play(_other_action(tree.game, tree.full_actions()[10]))
    assert tree.current == "Variation 1"


# -- moving: the same states as replaying from the start ---------------------------


def test_random_jumps_give_the_replayed_states(logged, main_states):
    factory, actions, _ = logged
    tree = GameTree(factory, actions)
    rng = random.Random(2024)
    for n in [rng.randrange(len(actions) + 1) for _ in range(40)]:
        tree.go(n)
        assert _state(tree.game) == main_states[n], f"position {n}"


def test_steps_back_and_forth_give_the_replayed_states(logged, main_states):
    factory, actions, _ = logged
    tree = GameTree(factory, actions)
    tree.go(333)
    for n in range(332, 290, -1):
        assert tree.undo()
        assert _state(tree.game) == main_states[n], f"back to {n}"
    for n in range(292, 320):
        assert tree.redo()
        assert _state(tree.game) == main_states[n], f"forward to {n}"


def test_jumps_after_switching_lines_give_the_replayed_states(logged, main_states):
    factory, actions, _ = logged
    tree = GameTree(factory, actions)
    tree.go(250)
    branch = [_other_action(tree.game, actions[250])]
    tree.play(branch[0])
    for _ in range(30):
        branch.append(_other_action(tree.game, None))
        tree.play(branch[-1])
    variation = _states(factory, [*actions[:250], *branch])
    rng = random.Random(99)
    for _ in range(30):
        name = rng.choice(["Main line", "Variation 1"])
        expected = main_states if name == "Main line" else variation
        n = rng.randrange(len(expected))
        tree.switch(name, n)
        assert _state(tree.game) == expected[n], f"{name} at {n}"


def test_taken_over_game_jumps_like_a_replayed_one(logged, main_states):
    factory, actions, game = logged
    tree = GameTree.from_game(factory, snapshot(game))
    assert tree.cursor == len(actions) and tree.game.actions == actions
    for n in (len(actions) - 1, 17, 400, 0):
        tree.go(n)
        assert _state(tree.game) == main_states[n], n


def test_checkpoints_are_few_and_shared_by_lines(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions)
    assert len(tree._checkpoints["Main line"]) == len(actions) // CHECKPOINT_EVERY + 1
    tree.go(250)
    tree.play(_other_action(tree.game, actions[250]))
    for _ in range(CHECKPOINT_EVERY * 2):
        tree.play(_other_action(tree.game, None))
    own = sorted(tree._checkpoints["Variation 1"])
    assert own == [260, 280]  # positions up to the fork are the main line's


def test_the_shown_game_is_never_a_checkpoint(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:100])
    tree.go(CHECKPOINT_EVERY * 2)
    saved = {id(g) for line in tree._checkpoints.values() for g in line.values()}
    assert id(tree.game) not in saved
    before = _state(tree._checkpoints["Main line"][CHECKPOINT_EVERY * 2])
    tree.redo()
    assert _state(tree._checkpoints["Main line"][CHECKPOINT_EVERY * 2]) == before


def test_after_a_jump_the_steps_take_no_copy_and_a_refusal_still_restores(
    logged, main_states, monkeypatch
):
    # The shown game after a jump restores from the tree's own checkpoint: its
    # first steps copy nothing (each copy of a game is 1-10 ms), and a refused
    # action still puts it back and leaves that checkpoint untouched.
    from gamedesk.engine import recovery

    factory, actions, _ = logged
    tree = GameTree(factory, actions[:100])
    tree.go(CHECKPOINT_EVERY * 2 + 3)  # a copy of the checkpoint at 40, moved on
    saved = tree._checkpoints["Main line"][CHECKPOINT_EVERY * 2]
    before = _state(saved)
    copies = []
    monkeypatch.setattr(recovery, "take_checkpoint", lambda game: copies.append(game))
    for n in range(CHECKPOINT_EVERY * 2 + 4, CHECKPOINT_EVERY * 3):
        tree.redo()
        assert _state(tree.game) == main_states[n]
    assert copies == []
    monkeypatch.undo()
    with pytest.raises(IllegalAction):
        tree.play(act("bid", "nobody", company="KCMO", price=10_000))
    assert _state(tree.game) == main_states[CHECKPOINT_EVERY * 3 - 1]
    tree.redo()
    assert _state(tree.game) == main_states[CHECKPOINT_EVERY * 3]
    assert _state(saved) == before


# -- marks ----------------------------------------------------------------------------


def _expected_marks(factory, actions) -> list[tuple]:
    """(index, kind, label) of each round start and phase change, found plainly."""
    game = factory()
    out = [(0, "round", game.round_label()), (0, "phase", game.phase.name)]
    for n, action in enumerate(actions, 1):
        label, phase = game.round_label(), game.phase.name
        game.process(action)
        if game.round_label() != label:
            out.append((n, "round", game.round_label()))
        if game.phase.name != phase:
            out.append((n, "phase", game.phase.name))
    return out


@pytest.mark.parametrize("path", ALL_LOGS, ids=[p.stem for p in ALL_LOGS])
def test_marks_give_every_round_and_phase_of_a_real_game(path):
    factory, actions, game = _logged(path)
    tree = GameTree.from_game(factory, game)
    marks = tree.marks()
    seen = [
        (m.index, "round" if m.kind.endswith("_round") else m.kind, m.label)
        for m in marks
        if m.kind != "end"
    ]
    assert seen == _expected_marks(factory, actions)
    assert [m.index for m in marks] == sorted(m.index for m in marks)
    stock = [m.label for m in marks if m.kind == "stock_round"]
    assert stock[-1] == f"Stock Round {game.turn}"
    operating = [m.label for m in marks if m.kind == "operating_round"]
    assert len(operating) == len(set(operating)) and operating[0] == "Operating Round 1.1"
    assert marks[-1].kind == "end" and marks[-1].index == len(actions)
    assert tree.round_starts() == [m.index for m in marks if m.kind.endswith("_round")]


def test_marks_of_80226(logged):
    factory, actions, game = logged
    tree = GameTree(factory, actions)
    got = [(m.index, m.kind, m.label) for m in tree.marks()[:8]]
    assert got == [
        (0, "stock_round", "Auction Round 1"),
        (0, "phase", "2"),
        (10, "stock_round", "Stock Round 1"),
        (33, "operating_round", "Operating Round 1.1"),
        (52, "stock_round", "Stock Round 2"),
        (56, "operating_round", "Operating Round 2.1"),
        (77, "phase", "3"),
        (90, "stock_round", "Stock Round 3"),
    ]
    assert tree.marks()[-1].label == f"Game over ({game.end_reason})"
    for mark in tree.marks():
        shown = tree.go(mark.index)
        label = shown.phase.name if mark.kind == "phase" else shown.round_label()
        assert mark.kind == "end" or label == mark.label, mark


def test_marks_of_a_variation_share_the_prefix_and_grow_with_it(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:40])
    main_marks = tree.marks()
    tree.go(20)
    tree.play(_other_action(tree.game, actions[20]))
    assert tree.marks() == [m for m in main_marks if m.index <= 20]
    tree.switch("Main line")
    for action in actions[40:60]:
        tree.play(action)
    expected = _expected_marks(factory, actions[:60])
    assert [(m.index, m.label) for m in tree.marks()] == [(i, label) for i, _, label in expected]


# -- as data --------------------------------------------------------------------------


def test_tree_dict_round_trip(logged):
    factory = logged[0]
    tree = _three_lines(logged)
    tree.rename("Main line", "As played")
    tree.switch("Variation 1", 43)
    data = tree.to_tree_dict()
    assert data["main_name"] == "As played"
    assert data["current"] == {"line": "Variation 1", "at": 43}
    assert [v["name"] for v in data["variations"]] == ["Variation 1", "Variation 2"]
    again = GameTree.from_tree_dict(factory, data)
    assert again.to_tree_dict() == data
    assert _fulls(again) == _fulls(tree)
    assert _state(again.game) == _state(tree.game)


def test_tree_dict_with_a_refused_variation_action_names_it(logged):
    factory = logged[0]
    tree = _three_lines(logged)
    data = tree.to_tree_dict()
    data["variations"][1]["actions"][1] = {"type": "pass", "entity": "nobody"}
    with pytest.raises(IllegalAction, match=r"line 'Variation 2': action 43 \(pass\) is refused"):
        GameTree.from_tree_dict(factory, data)


def test_tree_dict_that_does_not_hang_together_is_refused(logged):
    factory = logged[0]
    data = _three_lines(logged).to_tree_dict()
    data["variations"][0]["at"] = 61
    with pytest.raises(ValueError, match="beyond the 60 actions of 'Main line'"):
        GameTree.from_tree_dict(factory, data)


def test_snapshots_share_actions_but_not_the_lists_holding_them(logged):
    factory, actions, _ = logged
    tree = GameTree(factory, actions[:30])
    copy = snapshot(tree.game)
    assert copy.actions == tree.game.actions and copy.actions is not tree.game.actions
    assert copy.actions[5] is tree.game.actions[5]  # Action objects never change
    assert copy.log is not tree.game.log and copy.log[-1] is tree.game.log[-1]
    copy.process(actions[30])
    copy.add_log("only in the copy")
    assert len(tree.game.actions) == 30 and tree.game.log[-1].text != "only in the copy"


def test_prepare_spreads_the_replay_of_a_taken_over_game(logged):
    factory, actions, game = logged
    tree = GameTree.from_game(factory, snapshot(game))
    calls = 1
    while not tree.prepare(100):
        calls += 1
    # 100 actions a call, until the last checkpoint the line needs
    assert len(actions) // 100 <= calls <= -(-len(actions) // 100)
    assert len(tree._checkpoints["Main line"]) == len(actions) // CHECKPOINT_EVERY + 1
    assert tree.marks() == GameTree(factory, actions).marks()


@pytest.mark.parametrize("path", ALL_LOGS, ids=[p.stem for p in ALL_LOGS])
def test_a_taken_over_game_knows_its_marks_without_a_second_replay(path, monkeypatch):
    factory, actions, game = _logged(path)
    replayed = GameTree(factory, actions).marks()  # found by replaying the line
    monkeypatch.setattr(GameTree, "_forward", lambda *a, **k: pytest.fail("replayed"))
    assert GameTree.from_game(factory, snapshot(game)).marks() == replayed


def test_a_line_read_with_a_fork_inside_its_parents_shared_part(logged, main_states):
    factory, actions, _ = logged
    data = _three_lines(logged).to_tree_dict()
    data["variations"].append(
        {
            "name": "Early",
            "parent": "Variation 2",
            "at": 30,
            "actions": [a.to_dict() for a in actions[30:35]],
        }
    )
    tree = GameTree.from_tree_dict(factory, data)
    assert tree.full_actions("Early") == actions[:35]
    for n in (35, 21, 34, 0):
        tree.switch("Early", n)
        assert _state(tree.game) == main_states[n], n
