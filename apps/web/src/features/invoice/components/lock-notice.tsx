// Above a stored bill: why it cannot be changed (use-document-lock.ts), and for a sale in a month
// whose GSTR-1 is filed, the way to amend it (issue 38 part 3): "Amend this filed invoice"
// opens the form with a notice of what an amendment is, the reason it is recorded with, and
// the document's number, which the amendment may correct (a number another document has is
// refused by the server with a message naming it, shown by the form).
// A filed credit note or debit note to a customer is offered the same ("Amend this filed note",
// the returns screens).
import { formatDate } from '@hisaab/shared/format';
import { AMENDMENT_MESSAGES } from '@hisaab/shared/amendments';
import { INVOICE_NUMBER_MAX } from '@hisaab/shared/invoice-number';
import type { Text } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { Amendment } from '../hooks/use-document-lock.ts';

export function LockNotice({
  lockedText,
  amendment,
  subject = 'invoice',
  numberError = null,
}: {
  lockedText: Text | null;
  amendment: Amendment;
  /** The server's refusal of the new number, shown under its field. */
  numberError?: string | null;
  /** A sale (the invoice screen), or a credit note or debit note to a customer. */
  subject?: 'invoice' | 'note';
}) {
  const { t } = useTranslation();
  if (amendment.amending) {
    return (
      <Alert tone="warning">
        <p>
          {subject === 'note'
            ? t(
                'You are amending a filed note. Its month’s GSTR-1 keeps it as filed; the amendment is reported in this month’s GSTR-1 (CDNRA or CDNURA) with its original number and date, and the difference in this month’s GSTR-3B. Save to record it.',
              )
            : t(
                'You are amending a filed invoice. Its month’s GSTR-1 keeps it as filed; the amendment is reported in this month’s GSTR-1 (B2BA, B2CLA or B2CSA) with its original number and date, and the difference in this month’s GSTR-3B. Save to record it.',
              )}
        </p>
        <p className="mt-1 text-sm">{messageText(AMENDMENT_MESSAGES.annualReturn)}</p>
        <TextField
          className="mt-2"
          label={t('Reason for the amendment')}
          value={amendment.reason}
          maxLength={500}
          required
          onChange={(e) => amendment.setReason(e.target.value)}
        />
        <TextField
          className="mt-2"
          label={subject === 'note' ? t('Note number') : t('Invoice number')}
          hint={t(
            'Change it only if the filed number was wrong: GSTR-1 reports the filed number and the new one side by side.',
          )}
          value={amendment.number}
          maxLength={INVOICE_NUMBER_MAX}
          error={numberError ?? undefined}
          onChange={(e) => amendment.setNumber(e.target.value)}
        />
      </Alert>
    );
  }
  if (!lockedText) return null;
  return (
    <Alert tone="info">
      <p>{messageText(lockedText)}</p>
      {amendment.amendable && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={amendment.start}>
            {subject === 'note' ? t('Amend this filed note') : t('Amend this filed invoice')}
          </Button>
          {amendment.deadline && (
            <span className="text-sm text-muted">
              {amendment.deadline === amendment.annualReturnFiledOn
                ? t('Possible up to {{date}}, the day the annual return (GSTR-9) was filed.', {
                    date: formatDate(amendment.deadline),
                  })
                : t('Possible up to {{date}} (30 November after its financial year).', {
                    date: formatDate(amendment.deadline),
                  })}
            </span>
          )}
        </div>
      )}
    </Alert>
  );
}
