// The month's GSTR-1 and GSTR-3B as filed or not (issue 38): "Filed on dd/mm/yyyy, ARN ..." with
// the JSON kept at filing, or "Not filed" with a Mark as filed dialog (the filing date and the
// ARN). The owner may undo a filing, with a reason. Marking filed locks the month's documents.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, todayInIndia } from '@hisaab/shared/format';
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
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
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
          returnType={marking}
          year={year}
          month={month}
          monthLabel={monthLabel}
          onClose={() => setMarking(null)}
        />
      )}
      {undoing && <UndoFilingDialog filing={undoing} onClose={() => setUndoing(null)} />}
    </section>
  );
}

function MarkFiledDialog(props: {
  returnType: ReturnType;
  year: number;
  month: number;
  monthLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filedOn, setFiledOn] = useState(todayInIndia());
  const [arn, setArn] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await fileReturn({
        returnType: props.returnType,
        year: props.year,
        month: props.month,
        filedOn,
        arn,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.periodLocks });
      props.onClose();
    } catch (err) {
      setError(displayMessage(err, t('Could not mark the return as filed.')));
    }
  }

  return (
    <Dialog
      open
      title={t('Mark {{return}} for {{month}} as filed', {
        return: RETURN_LABELS[props.returnType],
        month: props.monthLabel,
      })}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={save} disabled={arn.trim() === '' || filedOn === ''}>
            {t('Mark as filed')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          {t(
            "The return's JSON is kept as it downloads now, and the month's documents are locked.",
          )}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <DatePicker label={t('Filed on')} value={filedOn} onChange={setFiledOn} />
        <TextField
          label={t('ARN (acknowledgement number)')}
          value={arn}
          maxLength={20}
          autoComplete="off"
          data-autofocus=""
          hint={t('15 letters and digits, from the portal after filing.')}
          onChange={(e) => setArn(e.target.value)}
        />
      </div>
    </Dialog>
  );
}

function UndoFilingDialog({ filing, onClose }: { filing: FilingReply; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function undo() {
    setError(null);
    try {
      await undoFiling(filing.id, reason);
      await queryClient.invalidateQueries({ queryKey: queryKeys.periodLocks });
      onClose();
    } catch (err) {
      setError(displayMessage(err, t('Could not undo the filing.')));
    }
  }

  return (
    <Dialog
      open
      title={t('Undo filing')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" onClick={undo} disabled={reason.trim().length < 3}>
            {t('Undo filing')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          {t(
            'The month opens again for changes. The JSON filed stays downloadable, and the undo is kept in the audit trail.',
          )}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={t('Reason')}
          value={reason}
          maxLength={500}
          data-autofocus=""
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
