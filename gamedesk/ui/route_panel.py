"""The run-routes section of the action panel: one row per train (choose it,
then click its stops on the map), each route's revenue as the board counts
it, Auto (the engine's suggestion), Clear, and Run. Where a run may pay the
company's treasury besides its revenue, a second Auto asks the engine for
the routes by the other objective (most revenue, or most for the company)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from gamedesk.engine import routing
from gamedesk.engine.actions import Action
from gamedesk.engine.game import Game
from gamedesk.ui.action_text import route_lines
from gamedesk.ui.i18n import translate
from gamedesk.ui.map_picker import MapPicker
from gamedesk.ui.route_item import route_style

#: the Auto button for the objective the engine's suggestion does not follow
OBJECTIVE_WORDS = {
    "income": lambda: translate("RoutePanel", "Auto: most for the company"),
    "revenue": lambda: translate("RoutePanel", "Auto: most revenue"),
}


def stop_names(game: Game, stops: list[str]) -> str:
    """The stops in the words the engine gives them, never their internal ids."""
    return " – ".join(game.stop_name(s) for s in stops)


def build_route_rows(
    layout: QVBoxLayout,
    game: Game,
    picker: MapPicker,
    button: Callable[[str, str, Callable[[], None]], QPushButton],
    send: Callable[[object], None],
    template: Action,
) -> None:
    plan = picker.routes
    if plan is None:  # a game shown, not played: the engine's suggestion
        found = translate("RoutePanel", "Best routes found:")
        text = QLabel(found + "\n" + "\n".join(route_lines(game, template)))
        text.setObjectName("routes:summary")
        text.setWordWrap(True)
        layout.addWidget(text)
        return

    def changed(fn: Callable[[], None]) -> Callable[[], None]:
        def run(*_args) -> None:
            fn()
            picker.route_changed()

        return run

    hint = QLabel(
        translate(
            "RoutePanel",
            "Choose a train, then click its stops on the map in order (click the last "
            "stop again to take it off).",
        )
    )
    hint.setWordWrap(True)
    layout.addWidget(hint)
    drawn = 0
    for train in plan.trains:
        row = QHBoxLayout()
        choose = button(
            translate("RoutePanel", "{train}-train").format(train=train.name),
            f"route:train:{train.train}",
            changed(lambda t=train.train: plan.select(t)),
        )
        choose.setCheckable(True)
        choose.setChecked(train.train == plan.current)
        row.addWidget(choose)
        if train.route is not None:
            color, dashes = route_style(drawn)
            drawn += 1
            style = "dashed" if dashes else "solid"
            choose.setStyleSheet(f"border-bottom: 3px {style} {color.name()};")
            names = stop_names(game, list(train.route.stops))
            text = f"{names} = {game.money(plan.revenue_of(train))}"
        elif train.stops:
            text = f"{stop_names(game, train.stops)}: {train.problem}"
        else:
            text = translate("RoutePanel", "no route")
        label = QLabel(text)
        label.setObjectName(f"route:text:{train.train}")
        label.setWordWrap(True)
        row.addWidget(label, 1)
        row.addWidget(
            button(
                translate("RoutePanel", "Clear"),
                f"route:clear:{train.train}",
                changed(lambda t=train.train: plan.clear(t)),
            )
        )
        layout.addLayout(row)
    if not plan.trains:
        layout.addWidget(QLabel(translate("RoutePanel", "No train to run.")))
    total = QLabel(
        translate("RoutePanel", "Total {amount}").format(amount=game.money(plan.total))
        + (f" · {plan.problem}" if plan.problem else "")
    )
    total.setObjectName("routes:summary")
    total.setWordWrap(True)
    total.setStyleSheet("font-weight: bold;")
    layout.addWidget(total)
    # Run (and Clear all) right under the total, apart from the finder's buttons:
    # in a small window they stay in view with the trains, and no row is so wide
    # that the panel scrolls sideways
    run_row = QHBoxLayout()
    run_for = translate("RoutePanel", "Run for {amount}").format(amount=game.money(plan.total))
    run = button(run_for, "do:run_routes", lambda: send(plan.action()))
    run.setEnabled(plan.ready)
    run_row.addWidget(run, 1)
    clear = translate("RoutePanel", "Clear all")
    run_row.addWidget(button(clear, "route:clear", changed(plan.clear)))
    layout.addLayout(run_row)
    layout.addWidget(_finder_label(game, plan.company))
    search = picker.objective_search
    if plan.unproven and not search.searching(plan):
        layout.addWidget(QLabel(translate(
            "RoutePanel", "These routes are the best found; the search stopped before a proof.")))
    buttons = QHBoxLayout()
    buttons.addWidget(button(translate("RoutePanel", "Auto"), "route:auto",
                             changed(lambda: (search.abandon(), plan.auto()))))
    other = routing.other_objective(game, plan.company)
    if other is not None:  # the run may pay the treasury: the player picks what counts
        words = OBJECTIVE_WORDS[other.name]()
        if search.searching(plan):
            looking = QLabel(translate("RoutePanel", "Searching ({objective})…").format(
                objective=words))
            looking.setObjectName("route:searching")
            layout.addWidget(looking)
            buttons.addWidget(button(translate("RoutePanel", "Stop"), "route:stop",
                                     changed(search.stop)))
        else:
            buttons.addWidget(button(words, f"route:auto:{other.name}",
                                     changed(lambda: search.start(plan, other))))
    layout.addLayout(buttons)


def _finder_label(game: Game, company: str) -> QLabel:
    """Whether Auto's routes are proven best or only the best found before the
    search was stopped (by the player, or its time or work limit)."""
    op = game.corporations.get(company) or game.minors.get(company)
    result = game.best_routes_now(op) if op is not None else None
    if result is None:
        text = ""
    elif result.optimal:
        text = translate("RoutePanel", "Auto: optimal ({amount}, proven)")
    else:
        text = translate(
            "RoutePanel", "Auto: best found ({amount}; not proven: the search stopped)"
        )
    text = text.format(amount=game.money(result.revenue)) if result is not None else text
    label = QLabel(text)
    label.setObjectName("routes:finder")
    return label
