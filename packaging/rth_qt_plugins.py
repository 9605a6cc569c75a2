# PyInstaller run-time hook (see gamedesk.spec): tell Qt where the bundle keeps its
# plugins, without importing Qt, so commands that need no Qt start at once.
import os
import sys

_qt = ("PySide6",) if sys.platform == "win32" else ("PySide6", "Qt")
os.environ["QT_PLUGIN_PATH"] = os.path.join(sys._MEIPASS, *_qt, "plugins")
