"""What the bundle leaves out of PySide6: the Qt parts gamedesk never uses.

Used by gamedesk.spec (and tests/test_packaging.py). Each pattern matches a
bundled file's path inside the bundle, with "/" separators. QML, Quick, Pdf,
WebEngine and the virtual keyboard come in through plugins (imageformats/qpdf,
platforminputcontexts/qtvirtualkeyboard) and drag their libraries along.
"""

from __future__ import annotations

import re

UNUSED = [
    r"Qt6?(Qml|Quick|Pdf|WebEngine|WebChannel|VirtualKeyboard|Designer|Svg)Widgets?\b",
    r"Qt6?(Qml|Quick|Pdf|WebEngine|WebChannel|VirtualKeyboard|Network|Multimedia)[A-Za-z]*\b",
    r"/Qt/qml/",
    # Image formats: PNG is built in; SVG for the emblem, ICO/ICNS for window icons.
    r"/plugins/(imageformats|iconengines)/(?!.*q(svg|svgicon|ico|icns)\b)",
    r"/plugins/(generic|networkinformation|tls|sqldrivers|multimedia|position|printsupport)/",
    r"/plugins/platforminputcontexts/.*virtualkeyboard",
    r"/Qt/translations/(?!qtbase_es\b|qt_es\b)",  # Qt's texts: Spanish only (ui/i18n.py)
]
# Linux: X11 and Wayland desktops, plus offscreen for `gamedesk screenshot`. The GTK
# theme plugin would load the system's GTK beside the bundle's GLib: Fusion instead.
LINUX = [
    r"/plugins/platforms/libq(eglfs|linuxfb|minimal|minimalegl|vkkhrdisplay|vnc)\b",
    r"/plugins/platformthemes/libqgtk3\b",
    r"/plugins/(egldeviceintegrations|wayland-graphics-integration-server)/",
    r"Qt6?EglFs[A-Za-z]*\b",
]
# Windows: the native platform and offscreen; no software OpenGL (20 MB).
WINDOWS = [r"/plugins/platforms/q(direct2d|minimal)\b", r"opengl32sw\.dll"]
# macOS: Cocoa and offscreen.
MACOS = [r"/plugins/platforms/libq(minimal)\b"]


def pattern(platform: str) -> re.Pattern[str]:
    """The files to leave out on `platform` (a sys.platform value)."""
    rules = list(UNUSED)
    if platform.startswith("linux"):
        rules += LINUX
    elif platform == "win32":
        rules += WINDOWS
    elif platform == "darwin":
        rules += MACOS
    return re.compile("|".join(f"(?:{rule})" for rule in rules))


def keep(dest: str, pruned: re.Pattern[str]) -> bool:
    """Whether the bundle keeps the file it places at `dest` (our own files always)."""
    name = "/" + dest.replace("\\", "/")
    if name.startswith(("/resources/", "/translations/")):
        return True
    return not pruned.search(name)
