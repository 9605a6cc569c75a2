"""Nuitka's entry point. Not gamedesk/__main__.py: Nuitka puts the entry script's
folder first on the module path, where gamedesk/io/ would hide Python's own io."""

from gamedesk.cli import main

raise SystemExit(main())
