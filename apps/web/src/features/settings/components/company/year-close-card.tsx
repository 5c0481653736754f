// Settings › Company › Financial years (issue 38 parts 5 and 3). "Close the year 2025-26" (the
// owner or the accountant, once the year has ended): its profit or loss moves to the capital
// account and the books are closed up to 31 March, so the next year opens with the closing
// balances. The owner may reopen the latest closed year, with a reason. Below, the annual
// return (GSTR-9) of the last year ended, marked filed with its date and ARN: after that day
// the year's filed invoices and notes can no longer be amended.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR, todayInIndia } from '@hisaab/shared/format';
import { hasRole } from '@hisaab/shared/permissions';
import type { PeriodLocksReply, YearClosingReply } from '@hisaab/shared/replies/periods';
import { canCloseYear, financialYear, lastEndedYear } from '@hisaab/shared/year-close';
import { displayMessage } from '../../../../api/api-error.ts';
import {
  closeYear,
  fileAnnualReturn,
  reopenYear,
  undoAnnualReturn,
  usePeriodLocks,
} from '../../../../api/period-locks.ts';
import { queryKeys } from '../../../../api/query-keys.ts';
import { useCanWrite, useSession } from '../../../../api/session.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { useTranslation } from '../../../../i18n/react.ts';
import { MarkFiledDialog, ReasonDialog } from '../../../../ui/filing-dialogs.tsx';

type Message = { tone: 'success' | 'error'; text: string };
type Open = 'close' | 'annual' | 'undoAnnual' | YearClosingReply | null;

export function YearCloseCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locks = usePeriodLocks();
  const canWrite = useCanWrite();
  const roles = useSession().roles;
  const isOwner = hasRole(roles, 'Admin');
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const today = todayInIndia();
  const closed = (locks.data?.yearClosings ?? []).filter((c) => c.reopenedAt === null);
  const latest = closed[0] ?? null;
  // Years close in order: the one after the latest closed, else the last one ended.
  const next = latest ? financialYear(latest.year + 1) : lastEndedYear(today);
  const mayClose = canWrite && canCloseYear(roles) && next.end < today;
  const annualYear = lastEndedYear(today);
  const annual =
    locks.data?.annualReturns?.find((a) => a.year === annualYear.year && a.undoneAt === null) ??
    null;

  function done(reply: PeriodLocksReply, text: string) {
    queryClient.setQueryData(queryKeys.periodLocks, reply);
    setOpen(null);
    setMessage({ tone: 'success', text });
  }

  async function close() {
    setOpen(null);
    setMessage(null);
    try {
      done(await closeYear(next.year), t('The year {{year}} is closed.', { year: next.label }));
    } catch (err) {
      setMessage({ tone: 'error', text: displayMessage(err, t('Could not close the year.')) });
    }
  }

  const result = (c: YearClosingReply) => {
    const amount = formatINR(Math.round(Math.abs(c.result) * 100));
    return c.result < 0
      ? t('Net loss {{amount}}', { amount })
      : t('Net profit {{amount}}', { amount });
  };

  return (
    <section
      aria-labelledby="year-close-heading"
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4"
    >
      <h3 id="year-close-heading" className="font-semibold">
        {t('Financial years')}
      </h3>
      <p className="text-sm">
        {t(
          'Closing a year moves its profit or loss to the capital account and closes the books up to its last day. The next year opens with the closing balances: parties, cash, bank, taxes and capital, and stock at its cost. The profit and loss of the closed year still shows its result.',
        )}
      </p>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      {closed.length > 0 && (
        <ul className="divide-y divide-line rounded-md border border-line">
          {closed.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="font-medium">{c.label}</span>
              <Badge tone="success">{t('Closed')}</Badge>
              <span>
                {t('{{result}} moved to the capital account on {{date}}', {
                  result: result(c),
                  date: formatDate(c.closedAt.slice(0, 10)),
                })}
              </span>
              {isOwner && c === latest && (
                <Button variant="link" onClick={() => setOpen(c)}>
                  {t('Reopen the year')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayClose && (
        <div>
          <Button onClick={() => setOpen('close')}>
            {t('Close the year {{year}}', { year: next.label })}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-medium">
          {t('Annual return (GSTR-9) for {{year}}', { year: annualYear.label })}
        </span>
        {annual ? (
          <>
            <Badge tone="success">{t('Filed')}</Badge>
            <span>
              {t('Filed on {{date}}, ARN {{arn}}', {
                date: formatDate(annual.filedOn),
                arn: annual.arn,
              })}
            </span>
            {isOwner && (
              <Button variant="link" onClick={() => setOpen('undoAnnual')}>
                {t('Undo filing')}
              </Button>
            )}
          </>
        ) : (
          <>
            <Badge>{t('Not filed')}</Badge>
            {canWrite && (
              <Button variant="secondary" onClick={() => setOpen('annual')}>
                {t('Mark as filed')}
              </Button>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={open === 'close'}
        title={t('Close the year {{year}}', { year: next.label })}
        message={t(
          'Its profit or loss moves to the capital account, and the books are closed up to {{date}}: nothing dated on or before it can be added, changed or deleted. Only the owner can reopen the year.',
          { date: formatDate(next.end) },
        )}
        confirmLabel={t('Close the year')}
        cancelLabel={t('Cancel')}
        onConfirm={() => void close()}
        onCancel={() => setOpen(null)}
      />
      {open !== null && typeof open === 'object' && (
        <ReasonDialog
          title={t('Reopen the year {{year}}', { year: open.label })}
          intro={t(
            'The closing entry is reversed: its result leaves the capital account. The books stay closed until you reopen them. The reason is kept in the audit trail.',
          )}
          action={t('Reopen the year')}
          failed={t('Could not reopen the year.')}
          send={(reason) => reopenYear(open.id, reason)}
          onDone={(reply) =>
            done(reply, t('The year {{year}} is open again.', { year: open.label }))
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'annual' && (
        <MarkFiledDialog
          title={t('Mark the annual return (GSTR-9) for {{year}} as filed', {
            year: annualYear.label,
          })}
          intro={t(
            "After the day it is filed, the year's filed invoices and notes can no longer be amended: correct them with a credit or debit note.",
          )}
          failed={t('Could not mark the return as filed.')}
          send={(filedOn, arn) => fileAnnualReturn({ year: annualYear.year, filedOn, arn })}
          onDone={(reply) => done(reply, t('Saved.'))}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'undoAnnual' && annual && (
        <ReasonDialog
          title={t('Undo filing')}
          intro={t(
            "The year's filed invoices and notes can be amended again up to 30 November. The undo is kept in the audit trail.",
          )}
          action={t('Undo filing')}
          failed={t('Could not undo the filing.')}
          send={(reason) => undoAnnualReturn(annual.id, reason)}
          onDone={(reply) => done(reply, t('Saved.'))}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
