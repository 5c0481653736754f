// A scan on the invoice or purchase screen (issue 40): the code's item is asked of the server
// (a large shop's list is not all in the browser), joins the screen's item list, and goes on the
// bill (model/scan.ts); focus waits on the blank last line for the next scan. Scans are handled
// one after another in the order they came. An unknown code is kept for the notice that offers
// to make the item.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { displayMessage } from '../../../api/api-error.ts';
import {
  AUTOCOMPLETE_KEY,
  type AutocompleteData,
  type ItemOption,
} from '../api/autocomplete-data.ts';
import { findByBarcode } from '../api/scan.ts';
import type { BillLine } from '../model/bill.ts';
import type { ScanUndo } from '../model/scan.ts';
import { useWedgeScan } from './use-wedge-scan.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const SCAN_FAILED = tk('The scanned code could not be looked up. Please scan it again.');

export interface ScanToBill {
  /** A code no item has (the notice offers to create the item), or null. */
  unknown: string | null;
  failed: string | null;
  dismiss: () => void;
  /** Puts an item (a new one for the unknown code) on the bill as a scan would. */
  place: (item: ItemOption) => void;
}

export function useScanToBill(options: {
  enabled: boolean;
  within: React.RefObject<HTMLElement | null>;
  lines: readonly BillLine[];
  onItem: (item: ItemOption, typed: ScanUndo | null) => void;
  /** An unknown code typed into a field: the field goes back as it was. */
  onUndo: (typed: ScanUndo) => void;
}): ScanToBill {
  const queryClient = useQueryClient();
  const [unknown, setUnknown] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [placed, setPlaced] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const { onItem, onUndo } = options;

  const place = useCallback(
    (item: ItemOption, typed: ScanUndo | null = null) => {
      queryClient.setQueryData<AutocompleteData>(AUTOCOMPLETE_KEY, (d) =>
        d && !d.items.some((i) => i.id === item.id) ? { ...d, items: [...d.items, item] } : d,
      );
      onItem(item, typed);
      setUnknown(null);
      setPlaced((n) => n + 1);
    },
    [queryClient, onItem],
  );

  useWedgeScan(options.enabled, options.within, (code, typed) => {
    queue.current = queue.current.then(async () => {
      setFailed(null);
      try {
        const item = await findByBarcode(code);
        if (item) place(item, typed);
        else {
          if (typed) onUndo(typed);
          setUnknown(code);
        }
      } catch (err) {
        setFailed(displayMessage(err, SCAN_FAILED));
      }
    });
  });

  // After a scan the blank last line's item search has the focus, ready for the next one.
  const lastKey = options.lines[options.lines.length - 1]?.key;
  useEffect(() => {
    if (placed === 0 || !lastKey) return;
    document.getElementById(`item-${lastKey}`)?.focus();
  }, [placed, lastKey]);

  return {
    unknown,
    failed,
    dismiss: () => {
      setUnknown(null);
      setFailed(null);
    },
    place: (item) => place(item, null),
  };
}
