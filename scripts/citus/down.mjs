// `npm run citus:down`: stops the local Citus cluster that `citus:up` made and removes its
// temp folder. Does nothing (and says so) when there is none.
import { existsSync, rmSync } from 'node:fs';
import { NODES, STATE_FILE, dataDir, isRunning, pg, readState } from './cluster.mjs';

const state = readState();
if (!state) {
  console.log('citus:down: no local Citus cluster is recorded; nothing to stop.');
  process.exit(0);
}

let failed = false;
for (const node of NODES) {
  if (!isRunning(state, node)) continue;
  try {
    pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir(state, node)], { quiet: true });
    console.log(`stopped the ${node} (port ${state.ports[node]})`);
  } catch (error) {
    failed = true;
    console.error(`citus:down: ${error.message}`);
  }
}
// A node that would not stop keeps its folder, so that nothing runs on deleted files.
if (failed) process.exit(1);
if (existsSync(state.dir)) rmSync(state.dir, { recursive: true, force: true });
rmSync(STATE_FILE, { force: true });
console.log(`citus:down: removed ${state.dir}`);
