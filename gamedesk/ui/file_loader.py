"""Opening a file (or the autosave) on a worker thread, so the window never
waits for a long replay: a progress dialog with Cancel shows after a moment,
and the game on screen stays untouched until the new one is ready.

The job runs on a one-thread pool of its own (the route finder keeps Qt's
global one); `loaded` or `failed` brings the answer back to the window's
thread. Every exception ends in one line: a bad file in "gamedesk could not
read FILE: ...", anything else in the same line plus the traceback in the
data folder's error log (gamedesk.io.failures).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from gamedesk.engine.errors import GameDataError, IllegalAction
from gamedesk.io.failures import could_not_read, internal_error
from gamedesk.io.jsonfile import JsonFileError
from gamedesk.io.replay import RecordError
from gamedesk.io.save import SaveError
from gamedesk.io.xxlog import LogError
from gamedesk.ui.i18n import translate

BAD_INPUT = (RecordError, SaveError, LogError, JsonFileError, IllegalAction, GameDataError, OSError)
SHOW_AFTER_MS = 400  # shorter loads never flash a dialog

Job = Callable[[Callable[[int, int], None]], Any]  # job(progress) -> result


class LoadCancelled(Exception):
    """Raised inside the job when Cancel was pressed."""


@dataclass(eq=False)
class Ticket:
    """One load: what runs, what it reads, and what to do with the result."""

    job: Job
    file: str
    on_loaded: Callable[[Any], None]
    cancel: threading.Event = field(default_factory=threading.Event)
    shown: int = -1  # the last progress value sent to the window


class FileLoader(QObject):
    failed = Signal(str)  # the one-line message, on the window's thread
    cancelled = Signal()
    _done = Signal(object, str, object)  # (ticket, "ok"/"failed"/"cancelled", result
    # or message) from the worker
    _progress = Signal(object, int, int)  # (ticket, done, total) from the worker

    def __init__(self, parent: QWidget, quiet: bool = False) -> None:
        super().__init__(parent)
        self.window, self.quiet = parent, quiet
        self.ticket: Ticket | None = None
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.dialog: QProgressDialog | None = None
        self.progress = (0, 0)  # the last (done, total) reported
        self._done.connect(self._finished)
        self._progress.connect(self._show_progress)

    @property
    def busy(self) -> bool:
        return self.ticket is not None

    def start(self, file: str, job: Job, on_loaded: Callable[[Any], None], label: str) -> None:
        """Run `job` on the worker; `on_loaded(result)` follows on the window's thread.
        A load still running is cancelled and forgotten."""
        self.cancel()
        ticket = Ticket(job, file, on_loaded)
        self.ticket, self.progress = ticket, (0, 0)
        if not self.quiet:
            self._open_dialog(label)
        self.pool.start(lambda: self._work(ticket))

    def _open_dialog(self, label: str) -> None:
        cancel = translate("FileLoader", "Cancel")
        dialog = QProgressDialog(label, cancel, 0, 0, self.window)
        dialog.setWindowTitle("gamedesk")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(SHOW_AFTER_MS)
        dialog.canceled.connect(self.cancel)
        self.dialog = dialog

    def _work(self, ticket: Ticket) -> None:
        try:
            result = ticket.job(lambda done, total: self._report(ticket, done, total))
        except LoadCancelled:
            self._done.emit(ticket, "cancelled", None)
        except BAD_INPUT as exc:
            self._done.emit(ticket, "failed", could_not_read(ticket.file, exc))
        except Exception:  # the catch-all: one line, the traceback logged
            self._done.emit(ticket, "failed", internal_error(ticket.file, "open"))
        else:
            self._done.emit(ticket, "ok", result)

    def _report(self, ticket: Ticket, done: int, total: int) -> None:
        """Called by the job on the worker: stop if cancelled, else tell the window
        (at most once a percent)."""
        if ticket.cancel.is_set():
            raise LoadCancelled
        step = max(1, total // 100)
        if done == total or done - ticket.shown >= step:
            ticket.shown = done
            self._progress.emit(ticket, done, total)

    def _show_progress(self, ticket: Ticket, done: int, total: int) -> None:
        if ticket is not self.ticket:
            return
        self.progress = (done, total)
        if self.dialog is not None:
            self.dialog.setMaximum(max(total, 1))
            self.dialog.setValue(min(done, max(total, 1)))

    def _finished(self, ticket: Ticket, status: str, payload: Any) -> None:
        if ticket is not self.ticket:
            return  # cancelled (and perhaps replaced) meanwhile
        self._close_dialog()
        self.ticket = None
        if status == "cancelled":
            self.cancelled.emit()
        elif status == "failed":
            self.failed.emit(payload)
        else:
            ticket.on_loaded(payload)

    def cancel(self) -> None:
        """Stop the running load: the game on screen stays."""
        ticket = self.ticket
        if ticket is None:
            return
        ticket.cancel.set()
        self.ticket = None
        self._close_dialog()
        self.cancelled.emit()

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.canceled.disconnect(self.cancel)
            dialog.reset()
            dialog.deleteLater()

    def wait(self, timeout_ms: int = 120_000) -> None:
        """Block until the worker is idle (closing, screenshots); its answer is still
        delivered through the event loop."""
        self.pool.waitForDone(timeout_ms)
