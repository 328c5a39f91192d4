#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server: TEST_DATABASE_URL points at it while the
# command runs, and the cluster is stopped and deleted afterwards, whatever happens.
# Installs Debian's postgresql when the server binaries are missing (scripts/prerequisites.sh).
set -euo pipefail

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

bash "$(dirname "$0")/prerequisites.sh" postgresql
bin=$(find_bin)

dir=$(mktemp -d /tmp/lab-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# The server refuses to run as root: run it as the postgres user, which owns the folder.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bin/initdb" -A trust -U postgres -D "$dir/data" >/dev/null
pg_ctl=("${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data")
options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
"${pg_ctl[@]}" -l "$dir/server.log" -w -o "$options" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on port $port (throwaway)"

# For the fault tests that restart the server under a running API: shell commands (the folder
# names hold no spaces) that stop it as a fast shutdown does, and start it again on the same port.
export TEST_PG_STOP="${pg_ctl[*]} -m fast -w stop"
export TEST_PG_START="${pg_ctl[*]} -l $dir/server.log -w -o '$options' start"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
