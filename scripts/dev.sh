#!/usr/bin/env bash
# npm run dev                 the API (reloading) and dev servers with hot reload for every app
# npm run dev -w <remote>     one remote live inside the shell, the other remotes as last built
#                             (those whose sources changed since are built first)
# The site is at http://localhost:$DEV_PORT (3000), each live remote on its `devPort` in
# config/remotes.json (3001-3005; a DEV_PORT elsewhere moves them with it), and the API on
# $DEV_API_PORT (8080) serves /api, the built remotes and /remotes.json.
# Without ADMIN_USERNAME/ADMIN_PASSWORD it makes an admin as npm start does.
set -euo pipefail
cd "$(dirname "$0")/.."

only=${1:-}
list=$(node -e 'for (const remote of require("./config/remotes.json")) console.log(remote.package, remote.devPort)')
REMOTES=()
DEV_PORTS=()
while read -r remote dev_port; do
  REMOTES+=("$remote")
  DEV_PORTS+=("$dev_port")
done <<<"$list"
if [ -n "$only" ] && [ "$only" != shell ] && [[ " ${REMOTES[*]} " != *" $only "* ]]; then
  echo "Unknown remote '$only'; one of: shell ${REMOTES[*]}" >&2
  exit 1
fi

default_site_port=3000
site_port=${DEV_PORT:-$default_site_port}
api_port=${DEV_API_PORT:-8080}
for setting in "DEV_PORT=$site_port" "DEV_API_PORT=$api_port"; do
  value=${setting#*=}
  if ! [[ $value =~ ^[0-9]{1,5}$ ]] || [ "$value" -lt 1 ] || [ "$value" -gt 65530 ]; then
    echo "${setting%%=*} must be a port number from 1 to 65530 (got \"$value\")" >&2
    exit 1
  fi
done

live=()
as_built=()
for remote in "${REMOTES[@]}"; do
  if [ -z "$only" ] || [ "$remote" = "$only" ]; then live+=("$remote"); else as_built+=("$remote"); fi
done
# The API serves the remotes that are not live from their dist/; the live apps and the API run
# from their sources, so nothing else is built.
if [ ${#as_built[@]} -gt 0 ]; then
  node scripts/build-if-stale.mjs "${as_built[@]}"
fi

source scripts/default-admin.sh

# The binaries themselves, not npx: a signal to a process listed here reaches the server.
bin=$PWD/node_modules/.bin
pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

for index in "${!REMOTES[@]}"; do
  remote=${REMOTES[$index]}
  [[ " ${live[*]} " == *" $remote "* ]] || continue
  port=$((site_port + DEV_PORTS[index] - default_site_port))
  var="REMOTE_$(echo "${remote//-/_}" | tr '[:lower:]' '[:upper:]')_URL"
  export "$var=http://localhost:$port/remoteEntry.js"
  (cd "$remote" && exec "$bin/webpack" serve --mode development --port "$port") &
  pids+=($!)
done

(cd shell && DEV_API_PORT=$api_port exec "$bin/webpack" serve --mode development --port "$site_port") &
pids+=($!)
# Lines a person reads in the terminal; links name the development site.
PORT=$api_port ALLOWED_ORIGINS=${ALLOWED_ORIGINS:-http://localhost:$site_port} SITE_URL=${SITE_URL:-http://localhost:$site_port} \
  LOG_FORMAT=${LOG_FORMAT:-pretty} "$bin/tsx" watch --conditions=source api/src/server.ts &
pids+=($!)

echo "Dev servers starting: the site will be at http://localhost:$site_port (live: ${live[*]:-shell only})"
wait -n
