#!/usr/bin/env bash
# The render processes' isolation on today's Node LTS as well as the machine's: the API's render
# tests under Node 24, then the built site started with it, whose public page must come drawn on
# the server (the permission model's flag differs between Node 20 and 24).
set -euo pipefail
cd "$(dirname "$0")/.."

node24=$(bash scripts/node-lts.sh 24)
echo "== Render isolation tests on Node $("$node24" -v)"
(cd api && "$node24" --conditions=source --import tsx --test --test-concurrency=1 \
  src/render/*.test.ts src/plugins/server-render*.test.ts)

if [ -f api/dist/server.js ] && [ -f shell/dist/server/main.js ]; then
  echo "== A production start on Node $("$node24" -v) draws a public page"
  data_dir=$(mktemp -d /tmp/lab-node24.XXXXXX)
  port=${NODE_LTS_PORT:-8193}
  DATA_DIR="$data_dir" PORT="$port" SEED_DEMO=true LOG_LEVEL=warn "$node24" api/dist/server.js >"$data_dir/log" 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data_dir"' EXIT
  # The processes start in the background once the server listens: the page is asked until drawn, 60 s at most.
  if ! node -e '
    const url = process.argv[1];
    const deadline = Date.now() + 60_000;
    (async () => {
      while (Date.now() < deadline) {
        const page = await fetch(url, { headers: { accept: "text/html" } }).then((r) => r.text(), () => "");
        if (page.includes("data-ssr")) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      process.exit(1);
    })();
  ' "http://127.0.0.1:$port/People"; then
    echo "/People was not drawn on the server under Node 24. The server's log:" >&2
    cat "$data_dir/log" >&2
    exit 1
  fi
  echo "/People came drawn on the server (data-ssr)"
fi
