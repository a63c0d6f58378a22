#!/usr/bin/env bash
# The fleet fault test (scripts/fleet/fault-test.ts) puts Debian's Caddy in front of two built servers,
# as compose.yaml does: installed here when missing. Caddy runs as a plain process on loopback.
set -euo pipefail
command -v caddy >/dev/null 2>&1 && { caddy version; exit 0; }
echo "Installing Debian's caddy package for the fleet fault test"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq caddy >/dev/null
caddy version
