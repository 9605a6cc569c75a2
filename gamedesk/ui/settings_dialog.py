"""Game ▸ Settings: the window's language (the system's by default).

The choice is remembered and takes effect at once: the open game stays as it is,
only its words change (gamedesk/ui/i18n.py)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from gamedesk.ui import i18n
from gamedesk.ui.i18n import translate


class SettingsDialog(QDialog):
    def __init__(self, store: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("language")
        system = i18n.LANGUAGES[i18n.resolve(i18n.SYSTEM)]
        self.language.addItem(
            translate("SettingsDialog", "The system's language ({language})").format(
                language=system
            ),
            i18n.SYSTEM,
        )
        for code, name in i18n.LANGUAGES.items():
            self.language.addItem(name, code)  # each language in its own words
        self.language.setCurrentIndex(self.language.findData(i18n.chosen(store)))
        form.addRow(translate("SettingsDialog", "Language:"), self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def choice(self) -> str:
        return str(self.language.currentData())

    def apply(self) -> str:
        """Remember the choice and switch to it; the language installed."""
        return i18n.choose(self.choice(), self.store)
