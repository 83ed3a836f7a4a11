"""Entry point of the PyInstaller build: the same as the `ninescore` command."""

import sys

from ninescore.cli import main

if __name__ == "__main__":
    sys.exit(main())
