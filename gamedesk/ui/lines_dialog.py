"""The variations list: every line of play of the game, with where it leaves
its parent; show one, rename it, promote it to main line, or delete it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gamedesk.ui.i18n import line_name, translate
from gamedesk.ui.session import Session


class LinesDialog(QDialog):
    def __init__(self, session: Session, changed: Callable[[], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("LinesDialog", "Lines of play"))
        self.session = session
        self.changed = changed
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setObjectName("lines:error")
        self.list = QListWidget()
        self.list.setObjectName("lines:list")
        self.list.itemDoubleClicked.connect(lambda _item: self.show_line())
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate(
                    "LinesDialog", "The main line and its variations (double-click to show one):"
                )
            )
        )
        layout.addWidget(self.list)
        layout.addWidget(self.error)
        buttons = QHBoxLayout()
        for text, name, slot in (
            (translate("LinesDialog", "Show"), "show", self.show_line),
            (translate("LinesDialog", "Rename…"), "rename", self.ask_rename),
            (translate("LinesDialog", "Promote to main line"), "promote", self.promote),
            (translate("LinesDialog", "Delete"), "delete", self.ask_delete),
            (translate("LinesDialog", "Close"), "close", self.accept),
        ):
            button = QPushButton(text)
            button.setObjectName(f"lines:{name}")
            button.clicked.connect(slot)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.resize(560, 320)
        self.fill()

    def exec_or_show(self, quiet: bool) -> None:
        """Modal for a person; left open without waiting in tests."""
        if quiet:
            self.show()
        else:
            self.exec()

    def fill(self) -> None:
        tree = self.session.tree
        self.list.clear()
        for name in tree.line_names():
            item = QListWidgetItem(self._describe(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.list.addItem(item)
            if name == tree.current:
                self.list.setCurrentItem(item)

    def _describe(self, name: str) -> str:
        tree = self.session.tree
        line = tree.lines[name]
        size = len(tree.full_actions(name))
        shown = "  ◀ " + translate("LinesDialog", "shown") if name == tree.current else ""
        actions = self.tr("%n actions", "", size)  # Qt's plural forms (lupdate reads self.tr)
        if line.parent is None:
            said = translate("LinesDialog", "{name} (main line, {actions})")
        else:
            said = translate("LinesDialog", "{name}: leaves {parent} after action {at}, {actions}")
        return said.format(name=line_name(name), parent=line_name(line.parent or ""),
                           at=line.at, actions=actions) + shown

    def selected(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _apply(self, change: Callable[[str], None]) -> None:
        name = self.selected()
        if name is None:
            return
        try:
            change(name)
        except (ValueError, KeyError) as exc:
            self.error.setText(str(exc).strip("'\""))
            return
        self.error.setText("")
        self.fill()
        self.changed()

    def show_line(self) -> None:
        self._apply(self.session.switch)

    def rename(self, new: str) -> None:
        self._apply(lambda name: self.session.rename_line(name, new))

    def ask_rename(self) -> None:
        name = self.selected()
        if name is None:
            return
        new, ok = QInputDialog.getText(
            self,
            translate("LinesDialog", "Rename"),
            translate("LinesDialog", "New name for {name}:").format(name=name),
            text=name,
        )
        if ok:
            self.rename(new.strip())

    def promote(self) -> None:
        self._apply(self.session.promote_line)

    def delete(self) -> None:
        self._apply(self.session.delete_line)

    def ask_delete(self) -> None:
        name = self.selected()
        if name is None:
            return
        answer = QMessageBox.question(
            self,
            translate("LinesDialog", "Delete"),
            translate(
                "LinesDialog", "Delete the line {name}? Lines that leave it are kept."
            ).format(name=repr(name)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete()
