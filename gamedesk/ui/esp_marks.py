"""18ESP's section headings and Pass words, as its registry entry writes them
(titles/g18esp/__init__.py), marked here for `tools/translations.py update`.

The window tells a title's headings through the "game" context
(action_text.section_title, pass_text), so a text unmarked in the title stays
English. The marks belong beside the texts, as 18MEX's and 1822MX's are; this
module stands in until the 18ESP entry carries them (its folder is not the
window's), and can go then. tests/engine/test_translations.py checks that every
title's headings and Pass words are in the catalogue.
"""

from gamedesk.engine.messages import QT_TRANSLATE_NOOP

SECTIONS = (
    QT_TRANSLATE_NOOP("game", "Buy a tender"),
    QT_TRANSLATE_NOOP("game", "Put the tender on a train"),
    QT_TRANSLATE_NOOP("game", "Barcelona-Mataró train: choose its side"),
    QT_TRANSLATE_NOOP("game", "Open a mountain pass"),
    QT_TRANSLATE_NOOP("game", "Combine with a recycled train"),
    QT_TRANSLATE_NOOP("game", "Repay the debt"),
    QT_TRANSLATE_NOOP("game", "Destination reached"),
    QT_TRANSLATE_NOOP("game", "Take over a minor"),
    QT_TRANSLATE_NOOP("game", "Home station: choose its city"),
    QT_TRANSLATE_NOOP("game", "Answer the takeover offer"),
)
PASSES = (
    QT_TRANSLATE_NOOP("game", "Done with track and station"),
    QT_TRANSLATE_NOOP("game", "Combine no train"),
    QT_TRANSLATE_NOOP("game", "Buy no private company"),
    QT_TRANSLATE_NOOP("game", "Take over no minor"),
)
