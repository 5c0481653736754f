// `npm run citus:status`: whether the local Citus cluster of `citus:up` is running. Exit 0 and
// the coordinator's URL on stdout when every node answers; exit 1 (nothing on stdout, nothing
// started) otherwise. CI uses it to decide whether the cluster is its own to start and stop.
import { NODES, databaseUrl, isRunning, readState } from './cluster.mjs';

const state = readState();
const running = state !== null && NODES.every((node) => isRunning(state, node));
if (!running) {
  console.error('citus:status: no running local Citus cluster');
  process.exit(1);
}
console.log(databaseUrl(state.ports.coordinator));
