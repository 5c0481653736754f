import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Overridable so that several e2e runs (e.g. parallel work on one machine) do not collide.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The e2e server's data directory: the tests read its mail outbox. */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');
