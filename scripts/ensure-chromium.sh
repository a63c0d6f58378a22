#!/usr/bin/env bash
# Browser tests use Debian's Chromium (TOOLCHAIN gotcha 4); no test tool ever downloads a browser.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
"$CHROMIUM" --version
