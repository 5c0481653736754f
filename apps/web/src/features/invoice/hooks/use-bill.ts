// The invoice screen's state and its edits; derived rules (round off) are applied on every
// change so the rows always show what will be saved.
import { useCallback, useState } from 'react';
import { paiseToString, toPaise } from '@hisaab/shared/money';
import type { CustomerOption, ItemOption } from '../api/autocomplete-data.ts';
import {
  emptyLine,
  lineWithItem,
  lineWithNewItem,
  withAutoRoundOff,
  type BillLine,
} from '../model/bill.ts';
import type { BillDraft } from '../model/bill-draft.ts';
import { linesAfterScan, undo, type ScanUndo } from '../model/scan.ts';

export type LinePatch = Partial<
  Pick<
    BillLine,
    | 'quantity'
    | 'rate'
    | 'unitId'
    | 'unitName'
    | 'lotSerialNumber'
    | 'itemName'
    | 'hsnSacCode'
    | 'batchId'
    | 'batchExpiry'
    | 'mfgDate'
    | 'expiryDate'
    | 'mrp'
  >
>;

export function useBill(initial: BillDraft) {
  const [draft, setDraft] = useState(initial);

  const update = useCallback(
    (patch: Partial<BillDraft>) => setDraft((d) => ({ ...d, ...patch })),
    [],
  );

  const setLines = useCallback((fn: (lines: BillLine[]) => BillLine[]) => {
    setDraft((d) => ({ ...d, lines: withAutoRoundOff(fn(d.lines)) }));
  }, []);

  const patchLine = useCallback(
    (key: string, patch: LinePatch) =>
      setLines((lines) =>
        lines.map((l) => {
          if (l.key !== key) return l;
          const next = { ...l, ...patch };
          // Typing over a chosen item's name forgets the item.
          if (patch.itemName !== undefined && patch.itemName !== l.itemName) {
            next.itemId = null;
            next.hsnSacCode = null;
          }
          if (patch.rate !== undefined) next.rateEdited = true;
          if (l.specialKind && patch.quantity !== undefined) next.quantity = '1';
          return next;
        }),
      ),
    [setLines],
  );

  const chooseItem = useCallback(
    (key: string, item: ItemOption, rate: number | null, noUnitId: number | null) =>
      setLines((lines) =>
        lines.map((l) => (l.key === key ? lineWithItem(l, item, rate, noUnitId) : l)),
      ),
    [setLines],
  );

  const typeNewItem = useCallback(
    (key: string, name: string, noUnitId: number | null) =>
      setLines((lines) =>
        lines.map((l) => (l.key === key ? lineWithNewItem(l, name, noUnitId) : l)),
      ),
    [setLines],
  );

  /** A prefilled rate arrives later (vendor buy rate): only rows not typed over take it. */
  const prefillRate = useCallback(
    (key: string, itemId: number, rate: number) =>
      setLines((lines) =>
        lines.map((l) =>
          l.key === key && l.itemId === itemId && !l.rateEdited
            ? { ...l, rate: paiseToString(toPaise(rate)) }
            : l,
        ),
      ),
    [setLines],
  );

  /** Customer-specific rates replace the master rate on rows whose rate was not typed. */
  const applyCustomerRates = useCallback(
    (rates: Map<number, number>) =>
      setLines((lines) =>
        lines.map((l) => {
          const rate =
            l.itemId !== null && !l.specialKind && !l.rateEdited ? rates.get(l.itemId) : undefined;
          return rate === undefined ? l : { ...l, rate: paiseToString(toPaise(rate)) };
        }),
      ),
    [setLines],
  );

  /** A scanned item: one more on its line, or a new line (model/scan.ts). */
  const scanItem = useCallback(
    (item: ItemOption, rate: number | null, noUnitId: number | null, typed: ScanUndo | null) =>
      setLines((lines) => linesAfterScan(lines, item, rate, noUnitId, typed).lines),
    [setLines],
  );

  const undoTyped = useCallback(
    (typed: ScanUndo) => setLines((lines) => undo(lines, typed)),
    [setLines],
  );

  const addLine = useCallback(() => {
    const line = emptyLine();
    setLines((lines) => [...lines, line]);
    return line.key;
  }, [setLines]);

  const removeLine = useCallback(
    (key: string) =>
      setLines((lines) => {
        const rest = lines.filter((l) => l.key !== key);
        return rest.length > 0 ? rest : [emptyLine()];
      }),
    [setLines],
  );

  const chooseCustomer = useCallback(
    (customer: CustomerOption | null, text?: string) =>
      setDraft((d) => ({
        ...d,
        customer,
        customerText: text ?? customer?.name ?? '',
        // A new party starts from the default paid amount again.
        paidEdited: d.side.paymentOnly
          ? d.paidEdited
          : d.customer?.id === customer?.id
            ? d.paidEdited
            : false,
      })),
    [],
  );

  /** A stored draft brought back whole (its rows already have fresh keys). */
  const restore = useCallback((next: BillDraft) => setDraft(next), []);

  return {
    draft,
    restore,
    update,
    patchLine,
    chooseItem,
    typeNewItem,
    prefillRate,
    applyCustomerRates,
    addLine,
    removeLine,
    chooseCustomer,
    scanItem,
    undoTyped,
  };
}

export type BillApi = ReturnType<typeof useBill>;
