#!/usr/bin/env bash
# The site as `npm start` serves it (the production build), on a throwaway data folder.
set -euo pipefail
cd "$(dirname "$0")/.."
data_dir=$(mktemp -d /tmp/lab-e2e.XXXXXX)
trap 'rm -rf "$data_dir"' EXIT
# Every test logs in from 127.0.0.1: the per-address allowance (100 per 15 minutes) would refuse the
# suite's later logins; the per-username limit stays as in production.
# Links name the address the browser uses.
DATA_DIR="$data_dir" PORT="${E2E_PORT:-8181}" SITE_URL="http://127.0.0.1:${E2E_PORT:-8181}" ADMIN_USERNAME=e2eadmin ADMIN_PASSWORD='e2e admin password' \
  SEED_DEMO=true LOG_LEVEL=warn LOGIN_ATTEMPTS_PER_ADDRESS=10000 node api/dist/server.js
