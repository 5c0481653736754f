// A large company's shards of its own, on another worker, while it bills (issue 26). Its hash
// value is split out of its shard group by citus_split_shard_by_split_points, and every piece of
// the old shards, its own and the neighbours' ranges, is made on the target worker: one step,
// writes held only at the switch with force_logical. isolate_tenant_to_new_shard does not do
// this: it makes the pieces on the company's own node, and Citus 13.2 creates the replica
// identity of such local pieces after its replication slot, so a save that updates a row in that
// moment (every save does: the numbering) stops the copy for good (docs/citus-findings.md).
import type pg from 'pg';

export interface Node {
  nodename: string;
  nodeport: number;
}

export type TransferMode = 'force_logical' | 'block_writes' | 'auto';

/** A connection of its own: the copy outlasts the app pool's statement timeout. */
type Client = pg.ClientBase;

async function rows<T extends pg.QueryResultRow>(
  db: Client,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return (await db.query<T>(text, values)).rows;
}

/** The worker that holds the company's shards. */
export async function companyNode(db: Client, companyId: number): Promise<Node> {
  const [node] = await rows<Node>(
    db,
    `select nodename, nodeport from pg_dist_shard_placement
      where shardid = get_shard_id_for_distribution_column('company_settings', $1::int)`,
    [companyId],
  );
  if (!node) throw new Error(`no shard holds company ${companyId}`);
  return node;
}

/**
 * Splits the company's hash value into shards of its own, every piece made on `to` (default: the
 * other active worker holding the fewest shards). Returns where its shards were and are now.
 */
export async function isolateCompany(
  db: Client,
  companyId: number,
  options: { to?: Node; mode?: TransferMode } = {},
): Promise<{ from: Node; to: Node }> {
  const from = await companyNode(db, companyId);
  const [to] = options.to
    ? [options.to]
    : await rows<Node>(
        db,
        `select n.nodename, n.nodeport from pg_dist_node n
           left join pg_dist_placement p on p.groupid = n.groupid
          where n.groupid <> 0 and n.noderole = 'primary' and n.isactive
            and (n.nodename, n.nodeport) <> ($1::text, $2::int)
          group by n.nodeid, n.nodename, n.nodeport order by count(p.shardid), n.nodeid limit 1`,
        [from.nodename, from.nodeport],
      );
  if (!to) throw new Error('no other active worker to put the company on');
  const [shard] = await rows<{ id: string; h: string; lo: string; hi: string }>(
    db,
    `select s.shardid::text as id, worker_hash($1::int)::text as h,
            s.shardminvalue as lo, s.shardmaxvalue as hi
       from pg_dist_shard s
      where s.shardid = get_shard_id_for_distribution_column('company_settings', $1::int)`,
    [companyId],
  );
  const [target] = await rows<{ nodeid: number }>(
    db,
    `select nodeid from pg_dist_node where nodename = $1 and nodeport = $2`,
    [to.nodename, to.nodeport],
  );
  if (!shard || !target) throw new Error(`no such worker ${to.nodename}:${to.nodeport}`);
  // Split points are each piece's last hash value: [lo, h-1], [h, h], [h+1, hi].
  const h = BigInt(shard.h);
  const points: string[] = [];
  if (h > BigInt(shard.lo)) points.push(String(h - 1n));
  if (h < BigInt(shard.hi)) points.push(String(h));
  if (points.length === 0 && from.nodename === to.nodename && from.nodeport === to.nodeport) {
    return { from, to };
  }
  const mode = options.mode ?? 'force_logical';
  if (points.length === 0) {
    // The company is alone in its shard already: move it.
    await db.query(
      `select citus_move_shard_placement($1::bigint, $2, $3::int, $4, $5::int,
         shard_transfer_mode => $6::citus.shard_transfer_mode)`,
      [shard.id, from.nodename, from.nodeport, to.nodename, to.nodeport, mode],
    );
  } else {
    const nodes = [...points, ''].map(() => target.nodeid);
    await db.query(
      `select citus_split_shard_by_split_points($1::bigint, $2::text[], $3::int[],
         shard_transfer_mode => $4::citus.shard_transfer_mode)`,
      [shard.id, points, nodes, mode],
    );
  }
  return { from, to };
}
