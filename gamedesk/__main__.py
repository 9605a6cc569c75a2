from gamedesk.cli import main

raise SystemExit(main())
