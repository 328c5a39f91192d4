# Sourced by scripts/start.sh and scripts/dev.sh: without a configured admin (on PGlite), one made
# for this data folder, with its password kept there, and the line that tells it at start.
if [ -z "${ADMIN_USERNAME:-}" ] && [ -z "${DATABASE_URL:-}" ]; then
  data_dir=${DATA_DIR:-./data}
  mkdir -p "$data_dir"
  secret="$data_dir/admin-password.txt"
  if [ ! -s "$secret" ]; then
    (umask 077 && node -e "console.log(require('crypto').randomBytes(12).toString('base64url'))" >"$secret")
  fi
  export ADMIN_USERNAME=admin
  ADMIN_PASSWORD=$(cat "$secret")
  export ADMIN_PASSWORD
  export STARTUP_NOTE="Admin login: admin / $ADMIN_PASSWORD   (kept in $secret)"
fi
