// A scanned code's item (GET /items/by-barcode/:code), and an item made for an unknown code,
// both as the invoice screen's item options.
import { itemReply, type ItemReply } from '@hisaab/shared/replies/items';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import { parseReply } from '../../../api/reply.ts';
import type { ItemOption } from './autocomplete-data.ts';

function toOption(item: ItemReply): ItemOption {
  return {
    id: item.id,
    name: item.name,
    unitId: item.unitId,
    unitName: item.unitName,
    rate: item.rate,
    buyRate: item.buyRate,
    hsnSacCode: item.hsnSacCode,
    taxGroupId: item.taxGroupId,
    taxGroupName: item.taxGroupName,
    specialKind: item.specialKind as ItemOption['specialKind'],
    stock: item.stock,
    taxes: item.taxes.map((t) => ({
      taxId: t.taxId,
      name: t.name,
      taxType: t.taxType as ItemOption['taxes'][number]['taxType'],
      rate: t.rate,
      isCompound: t.isCompound,
      effectiveFrom: t.effectiveFrom,
      effectiveTo: t.effectiveTo,
      priority: t.priority,
    })),
    reverseCharge: item.reverseCharge,
    trackedByBatch: item.trackedByBatch,
  };
}

/** The item with this barcode, or null when the company has none. */
export async function findByBarcode(code: string): Promise<ItemOption | null> {
  try {
    const reply = await api.get<unknown>(`/items/by-barcode/${encodeURIComponent(code)}`);
    return toOption(parseReply(itemReply, reply));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** A new item with the scanned code (unit "No" unless the company has another default). */
export async function createScannedItem(body: {
  name: string;
  code: string;
  rate: string;
  isPurchase: boolean;
  noUnitId: number | null;
}): Promise<ItemOption> {
  const reply = await api.post<unknown>('/items', {
    name: body.name,
    unitId: body.noUnitId,
    unitName: body.noUnitId === null ? 'No' : null,
    [body.isPurchase ? 'buyRate' : 'rate']: body.rate.trim() || '0',
    barcodes: [body.code],
  });
  return toOption(parseReply(itemReply, reply));
}
