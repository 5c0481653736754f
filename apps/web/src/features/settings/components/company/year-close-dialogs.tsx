// The dialogs of Settings › Company › Financial years (issue 38 parts 5 and 3): a reason asked
// before reopening a closed year or undoing an annual return's filing, and the annual return
// (GSTR-9) marked filed with its date and ARN. Each shows the server's refusal inside it.
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import type { PeriodLocksReply } from '@hisaab/shared/replies/periods';
import { displayMessage } from '../../../../api/api-error.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useTranslation } from '../../../../i18n/react.ts';

type Send<A extends unknown[]> = (...args: A) => Promise<PeriodLocksReply>;

/** Asks a reason (3 to 500 characters), then sends it; `onDone` takes the locks as they are. */
export function ReasonDialog(props: {
  title: string;
  intro: string;
  action: string;
  failed: string;
  send: Send<[string]>;
  onDone: (reply: PeriodLocksReply) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      props.onDone(await props.send(reason));
    } catch (err) {
      setError(displayMessage(err, props.failed));
    }
  }

  return (
    <Dialog
      open
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={reason.trim().length < 3}>
            {props.action}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">{props.intro}</p>
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

/** The annual return (GSTR-9) of a year marked filed: the date and the ARN. */
export function AnnualReturnDialog(props: {
  label: string;
  send: Send<[string, string]>;
  onDone: (reply: PeriodLocksReply) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [filedOn, setFiledOn] = useState(todayInIndia());
  const [arn, setArn] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      props.onDone(await props.send(filedOn, arn));
    } catch (err) {
      setError(displayMessage(err, t('Could not mark the return as filed.')));
    }
  }

  return (
    <Dialog
      open
      title={t('Mark the annual return (GSTR-9) for {{year}} as filed', { year: props.label })}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} disabled={arn.trim() === '' || filedOn === ''}>
            {t('Mark as filed')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          {t(
            "After the day it is filed, the year's filed invoices and notes can no longer be amended: correct them with a credit or debit note.",
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
