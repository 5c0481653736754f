// Vitest's global setup for the server tests: the migrated database each test file starts from,
// made once per run instead of once per file (issue 39). On PGlite a dump of it (the
// template the build makes for `npm start`, as a plain tar), which each file's databases are loaded from; on
// PostgreSQL a template database each file's database is copied from, dropped when the run
// ends. On Citus there is none: each file's database is made and migrated as before
// (test-database.ts).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { writeDatabaseTemplate } from '../../src/db/client.ts';
import { createPostgresTemplate, dropPostgresTemplate, postgresUrl } from './test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (postgresUrl) {
    const serverUrl = postgresUrl;
    const name = await createPostgresTemplate(serverUrl);
    project.provide('templates', { pgliteTar: null, postgresTemplate: name });
    return async () => {
      if (name) await dropPostgresTemplate(serverUrl, name);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hisaab-test-template-'));
  try {
    const gzipped = path.join(dir, 'pgdata.tar.gz');
    await writeDatabaseTemplate(gzipped);
    // Unpacked once here rather than in each file (0.6 s of CPU each).
    const tar = path.join(dir, 'pgdata.tar');
    writeFileSync(tar, gunzipSync(readFileSync(gzipped)));
    project.provide('templates', { pgliteTar: tar, postgresTemplate: null });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}
