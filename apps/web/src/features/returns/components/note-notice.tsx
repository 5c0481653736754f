import { Link } from 'react-router';
import { RETURN_TITLES, type ReturnKind } from '@hisaab/shared/schemas/returns';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EInvoicePanel } from '../../einvoice/index.ts';
import { TransportPanel } from '../../ewaybill/index.ts';
import { useTranslation } from '../../../i18n/react.ts';

export const isNoteKind = (kind: string): kind is ReturnKind =>
  kind === 'credit_note' || kind === 'debit_note' || kind === 'sales_debit_note';

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
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={`${t(RETURN_TITLES[kind])} ${number ?? ''}`} />
      <Alert tone="info">
        {kind === 'sales_debit_note'
          ? t(
              '{{number}} is a debit note to the customer: it cannot be changed. To correct it, delete it in Returns and raise the price again from the bill.',
              { number },
            )
          : kind === 'credit_note'
            ? t(
                '{{number}} is a credit note: it cannot be changed. To correct it, delete it in Returns and take the goods back again from the bill.',
                { number },
              )
            : t(
                '{{number}} is a debit note: it cannot be changed. To correct it, delete it in Returns and take the goods back again from the bill.',
                { number },
              )}{' '}
        <Link className="underline" to={`/returns/print?id=${id}`} target="_blank">
          {t('Print {{number}}', { number })}
        </Link>{' '}
        ·{' '}
        <Link className="underline" to={`/returns?saved=${id}`}>
          {t('Returns')}
        </Link>
      </Alert>
      {/* A credit note of a B2B sale goes to the IRP too; a note's goods may travel (issue 27). */}
      <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
        {kind !== 'debit_note' && <EInvoicePanel transactionId={id} />}
        {/* A price raised moves no goods: no transport. */}
        {kind !== 'sales_debit_note' && <TransportPanel transactionId={id} />}
      </div>
    </>
  );
}
