// The storage keys of a document's attached files, for the bill and expense modules that
// delete documents: below both them and the files module (which reads bills to print them),
// so that neither depends on the other both ways.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

/** The stored files of a bill or an expense (their rows go with it; the bytes must be removed). */
export async function storageKeysOf(
  db: DbOrTx,
  companyId: number,
  owner: { transactionId: number } | { expenseId: number },
): Promise<string[]> {
  const rows = await db
    .select({ key: files.storageKey })
    .from(files)
    .where(
      and(
        eq(files.companyId, companyId),
        'transactionId' in owner
          ? eq(files.transactionId, owner.transactionId)
          : eq(files.expenseId, owner.expenseId),
      ),
    );
  return rows.map((r) => r.key);
}
