#!/bin/sh
# Add ninescore to the desktop's application menu: the .desktop entry, the AppStream metainfo and
# the icons. Run after `pip install` (which puts the `ninescore` command on PATH).
#   packaging/linux/install.sh              # for this user, into ~/.local/share
#   sudo packaging/linux/install.sh /usr/local   # for everyone
#   packaging/linux/install.sh --uninstall [PREFIX]
set -eu

APP_ID=io.github.ninescore.NineScore
HERE=$(cd "$(dirname "$0")" && pwd)
ICONS="$HERE/../../resources/icons"

uninstall=false
if [ "${1:-}" = "--uninstall" ]; then
    uninstall=true
    shift
fi
if [ -n "${1:-}" ]; then
    SHARE="$1/share"
else
    SHARE="${XDG_DATA_HOME:-$HOME/.local/share}"
fi

SIZES="16 24 32 48 64 128 256 512"

if $uninstall; then
    rm -f "$SHARE/applications/$APP_ID.desktop" "$SHARE/metainfo/$APP_ID.metainfo.xml" \
        "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in $SIZES; do
        rm -f "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
else
    install -Dm644 "$HERE/$APP_ID.desktop" "$SHARE/applications/$APP_ID.desktop"
    install -Dm644 "$HERE/$APP_ID.metainfo.xml" "$SHARE/metainfo/$APP_ID.metainfo.xml"
    install -Dm644 "$ICONS/ninescore.svg" "$SHARE/icons/hicolor/scalable/apps/$APP_ID.svg"
    for size in $SIZES; do
        install -Dm644 "$ICONS/ninescore_$size.png" \
            "$SHARE/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    done
fi

# Menus and icon caches pick the change up without logging out, where the tools exist.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
fi
if $uninstall; then
    echo "removed ninescore from $SHARE"
else
    echo "installed ninescore into $SHARE"
    # The menu entry runs `ninescore` from PATH: say so now rather than fail silently at a click.
    if ! command -v ninescore >/dev/null 2>&1; then
        echo "note: no ninescore command on PATH yet; install it with pip (see README.md)" >&2
    fi
fi
