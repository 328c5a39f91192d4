#!/usr/bin/env bash
# npm run serve: the built site as a service (docs/operations.md). Unlike npm start it installs and
# builds nothing, so only production dependencies are needed; it adds no demo content unless
# SEED_DEMO=true, and makes or keeps an admin account only from ADMIN_USERNAME/ADMIN_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f api/dist/server.js ] || [ ! -f shell/dist/index.html ]; then
  echo "Cannot start: the site is not built here; run npm run build first." >&2
  exit 1
fi

export SEED_DEMO=${SEED_DEMO:-false}
if [ -z "${ADMIN_USERNAME:-}" ]; then
  export STARTUP_NOTE="No ADMIN_USERNAME/ADMIN_PASSWORD set: this start made no admin account (docs/operations.md)."
fi
# As under npm start: two malloc arenas hold the API to about 400 MB instead of 560 (bench/README.md).
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
exec node api/dist/server.js
