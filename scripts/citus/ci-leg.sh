#!/usr/bin/env bash
# CI's Citus leg (issue 26), run by .ci/run after the PostgreSQL leg: builds Citus when the
# machine lacks it, starts the local cluster of `citus:up` unless one is running already, runs
# the server's database tests on its coordinator, and stops the cluster again only if it
# started it (also when the tests fail). A cluster that was running is used and left running.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)

bash scripts/citus/install.sh

if url=$(node scripts/citus/status.mjs 2>/dev/null); then
  echo "Citus leg: using the running cluster at $url (left running afterwards)"
else
  trap 'echo "Citus leg: stopping the cluster it started"; node scripts/citus/down.mjs || true' EXIT
  trap 'exit 130' INT TERM
  url=$(node scripts/citus/up.mjs --url)
  echo "Citus leg: started a cluster at $url"
fi

# TEST_CITUS=1: fail rather than quietly run on plain PostgreSQL if the URL is no coordinator.
TEST_CITUS=1 TEST_DATABASE_URL="$url" npx vitest run --project server "$@"
echo "Citus leg finished in $(( $(date +%s) - started )) s"
