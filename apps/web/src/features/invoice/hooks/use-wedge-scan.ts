// A keyboard-wedge barcode scanner at the counter (issue 40): it types a code's characters in a
// burst, a few milliseconds apart, then Enter. Such a burst is caught before the field it lands
// in acts on the Enter, when it lands in the item search, in Quantity or Rate (a scan there by
// mistake would be a quantity of crores: line-limits.ts), or outside any text field; typed into
// another field (the customer, the remark) it stays text. A person types far slower.
import { useEffect, useRef } from 'react';
import { SCAN_TIMING } from '@hisaab/shared/barcode';
import type { ScanUndo } from '../model/scan.ts';

/** The bill line fields a scan may land in, by their ids (item-row.tsx): item-KEY, qty-KEY, rate-KEY. */
const LINE_FIELD = /^(item|qty|rate)-(.+)$/;
const FIELD_OF = { item: 'itemName', qty: 'quantity', rate: 'rate' } as const;

const TEXT_FIELD = 'input, textarea, select, [contenteditable="true"]';

interface Run {
  /** Where the keys go (the page itself when no field has the focus). */
  origin: EventTarget | null;
  text: string;
  first: number;
  last: number;
  target: Element | null;
  before: string | null;
}

/**
 * Calls `onScan` with the code and the field it was typed into (to put back) for each scan
 * while `enabled`; `within` is the screen's element (a scan in a field outside it is ignored).
 */
export function useWedgeScan(
  enabled: boolean,
  within: React.RefObject<HTMLElement | null>,
  onScan: (code: string, typed: ScanUndo | null) => void,
) {
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    let run: Run | null = null;
    function onKeyDown(e: KeyboardEvent) {
      const now = e.timeStamp;
      if (e.ctrlKey || e.metaKey || e.altKey) {
        run = null;
        return;
      }
      if (e.key.length === 1) {
        if (!run || now - run.last > SCAN_TIMING.maxGapMs || e.target !== run.origin) {
          const target =
            e.target instanceof Element && e.target.matches(TEXT_FIELD) ? e.target : null;
          run = {
            origin: e.target,
            text: '',
            first: now,
            last: now,
            target,
            // Before the key's character is in it: what the field goes back to.
            before: target instanceof HTMLInputElement ? target.value : null,
          };
        }
        run.text += e.key;
        run.last = now;
        return;
      }
      if (e.key !== 'Enter') {
        if (e.key !== 'Shift') run = null; // Shift comes before a capital letter of a code
        return;
      }
      const done = run;
      run = null;
      if (!done || done.text.length < SCAN_TIMING.minLength) return;
      // A code carries digits (EAN/UPC are digits; a shop's Code 128 has them too): a name
      // typed fast into the item search ("freight", then Enter) stays a search.
      if (!/\d/.test(done.text)) return;
      if (now - done.last > SCAN_TIMING.maxGapMs) return;
      const average = (done.last - done.first) / (done.text.length - 1);
      if (average > SCAN_TIMING.maxAverageGapMs) return;
      const code = done.text.trim();
      let typed: ScanUndo | null = null;
      if (done.target) {
        const match = LINE_FIELD.exec(done.target.id);
        if (!match || !within.current?.contains(done.target)) return;
        const cell = match[1] as keyof typeof FIELD_OF;
        typed = { field: FIELD_OF[cell], key: match[2]!, before: done.before ?? '' };
      }
      // The field's own Enter (choose a suggestion, move on) never sees this one.
      e.preventDefault();
      e.stopPropagation();
      handler.current(code, typed);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, within]);
}
