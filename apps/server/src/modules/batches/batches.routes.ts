// /api/batches (issue 40 part 2): an item's batches with their stock on a date, for the bill
// line's and the delivery challan line's batch picker. Every role that reads the books may
// read them.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isoDate } from '@hisaab/shared/schemas/common';
import { batchListReply } from '@hisaab/shared/replies/batches';
import { tk } from '@hisaab/shared/i18n/messages';
import { todayInIndia } from '@hisaab/shared/format';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { dbId } from '../taxes/index.ts';
import * as repo from './batches.repo.ts';
import { expiredOn } from './batch-lines.ts';

const query = z.object({
  itemId: dbId(tk('Invalid item id')),
  /** The bill's date (yyyy-mm-dd): stock up to it, and expired before it. Absent: today. */
  date: isoDate().optional(),
  /** The bill being edited: its own lines are left out of the stock. */
  without: dbId(tk('Invalid bill id')).optional(),
  /** The delivery challan being edited: its own lines are left out of the stock. */
  withoutChallan: dbId(tk('Invalid id')).optional(),
});

export const batchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('readBooks'));
    app.get(
      '/',
      {
        schema: {
          tags: ['items'],
          security: [{ bearer: [] }],
          querystring: query,
          response: { 200: batchListReply },
        },
      },
      async (request) => {
        const me = caller(request);
        const { itemId, without, withoutChallan } = request.query;
        const date = request.query.date ?? todayInIndia(ctx.now());
        if (!(await repo.itemTracking(ctx.db, me.companyId, itemId)))
          throw notFound(tk('Item not found.'));
        const list = await repo.batchesOfItem(ctx.db, me.companyId, itemId, date, {
          transactionId: without ?? null,
          challanId: withoutChallan ?? null,
        });
        return list.map((b) => ({
          id: b.id,
          itemId: b.itemId,
          number: b.batchNumber,
          mfgDate: b.mfgDate,
          expiryDate: b.expiryDate,
          mrp: b.mrpPaise === null ? null : paiseToRupees(b.mrpPaise),
          stock: qtyMilliToNumber(b.stockMilli),
          expired: expiredOn(b, date),
        }));
      },
    );
  };
