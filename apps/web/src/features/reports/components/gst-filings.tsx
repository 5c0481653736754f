// The month's GSTR-1 and GSTR-3B as filed or not (issue 38): "Filed on dd/mm/yyyy, ARN ..." with
// the JSON kept at filing, or "Not filed" with a Mark as filed dialog (the filing date and the
// ARN). The owner may undo a filing, with a reason. Marking filed locks the month's documents.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { hasRole } from '@hisaab/shared/permissions';
import { RETURN_LABELS, RETURN_TYPES, type ReturnType } from '@hisaab/shared/period-locks';
import type { FilingReply } from '@hisaab/shared/replies/periods';
import { displayMessage } from '../../../api/api-error.ts';
import {
  downloadFiledJson,
  fileReturn,
  undoFiling,
  usePeriodLocks,
} from '../../../api/period-locks.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useCanWrite, useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { MarkFiledDialog, ReasonDialog } from '../../../ui/filing-dialogs.tsx';
import { useTranslation } from '../../../i18n/react.ts';

interface Props {
  year: number;
  month: number;
  /** The month as the screen names it ('October 2026'). */
  monthLabel: string;
}

export function GstFilings({ year, month, monthLabel }: Props) {
  const { t } = useTranslation();
  const locks = usePeriodLocks();
  const canWrite = useCanWrite();
  const isOwner = hasRole(useSession().roles, 'Admin');
  const [marking, setMarking] = useState<ReturnType | null>(null);
  const [undoing, setUndoing] = useState<FilingReply | null>(null);
  const queryClient = useQueryClient();
  // A dialog closes once the month's locks are read again.
  const refreshLocks = () => queryClient.invalidateQueries({ queryKey: queryKeys.periodLocks });
  const [error, setError] = useState<string | null>(null);
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const inForce = (type: ReturnType) =>
    locks.data?.filings.find(
      (f) => f.returnType === type && f.period === period && f.undoneAt === null,
    ) ?? null;

  async function download(filing: FilingReply) {
    setError(null);
    try {
      await downloadFiledJson(filing);
    } catch (err) {
      setError(displayMessage(err, t('Could not download the filed JSON.')));
    }
  }

  return (
    <section aria-labelledby="gst-filed-heading" className="space-y-2">
      <h3 id="gst-filed-heading" className="text-base font-semibold">
        {t('Filing status for {{month}}', { month: monthLabel })}
      </h3>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ul className="divide-y divide-line rounded-md border border-line">
        {RETURN_TYPES.map((type) => {
          const filing = inForce(type);
          return (
            <li key={type} className="flex flex-wrap items-center gap-3 px-3 py-2">
              <span className="w-20 font-medium">{RETURN_LABELS[type]}</span>
              {filing ? (
                <>
                  <Badge tone="success">{t('Filed')}</Badge>
                  <span className="text-sm">
                    {t('Filed on {{date}}, ARN {{arn}}', {
                      date: formatDate(filing.filedOn),
                      arn: filing.arn,
                    })}
                  </span>
                  <Button variant="link" onClick={() => download(filing)}>
                    {t('Download filed JSON')}
                  </Button>
                  {isOwner && (
                    <Button variant="link" onClick={() => setUndoing(filing)}>
                      {t('Undo filing')}
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <Badge>{t('Not filed')}</Badge>
                  {canWrite && (
                    <Button variant="secondary" onClick={() => setMarking(type)}>
                      {t('Mark as filed')}
                    </Button>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted">
        {t(
          'A return marked filed locks its month: its documents can no longer be changed. Correct a supply with a credit or debit note dated later.',
        )}
      </p>
      {marking && (
        <MarkFiledDialog
          title={t('Mark {{return}} for {{month}} as filed', {
            return: RETURN_LABELS[marking],
            month: monthLabel,
          })}
          intro={t(
            "The return's JSON is kept as it downloads now, and the month's documents are locked.",
          )}
          failed={t('Could not mark the return as filed.')}
          send={async (filedOn, arn) => {
            await fileReturn({ returnType: marking, year, month, filedOn, arn });
            await refreshLocks();
          }}
          onDone={() => setMarking(null)}
          onClose={() => setMarking(null)}
        />
      )}
      {undoing && (
        <ReasonDialog
          title={t('Undo filing')}
          intro={t(
            'The month opens again for changes. The JSON filed stays downloadable, and the undo is kept in the audit trail.',
          )}
          action={t('Undo filing')}
          failed={t('Could not undo the filing.')}
          send={async (reason) => {
            await undoFiling(undoing.id, reason);
            await refreshLocks();
          }}
          onDone={() => setUndoing(null)}
          onClose={() => setUndoing(null)}
        />
      )}
    </section>
  );
}
