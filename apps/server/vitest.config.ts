import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The migrated database every file's databases start from, made once per run.
    globalSetup: ['test/support/global-setup.ts'],
    // A file's beforeAll loads its database (made once per run, above: about 2 s of CPU) and
    // enters its data through the API. TEST_HOOK_TIMEOUT_MS raises the limit where that is slow:
    // CI's Citus leg (each database made and migrated with ~800 shards; scripts/citus/ci-leg.sh),
    // a machine shared with other work. The CLI's --hookTimeout does not reach a project's own
    // setting.
    hookTimeout: Number(process.env.TEST_HOOK_TIMEOUT_MS) || 60_000,
  },
});
