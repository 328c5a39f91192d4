#!/usr/bin/env bash
# What the tests need from the machine, checked before anything runs: Node.js 20.19 or newer,
# PostgreSQL's server (scripts/with-postgres.sh starts one) and Chromium for the browser tests
# (CHROMIUM_PATH, else Debian's /usr/bin/chromium, as e2e/playwright.config.ts reads it).
# As root with apt-get it installs the Debian packages that are missing; otherwise it stops at
# once with the command to run, so `npm test` never gets halfway and fails with a stack trace.
#
#   bash scripts/prerequisites.sh [node] [postgresql] [chromium]    (all three when none named)
#
# Only shell builtins until it installs: the sentence comes out whatever PATH holds.
set -uo pipefail

needs=("$@")
[ ${#needs[@]} -gt 0 ] || needs=(node postgresql chromium)

problems=()
missing=()

needed() {
  local need
  for need in "${needs[@]}"; do [ "$need" = "$1" ] && return 0; done
  return 1
}

have_postgresql() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && return 0
  done
  return 1
}

have_chromium() {
  [ -f "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]
}

check_node() {
  local node version major minor
  node=$(command -v node) || {
    problems+=("Node.js 20.19 or newer is needed, and there is no node on PATH: install it (nvm install 20, or your system's nodejs package) and run the tests again.")
    return
  }
  version=$(node -p process.versions.node 2>/dev/null) || version=unknown
  IFS=. read -r major minor _ <<<"$version"
  if ! [[ "$major" =~ ^[0-9]+$ && "$minor" =~ ^[0-9]+$ ]] || ((major < 20 || (major == 20 && minor < 19))); then
    problems+=("Node.js 20.19 or newer is needed, and $node is $version: install a newer one (nvm install 20) and run the tests again.")
  fi
}

# The Debian packages missing; a CHROMIUM_PATH that points at nothing is the caller's to fix.
check_packages() {
  missing=()
  if needed postgresql && ! have_postgresql; then missing+=(postgresql); fi
  if needed chromium && ! have_chromium; then
    if [ -n "${CHROMIUM_PATH:-}" ]; then
      problems+=("CHROMIUM_PATH is $CHROMIUM_PATH, which is not an executable file: point it at a Chromium, or unset it to use Debian's /usr/bin/chromium.")
    else
      missing+=(chromium)
    fi
  fi
}

describe() {
  local package words=()
  for package in "$@"; do
    case $package in
      postgresql) words+=("PostgreSQL's server (for the API tests)") ;;
      chromium) words+=("Chromium (for the browser tests)") ;;
    esac
  done
  if [ ${#words[@]} -eq 2 ]; then echo "${words[0]} and ${words[1]} are"; else echo "${words[0]} is"; fi
}

needed node && check_node
check_packages

if [ ${#missing[@]} -gt 0 ] && [ ${#problems[@]} -eq 0 ] && [ "$EUID" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "== Installing ${missing[*]} (apt-get)"
  if apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then
    check_packages
    [ ${#missing[@]} -eq 0 ] || problems+=("apt-get installed the packages, yet $(describe "${missing[@]}") still missing.")
  else
    problems+=("apt-get could not install ${missing[*]} (its messages are above): fix that, or run apt-get install -y ${missing[*]} yourself, and run the tests again.")
  fi
  missing=()
fi

if [ ${#missing[@]} -gt 0 ]; then
  what="$(describe "${missing[@]}") not installed"
  if ! command -v apt-get >/dev/null 2>&1; then
    problems+=("$what, and this machine has no apt-get: install ${missing[*]} with its package manager (on Debian or Ubuntu: sudo apt-get install -y ${missing[*]}).")
  elif [ "$EUID" -eq 0 ]; then
    problems+=("$what. Run: apt-get install -y ${missing[*]}")
  else
    problems+=("$what, and installing needs root. Run: sudo apt-get install -y ${missing[*]}")
  fi
fi

if [ ${#problems[@]} -gt 0 ]; then
  echo "The tests cannot run on this machine yet:" >&2
  for problem in "${problems[@]}"; do echo "- $problem" >&2; done
  exit 1
fi
