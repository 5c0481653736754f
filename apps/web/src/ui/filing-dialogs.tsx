// The dialogs of filed returns and closed years (issue 38): a reason asked before undoing a
// filing or reopening a year (3 to 500 characters), and a return marked filed with its date and
// ARN. Each shows the server's refusal inside it; `send` does the call, `onDone` takes its answer.
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { displayMessage } from '../api/api-error.ts';
import { useTranslation } from '../i18n/react.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { DatePicker } from './date-picker.tsx';
import { Dialog } from './dialog.tsx';
import { TextField } from './text-field.tsx';

interface DialogCall<A extends unknown[], R> {
  title: string;
  /** What the action does, said above the fields. */
  intro: string;
  /** Said (translated) when the call fails without a message of the server's. */
  failed: string;
  send: (...args: A) => Promise<R>;
  onDone: (reply: R) => void;
  onClose: () => void;
}

/** The call of a dialog: its refusal shown inside it, its answer to `onDone`. */
function useDialogCall<A extends unknown[], R>(props: DialogCall<A, R>) {
  const [error, setError] = useState<string | null>(null);
  async function submit(...args: A) {
    setError(null);
    try {
      props.onDone(await props.send(...args));
    } catch (err) {
      setError(displayMessage(err, props.failed));
    }
  }
  return { error, submit };
}

/** Asks a reason, then sends it (undo a filing, reopen a year). */
export function ReasonDialog<R>(props: DialogCall<[string], R> & { action: string }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { error, submit } = useDialogCall(props);

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
          <Button
            variant="danger"
            onClick={() => submit(reason)}
            disabled={reason.trim().length < 3}
          >
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

/** A return marked filed: the day it was filed (today by default) and its ARN. */
export function MarkFiledDialog<R>(props: DialogCall<[string, string], R>) {
  const { t } = useTranslation();
  const [filedOn, setFiledOn] = useState(todayInIndia());
  const [arn, setArn] = useState('');
  const { error, submit } = useDialogCall(props);

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
          <Button
            onClick={() => submit(filedOn, arn)}
            disabled={arn.trim() === '' || filedOn === ''}
          >
            {t('Mark as filed')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm">{props.intro}</p>
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
