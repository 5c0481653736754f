// Settings › Company: "Books closed up to" (issue 38). The owner or a manager closes the books
// up to a date: nothing dated on or before it can be added, changed or deleted. Moving the date
// back or clearing it reopens them: the owner only, with a reason (kept in the audit trail).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { hasRole } from '@hisaab/shared/permissions';
import { setBooksClosed, usePeriodLocks } from '../../../../api/period-locks.ts';
import { queryKeys } from '../../../../api/query-keys.ts';
import { useCanWrite, useSession } from '../../../../api/session.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useTranslation } from '../../../../i18n/react.ts';
import { settingsError } from '../common/messages.ts';

type Message = { tone: 'success' | 'error'; text: string };

export function BooksClosedCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locks = usePeriodLocks();
  const canWrite = useCanWrite();
  const isOwner = hasRole(useSession().roles, 'Admin');
  const current = locks.data?.booksClosedTo ?? null;
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const wanted = date ?? current ?? '';
  const closedTo = wanted === '' ? null : wanted;
  const reopens = current !== null && (closedTo === null || closedTo < current);
  const changed = closedTo !== current;

  async function save() {
    setMessage(null);
    try {
      const reply = await setBooksClosed({ closedTo, reason: reopens ? reason : null });
      queryClient.setQueryData(queryKeys.periodLocks, reply);
      setDate(null);
      setReason('');
      setMessage({ tone: 'success', text: t('Saved.') });
    } catch (err) {
      setMessage({ tone: 'error', text: settingsError(err, t('Could not save the settings.')) });
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4">
      <h3 className="font-semibold">{t('Books closed up to')}</h3>
      <p className="text-sm">
        {current
          ? t(
              'The books are closed up to {{date}}: nothing dated on or before it can be added, changed or deleted.',
              { date: formatDate(current) },
            )
          : t('The books are open: no date is closed.')}
      </p>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {canWrite && (
        <>
          <DatePicker
            label={t('Books closed up to')}
            value={wanted}
            onChange={(d) => setDate(d)}
            className="max-w-xs"
          />
          {reopens &&
            (isOwner ? (
              <TextField
                label={t('Reason for reopening')}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            ) : (
              <p className="text-sm text-danger">
                {t('Only the owner (Admin) can reopen closed books.')}
              </p>
            ))}
          <div>
            <Button
              onClick={save}
              disabled={!changed || (reopens && (!isOwner || reason.trim().length < 3))}
            >
              {reopens ? t('Reopen the books') : t('Close the books')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
