import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The migrated database every file's databases start from, made once per run.
    globalSetup: ['test/support/global-setup.ts'],
    // A file's beforeAll makes its database. TEST_HOOK_TIMEOUT_MS raises the limit where that is
    // slow: CI's Citus leg (a database with ~800 shards; scripts/citus/ci-leg.sh). The CLI's
    // --hookTimeout does not reach a project's own setting.
    hookTimeout: Number(process.env.TEST_HOOK_TIMEOUT_MS) || 60_000,
  },
});
