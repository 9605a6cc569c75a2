"""Chart samples of real 18MEX games: one at every operating round's start,
the last one scoring as the log's result, the figures those of the position."""

from __future__ import annotations

import pytest

from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.engine.game_stats import Sample, SampleCollector, collect, sample
from gamedesk.io.replay import game_from_save, open_record, replay
from tests.conftest import XX_FIXTURES

LOGS = sorted((XX_FIXTURES / "18MEX").glob("*.json"))


@pytest.fixture(scope="module", params=LOGS or [None], ids=[p.stem for p in LOGS] or ["missing"])
def played(request):
    """(record, factory, our actions, samples) of one finished log."""
    if request.param is None:
        pytest.skip(f"no 18MEX logs in {XX_FIXTURES}")
    record = open_record(request.param)
    save = record.to_save(replay(record))
    actions = [Action.from_dict(a) for a in save.actions]

    def factory() -> Game:
        return game_from_save(save)

    return record, factory, actions, collect(factory, actions)


def positions(factory, actions):
    """(index, game) at every position of one replay; the game object is reused."""
    game = factory()
    yield 0, game
    for n, action in enumerate(actions, 1):
        game.process(action)
        yield n, game


def test_a_sample_at_the_start_the_end_and_every_operating_round(played):
    _, factory, actions, samples = played
    starts, labels, previous = [], {}, None
    for n, game in positions(factory, actions):
        label = game.round_label()
        if label.startswith("Operating Round") and label != previous:
            starts.append(n)
        labels[n] = label
        previous = label
    assert len(starts) >= 5
    assert [s.index for s in samples] == [0, *starts, len(actions)]
    assert [s.label for s in samples] == [labels[s.index] for s in samples]
    assert all(s.label.startswith("Operating Round") for s in samples[1:-1])


def test_the_last_sample_scores_as_the_log_result(played):
    record, _, _, samples = played
    assert samples[-1].net_worth == record.result


def test_cash_and_prices_are_those_of_the_position(played):
    _, factory, actions, samples = played
    by_index = {s.index: s for s in samples}
    for n, game in positions(factory, actions):
        if n not in by_index:
            continue
        s = by_index[n]
        assert s.cash == {p.id: p.cash for p in game.players}
        # all money is somewhere: the players' cash as sampled plus the rest
        rest = game.bank.cash + sum(op.cash for op in game.operators())
        assert sum(s.cash.values()) + rest == game.data.game["bank"]["cash"]
        assert s.prices == {
            c.sym: game.market.price_of(c.sym)
            for c in game.corporations.values()
            if c.ipoed and not c.removed and not c.closed
        }
        assert s.net_worth == {p.id: game.player_value(p) for p in game.players}


def test_prices_appear_once_companies_are_parred(played):
    _, _, _, samples = played
    assert samples[0].prices == {}
    assert samples[-1].prices and all(v > 0 for v in samples[-1].prices.values())


def test_players_come_in_seating_order(played):
    _, factory, _, samples = played
    seating = [p.id for p in factory().seating]
    assert all(list(s.cash) == seating == list(s.net_worth) for s in samples)


def test_the_collector_works_alongside_a_replay(played):
    _, factory, actions, samples = played
    collector = SampleCollector()
    cut = samples[3].index + 5  # inside an operating round
    for _, game in positions(factory, actions[:cut]):
        collector.observe(game)
    partial = collector.with_end(game)
    assert partial[:-1] == samples[:4]
    assert partial[-1] == sample(game) and partial[-1].index == cut
    assert collector.samples == samples[:4]  # with_end leaves the collector as it was


def test_no_actions_gives_one_sample(played):
    _, factory, _, _ = played
    only = collect(factory, [])
    assert len(only) == 1 and isinstance(only[0], Sample) and only[0].index == 0
    assert only[0].net_worth == only[0].cash
