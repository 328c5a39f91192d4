# The production path of docs/operations.md, after a build: the built tree copied apart
# (scripts/production-tree.sh) and installed with production dependencies only, then served on
# each Node given with a fresh data folder and the admin from the environment: first by
# `npm run serve`, stopped as Ctrl-C stops it, then by a service's command, `bash scripts/serve.sh`,
# on the same data, stopped with SIGTERM (npm would not pass that on). Each time it must be healthy
# (the container's HEALTHCHECK too), draw a public page on the server, add no demo content, log the
# admin in, and shut down gracefully. A backup taken while it runs (`npm run backup`) is restored
# into a fresh data folder (`npm run restore`), which is then served and checked the same way.
#
#   bash scripts/test-production-copy.sh [node binary...]    (the machine's node when none given)
set -euo pipefail
cd "$(dirname "$0")/.."

nodes=("$@")
[ ${#nodes[@]} -gt 0 ] || nodes=("$(command -v node)")

work=$(mktemp -d /tmp/lab-production.XXXXXX)
server=
cleanup() {
  if [ -n "$server" ]; then kill -- "-$server" "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

site=$work/site
bash scripts/production-tree.sh "$site"
echo "== npm ci --omit=dev in the copy"
(cd "$site" && npm ci --omit=dev --prefer-offline --no-audit --no-fund)
if [ -d "$site/node_modules/typescript" ] || [ -d "$site/node_modules/webpack" ]; then
  echo "The copy has development dependencies installed: --omit=dev did not hold." >&2
  exit 1
fi

free_port() { node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'; }

fail() {
  echo "$1. The server's output:" >&2
  cat "$log" >&2
  exit 1
}

# Asked of the server started last: everything a visitor and the admin need, and the container's probe.
check() {
  node scripts/served-site-checks.mjs "http://127.0.0.1:$port" operator production-copy-password || fail "A check failed on Node $version"
  (cd "$site" && PORT="$port" node scripts/healthcheck.mjs) || fail "The health check failed on Node $version"
  echo "node scripts/healthcheck.mjs: ok"
}

stopped() {
  grep -q '^Stopped after' "$log" || fail "The server did not shut down gracefully on $1"
  echo "$1: stopped cleanly"
}

for node_binary in "${nodes[@]}"; do
  export PATH="$(dirname "$node_binary"):$PATH"
  [ "$(command -v node)" = "$node_binary" ] || { echo "$node_binary is not the node its folder gives" >&2; exit 1; }
  version=$(node -v)
  export DATA_DIR=$work/data-$version ADMIN_USERNAME=operator ADMIN_PASSWORD=production-copy-password
  port=$(free_port)
  log=$work/serve-$version.log

  echo "== npm run serve on Node $version, stopped as Ctrl-C stops it"
  # In a process group of its own, as a terminal's command is: Ctrl-C signals the whole group.
  (cd "$site" && PORT="$port" exec setsid npm run serve) >"$log" 2>&1 &
  server=$!
  check
  kill -INT -- "-$server"
  # npm itself ends at once, whatever the server does: the group is waited for.
  wait "$server" || true
  while kill -0 -- "-$server" 2>/dev/null; do sleep 0.2; done
  server=
  stopped "Ctrl-C"

  echo "== bash scripts/serve.sh on Node $version (a service's command), again on its data, backed up while it runs, stopped with SIGTERM"
  (cd "$site" && PORT="$port" exec bash scripts/serve.sh) >"$log" 2>&1 &
  server=$!
  check
  backup=$work/lab-$version.sql.gz
  (cd "$site" && npm run backup -- --out "$backup")
  kill -TERM "$server"
  wait "$server" || fail "The server exited with status $? on SIGTERM"
  server=
  stopped "SIGTERM"

  echo "== npm run restore on Node $version into a fresh data folder, served"
  export DATA_DIR=$work/restored-$version
  (cd "$site" && npm run restore -- "$backup")
  (cd "$site" && PORT="$port" exec bash scripts/serve.sh) >"$log" 2>&1 &
  server=$!
  check
  kill -TERM "$server"
  wait "$server" || fail "The restored server exited with status $? on SIGTERM"
  server=
  stopped "SIGTERM on the restored data"
done
echo "== The production copy served on ${#nodes[@]} Node version(s)"
