// The documents an import posts, built the way the invoice screen's bills are (the same
// computeDocument and journalFor) and written by the same write step, many in one statement:
// - an opening balance is a document of kind 'opening_balance' with the locked Opening
//   Balance line, as a user would enter it: never a sale or purchase and with no number of a
//   GST series; it debits the party when the customer owes us, credits it when we owe them
//   (is_purchase), against opening-balance equity, balanced in the ledger;
// - opening stock is one opening balance of goods from Cash with a line per item at rate 0:
//   stock is counted from document lines (item_stock), and a zero-value document adds the
//   goods without moving any money, taking no purchase number and no part in purchase totals
//   or the average purchase cost.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import { analyzeTables } from '../../db/autovacuum.ts';
import type { Tx } from '../../db/client.ts';
import type { AuditEntry } from '../../bookkeeping/audit-trail.ts';
import {
  computeDocument,
  type ComputedDocument,
  journalFor,
  newDocumentRows,
  writeNewDocuments,
} from '../transactions/index.ts';
import * as repo from './imports.repo.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export interface PostingContext {
  tx: Tx;
  companyId: number;
  userId: number | null;
  now: Date;
  /** The date every opening document carries. */
  date: string;
  sellerStateCode: string | null;
  audit: AuditEntry[];
  /** The ids of the documents written are added here (the import run records them). */
  documentIds?: number[];
  /** The import's opening-document lines, counted across its slices (see analysisDue). */
  growth?: PlanGrowth;
}

/**
 * An import's opening-document lines, counted across its slices (issue 37): the lines it will
 * write in all, those written so far, and the count at which the tables are analysed next.
 */
export interface PlanGrowth {
  total: number;
  written: number;
  nextAnalysisAt: number;
}

/** An import that will write `total` opening-document lines: analysed first when it is large. */
export function planGrowth(total: number): PlanGrowth {
  return { total, written: 0, nextAnalysisAt: total >= ANALYZE_FROM_LINES ? 0 : Infinity };
}

/**
 * Whether to analyse before writing `lines` more: before the first slice of a large import, then
 * each time its rows have doubled since (a plan made on an empty table scans; one made on a
 * few hundred rows finds them by index however many follow), so a 20,000-row import in slices
 * of 250 is analysed seven times (at 0, 500, 1,000 … 16,000 lines), not eighty.
 */
export function analysisDue(growth: PlanGrowth, lines: number): boolean {
  const due = growth.written >= growth.nextAnalysisAt;
  if (due) growth.nextAnalysisAt = Math.max(ANALYZE_FROM_LINES, 2 * growth.written);
  growth.written += lines;
  return due;
}

interface Planned {
  kind: 'opening_balance' | 'purchase';
  number: string | null;
  partyId: number;
  isPurchase: boolean;
  placeOfSupply: string | null;
  remark: string | null;
  doc: ComputedDocument;
}

/** From this many lines, the tables the documents are checked against are analysed first. */
export const ANALYZE_FROM_LINES = 500;

/**
 * Documents planned or written at a time (issue 37): 6,667 opening balances planned and written
 * in one piece held the server's thread about 1.9 s (their computing, the statement's arrays and
 * the garbage they left). Between slices other requests are answered; the transaction is one.
 */
export const DOCUMENTS_PER_SLICE = 500;

/**
 * Writes planned documents through the bills' write step (writeNewDocuments: headers, lines,
 * ledger and an audit entry each, in one statement however many). The entries gathered so far
 * (the customers or items the import created) are written first, to keep the trail's order.
 * `parties` is the table the lines or headers point to that this import may have just filled.
 */
async function writeDocuments(
  ctx: PostingContext,
  planned: Planned[],
  parties: 'customers' | 'items',
): Promise<void> {
  if (planned.length === 0) return;
  const { tx, companyId, now } = ctx;
  await repo.recordAuditInBulk(tx, ctx.audit.splice(0), now);
  // Each line's foreign-key checks run a plan the connection keeps (per constraint) from when
  // it was first made: made while the bills, items or customers were few (analysed early), it
  // scans the whole table once per line written here (1,500 items' opening stock: 1,500 scans
  // of the bills and 1,500 of the 1,500 items just written). ANALYZE counts them, this
  // import's rows too, and drops those plans, remade from the tables' real sizes. It holds
  // their ANALYZE lock to commit: another analysis of them waits; reads and writes do not.
  const lines = planned.reduce((n, p) => n + p.doc.lines.length, 0);
  if (analysisDue(ctx.growth ?? planGrowth(lines), lines))
    await analyzeTables(tx, ['transactions', parties]);
  for (let at = 0; at < planned.length; at += DOCUMENTS_PER_SLICE) {
    const written = await writeNewDocuments(
      tx,
      planned.slice(at, at + DOCUMENTS_PER_SLICE).map((p) =>
        newDocumentRows(
          {
            companyId,
            kind: p.kind,
            isPurchase: p.isPurchase,
            number: p.number,
            transactionDate: ctx.date,
            customerId: p.partyId,
            projectId: null,
            remark: p.remark,
            placeOfSupply: p.placeOfSupply,
            amountPaise: p.doc.totals.amountPaise,
            taxablePaise: p.doc.totals.taxablePaise,
            taxPaise: p.doc.totals.taxPaise,
            paidPaise: 0,
            createdBy: ctx.userId,
            updatedBy: ctx.userId,
            createdAt: now,
            updatedAt: now,
          },
          p.doc,
          (transactionId) =>
            journalFor({
              companyId,
              transactionId,
              date: ctx.date,
              partyId: p.partyId,
              isPurchase: p.isPurchase,
              doc: p.doc,
              // Opening documents carry no tax lines: nothing to recover or not.
              inputTaxRecoverable: true,
            }),
        ),
      ),
      { userId: ctx.userId, at: now },
    );
    ctx.documentIds?.push(...written.map((d) => d.header.id));
  }
}

export interface OpeningBalance {
  customerId: number;
  stateCode: string | null;
  /** + they owe us, − we owe them; never 0. */
  amountPaise: number;
}

/** One opening balance document per customer; answers how many were posted. */
export async function postOpeningBalances(
  ctx: PostingContext,
  balances: OpeningBalance[],
): Promise<number> {
  if (balances.length === 0) return 0;
  const special = await repo.openingBalanceItem(ctx.tx, ctx.companyId);
  const item = {
    id: special.id,
    name: special.name,
    specialKind: 'opening_balance',
    unitId: special.unitId,
    ratePaise: 0,
    buyRatePaise: 0,
    taxGroupId: null,
    hsnSacCode: null,
    taxes: [],
  };
  const unit = { id: special.unitId, name: special.unitName };
  const plan = (b: OpeningBalance): Planned => {
    const placeOfSupply = b.stateCode ?? ctx.sellerStateCode;
    return {
      kind: 'opening_balance',
      number: null,
      partyId: b.customerId,
      // We owe them: the party is credited, as on a purchase.
      isPurchase: b.amountPaise < 0,
      placeOfSupply,
      remark: null,
      doc: computeDocument({
        lines: [
          {
            item,
            unit,
            quantity: 1,
            rate: paiseToRupees(Math.abs(b.amountPaise)),
            lotSerialNumber: null,
          },
        ],
        payments: [],
        billDate: ctx.date,
        sellerStateCode: ctx.sellerStateCode ?? placeOfSupply ?? '00',
        placeOfSupplyStateCode: placeOfSupply ?? ctx.sellerStateCode ?? '00',
        // An opening balance is no supply: no tax.
        chargesTax: false,
      }),
    };
  };
  const planned: Planned[] = [];
  for (const b of balances) {
    if (planned.length > 0 && planned.length % DOCUMENTS_PER_SLICE === 0) await nextTurn();
    planned.push(plan(b));
  }
  await writeDocuments(ctx, planned, 'customers');
  return balances.length;
}

export interface OpeningStockLine {
  itemId: number;
  itemName: string;
  unitId: number;
  unitName: string;
  hsnSacCode: string | null;
  qtyMilli: number;
}

export const OPENING_STOCK_REMARK = tk('Opening stock (imported)');

/**
 * Every item's opening stock on one zero-value document from Cash: an opening balance of goods,
 * not a purchase (issue 23): no purchase number, in no purchase total, and no part of the
 * average purchase cost (costing values these units as what was actually bought).
 */
export async function postOpeningStock(
  ctx: PostingContext,
  lines: OpeningStockLine[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const seller = ctx.sellerStateCode ?? '00';
  const doc = computeDocument({
    lines: lines.map((l) => ({
      item: {
        id: l.itemId,
        name: l.itemName,
        specialKind: null,
        unitId: l.unitId,
        ratePaise: 0,
        buyRatePaise: 0,
        taxGroupId: null,
        hsnSacCode: l.hsnSacCode,
        taxes: [],
      },
      unit: { id: l.unitId, name: l.unitName },
      quantity: qtyMilliToNumber(l.qtyMilli),
      rate: 0,
      lotSerialNumber: null,
    })),
    payments: [],
    billDate: ctx.date,
    sellerStateCode: seller,
    placeOfSupplyStateCode: seller,
    chargesTax: false,
  });
  await writeDocuments(
    ctx,
    [
      {
        kind: 'opening_balance',
        number: null,
        partyId: await repo.cashCustomerId(ctx.tx, ctx.companyId),
        isPurchase: true,
        placeOfSupply: ctx.sellerStateCode,
        remark: OPENING_STOCK_REMARK,
        doc,
      },
    ],
    'items',
  );
  return lines.length;
}
