// npm run citus:isolate -- <company id> [host:port] [--block-writes]
// Gives one large company shards of its own on another worker (the given one, else the active
// worker with the fewest shards) while it bills: db/citus-isolate.ts. With force_logical (the
// default, needs wal_level = logical on every node) its saves wait only at the switch;
// --block-writes holds the writes of its old shards' companies for the whole copy.
import pg from 'pg';
import { isolateCompany } from '../db/citus-isolate.ts';
import { fail } from './operator-database.ts';

const args = process.argv.slice(2);
const companyId = Number(args.find((a) => /^\d+$/.test(a)));
const at = args.find((a) => /^[^-].*:\d+$/.test(a));
if (!process.env.DATABASE_URL) fail("Set DATABASE_URL to the Citus coordinator's database.");
if (!Number.isInteger(companyId) || companyId <= 0)
  fail('Usage: npm run citus:isolate -- <company id> [host:port] [--block-writes]');

// A connection of its own, without the app's statement timeout: the copy takes minutes.
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
try {
  await client.connect();
  const started = performance.now();
  const { from, to } = await isolateCompany(client, companyId, {
    ...(at
      ? { to: { nodename: at.replace(/:\d+$/, ''), nodeport: Number(at.split(':').pop()) } }
      : {}),
    mode: args.includes('--block-writes') ? 'block_writes' : 'force_logical',
  });
  console.log(
    `Company ${companyId}: shards of its own on ${to.nodename}:${to.nodeport} (was on ${from.nodename}:${from.nodeport}), ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await client.end().catch(() => undefined);
}
