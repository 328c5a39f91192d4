#!/usr/bin/env bash
# npm run backup -- --out FILE, npm run restore -- FILE [--force]: the built API's backup command
# (api/src/backup/main.ts) on the database DATABASE_URL or DATA_DIR names, as the server's are.
set -euo pipefail
main="$(dirname "$0")/../api/dist/backup/main.js"

if [ ! -f "$main" ]; then
  echo "Cannot ${1:-back up}: the API is not built here; run npm run build (or npm start) first." >&2
  exit 1
fi
exec node "$main" "$@"
