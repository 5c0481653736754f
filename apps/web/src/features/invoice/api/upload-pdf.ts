// POST /files/transaction/{id}/html-to-pdf: the server renders the PDF from the stored bill
// and answers with the code of its public link (spec section 7 File handler).
import { api } from '../../../api/client.ts';
import { apiBase } from '../../../api/config.ts';
import { camel } from '../../../api/wire.ts';

export async function uploadInvoicePdf(
  transactionId: number,
  htmlContent: string,
  fileName: string,
): Promise<string | null> {
  const reply = camel<{ publicAccessCode?: unknown } | null>(
    await api.post<unknown>(`/files/transaction/${transactionId}/html-to-pdf`, {
      htmlContent,
      fileName,
    }),
  );
  const code = reply?.publicAccessCode;
  return typeof code === 'string' && code.trim() ? code.trim() : null;
}

/** {handler}/public/{code} as an absolute URL, or null when none can be built. */
export function publicFileUrl(code: string): string | null {
  try {
    const base = new URL(`${apiBase()}/files/`, window.location.origin);
    return new URL(`public/${encodeURIComponent(code)}`, base).toString();
  } catch {
    return null;
  }
}
