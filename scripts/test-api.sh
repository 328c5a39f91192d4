#!/usr/bin/env bash
# The API's suite, twice: on embedded PGlite, then on a real PostgreSQL server.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== API tests on PGlite"
npm test -w api
echo "== API tests on PostgreSQL"
bash scripts/with-postgres.sh npm test -w api
