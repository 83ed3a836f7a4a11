#!/bin/sh
# Build the one-folder PyInstaller bundle into packaging/pyinstaller/dist/ninescore/.
#   packaging/pyinstaller/build.sh            # incremental: reruns take a fraction of the first
#   packaging/pyinstaller/build.sh --clean    # from scratch (PyInstaller's cache emptied too)
# PYTHON=python3.12 packaging/pyinstaller/build.sh builds with another interpreter. It must have
# ninescore's dependencies installed (pip install -e . from the repository root).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PYTHON=${PYTHON:-python3}

if ! "$PYTHON" -m PyInstaller --version >/dev/null 2>&1; then
    echo "installing PyInstaller"
    "$PYTHON" -m pip install --quiet "pyinstaller>=6.5"  # as in pyproject's "freeze" extra
fi

clean=""
if [ "${1:-}" = "--clean" ]; then
    clean="--clean"
    rm -rf "$HERE/build" "$HERE/dist"
fi

# The committed .qm files should already be current (CI checks it); compiling them again is cheap
# and makes a build from a working tree with fresh translations correct too. Then resources/ is
# compiled into the Qt resource modules the bundle carries as code.
"$PYTHON" "$ROOT/tools/i18n.py" release >/dev/null
"$PYTHON" "$ROOT/tools/compile_resources.py" >/dev/null

cd "$HERE"
start=$(date +%s)
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN $clean \
    --distpath "$HERE/dist" --workpath "$HERE/build" "$HERE/ninescore.spec"

case "$(uname -s)" in
    MINGW* | MSYS* | CYGWIN*) program="$HERE/dist/ninescore/ninescore-cli.exe" ;;
    Darwin) program="$HERE/dist/ninescore.app/Contents/MacOS/ninescore" ;;
    *) program="$HERE/dist/ninescore/ninescore" ;;
esac
# A smoke test that needs no display: the bundle starts and finds its own package.
"$program" --version
echo "built $(du -sh "$HERE/dist/ninescore" | cut -f1) in $(( $(date +%s) - start )) s: $program"
