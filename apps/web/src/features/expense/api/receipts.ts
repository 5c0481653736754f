// An expense's receipt (a photo or a PDF): uploaded to the files module after the expense is
// saved (POST /files with expenseId), opened from the list (GET /files/expense/{id}/receipt).
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { publicAccessCodeReply } from '@hisaab/shared/replies/files';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

/** The server's limit and types (files module): checked here first so nothing is half-sent. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_ACCEPT = 'image/jpeg,application/pdf,.jpg,.jpeg,.pdf';

// English; shown through messageText(), which translates them (with {{why}}) in the catalogues.
export const RECEIPT_MESSAGES = {
  type: tk('Attach a JPEG photo or a PDF.'),
  size: tk('The receipt is too large. Files can be at most 10 MB.'),
  uploadFailed: (why: string) =>
    msg('Expense saved, but the receipt was not attached: {{why}}', { why }),
  openFailed: tk('Failed to open the receipt.'),
  tryAgain: tk('please try again.'),
} as const;

/** Why a chosen file cannot be a receipt, or null. */
export function receiptProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk =
    file.type === 'image/jpeg' || file.type === 'application/pdf' || /\.(jpe?g|pdf)$/.test(name);
  if (!typeOk) return RECEIPT_MESSAGES.type;
  if (file.size > RECEIPT_MAX_BYTES) return RECEIPT_MESSAGES.size;
  return null;
}

export async function uploadReceipt(expenseId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('expenseId', String(expenseId));
  form.append('file', file, file.name);
  parseReply(publicAccessCodeReply, await api.upload<unknown>('/files', form));
}

/**
 * Opens the receipt in a new tab. The tab is opened at once (inside the click, so no popup
 * blocker stops it) and shown the file when it has arrived.
 */
export async function openReceipt(expenseId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await api.file(`/files/expense/${expenseId}/receipt`);
    if (!res) throw new Error(RECEIPT_MESSAGES.openFailed);
    const url = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
