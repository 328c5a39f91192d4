#!/usr/bin/env bash
# Every test of the project: type checks, then the API on both databases.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
echo "== Type checks"
npx lerna run typecheck --stream
bash scripts/test-api.sh
echo "== All tests passed in $((SECONDS - started)) s"
