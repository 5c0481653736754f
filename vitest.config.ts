import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace brings its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Two cores; each server test file holds an embedded PostgreSQL (~0.5 GB).
    maxWorkers: 2,
  },
});
