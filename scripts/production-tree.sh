#!/usr/bin/env bash
# Copies the built site into a folder of its own, without node_modules, to be installed there with
# production dependencies only (docs/operations.md):
#
#   bash scripts/production-tree.sh DEST && cd DEST && npm ci --omit=dev --no-audit --no-fund
#
# What goes: the lockfile and every workspace's package.json (npm ci needs them all), each built
# dist/, the API's migrations (run at start), the list of remotes (read by the API) and the
# scripts a served site runs.
set -euo pipefail
cd "$(dirname "$0")/.."

dest=${1:?usage: bash scripts/production-tree.sh DEST}
for built in api/dist/server.js shared-ui/dist/node/route-table.js shell/dist/index.html shell/dist/server/main.js; do
  if [ ! -f "$built" ]; then
    echo "$built is missing: run npm run build first." >&2
    exit 1
  fi
done

mkdir -p "$dest/scripts" "$dest/config"
cp package.json package-lock.json "$dest/"
cp config/remotes.json "$dest/config/"
cp scripts/serve.sh scripts/healthcheck.mjs scripts/backup.sh "$dest/scripts/"
# Unquoted, so that the shell expands a pattern among them (mfe-*) to its folders.
for workspace in $(node -p 'require("./package.json").workspaces.join(" ")'); do
  mkdir -p "$dest/$workspace"
  cp "$workspace/package.json" "$dest/$workspace/"
  if [ -d "$workspace/dist" ]; then
    rm -rf "${dest:?}/$workspace/dist"
    cp -R "$workspace/dist" "$dest/$workspace/dist"
  fi
done
rm -rf "${dest:?}/api/drizzle"
cp -R api/drizzle "$dest/api/drizzle"
echo "The built site is in $dest: install it there with npm ci --omit=dev."
