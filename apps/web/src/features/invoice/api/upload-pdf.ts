// POST /files/transaction/{id}/html-to-pdf: the server renders the PDF from the stored bill
// and answers with the code of its public link (spec section 7 File handler).
import { pdfLinkReply } from '@hisaab/shared/replies/transactions';
import { api } from '../../../api/client.ts';
import { apiBase } from '../../../api/config.ts';
import { parseReply } from '../../../api/reply.ts';

export async function uploadInvoicePdf(
  transactionId: number,
  htmlContent: string,
  fileName: string,
): Promise<string | null> {
  const reply = parseReply(
    pdfLinkReply,
    await api.post<unknown>(`/files/transaction/${transactionId}/html-to-pdf`, {
      htmlContent,
      fileName,
    }),
  );
  // An empty code is no link: the screen says so.
  return reply.publicAccessCode.trim() || null;
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
