#!/usr/bin/env bash
# Every test of the project: first what it needs from the machine (scripts/prerequisites.sh), then
# lint (and its layout rules' tests), type checks, front-end unit tests, the deploy command's
# tests, the API on both databases and on Node 24 LTS, the production build served from a copy
# with production dependencies only on both Node versions, and the browser tests against the
# production build.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { echo; echo "== $1 ($((SECONDS - started)) s)"; }

step "Prerequisites"
bash scripts/prerequisites.sh
# A fresh clone has nothing installed yet: the same install as npm start's.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "Installing dependencies"
  npm install --prefer-offline --no-audit --no-fund
fi
step "Lint"
npx eslint .
node --test config/*.test.mjs scripts/*.test.mjs
step "Type checks"
npx lerna run typecheck --stream
npx tsc -p scripts/deploy/tsconfig.json
step "Front-end unit tests"
npx lerna run test --stream --ignore api --ignore e2e
step "Deploy command tests"
node --conditions=source --import tsx --test scripts/deploy/*.test.ts
step "API tests"
bash scripts/test-api.sh
step "Production build"
npm run build
step "A production copy (npm ci --omit=dev, npm run serve) on the machine's Node and on Node 24 LTS"
bash scripts/test-production-copy.sh "$(command -v node)" "$(bash scripts/node-lts.sh 24)"
step "Browser tests"
npm test -w e2e
echo
echo "== All tests passed in $((SECONDS - started)) s"
