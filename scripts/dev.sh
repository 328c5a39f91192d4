#!/usr/bin/env bash
# npm run dev                 the API (reloading) and dev servers with hot reload for every app
# npm run dev -w mfe-timeline one remote live inside the shell, the other remotes as last built
# The site is at http://localhost:3000; the API at :8080 serves /api and /remotes.json.
set -euo pipefail
cd "$(dirname "$0")/.."

only=${1:-}
declare -A PORTS=([mfe-public]=3001 [mfe-projects]=3002 [mfe-members]=3003 [mfe-timeline]=3004 [mfe-admin]=3005)
if [ -n "$only" ] && [ -z "${PORTS[$only]:-}" ]; then
  echo "Unknown remote '$only'; one of: ${!PORTS[*]}" >&2
  exit 1
fi

if [ -n "$only" ]; then
  live=("$only")
  # The others are served as built by the API.
  node scripts/build-if-stale.mjs
else
  live=("${!PORTS[@]}")
fi

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

for remote in "${live[@]}"; do
  var="REMOTE_$(echo "${remote//-/_}" | tr '[:lower:]' '[:upper:]')_URL"
  export "$var=http://localhost:${PORTS[$remote]}/remoteEntry.js"
  (cd "$remote" && npx webpack serve --mode development) &
  pids+=($!)
done

(cd shell && npx webpack serve --mode development) &
pids+=($!)
# Lines a person reads in the terminal; links name the development site.
ALLOWED_ORIGINS=${ALLOWED_ORIGINS:-http://localhost:3000} SITE_URL=${SITE_URL:-http://localhost:3000} LOG_FORMAT=${LOG_FORMAT:-pretty} \
  npx tsx watch --conditions=source api/src/server.ts &
pids+=($!)

echo "Dev servers starting: the site will be at http://localhost:3000 (live: ${live[*]})"
wait -n
