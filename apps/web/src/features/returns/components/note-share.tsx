// A credit or debit note downloads and shares like a bill (issue 23, finding 4): Download PDF
// hands over the server's PDF of the note; Share on WhatsApp makes its public link (as Save &
// Send does for a bill) and opens the same WhatsApp dialog, addressed to the note's party.
import { useState } from 'react';
import type { NoteListRow } from '@hisaab/shared/replies/returns';
import { RETURN_TITLES } from '@hisaab/shared/schemas/returns';
import { displayMessage } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Button } from '../../../ui/button.tsx';
import {
  fetchTransaction,
  publicFileUrl,
  uploadInvoicePdf,
  useInvoiceSettings,
  WhatsAppDialog,
  type ShareInfo,
} from '../../invoice/index.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const NOTE_SHARE_MESSAGES = {
  downloadFailed: tk('The PDF of the note could not be downloaded.'),
  shareFailed: tk('The note could not be shared.'),
} as const;

const nameOf = (row: NoteListRow) => `${row.number ?? `note-${row.id}`}.pdf`;

/** The row's Download PDF and Share buttons, and the dialog they open. */
export function useNoteShare(onError: (message: string | null) => void) {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  const canWrite = useCanWrite();
  const [busy, setBusy] = useState<number | null>(null);
  const [share, setShare] = useState<ShareInfo | null>(null);

  async function download(row: NoteListRow) {
    onError(null);
    try {
      await downloadFile(`/files/transaction/${row.id}/pdf`, undefined, nameOf(row));
    } catch (e) {
      onError(displayMessage(e, t(NOTE_SHARE_MESSAGES.downloadFailed)));
    }
  }

  async function send(row: NoteListRow) {
    onError(null);
    setBusy(row.id);
    try {
      const note = await fetchTransaction(row.id);
      const title = t(RETURN_TITLES[row.kind]);
      const code = await uploadInvoicePdf(row.id, `<p>${title}</p>`, nameOf(row));
      const link = code ? publicFileUrl(code) : null;
      if (!link) throw new Error(t(NOTE_SHARE_MESSAGES.shareFailed));
      setShare({
        customerName: note.customer.name,
        phone: note.customer.phone ?? '',
        amount: row.amount,
        number: row.number ?? `#${row.id}`,
        date: row.transactionDate.slice(0, 10),
        companyName: settings.data?.company.name ?? '',
        link,
        documentLabel: title,
        upiDue: 0,
      });
    } catch (e) {
      onError(displayMessage(e, t(NOTE_SHARE_MESSAGES.shareFailed)));
    } finally {
      setBusy(null);
    }
  }

  const buttons = (row: NoteListRow) => (
    <>
      <Button
        variant="secondary"
        className="mr-2"
        aria-label={t('Download PDF of {{number}}', { number: row.number })}
        onClick={() => download(row)}
      >
        PDF
      </Button>
      {/* Sharing makes a public link (a stored file): not for a read-only Auditor. */}
      {canWrite && (
        <Button
          variant="secondary"
          className="mr-2"
          pending={busy === row.id}
          aria-label={t('Share {{number}} on WhatsApp', { number: row.number })}
          onClick={() => send(row)}
        >
          {t('Share')}
        </Button>
      )}
    </>
  );
  const dialog = <WhatsAppDialog info={share} onClose={() => setShare(null)} />;
  return { buttons, dialog };
}
