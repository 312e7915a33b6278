#!/usr/bin/env bash
# Installs what is missing, builds the site and serves the production build with nginx at
# http://localhost:${PORT:-8080}/developers/ until Ctrl+C.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
npm run build
exec node scripts/nginx.mjs --port "${PORT:-8080}" --build build
