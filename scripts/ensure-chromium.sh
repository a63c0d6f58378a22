#!/usr/bin/env bash
# Browser tests use Debian's Chromium (docs/architecture.md §6); no test tool ever downloads a browser.
# The emoji font makes the destination icons render in screenshots as they do on visitors' devices.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
EMOJI_FONT=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -f "$EMOJI_FONT" ] || missing+=(fonts-noto-color-emoji)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages for the browser tests: ${missing[*]}"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
