"""The window's language: English (the source texts) or Spanish, chosen in the
settings (default: the system's language) and switched while a game is open.

Qt's own workflow: the UI marks its texts with `tr()` (or
`QCoreApplication.translate(context, text)` outside a QObject), `pyside6-lupdate`
gathers them into translations/gamedesk_<code>.ts (tools/translations.py update),
`pyside6-lrelease` compiles each .ts into the .qm loaded here (tools/translations.py
build; scripts/run builds a missing or older one). The .qm files are build output,
not committed. Qt's own `qtbase_<code>` translates the standard buttons (Yes, No,
Cancel...).

Installing a translator sends every widget a LanguageChange event: the window
rebuilds its texts (MainWindow.changeEvent) and shows the log again in the new
language; the game itself is not touched.

The engine's sentences (context "game": its log lines and its refusals) come from
the engine, which never imports Qt: `log_text` and `refusal_text` format them
through the same translator.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from gamedesk.engine import narration
from gamedesk.engine.lines import MAIN_LINE
from gamedesk.engine.messages import Msg, render, value

TRANSLATIONS = Path(__file__).resolve().parent.parent.parent / "translations"
#: the languages offered, in their own words; English is the source and needs no file
LANGUAGES = {"en": "English", "es": "Español"}
SYSTEM = ""  # the setting's value for "the system's language"
SETTING = "language"

_installed: list[QTranslator] = []
_current = "en"


def qm_path(code: str) -> Path:
    return TRANSLATIONS / f"gamedesk_{code}.qm"


def ts_path(code: str) -> Path:
    return TRANSLATIONS / f"gamedesk_{code}.ts"


def chosen(store: QSettings | None = None) -> str:
    """The language setting: a code of LANGUAGES, or SYSTEM."""
    store = store or QSettings("gamedesk", "gamedesk")
    value = str(store.value(SETTING, SYSTEM) or SYSTEM)
    return value if value in LANGUAGES else SYSTEM


def resolve(choice: str) -> str:
    """The language a choice means: SYSTEM is the system's, if offered, else English."""
    if choice in LANGUAGES:
        return choice
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def current() -> str:
    """The language installed now."""
    return _current


def lrelease() -> str | None:
    """pyside6-lrelease: next to this Python (a venv), else on the PATH."""
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def build(code: str, force: bool = False) -> Path | None:
    """Compile gamedesk_<code>.ts into its .qm when it is missing or older; the .qm,
    or None when there is no .ts or no lrelease (a bundle ships the .qm built)."""
    ts, qm = ts_path(code), qm_path(code)
    fresh = qm.exists() and (not ts.exists() or qm.stat().st_mtime >= ts.stat().st_mtime)
    if fresh and not force:
        return qm
    tool = lrelease()
    if not ts.exists() or tool is None:
        return qm if qm.exists() else None
    subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def install(code: str) -> str:
    """Make `code` the application's language (English: remove the translators);
    the language installed. A language whose .qm cannot be found stays English."""
    global _current
    app = QCoreApplication.instance()
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _current = "en"
    if code == "en" or code not in LANGUAGES:
        return _current
    qm = build(code)
    ours = QTranslator(app)
    if qm is None or not ours.load(str(qm)):
        return _current
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qtbase = QTranslator(app)
    if qtbase.load(f"qtbase_{code}", qt_dir):  # standard buttons and dialogs
        _installed.append(qtbase)
        app.installTranslator(qtbase)
    _installed.append(ours)
    app.installTranslator(ours)
    _current = code
    return _current


def start(store: QSettings | None = None) -> str:
    """At start-up: the language the settings choose."""
    return install(resolve(chosen(store)))


def choose(choice: str, store: QSettings | None = None) -> str:
    """The player chose `choice` (a code, or SYSTEM): remember it and switch now."""
    store = store or QSettings("gamedesk", "gamedesk")
    store.setValue(SETTING, choice)
    return install(resolve(choice))


def game_translate(text: str) -> str:
    """An engine template (context "game") in the language installed."""
    return QCoreApplication.translate("game", text)


def log_text(line) -> str:
    """A game-log line in the language installed (the engine stores templates)."""
    if _current == "en":
        return line.text
    return render(line.template, line.params, game_translate)


def refusal_text(refused) -> str:
    """An IllegalAction's message in the language installed (its rule is cited apart,
    the same in every language)."""
    if _current == "en":
        return refused.message
    return render(refused.template, refused.params, game_translate)


def game_text(said: Msg | str) -> str:
    """An engine sentence (a `Msg`) in the language installed."""
    return value(said, game_translate)


def line_name(name: str) -> str:
    """A line of play as shown: the main line's default name in the language
    installed (the save keeps it as it is), any other name as the player gave it."""
    return translate("Timeline", "Main line") if name == MAIN_LINE else name


def round_name(game) -> str:
    """"Stock Round 2" in the language installed."""
    return game_text(narration.round_header(game))


# lupdate reads calls of a function named `translate`: the UI writes
# translate("Context", "text") outside QObjects (and with `n` for plurals in classes).
translate = QCoreApplication.translate
