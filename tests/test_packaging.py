"""The installer recipes in packaging/ agree with each other and with the program.

Building the bundle takes minutes (packaging/build, checked by packaging/check);
these tests read the recipes only: the same application id and file type
everywhere, files that parse, the emblem that renders, what the bundle prunes.
"""

from __future__ import annotations

import ast
import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gamedesk import __version__
from gamedesk.io.save import EXTENSION

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
APP_ID = "org.gamedesk.gamedesk"
LINUX = PACKAGING / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
MIME = LINUX / f"{APP_ID}.mime.xml"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
SAVE_TYPE = "application/x-gamedesk"

sys.path.insert(0, str(PACKAGING))
import prune  # noqa: E402  (packaging/ is no package)


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def spec_strings() -> set[str]:
    tree = ast.parse((PACKAGING / "gamedesk.spec").read_text(encoding="utf-8"))
    constants = (n.value for n in ast.walk(tree) if isinstance(n, ast.Constant))
    return {value for value in constants if isinstance(value, str)}


def test_spec_bundles_resources_the_entry_point_and_our_runtime_hook() -> None:
    strings = spec_strings()
    assert {"resources", "translations", "__main__.py", "rth_qt_plugins.py"} <= strings
    assert APP_ID in strings and EXTENSION.lstrip(".") in strings
    assert (PACKAGING / "rth_qt_plugins.py").is_file()
    # The spec must be valid Python even where PyInstaller is not installed.
    compile((PACKAGING / "gamedesk.spec").read_text(encoding="utf-8"), "gamedesk.spec", "exec")


def test_one_application_id_everywhere() -> None:
    from gamedesk.ui.app import APP_ID as window_id

    assert window_id == APP_ID
    assert desktop_entry()["Icon"] == APP_ID
    assert f"APP_ID={APP_ID}" in (PACKAGING / "build").read_text(encoding="utf-8")
    assert f'#define AppId "{APP_ID}"' in (PACKAGING / "windows" / "gamedesk.iss").read_text(
        encoding="utf-8"
    )


def test_desktop_entry_opens_saves_with_the_file_clicked() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split() == ["gamedesk", "%f"]
    assert entry["Terminal"] == "false"
    assert SAVE_TYPE in entry["MimeType"].split(";")
    assert "application/json" not in entry["MimeType"]  # not every JSON file
    assert "Game" in entry["Categories"].split(";")


def test_mime_type_claims_the_save_extension_as_json() -> None:
    root = ET.parse(MIME).getroot()
    (kind,) = root.findall("m:mime-type", MIME_NS)
    assert kind.get("type") == SAVE_TYPE
    assert [g.get("pattern") for g in kind.findall("m:glob", MIME_NS)] == [f"*{EXTENSION}"]
    assert kind.find("m:sub-class-of", MIME_NS).get("type") == "application/json"
    assert kind.find("m:icon", MIME_NS).get("name") == APP_ID


def test_metainfo_names_the_app_its_launcher_file_type_and_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("provides/binary") == "gamedesk"
    assert root.findtext("provides/mediatype") == SAVE_TYPE
    assert root.find("releases/release").get("version") == __version__
    assert root.findtext("name") and root.findtext("summary")
    assert root.find("description/p") is not None


def test_windows_installer_registers_the_save_extension() -> None:
    iss = (PACKAGING / "windows" / "gamedesk.iss").read_text(encoding="utf-8")
    assert f'Subkey: "Software\\Classes\\{EXTENSION}\\OpenWithProgids"' in iss
    assert '""{app}\\gamedesk.exe"" ""%1"""' in iss
    assert "ChangesAssociations=yes" in iss


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Charts.so.6",
        "PySide6/QtCharts.abi3.so",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/translations/qtbase_es.qm",
        "resources/titles/18MEX/game.json",
        "translations/gamedesk_es.qm",
    ],
)
def test_linux_bundle_keeps_what_the_window_and_screenshots_need(dest: str) -> None:
    assert prune.keep(dest, prune.pattern("linux"))


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6QmlModels.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Pdf.so.6",
        "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6",
        "PySide6/Qt/lib/libQt6WebEngineCore.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt/plugins/imageformats/libqpdf.so",
        "PySide6/Qt/plugins/imageformats/libqwebp.so",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/qml/QtQuick/qmldir",
        "PySide6/Qt/translations/qtbase_de.qm",
    ],
)
def test_linux_bundle_prunes_unused_qt_parts(dest: str) -> None:
    assert not prune.keep(dest, prune.pattern("linux"))


def test_windows_bundle_prunes_software_opengl_but_keeps_its_platform() -> None:
    pruned = prune.pattern("win32")
    assert not prune.keep("PySide6/opengl32sw.dll", pruned)
    assert prune.keep("PySide6/plugins/platforms/qwindows.dll", pruned)
    assert prune.keep("PySide6\\plugins\\platforms\\qoffscreen.dll", pruned)


def test_emblem_renders_at_every_installer_size(qapp, tmp_path: Path) -> None:
    import icons
    from PySide6.QtGui import QImage

    written = icons.render(tmp_path, APP_ID)
    for size in icons.SIZES:
        image = QImage(str(tmp_path / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the token, opaque
        assert image.pixelColor(0, 0).alpha() == 0  # outside the hex, transparent
    assert (tmp_path / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() == icons.SVG.read_bytes()
    assert len(written) == len(icons.SIZES) + 1


@pytest.mark.parametrize("script", ["build", "check"])
def test_packaging_scripts_are_executable_bash(script: str) -> None:
    path = PACKAGING / script
    assert path.stat().st_mode & 0o111
    done = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_desktop_file_validates() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_metainfo_validates() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout
