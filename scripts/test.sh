#!/usr/bin/env bash
# Every test of the project: lint, type checks, front-end unit tests, the API on both databases,
# then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { echo; echo "== $1 ($((SECONDS - started)) s)"; }

step "Lint"
npx eslint .
step "Type checks"
npx lerna run typecheck --stream
step "Front-end unit tests"
npx lerna run test --stream --ignore api --ignore e2e
step "API tests"
bash scripts/test-api.sh
step "Production build"
npx lerna run build --stream
step "Browser tests"
npm test -w e2e
echo
echo "== All tests passed in $((SECONDS - started)) s"
