#!/usr/bin/env bash
# The PostgreSQL adapters' contract suites run against a throwaway server that the unit-test setup
# starts itself (scripts/local-postgres.ts): it needs Debian's `postgresql` package, installed here
# when initdb is missing. No Docker, and the server never leaves loopback.
set -euo pipefail
for bin in /usr/lib/postgresql/*/bin/initdb; do
  [ -x "$bin" ] && { "$bin" --version; exit 0; }
done
command -v initdb >/dev/null 2>&1 && { initdb --version; exit 0; }
echo "Installing Debian's postgresql package for the PostgreSQL contract tests"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
