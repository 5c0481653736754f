// The lines of a document that posts nothing but prices goods as a bill would (issue 40): a
// sale or purchase order's, a delivery challan's. Each line as stored: item, unit and their
// names, the tax-inclusive rate and its tax as the item's group gives it on the document's date
// for the party's place, and the totals. An item or unit not the company's is refused (400).
import { computeLineTax } from '@hisaab/shared/gst/tax-engine';
import { collectsTax } from '@hisaab/shared/gst/registration';
import type { Text } from '@hisaab/shared/i18n/messages';
import { toPaise, toQtyMilli } from '@hisaab/shared/money';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import { companyStateCode, gstRegistrationOf, itemsForBilling } from '../transactions/index.ts';
import { unitsOf } from './orders.repo.ts';

export interface SourceLineInput {
  id: number | null;
  itemId: number;
  quantity: number | string;
  rate: number | string;
  unitId: number | null;
}

export async function priceSourceLines<L extends SourceLineInput>(
  tx: Tx,
  companyId: number,
  input: {
    lineItems: readonly L[];
    date: string;
    /** A purchase order is charged its tax whatever the shop's registration. */
    isPurchase: boolean;
    customer: { stateCode: string | null };
    messages: {
      itemMissing: (line: number) => Text;
      unitMissing: (line: number) => Text;
    };
  },
) {
  const items = await itemsForBilling(
    tx,
    companyId,
    input.lineItems.map((l) => l.itemId),
    [],
  );
  const unitIds = [
    ...new Set([
      ...items.map((i) => i.unitId),
      ...input.lineItems.flatMap((l) => (l.unitId === null ? [] : [l.unitId])),
    ]),
  ];
  const unitList = await unitsOf(tx, companyId, unitIds);
  const seller = await companyStateCode(tx, companyId);
  const chargesTax = input.isPurchase || collectsTax(await gstRegistrationOf(tx, companyId));
  const place = input.customer.stateCode ?? seller ?? '00';
  const lines = input.lineItems.map((l, index) => {
    const n = index + 1;
    const item = items.find((i) => i.id === l.itemId);
    if (!item || item.specialKind) throw badRequest(input.messages.itemMissing(n));
    const unit = unitList.find((u) => u.id === (l.unitId ?? item.unitId));
    if (!unit) throw badRequest(input.messages.unitMissing(n));
    const qtyMilli = toQtyMilli(l.quantity);
    const ratePaise = toPaise(l.rate);
    const tax = computeLineTax({
      qtyMilli,
      ratePaise,
      rateIncludesTax: true,
      taxes: chargesTax ? item.taxes : [],
      billDate: input.date,
      sellerStateCode: seller ?? place,
      placeOfSupplyStateCode: place,
      interState: false,
      treatment: 'charged',
    });
    return {
      input: l,
      /** Whether the item keeps its stock by batch (a challan line then names one). */
      trackedByBatch: item.trackedByBatch,
      row: {
        id: l.id,
        lineNo: n,
        itemId: item.id,
        itemName: item.name,
        qtyMilli,
        ratePaise,
        unitId: unit.id,
        unitName: unit.name,
        hsnSacCode: item.hsnSacCode,
        amountPaise: tax.amountPaise,
        taxablePaise: tax.taxablePaise,
        taxPaise: tax.taxPaise,
      },
      taxes: tax.taxes,
    };
  });
  const sum = (key: 'amountPaise' | 'taxablePaise' | 'taxPaise') =>
    lines.reduce((s, l) => s + l.row[key], 0);
  return {
    lines,
    totals: {
      amountPaise: sum('amountPaise'),
      taxablePaise: sum('taxablePaise'),
      taxPaise: sum('taxPaise'),
    },
  };
}
