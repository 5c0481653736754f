// A half-typed bill kept in local storage, one per user and screen (New Sale, New Purchase, a
// modified bill, ...), so that Back, a reload, a closed tab or a crash never loses it: the
// screen offers it back on return, and saving clears it (issue 15).
import { formatDate, todayInIndia } from '@hisaab/shared/format';
import { newLineKey } from './bill.ts';
import type { BillDraft } from './bill-draft.ts';
import type { InvoiceMode } from './invoice-mode.ts';

const PREFIX = 'hisaab.billDraft';

export interface StoredDraft {
  /** ISO time of the last change. */
  savedAt: string;
  draft: BillDraft;
}

/** The screen a draft belongs to: the mode of a new document, or the id of a modified one. */
export function draftKey(user: string, mode: InvoiceMode, id: number | null): string {
  return `${PREFIX}.${user}.${mode === 'modify' ? `modify-${id ?? 0}` : mode}`;
}

/** What the user typed, without the row keys and flags the screen makes up by itself. */
export function draftSignature(d: BillDraft): string {
  return JSON.stringify({
    ...d,
    lines: d.lines.map(({ key: _key, rateEdited: _edited, ...line }) => line),
  });
}

function looksLikeDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredDraft>;
  const d = v.draft as Partial<BillDraft> | undefined;
  return (
    typeof v.savedAt === 'string' &&
    !!d &&
    Array.isArray(d.lines) &&
    typeof d.side === 'object' &&
    typeof d.date === 'string' &&
    typeof d.customerText === 'string'
  );
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const text = localStorage.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    if (!looksLikeDraft(value)) return null;
    // Fresh row keys: the stored ones could collide with rows made from here on.
    const lines = value.draft.lines.map((l) => ({ ...l, key: newLineKey() }));
    // A draft kept before the supplier invoice fields existed has none.
    const draft = {
      ...value.draft,
      supplierInvoiceNumber: value.draft.supplierInvoiceNumber ?? '',
      supplierInvoiceDate: value.draft.supplierInvoiceDate ?? '',
      lines,
    };
    return { savedAt: value.savedAt, draft };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: BillDraft, now: Date = new Date()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), draft }));
  } catch {
    // Storage full or refused (private mode): the leave question still protects the bill.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** "10:42" today (in India), else "23/11/2026 10:42". */
export function draftTimeLabel(savedAt: string, now: Date = new Date()): string {
  const at = new Date(savedAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  const day = todayInIndia(at);
  return day === todayInIndia(now) ? time : `${formatDate(day)} ${time}`;
}
