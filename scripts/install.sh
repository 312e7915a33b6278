#!/usr/bin/env bash
# Installs what building, serving and testing the site need on a fresh Debian machine:
# nginx with the brotli-static module, Chromium and wrk from Debian's packages, then the npm
# packages from the lockfile. Safe to run again: it installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v nginx >/dev/null 2>&1 || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
  missing+=(libnginx-mod-http-brotli-static)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)

if [ "${#missing[@]}" -gt 0 ]; then
  echo "install: Debian packages ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# npm ci on CI and whenever node_modules is missing or older than the lockfile.
if [ -n "${CI:-}" ] || [ ! -f node_modules/.package-lock.json ] ||
  [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "install: npm ci"
  npm ci --no-audit --no-fund
fi
