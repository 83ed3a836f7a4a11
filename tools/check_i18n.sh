#!/bin/sh
# CI: the .ts files hold every string in the code, Russian is complete, the .qm files are current.
set -eu
cd "$(dirname "$0")/.."
exec python3 tools/i18n.py check
