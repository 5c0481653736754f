// Queries of the GSTR-2B reconciliation, each scoped by the company first. The books' side is
// read through periodLines (reports/gst/gst-common.ts), the lines and tax heads GSTR-1 and
// GSTR-3B read: a purchase's taxable value and tax here are the figures of the returns.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insertChain } from '../../db/insert-rows.ts';
import { gstr2bActions, gstr2bDocuments, gstr2bUploads, users } from '../../db/schema.ts';
import { queryRows } from '../../db/query-rows.ts';
import { periodLines } from '../reports/index.ts';
import type { DocType, Gstr2bDocument, Section } from './gstr2b-file.ts';
import type { ActionIn, BillIn } from './reconcile.ts';

export type UploadRow = typeof gstr2bUploads.$inferSelect & { uploadedByEmail: string | null };
export type DocumentRow = Omit<typeof gstr2bDocuments.$inferSelect, 'docType' | 'section'> & {
  docType: DocType;
  section: Section;
};

const uploadColumns = {
  companyId: gstr2bUploads.companyId,
  id: gstr2bUploads.id,
  period: gstr2bUploads.period,
  gstin: gstr2bUploads.gstin,
  generatedOn: gstr2bUploads.generatedOn,
  documentCount: gstr2bUploads.documentCount,
  sections: gstr2bUploads.sections,
  uploadedBy: gstr2bUploads.uploadedBy,
  uploadedAt: gstr2bUploads.uploadedAt,
  currentGeneration: gstr2bUploads.currentGeneration,
  lastGeneration: gstr2bUploads.lastGeneration,
  claimedAt: gstr2bUploads.claimedAt,
  uploadedByEmail: users.email,
};

/** A month is shown once its first upload's documents are all written (a current generation). */
const shown = isNotNull(gstr2bUploads.currentGeneration);

export async function listUploads(db: DbOrTx, companyId: number): Promise<UploadRow[]> {
  return db
    .select(uploadColumns)
    .from(gstr2bUploads)
    .leftJoin(users, eq(users.id, gstr2bUploads.uploadedBy))
    .where(and(eq(gstr2bUploads.companyId, companyId), shown))
    .orderBy(
      sql`substr(${gstr2bUploads.period}, 3) desc, substr(${gstr2bUploads.period}, 1, 2) desc`,
    );
}

export async function findUpload(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<UploadRow | null> {
  const [row] = await db
    .select(uploadColumns)
    .from(gstr2bUploads)
    .leftJoin(users, eq(users.id, gstr2bUploads.uploadedBy))
    .where(and(eq(gstr2bUploads.companyId, companyId), eq(gstr2bUploads.id, id), shown));
  return row ?? null;
}

/** The generation of the upload's documents readers see now (null: none yet, or no such row). */
export async function currentGeneration(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<number | null> {
  const [row] = await db
    .select({ g: gstr2bUploads.currentGeneration })
    .from(gstr2bUploads)
    .where(and(eq(gstr2bUploads.companyId, companyId), eq(gstr2bUploads.id, id)));
  return row?.g ?? null;
}

/** The upload's row, locked until commit (its documents' generation is made current under it). */
export async function lockUpload(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(gstr2bUploads)
    .where(and(eq(gstr2bUploads.companyId, companyId), eq(gstr2bUploads.id, id)))
    .for('no key update');
  return row ?? null;
}

/**
 * A new generation of the month's upload for an upload to write its documents under: the
 * month's row is made (shown only once a generation is current: `row`'s fields stand until
 * then) or its last generation counted up. Each is one statement.
 */
export async function claimGeneration(
  db: DbOrTx,
  row: typeof gstr2bUploads.$inferInsert,
  at: Date,
): Promise<{ uploadId: number; generation: number }> {
  for (let attempt = 1; ; attempt++) {
    const [inserted] = await db
      .insert(gstr2bUploads)
      .values({ ...row, currentGeneration: null, lastGeneration: 1, claimedAt: at })
      .onConflictDoNothing()
      .returning({ id: gstr2bUploads.id });
    if (inserted) return { uploadId: inserted.id, generation: 1 };
    const [updated] = await db
      .update(gstr2bUploads)
      .set({ lastGeneration: sql`${gstr2bUploads.lastGeneration} + 1`, claimedAt: at })
      .where(and(eq(gstr2bUploads.companyId, row.companyId), eq(gstr2bUploads.period, row.period)))
      .returning({ id: gstr2bUploads.id, generation: gstr2bUploads.lastGeneration });
    if (updated) return { uploadId: updated.id, generation: updated.generation };
    // Gone between the two (a first upload that failed): made again.
    if (attempt === 3) throw new Error(`the upload of ${row.period} could not be claimed`);
  }
}

/**
 * Notes that the upload writing `generation` is alive (claimedAt); false when a later upload
 * of the month has claimed a generation since (this one can no longer be kept).
 */
export async function renewClaim(
  db: DbOrTx,
  companyId: number,
  id: number,
  generation: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(gstr2bUploads)
    .set({ claimedAt: at })
    .where(
      and(
        eq(gstr2bUploads.companyId, companyId),
        eq(gstr2bUploads.id, id),
        eq(gstr2bUploads.lastGeneration, generation),
      ),
    )
    .returning({ id: gstr2bUploads.id });
  return rows.length > 0;
}

/**
 * The month's row of a first upload that failed, unless another upload of the month claimed
 * it since (it goes with whatever is left of its documents).
 */
export async function dropUnshownUpload(
  db: DbOrTx,
  companyId: number,
  id: number,
  generation: number,
): Promise<void> {
  await db
    .delete(gstr2bUploads)
    .where(
      and(
        eq(gstr2bUploads.companyId, companyId),
        eq(gstr2bUploads.id, id),
        isNull(gstr2bUploads.currentGeneration),
        eq(gstr2bUploads.lastGeneration, generation),
      ),
    );
}

/** Every upload row of the company (of every company: null) with its generations. */
export async function generationsOf(db: DbOrTx, companyId: number | null) {
  return db
    .select({
      companyId: gstr2bUploads.companyId,
      id: gstr2bUploads.id,
      currentGeneration: gstr2bUploads.currentGeneration,
      lastGeneration: gstr2bUploads.lastGeneration,
      claimedAt: gstr2bUploads.claimedAt,
    })
    .from(gstr2bUploads)
    .where(companyId === null ? undefined : eq(gstr2bUploads.companyId, companyId))
    .orderBy(asc(gstr2bUploads.companyId), asc(gstr2bUploads.id));
}

export async function updateUpload(
  db: DbOrTx,
  companyId: number,
  id: number,
  set: Partial<typeof gstr2bUploads.$inferInsert>,
) {
  await db
    .update(gstr2bUploads)
    .set(set)
    .where(and(eq(gstr2bUploads.companyId, companyId), eq(gstr2bUploads.id, id)));
}

/** Writes documents of the upload's `generation` (a slice of the file: gstr2b-staging.ts). */
export async function insertDocuments(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
  generation: number,
  documents: readonly Gstr2bDocument[],
): Promise<void> {
  // What was written is not read back: the count only.
  await insertChain(
    db,
    [
      {
        name: 'd',
        table: gstr2bDocuments,
        rows: documents.map((d) => ({ ...d, companyId, uploadId, generation })),
        answer: false,
      },
    ],
    { n: 'select count(*) from "d"' },
  );
}

/**
 * Deletes at most `limit` documents of the upload whose generation is from `from` to before
 * `to` (by the unique index), as one statement; answers how many it deleted.
 */
export async function deleteDocuments(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
  generations: { from: number; to: number },
  limit: number,
): Promise<number> {
  const ids = db
    .select({ id: gstr2bDocuments.id })
    .from(gstr2bDocuments)
    .where(
      and(
        eq(gstr2bDocuments.companyId, companyId),
        eq(gstr2bDocuments.uploadId, uploadId),
        gte(gstr2bDocuments.generation, generations.from),
        lt(gstr2bDocuments.generation, generations.to),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(gstr2bDocuments)
    .where(and(eq(gstr2bDocuments.companyId, companyId), inArray(gstr2bDocuments.id, ids)))
    .returning({ id: gstr2bDocuments.id });
  return deleted.length;
}

/** Documents read by one query (the unique index's order: doc_key). */
const DOCUMENTS_PER_READ = 5000;

/**
 * The documents of the upload's `generation` by supplier GSTIN, date and id (the order the
 * matching takes them in). Read DOCUMENTS_PER_READ at a time and put in order here (issue
 * 37): 180,000 documents read, mapped and sorted in one piece held the server's thread for
 * seconds. They are grouped by supplier as they come, and only each supplier's documents are
 * sorted.
 */
export async function documentsOf(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
  generation: number,
): Promise<DocumentRow[]> {
  const bySupplier = new Map<string, DocumentRow[]>();
  let after: string | null = null;
  for (;;) {
    const page: DocumentRow[] = (await db
      .select()
      .from(gstr2bDocuments)
      .where(
        and(
          eq(gstr2bDocuments.companyId, companyId),
          eq(gstr2bDocuments.uploadId, uploadId),
          eq(gstr2bDocuments.generation, generation),
          after === null ? undefined : gt(gstr2bDocuments.docKey, after),
        ),
      )
      .orderBy(asc(gstr2bDocuments.docKey))
      .limit(DOCUMENTS_PER_READ)) as DocumentRow[];
    for (const d of page) {
      const list = bySupplier.get(d.supplierGstin);
      if (list) list.push(d);
      else bySupplier.set(d.supplierGstin, [d]);
    }
    if (page.length < DOCUMENTS_PER_READ) break;
    after = page.at(-1)!.docKey;
  }
  const out: DocumentRow[] = [];
  // GSTINs are digits and capital letters: their order is the same in every collation.
  for (const gstin of [...bySupplier.keys()].sort()) {
    const list = bySupplier.get(gstin)!;
    list.sort((a, b) => (a.docDate < b.docDate ? -1 : a.docDate > b.docDate ? 1 : a.id - b.id));
    for (const d of list) out.push(d);
    if (out.length % DOCUMENTS_PER_READ < list.length) await nextTurn();
  }
  return out;
}

/** A document of the upload's current generation. */
export async function findDocument(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
  docKey: string,
) {
  const [row] = await db
    .select({ docKey: gstr2bDocuments.docKey, number: gstr2bDocuments.number })
    .from(gstr2bDocuments)
    .innerJoin(
      gstr2bUploads,
      and(
        eq(gstr2bUploads.companyId, gstr2bDocuments.companyId),
        eq(gstr2bUploads.id, gstr2bDocuments.uploadId),
        eq(gstr2bUploads.currentGeneration, gstr2bDocuments.generation),
      ),
    )
    .where(
      and(
        eq(gstr2bDocuments.companyId, companyId),
        eq(gstr2bDocuments.uploadId, uploadId),
        eq(gstr2bDocuments.docKey, docKey),
      ),
    );
  return row ?? null;
}

export async function actionsOf(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
): Promise<ActionIn[]> {
  return db
    .select({
      id: gstr2bActions.id,
      action: gstr2bActions.action,
      docKey: gstr2bActions.docKey,
      transactionId: gstr2bActions.transactionId,
    })
    .from(gstr2bActions)
    .where(and(eq(gstr2bActions.companyId, companyId), eq(gstr2bActions.uploadId, uploadId)))
    .orderBy(asc(gstr2bActions.id)) as Promise<ActionIn[]>;
}

export async function findAction(db: DbOrTx, companyId: number, uploadId: number, id: number) {
  const [row] = await db
    .select()
    .from(gstr2bActions)
    .where(
      and(
        eq(gstr2bActions.companyId, companyId),
        eq(gstr2bActions.uploadId, uploadId),
        eq(gstr2bActions.id, id),
      ),
    );
  return row ?? null;
}

/** Inserts the action, or answers the same one already there (a second click). */
export async function insertAction(db: DbOrTx, row: typeof gstr2bActions.$inferInsert) {
  const [written] = await db.insert(gstr2bActions).values(row).onConflictDoNothing().returning();
  if (written) return { action: written, created: true };
  const [existing] = await db
    .select()
    .from(gstr2bActions)
    .where(
      and(
        eq(gstr2bActions.companyId, row.companyId),
        eq(gstr2bActions.uploadId, row.uploadId),
        eq(gstr2bActions.action, row.action),
        sql`coalesce(${gstr2bActions.docKey}, '') = ${row.docKey ?? ''}`,
        sql`coalesce(${gstr2bActions.transactionId}, 0) = ${row.transactionId ?? 0}`,
      ),
    );
  return { action: existing!, created: false };
}

export async function deleteAction(db: DbOrTx, companyId: number, id: number) {
  await db
    .delete(gstr2bActions)
    .where(and(eq(gstr2bActions.companyId, companyId), eq(gstr2bActions.id, id)));
}

export interface BillRow extends BillIn {
  kind: 'purchase' | 'debit_note';
  number: string | null;
  transactionDate: string;
  supplierInvoiceNumber: string | null;
  supplierInvoiceDate: string | null;
  supplierName: string;
  customerId: number;
  valuePaise: number;
}

/**
 * The purchases and debit notes (purchase returns) dated `from`..`to` of suppliers with a
 * GSTIN, with their taxable value and tax heads added up from the returns' lines
 * (periodLines), and the supplier's invoice number and date. `periodStart`..`periodEnd` is the
 * month: the bills of the window around it are candidates for a match only.
 */
export async function billsOf(
  db: DbOrTx,
  companyId: number,
  window: { from: string; to: string; periodStart: string; periodEnd: string },
): Promise<BillRow[]> {
  const out: BillRow[] = [];
  for (const kind of ['purchase', 'debit_note'] as const) {
    const rows = await queryRows<Record<string, string | null>>(
      db,
      sql`${periodLines({ companyId, kind, start: window.from, end: window.to, state: null })}
        select s.id, s.number, s.transaction_date::text as transaction_date, s.customer_name,
          s.ctin, s.txval, s.iamt, s.camt, s.samt, s.csamt,
          t.customer_id, t.amount_paise, t.supplier_invoice_number,
          t.supplier_invoice_date::text as supplier_invoice_date
        from (
          select ln.id, min(ln.number) as number, min(ln.transaction_date) as transaction_date,
            min(ln.customer_name) as customer_name, min(ln.ctin) as ctin,
            sum(ln.taxable_paise) as txval, sum(ln.iamt) as iamt, sum(ln.camt) as camt,
            sum(ln.samt) as samt, sum(ln.csamt) as csamt
          from ln
          where ln.ctin is not null
          group by ln.id
        ) s
        join transactions t on t.company_id = ${companyId} and t.id = s.id`,
    );
    for (const r of rows) {
      const date = r['transaction_date']!;
      const number = r['number'] ?? null;
      const supplierNumber = r['supplier_invoice_number'] ?? null;
      out.push({
        id: Number(r['id']),
        kind,
        docType: kind === 'purchase' ? 'invoice' : 'credit_note',
        supplierGstin: r['ctin']!,
        supplierName: r['customer_name']!,
        customerId: Number(r['customer_id']),
        number,
        transactionDate: date,
        supplierInvoiceNumber: supplierNumber,
        supplierInvoiceDate: r['supplier_invoice_date'] ?? null,
        matchNumber: supplierNumber ?? number ?? '',
        matchDate: r['supplier_invoice_date'] ?? date,
        inPeriod: date >= window.periodStart && date <= window.periodEnd,
        valuePaise: Number(r['amount_paise']),
        taxablePaise: Number(r['txval']),
        igstPaise: Number(r['iamt']),
        cgstPaise: Number(r['camt']),
        sgstPaise: Number(r['samt']),
        cessPaise: Number(r['csamt']),
      });
    }
  }
  return out;
}

/** A bill of the company that can take an action: a purchase or a debit note. */
export async function findBill(db: DbOrTx, companyId: number, id: number) {
  const [row] = await queryRows<{ id: number; kind: string; number: string | null }>(
    db,
    sql`select id, kind, number from transactions
      where company_id = ${companyId} and id = ${id} and kind in ('purchase', 'debit_note')`,
  );
  return row ?? null;
}

/** The supplier's phone and e-mail for the message, by GSTIN (the first such party). */
export async function supplierContact(db: DbOrTx, companyId: number, gstin: string) {
  const [row] = await queryRows<{ name: string; phone: string | null; email: string | null }>(
    db,
    sql`select name, phone, email from customers
      where company_id = ${companyId} and upper(btrim(gstin)) = ${gstin}
      order by id limit 1`,
  );
  return row ?? null;
}
