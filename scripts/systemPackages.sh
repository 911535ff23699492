#!/usr/bin/env bash
# The Debian packages the tests need: chromium (end to end, Lighthouse), postgresql (the API tests' second
# database) and strace (the durability test). `.ci/run` installs them before `npm test`; `npm test` runs
# this only when one is missing (a newcomer's first run), as root with apt-get, or names the command.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
command -v strace >/dev/null || missing+=(strace)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} (Debian packages)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
