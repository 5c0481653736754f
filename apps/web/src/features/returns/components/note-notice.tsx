import { Link } from 'react-router';
import { RETURN_TITLES, type ReturnKind } from '@hisaab/shared/schemas/returns';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EInvoicePanel } from '../../einvoice/index.ts';
import { TransportPanel } from '../../ewaybill/index.ts';

export const isNoteKind = (kind: string): kind is ReturnKind =>
  kind === 'credit_note' || kind === 'debit_note';

/**
 * A credit or debit note opened where bills are edited (a dashboard row, a report link): it is
 * not a bill and cannot be changed, so the screen says so and offers its print and the list.
 */
export function NoteNotice({
  id,
  kind,
  number,
}: {
  id: number;
  kind: ReturnKind;
  number: string | null;
}) {
  return (
    <>
      <PageHeader title={`${RETURN_TITLES[kind]} ${number ?? ''}`} />
      <Alert tone="info">
        {number} is a {RETURN_TITLES[kind].toLowerCase()}: it cannot be changed. To correct it,
        delete it in Returns and take the goods back again from the bill.{' '}
        <Link className="underline" to={`/returns/print?id=${id}`} target="_blank">
          Print {number}
        </Link>{' '}
        ·{' '}
        <Link className="underline" to={`/returns?saved=${id}`}>
          Returns
        </Link>
      </Alert>
      {/* A credit note of a B2B sale goes to the IRP too; a note's goods may travel (issue 27). */}
      <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
        {kind === 'credit_note' && <EInvoicePanel transactionId={id} />}
        <TransportPanel transactionId={id} />
      </div>
    </>
  );
}
