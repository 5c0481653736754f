// Saved report snapshots: read-only copies of a result, per company.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import type { DbOrTx } from '../../db/client.ts';
import { reportSnapshots, users } from '../../db/schema.ts';

export async function insertSnapshot(
  db: DbOrTx,
  s: {
    companyId: number;
    id: string;
    name: string;
    reportType: string;
    parameters: Record<string, unknown>;
    datasets: ReportDataset[];
    createdBy: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(reportSnapshots).values(s);
}

export async function listSnapshots(db: DbOrTx, companyId: number, skip: number, take: number) {
  const where = eq(reportSnapshots.companyId, companyId);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: reportSnapshots.id,
        name: reportSnapshots.name,
        reportType: reportSnapshots.reportType,
        createdAt: reportSnapshots.createdAt,
        createdBy: reportSnapshots.createdBy,
        createdByEmail: users.email,
      })
      .from(reportSnapshots)
      .leftJoin(users, eq(users.id, reportSnapshots.createdBy))
      .where(where)
      .orderBy(desc(reportSnapshots.createdAt), desc(reportSnapshots.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(reportSnapshots).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function findSnapshot(db: DbOrTx, companyId: number, id: string) {
  const [row] = await db
    .select({
      id: reportSnapshots.id,
      name: reportSnapshots.name,
      reportType: reportSnapshots.reportType,
      parameters: reportSnapshots.parameters,
      datasets: reportSnapshots.datasets,
      createdAt: reportSnapshots.createdAt,
      createdBy: reportSnapshots.createdBy,
      createdByEmail: users.email,
    })
    .from(reportSnapshots)
    .leftJoin(users, eq(users.id, reportSnapshots.createdBy))
    .where(and(eq(reportSnapshots.companyId, companyId), eq(reportSnapshots.id, id)));
  return row ?? null;
}

export async function deleteSnapshot(db: DbOrTx, companyId: number, id: string) {
  const rows = await db
    .delete(reportSnapshots)
    .where(and(eq(reportSnapshots.companyId, companyId), eq(reportSnapshots.id, id)))
    .returning({ id: reportSnapshots.id, name: reportSnapshots.name });
  return rows[0] ?? null;
}
