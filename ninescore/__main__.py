"""``python -m ninescore`` does exactly what the ``ninescore`` command does."""

from ninescore.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
