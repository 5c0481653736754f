// Import of customers, items and opening balances from a spreadsheet. The preview checks every
// row and writes nothing; the import checks again inside one transaction and writes all rows
// or none, with an audit entry per created record plus one for the import and its counts.
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
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, HttpError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { AuditEntry } from '../../bookkeeping/audit-trail.ts';
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

  async function writeCustomers(p: PostingContext, rows: CustomerValues[]) {
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
    return postOpeningBalances(
      p,
      rows
        .filter((r) => r.openingBalancePaise !== 0)
        .map((r) => ({
          customerId: idByName.get(r.name.toLowerCase())!,
          stateCode: r.stateCode,
          amountPaise: r.openingBalancePaise,
        })),
    );
  }

  async function writeItems(
    p: PostingContext,
    rows: ItemValues[],
    units: Map<string, { id: number; name: string }>,
    unitCodes: Upload['unitCodes'],
  ) {
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
    const values = rows.map((r) => ({
      name: r.name,
      unitId: units.get(r.unitName.toLowerCase())!.id,
      ratePaise: r.ratePaise,
      buyRatePaise: r.buyRatePaise,
      hsnSacCode: r.hsnSacCode,
      taxGroupId: r.taxGroupId,
    }));
    const created = await repo.insertItems(p.tx, p.companyId, values);
    const idByName = new Map(created.map((c) => [c.name.toLowerCase(), c.id]));
    for (const v of values) {
      p.audit.push({
        companyId: p.companyId,
        userId: p.userId,
        entity: 'item',
        entityId: idByName.get(v.name.toLowerCase())!,
        action: 'create',
        after: v,
      });
    }
    const stock: OpeningStockLine[] = rows
      .filter((r) => r.openingStockMilli > 0)
      .map((r) => {
        const unit = units.get(r.unitName.toLowerCase())!;
        return {
          itemId: idByName.get(r.name.toLowerCase())!,
          itemName: r.name,
          unitId: unit.id,
          unitName: unit.name,
          hsnSacCode: r.hsnSacCode,
          qtyMilli: r.openingStockMilli,
        };
      });
    await postOpeningStock(p, stock);
    return newUnits.length;
  }

  async function write(tx: Tx, me: AccessClaims, kind: ImportKind, sheet: Sheet, upload: Upload) {
    const { books, checked, openingDate, counts } = await check(tx, me, kind, sheet);
    const errorRows = checked.rows.filter((r) => r.problems.some(isError));
    const fileErrors = checked.fileProblems.filter(isError);
    if (errorRows.length > 0 || fileErrors.length > 0) {
      const detail = fileErrors[0]?.message ?? IMPORT_MESSAGES.hasErrors(errorRows.length);
      throw new HttpError(400, tk('Invalid request'), detail, undefined, {
        fileProblems: checked.fileProblems,
        rows: errorRows.map(({ data: _data, ...row }) => row),
      });
    }
    // The plan is asked before anything is written: opening balances and stock are documents
    // (never sales invoices, so none counts against the plan's invoices).
    if (counts.openingBalances > 0 || counts.openingStockLines > 0) {
      await plans.assertCanWrite(tx, me.companyId, 'new-document');
      // Opening documents are dated at the start of the books: closed books refuse them.
      await assertOpen(tx, me.companyId, [{ kind: 'opening_balance', date: openingDate }]);
    }
    const now = ctx.now();
    const audit: AuditEntry[] = [];
    const posting: PostingContext = {
      tx,
      companyId: me.companyId,
      userId: me.userId,
      now,
      date: openingDate,
      sellerStateCode: await companyStateCode(tx, me.companyId),
      audit,
    };
    if (kind === 'customers') await writeCustomers(posting, valuesOf<CustomerValues>(checked));
    else if (kind === 'items')
      await writeItems(
        posting,
        valuesOf<ItemValues>(checked),
        new Map(books.units),
        upload.unitCodes,
      );
    else
      await postOpeningBalances(
        posting,
        valuesOf<BalanceValues>(checked)
          .filter((r) => r.openingBalancePaise !== 0)
          .map((r) => ({
            customerId: r.customerId,
            stateCode: r.stateCode,
            amountPaise: r.openingBalancePaise,
          })),
      );
    audit.push({
      companyId: me.companyId,
      userId: me.userId,
      entity: 'import',
      entityId: kind,
      action: 'create',
      after: { kind, fileName: upload.fileName, rows: checked.rows.length, counts, openingDate },
    });
    await repo.recordAuditInBulk(tx, audit, now);
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
      try {
        const result = await ctx.db.transaction((tx) => write(tx, me, kind, sheet, upload));
        ctx.autovacuum.afterBulkWrite();
        return result;
      } catch (error) {
        // Two imports (or an import and a save) adding the same name at the same moment.
        if (isUniqueViolation(error)) throw conflict(IMPORT_CONFLICT);
        throw error;
      }
    },
  };
}
