#!/usr/bin/env bash
# npm start: install what is missing, build what is stale, then serve the site with the embedded
# database and demo content. Settings come from the environment (see README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies..."
  npm install --prefer-offline --no-audit --no-fund
fi

node scripts/build-if-stale.mjs

# Without a configured admin, one for this data folder, its password kept there.
source scripts/default-admin.sh

# Requests are not logged line by line here unless LOG_LEVEL asks for it.
export LOG_LEVEL=${LOG_LEVEL:-warn}
# glibc gives each busy thread (image resizing, password hashing, compression) a malloc arena of its
# own; two hold the API to about 400 MB instead of 560 (bench/README.md).
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
echo "Starting the server..."
exec node api/dist/server.js
