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

# Not the whole server project: on Citus each test file makes a database of its own with ~800
# shards (4 s idle, 20 s and more on a busy machine), so the 83 files took over 40 min on the 2-core CI machine (docs/citus-findings.md, session 11).
# These are the files about the database itself: tenant isolation, roles, numbering under
# parallel saves, returns, the reports, plans, the ledger and balances, figures that must agree,
# concurrent edits, idempotent saves, the distribution itself, every hot path's statements as
# single-shard router plans, the commit-time balance check's reads on the shards, `citus:distribute` of a database migrated before Citus, and `citus:isolate` of a company while it bills; closing a financial year (its closing journal, the next year's kept openings) and the annual return that ends amendments (issue 38); delivery challans (stock kept by triggers on their own tables), batches, and challans of batches (issue 40). Left out: files whose
# database work the PostgreSQL leg already covers the same way (CRUD screens, imports, files and
# PDFs, insights) and plans-command (its PostgreSQL part makes a plain database of its own, so on
# a coordinator it tests no Citus). Arguments replace the list (paths under apps/server, or
# from the repository's root: a leading apps/server/ is dropped).
files=(
  test/isolation-sweep.test.ts
  test/users.test.ts
  test/transactions.test.ts
  test/numbering-fy.test.ts
  test/returns.test.ts
  test/returns-reports.test.ts
  test/reports-aging.test.ts
  test/reports-books.test.ts
  test/reports-framework.test.ts
  test/reports-gst-checks.test.ts
  test/reports-gst-gstr1.test.ts
  test/reports-gst-gstr3b.test.ts
  test/reports-ledger.test.ts
  test/reports-registers.test.ts
  test/plans-fair-use.test.ts
  test/plans-limits.test.ts
  test/plans-trial.test.ts
  test/ledger.test.ts
  test/balances.test.ts
  test/figures-agree.test.ts
  test/stock-agreement.test.ts
  test/concurrent-edits.test.ts
  test/idempotency.test.ts
  test/citus-distribution.test.ts
  test/citus-router-plans.test.ts
  test/citus-distribute-later.test.ts
  test/balance-check-plan.test.ts
  test/citus-isolate.test.ts
  test/year-close.test.ts
  test/annual-return.test.ts
  test/challans.test.ts
  test/item-batches.test.ts
  test/challan-batches.test.ts
  test/godowns.test.ts
)
[ $# -gt 0 ] && files=("${@#apps/server/}")

# TEST_CITUS=1: fail rather than quietly run on plain PostgreSQL if the URL is no coordinator.
# Two test files at a time (two cores, and the three Citus nodes share them). A file's
# beforeAll makes its Citus database (and often seeds books through the API): over the 60 s
# hook timeout of apps/server/vitest.config.ts on a busy machine, so 180 s here.
TEST_CITUS=1 TEST_HOOK_TIMEOUT_MS=180000 TEST_DATABASE_URL="$url" \
  npx vitest run --project server --maxWorkers=2 \
  "${files[@]/#/apps/server/}"
echo "Citus leg finished in $(( $(date +%s) - started )) s"
