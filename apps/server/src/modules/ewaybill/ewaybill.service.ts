// E-way bill use cases: a bill's transport details and EWB number (saved, audited), whether it
// needs one (consignment value over the company's threshold and no number yet), and the
// portal's bulk JSON for one bill or a month's bills with transport entered. A file with any
// failing bill is refused whole (422, every problem listed), as for the e-invoice.
import { todayInIndia } from '@hisaab/shared/format';
import { msg, type Raised, type Text, tk } from '@hisaab/shared/i18n/messages';
import { paiseToRupees } from '@hisaab/shared/money';
import type { TransportBody } from '@hisaab/shared/einvoice/schemas';
import type { EWayBillStatusReply, TransportReply } from '@hisaab/shared/replies/einvoice';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { notFound } from '../../platform/errors.ts';
import { CHANGED_SINCE, refuseStale, versionOf } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { companyProfile } from '../companies/index.ts';
import {
  lockTransaction,
  transactionService,
  type TransactionView,
} from '../transactions/index.ts';
import { flags, unitCodes } from '../einvoice/index.ts';
import { fileSafe, monthTextRange, unprocessable } from '../../platform/portal-files.ts';
import * as repo from './ewaybill.repo.ts';
import {
  buildEWayBill,
  consignmentValuePaise,
  EWAY_BILL_JSON_VERSION,
  type EWayBillJson,
} from './ewaybill-json.ts';

const MAX_ID = 2_147_483_647;
const NOT_FOUND = tk('Transaction not found.');
const KINDS = new Set(['sale', 'purchase', 'credit_note', 'debit_note']);
const NOT_GOODS_DOCUMENT = tk('Only sales, purchases and their returns carry transport details.');

function transportReply(row: repo.EWayBillRow | null): TransportReply {
  return {
    transMode: row?.transMode ?? null,
    vehicleNo: row?.vehicleNo ?? null,
    vehicleType: row?.vehicleType ?? null,
    transporterId: row?.transporterId ?? null,
    transporterName: row?.transporterName ?? null,
    transDocNo: row?.transDocNo ?? null,
    transDocDate: row?.transDocDate ?? null,
    distanceKm: row?.distanceKm ?? null,
    ewbNo: row?.ewbNo ?? null,
    validUntil: row?.validUntil ?? null,
  };
}

export function eWayBillService(ctx: AppContext) {
  const bills = transactionService(ctx);

  async function view(me: AccessClaims, id: number): Promise<TransactionView> {
    if (id > MAX_ID) throw notFound(NOT_FOUND);
    return bills.get(me, id);
  }

  async function build(me: AccessClaims, v: TransactionView, row: repo.EWayBillRow | null) {
    const company = await companyProfile(ctx.db, me.companyId);
    const units = await unitCodes(
      ctx.db,
      me.companyId,
      v.lineItems.map((l) => l.unitId).filter((u): u is number => u !== null),
    );
    return buildEWayBill({
      view: v,
      company,
      transport: row,
      units,
      today: todayInIndia(ctx.now()),
    });
  }

  async function status(
    me: AccessClaims,
    v: TransactionView,
  ): Promise<Raised<EWayBillStatusReply>> {
    const row = await repo.findEWayBill(ctx.db, me.companyId, v.id);
    const threshold = (await flags(ctx.db, me.companyId)).ewayBillThresholdPaise;
    const value = KINDS.has(v.kind) ? consignmentValuePaise(v) : 0;
    const built = row && KINDS.has(v.kind) ? await build(me, v, row) : null;
    return {
      transport: transportReply(row),
      consignmentValue: paiseToRupees(value),
      threshold: paiseToRupees(threshold),
      reminder: value > threshold && !row?.ewbNo,
      problems: built?.problems ?? [],
      version: versionOf(row, ctx.now()).version,
    };
  }

  return {
    async get(me: AccessClaims, id: number) {
      return status(me, await view(me, id));
    },

    /**
     * Saves the fields given (absent ones stay); audited; allowed on a bill with an IRN. A save
     * based on an older version of the details than the stored one answers 409 (issue 37).
     */
    async save(me: AccessClaims, id: number, body: TransportBody) {
      const v = await view(me, id);
      if (!KINDS.has(v.kind)) throw unprocessable(NOT_GOODS_DOCUMENT, [NOT_GOODS_DOCUMENT]);
      const { version: asked, ...fields } = body;
      await ctx.db.transaction(async (tx) => {
        // The bill's lock: two saves of its details run one after the other.
        if (!(await lockTransaction(tx, me.companyId, id))) throw notFound(NOT_FOUND);
        const before = await repo.findEWayBill(tx, me.companyId, id);
        const stored = versionOf(before, ctx.now());
        await refuseStale(tx, me.companyId, stored, asked ?? null, CHANGED_SINCE.transport);
        const given = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        );
        const merged = { ...transportReply(before), ...given };
        const saved = await repo.upsertEWayBill(tx, {
          companyId: me.companyId,
          transactionId: id,
          ...merged,
          updatedBy: me.userId,
          updatedAt: ctx.now(),
          version: stored.version + 1,
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'e_way_bill',
            entityId: id,
            action: before ? 'update' : 'create',
            before: before ?? undefined,
            after: saved,
          },
          ctx.now(),
        );
      });
      return status(me, v);
    },

    async billJson(me: AccessClaims, id: number) {
      const v = await view(me, id);
      const row = await repo.findEWayBill(ctx.db, me.companyId, id);
      const { bill, problems } = await build(me, v, row);
      if (problems.length) throw unprocessable(problems[0]!, problems);
      return {
        fileName: `ewaybill-${fileSafe(v.number ?? String(v.id))}.json`,
        body: { version: EWAY_BILL_JSON_VERSION, billLists: [bill] },
      };
    },

    async monthJson(me: AccessClaims, month: string) {
      const { start, end } = monthTextRange(month);
      const ids = await repo.monthEWayBillIds(ctx.db, me.companyId, start, end);
      const out: EWayBillJson[] = [];
      const problems: Text[] = [];
      for (const id of ids) {
        const v = await bills.get(me, id);
        const row = await repo.findEWayBill(ctx.db, me.companyId, id);
        // A bill whose EWB number is recorded already has its e-way bill.
        if (row?.ewbNo) continue;
        const built = await build(me, v, row);
        problems.push(...built.problems);
        out.push(built.bill);
      }
      if (problems.length)
        throw unprocessable(
          msg('{{count}} problem(s) stop the file; fix them and download again.', {
            count: problems.length,
          }),
          problems,
        );
      if (out.length === 0) {
        const none = msg(
          'No bill of {{month}} has transport details without an e-way bill number.',
          { month },
        );
        throw unprocessable(none, [none]);
      }
      return {
        fileName: `ewaybill-${month}.json`,
        body: { version: EWAY_BILL_JSON_VERSION, billLists: out },
      };
    },
  };
}
