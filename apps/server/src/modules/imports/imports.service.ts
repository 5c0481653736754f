// Import of customers, items and opening balances from a spreadsheet. The preview checks every
// row and writes nothing; the import checks again and writes all rows or none, with an audit
// entry per created record plus one for the import and its counts.
//
// Written in slices (issue 37): one transaction holding the database for the whole file (4.8 s
// for 20,000 customers on PGlite, where every other client waits) became short transactions
// of ROWS_PER_SLICE rows each (the rows, their audit entries and opening documents), under an
// import run (migration 0048) that records the ids each slice wrote. A failure part-way undoes
// the slices already written (repo.undoRun) before the error is answered, so the user sees the
// same all-or-nothing result and messages; a run a crash cut short is undone by the company's
// next import or at the server's start (undoLeftoverImports). Names are checked against the
// books and within the whole file before the first slice; a name another request adds meanwhile
// meets the unique index in its slice (IMPORT_CONFLICT, the import undone), as before.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { todayInIndia } from '@hisaab/shared/format';
import { guessUqc, type UqcCode } from '@hisaab/shared/gst/uqc';
import {
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportKind,
  type ImportPreview,
  type NewUnit,
  type ImportResult,
} from '@hisaab/shared/imports';
import type { AppContext } from '../../platform/app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, HttpError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { assertOpen } from '../periods/index.ts';
import { planGuard } from '../plans/index.ts';
import { companyStateCode } from '../transactions/index.ts';
import {
  checkSheet,
  type BalanceValues,
  type CheckedFile,
  type CustomerValues,
  type ItemValues,
  type RowValues,
} from './import-checks.ts';
import { formatOf, readSheet, type Sheet } from './import-file.ts';
import * as repo from './imports.repo.ts';
import {
  postOpeningBalances,
  postOpeningStock,
  planGrowth,
  type OpeningStockLine,
  type PostingContext,
} from './opening-documents.ts';
import { tk, type Raised } from '@hisaab/shared/i18n/messages';
import type { Problem } from './import-values.ts';

export interface Upload {
  bytes: Buffer | null;
  fileName: string | null;
  /** GST unit codes chosen on the preview for new units, by unit name (any case). */
  unitCodes: Record<string, UqcCode | null>;
}

/** Rows (with their audit entries and opening documents) written per transaction (issue 37). */
export const ROWS_PER_SLICE = 250;

/** An unfinished import untouched this long was cut short (a crash): it is undone. */
export const STALE_RUN_MS = 10 * 60 * 1000;

/**
 * Undoes the imports a crash cut short (unfinished, untouched for `staleMs`), of one company or
 * all (at start: the embedded database's one server knows every unfinished run is a leftover,
 * 0; on PostgreSQL another server may be writing one); an audit entry says what each removed.
 */
export async function undoLeftoverImports(
  db: Db,
  companyId: number | null,
  now: Date,
  staleMs = STALE_RUN_MS,
): Promise<number> {
  const runs = await repo.staleRuns(db, companyId, new Date(now.getTime() - staleMs));
  for (const run of runs) await undoImport(db, run.companyId, run.id, null, now);
  return runs.length;
}

async function undoImport(
  db: Db,
  companyId: number,
  runId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  const removed = await repo.undoRun(db, companyId, runId);
  if (removed)
    await repo.recordAuditInBulk(
      db,
      [
        {
          companyId,
          userId,
          entity: 'import',
          entityId: runId,
          action: 'delete',
          after: { undone: true, removed },
        },
      ],
      now,
    );
}

export const IMPORT_CONFLICT = tk(
  'Someone added a record with one of these names while the file was importing. Check the file again.',
);

const isError = (p: Problem) => p.severity === 'error';

function valuesOf<T extends RowValues>(checked: CheckedFile<RowValues>): T[] {
  return checked.rows.flatMap((r) => (r.data ? [r.data as T] : []));
}

/** The units an import of items creates, named as first spelled in the file. */
function newUnitsOf(rows: ItemValues[], known: Map<string, unknown>): Map<string, string> {
  const missing = new Map<string, string>();
  for (const r of rows) {
    const key = r.unitName.toLowerCase();
    if (!known.has(key) && !missing.has(key)) missing.set(key, r.unitName);
  }
  return missing;
}

/** What an import of these rows writes (the preview shows it before). */
function countsOf(
  kind: ImportKind,
  checked: CheckedFile<RowValues>,
  knownUnits: Map<string, unknown>,
) {
  const counts: ImportCounts = {
    customers: 0,
    items: 0,
    units: 0,
    openingBalances: 0,
    openingStockLines: 0,
  };
  if (kind === 'customers') {
    const rows = valuesOf<CustomerValues>(checked);
    counts.customers = rows.length;
    counts.openingBalances = rows.filter((r) => r.openingBalancePaise !== 0).length;
  } else if (kind === 'items') {
    const rows = valuesOf<ItemValues>(checked);
    counts.items = rows.length;
    counts.units = newUnitsOf(rows, knownUnits).size;
    counts.openingStockLines = rows.filter((r) => r.openingStockMilli > 0).length;
  } else {
    counts.openingBalances = valuesOf<BalanceValues>(checked).filter(
      (r) => r.openingBalancePaise !== 0,
    ).length;
  }
  return counts;
}

export function importService(ctx: AppContext) {
  const plans = planGuard(ctx);

  async function sheetOf(upload: Upload): Promise<Sheet> {
    if (!upload.bytes || upload.bytes.length === 0) throw badRequest(IMPORT_MESSAGES.noFile);
    const format = formatOf(upload.bytes, upload.fileName);
    if (!format) throw badRequest(IMPORT_MESSAGES.badType);
    return readSheet(upload.bytes, format);
  }

  async function check(db: DbOrTx, me: AccessClaims, kind: ImportKind, sheet: Sheet) {
    const books = await repo.loadBooks(db, me.companyId, {
      balances: kind === 'opening-balances',
    });
    const checked = await checkSheet(kind, sheet, books);
    const openingDate = await repo.firstBookDate(db, me.companyId, todayInIndia(ctx.now()));
    const counts = countsOf(kind, checked, books.units);
    return { books, checked, openingDate, counts };
  }

  async function writeCustomers(p: PostingContext, rows: CustomerValues[]): Promise<number[]> {
    const created = await repo.insertCustomers(
      p.tx,
      p.companyId,
      rows.map((r) => ({
        name: r.name,
        phone: r.phone,
        address: r.address,
        gstin: r.gstin,
        stateCode: r.stateCode,
      })),
    );
    const idByName = new Map(created.map((c) => [c.name.toLowerCase(), c.id]));
    for (const [i, r] of rows.entries()) {
      // Other requests are answered between slices (issue 37).
      if (i > 0 && i % repo.ROWS_PER_STATEMENT === 0) await nextTurn();
      const { openingBalancePaise: _balance, ...after } = r;
      p.audit.push({
        companyId: p.companyId,
        userId: p.userId,
        entity: 'customer',
        entityId: idByName.get(r.name.toLowerCase())!,
        action: 'create',
        after: { ...after, email: null, pan: null },
      });
    }
    await postOpeningBalances(
      p,
      rows
        .filter((r) => r.openingBalancePaise !== 0)
        .map((r) => ({
          customerId: idByName.get(r.name.toLowerCase())!,
          stateCode: r.stateCode,
          amountPaise: r.openingBalancePaise,
        })),
    );
    return created.map((c) => c.id);
  }

  /** The units the items need that the books lack, named as first spelled in the file. */
  async function writeUnits(
    p: PostingContext,
    rows: ItemValues[],
    units: Map<string, { id: number; name: string }>,
    unitCodes: Upload['unitCodes'],
  ): Promise<number[]> {
    // A new unit is named as it is first spelled in the file ("Kg" before "kg"), with the
    // code chosen on the preview, else the one its name plainly means.
    const chosen = new Map(Object.entries(unitCodes).map(([k, v]) => [k.toLowerCase(), v]));
    const newUnits = await repo.insertUnits(
      p.tx,
      p.companyId,
      [...newUnitsOf(rows, units)].map(([key, name]) => ({
        name,
        uqc: chosen.has(key) ? chosen.get(key)! : guessUqc(name),
      })),
    );
    for (const u of newUnits) {
      units.set(u.name.toLowerCase(), u);
      p.audit.push({
        companyId: p.companyId,
        userId: p.userId,
        entity: 'unit',
        entityId: u.id,
        action: 'create',
        after: { name: u.name, uqc: u.uqc },
      });
    }
    return newUnits.map((u) => u.id);
  }

  /** A slice of items; their opening stock lines are gathered into `stock`. */
  async function writeItems(
    p: PostingContext,
    rows: ItemValues[],
    units: Map<string, { id: number; name: string }>,
    stock: OpeningStockLine[],
  ): Promise<number[]> {
    const values = rows.map((r) => ({
      name: r.name,
      unitId: units.get(r.unitName.toLowerCase())!.id,
      ratePaise: r.ratePaise,
      buyRatePaise: r.buyRatePaise,
      hsnSacCode: r.hsnSacCode,
      taxGroupId: r.taxGroupId,
      trackedByBatch: r.trackedByBatch,
    }));
    const created = await repo.insertItems(p.tx, p.companyId, values);
    const idByName = new Map(created.map((c) => [c.name.toLowerCase(), c.id]));
    await repo.insertBarcodes(
      p.tx,
      p.companyId,
      rows.flatMap((r) =>
        r.barcodes.map((code, position) => ({
          itemId: idByName.get(r.name.toLowerCase())!,
          code,
          position,
        })),
      ),
    );
    for (const [i, v] of values.entries()) {
      const codes = rows[i]!.barcodes;
      p.audit.push({
        companyId: p.companyId,
        userId: p.userId,
        entity: 'item',
        entityId: idByName.get(v.name.toLowerCase())!,
        action: 'create',
        after: codes.length > 0 ? { ...v, barcodes: codes } : v,
      });
    }
    for (const r of rows) {
      if (r.openingStockMilli <= 0) continue;
      const unit = units.get(r.unitName.toLowerCase())!;
      stock.push({
        itemId: idByName.get(r.name.toLowerCase())!,
        itemName: r.name,
        unitId: unit.id,
        unitName: unit.name,
        hsnSacCode: r.hsnSacCode,
        qtyMilli: r.openingStockMilli,
      });
    }
    return created.map((c) => c.id);
  }

  /** The file checked as the preview checks it; a 400 with every problem when it has errors. */
  async function checkForImport(me: AccessClaims, kind: ImportKind, sheet: Sheet) {
    const checked = await check(ctx.db, me, kind, sheet);
    const errorRows = checked.checked.rows.filter((r) => r.problems.some(isError));
    const fileErrors = checked.checked.fileProblems.filter(isError);
    if (errorRows.length > 0 || fileErrors.length > 0) {
      const detail = fileErrors[0]?.message ?? IMPORT_MESSAGES.hasErrors(errorRows.length);
      throw new HttpError(400, tk('Invalid request'), detail, undefined, {
        fileProblems: checked.checked.fileProblems,
        rows: errorRows.map(({ data: _data, ...row }) => row),
      });
    }
    // The plan is asked before anything is written: opening balances and stock are documents
    // (never sales invoices, so none counts against the plan's invoices).
    if (checked.counts.openingBalances > 0 || checked.counts.openingStockLines > 0) {
      await plans.assertCanWrite(ctx.db, me.companyId, 'new-document');
      // Opening documents are dated at the start of the books: closed books refuse them.
      await assertOpen(ctx.db, me.companyId, [
        { kind: 'opening_balance', date: checked.openingDate },
      ]);
    }
    return checked;
  }

  /**
   * Writes the checked rows a slice at a time, each slice in a transaction of its own that
   * records (under the run) the ids it wrote; the last, short one finishes the run.
   */
  async function writeRun(
    me: AccessClaims,
    runId: number,
    kind: ImportKind,
    { books, checked, openingDate, counts }: Awaited<ReturnType<typeof check>>,
    upload: Upload,
  ) {
    const now = ctx.now();
    const sellerStateCode = await companyStateCode(ctx.db, me.companyId);
    const growth = planGrowth(counts.openingBalances + counts.openingStockLines);
    /** One short transaction of the run: what `work` writes, its audit entries, its ids. */
    const step = async (work: (p: PostingContext, ids: repo.RunRows) => Promise<void>) => {
      // Before the slice's transaction: the run is alive, and the slices before are committed.
      await repo.touchRun(ctx.db, me.companyId, runId);
      await ctx.db.transaction(async (tx) => {
        const documentIds: number[] = [];
        const p: PostingContext = {
          tx,
          companyId: me.companyId,
          userId: me.userId,
          now,
          date: openingDate,
          sellerStateCode,
          audit: [],
          documentIds,
          growth,
        };
        const ids: repo.RunRows = { transaction: documentIds, customer: [], item: [], unit: [] };
        await work(p, ids);
        await repo.recordAuditInBulk(tx, p.audit, now);
        for (const [entity, list] of Object.entries(ids) as [repo.RunEntity, number[]][])
          await repo.recordRunRows(tx, me.companyId, runId, entity, list);
      });
    };
    const slices = <T>(rows: T[]) =>
      Array.from({ length: Math.ceil(rows.length / ROWS_PER_SLICE) }, (_, i) =>
        rows.slice(i * ROWS_PER_SLICE, (i + 1) * ROWS_PER_SLICE),
      );

    if (kind === 'customers') {
      for (const slice of slices(valuesOf<CustomerValues>(checked)))
        await step(async (p, ids) => void ids.customer.push(...(await writeCustomers(p, slice))));
    } else if (kind === 'items') {
      const rows = valuesOf<ItemValues>(checked);
      const units = new Map(books.units);
      const stock: OpeningStockLine[] = [];
      await step(async (p, ids) => {
        ids.unit.push(...(await writeUnits(p, rows, units, upload.unitCodes)));
      });
      for (const slice of slices(rows))
        await step(async (p, ids) => {
          ids.item.push(...(await writeItems(p, slice, units, stock)));
        });
      // One document, a line per item: written whole.
      if (stock.length > 0) await step(async (p) => void (await postOpeningStock(p, stock)));
    } else {
      const balances = valuesOf<BalanceValues>(checked)
        .filter((r) => r.openingBalancePaise !== 0)
        .map((r) => ({
          customerId: r.customerId,
          stateCode: r.stateCode,
          amountPaise: r.openingBalancePaise,
        }));
      for (const slice of slices(balances))
        await step(async (p) => void (await postOpeningBalances(p, slice)));
    }
    await ctx.db.transaction(async (tx) => {
      await repo.recordAuditInBulk(
        tx,
        [
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'import',
            entityId: kind,
            action: 'create',
            after: {
              kind,
              fileName: upload.fileName,
              rows: checked.rows.length,
              counts,
              openingDate,
            },
          },
        ],
        now,
      );
      await repo.finishRun(tx, me.companyId, runId);
    });
    return { kind, counts, openingDate };
  }

  return {
    async preview(
      me: AccessClaims,
      kind: ImportKind,
      upload: Upload,
    ): Promise<Raised<ImportPreview>> {
      const sheet = await sheetOf(upload);
      const { books, checked, openingDate, counts } = await check(ctx.db, me, kind, sheet);
      const newUnits: NewUnit[] =
        kind === 'items'
          ? [...newUnitsOf(valuesOf<ItemValues>(checked), books.units).values()].map((name) => ({
              name,
              uqc: guessUqc(name),
            }))
          : [];
      const rows = checked.rows.map(({ data: _data, ...row }) => row);
      return {
        kind,
        fileName: upload.fileName,
        fileProblems: checked.fileProblems,
        rows,
        errorRows: rows.filter((r) => r.problems.some(isError)).length,
        warningRows: rows.filter((r) => r.problems.some((p) => p.severity === 'warning')).length,
        openingDate,
        counts,
        newUnits,
      };
    },

    async run(me: AccessClaims, kind: ImportKind, upload: Upload): Promise<ImportResult> {
      const sheet = await sheetOf(upload);
      const checked = await checkForImport(me, kind, sheet);
      // A run of this company's that a crash cut short goes first.
      await undoLeftoverImports(ctx.db, me.companyId, ctx.now());
      const runId = await repo.startRun(ctx.db, me.companyId, kind, me.userId);
      try {
        const result = await writeRun(me, runId, kind, checked, upload);
        ctx.autovacuum.afterBulkWrite();
        return result;
      } catch (error) {
        // All or nothing: the slices written are undone before the error is answered. Should
        // that fail too (the database gone), the run is a leftover, undone later.
        await undoImport(ctx.db, me.companyId, runId, me.userId, ctx.now()).catch(() => undefined);
        // Two imports (or an import and a save) adding the same name at the same moment.
        if (isUniqueViolation(error)) throw conflict(IMPORT_CONFLICT);
        throw error;
      }
    },
  };
}
