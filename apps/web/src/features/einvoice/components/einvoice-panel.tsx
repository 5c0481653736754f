// The invoice screen's "e-Invoice (IRN)" section for a saved bill: why the IRP does not take it,
// or what stops its JSON; the JSON to upload on the IRP; then the IRP's reply recorded (its
// JSON uploaded or pasted, or the four fields typed) and shown; a portal cancellation recorded.
import { FileInput } from '../../../ui/file-input.tsx';
import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { IRN_CANCEL_REASONS } from '@hisaab/shared/einvoice/rules';
import { formatDateTime } from '@hisaab/shared/format';
import { displayMessage } from '../../../api/api-error.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import {
  cancelIrn,
  downloadInvoiceJson,
  problemsOf,
  recordIrn,
  useEInvoiceStatus,
  type IrnPaste,
} from '../api/einvoice-api.ts';

const EMPTY: IrnPaste = { irn: '', ackNo: '', ackDate: '', signedQr: '' };
/** The Ack Date's shape, as the IRP writes it. */
const ACK_DATE_SAMPLE = '2024-07-15 11:20:00';

export function EInvoicePanel({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const status = useEInvoiceStatus(transactionId);
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [replyText, setReplyText] = useState('');
  const [fields, setFields] = useState<IrnPaste>(EMPTY);
  const [reason, setReason] = useState('2');
  const replyId = useId();

  if (status.isPending) return <LoadingText />;
  if (status.isError)
    return (
      <Alert tone="error">{displayMessage(status.error, t('Failed to load the e-invoice.'))}</Alert>
    );
  const s = status.data;
  if (!s.enabled) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['einvoice'] });
  const fail = (err: unknown) => {
    setMessage({ tone: 'error', text: displayMessage(err, t('That did not work.')) });
    setProblems(problemsOf(err).slice(1));
  };

  async function download() {
    setMessage(null);
    setProblems([]);
    try {
      const name = await downloadInvoiceJson(transactionId);
      setMessage({ tone: 'success', text: t('Saved {{name}}. Upload it on the IRP.', { name }) });
    } catch (err) {
      fail(err);
    }
  }

  async function save() {
    setMessage(null);
    setProblems([]);
    try {
      const filled = Object.values(fields).some((v) => v.trim() !== '');
      await recordIrn(transactionId, replyText.trim() && !filled ? { reply: replyText } : fields);
      setReplyText('');
      setFields(EMPTY);
      setMessage({ tone: 'success', text: t('IRN recorded. It prints on the bill.') });
      await refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function cancel() {
    setMessage(null);
    try {
      await cancelIrn(transactionId, reason, '');
      setMessage({
        tone: 'success',
        text: t('Cancellation recorded. The bill can be changed again.'),
      });
      await refresh();
    } catch (err) {
      fail(err);
    }
  }

  async function readFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (file) setReplyText(await file.text());
  }

  const record = s.eInvoice;
  return (
    <details
      open
      className="rounded-md border border-line bg-surface px-3 py-2"
      data-testid="einvoice-panel"
    >
      <summary className="cursor-pointer font-semibold">
        {t('e-Invoice (IRN)')}{' '}
        {record?.status === 'active' ? (
          <Badge tone="success">{t('IRN recorded')}</Badge>
        ) : s.eligible ? (
          <Badge tone="warning">{t('No IRN yet')}</Badge>
        ) : (
          <Badge>{t('Not needed')}</Badge>
        )}
      </summary>
      <div className="mt-2 space-y-3 text-sm">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {problems.length > 0 && (
          <ul className="list-disc pl-5 text-danger">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {!s.eligible && <p className="text-muted">{s.reason}</p>}
        {record && (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted">{t('IRN')}</dt>
            <dd className="break-all font-mono text-xs" data-testid="einvoice-irn">
              {record.irn}
            </dd>
            <dt className="text-muted">{t('Ack No.')}</dt>
            <dd>{record.ackNo}</dd>
            <dt className="text-muted">{t('Ack Date')}</dt>
            <dd>{formatDateTime(record.ackDate)}</dd>
            {record.status === 'cancelled' && (
              <>
                <dt className="text-muted">{t('Cancelled')}</dt>
                <dd>{record.cancelReason}</dd>
              </>
            )}
          </dl>
        )}
        {s.eligible && record?.status !== 'active' && (
          <>
            {s.problems.length > 0 && (
              <Alert tone="warning">
                <p className="font-medium">{t('Fix these before the IRP will take this bill:')}</p>
                <ul className="list-disc pl-5">
                  {s.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {s.notes.map((n) => (
              <p key={n} className="text-muted">
                {n}
              </p>
            ))}
            <Button variant="secondary" onClick={download} disabled={s.problems.length > 0}>
              {t('Download JSON for the IRP')}
            </Button>
            {canWrite && (
              <fieldset className="space-y-2 border-t border-line pt-2">
                <legend className="font-medium">{t("Record the IRP's reply")}</legend>
                <div className="flex flex-col gap-1">
                  <label htmlFor={replyId} className="font-medium">
                    {t('Reply JSON (paste it, or choose the file)')}
                  </label>
                  <textarea
                    id={replyId}
                    rows={3}
                    className={`${CONTROL_CLASS} font-mono text-xs`}
                    value={replyText}
                    onChange={(e) => setReplyText(e.target.value)}
                  />
                  <FileInput
                    accept=".json,application/json"
                    aria-label={t('IRP reply file')}
                    onChange={(e) => void readFile(e)}
                  />
                </div>
                <p className="text-muted">{t('Or type the four fields:')}</p>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                  <TextField
                    label={t('IRN')}
                    value={fields.irn}
                    className="sm:col-span-3"
                    onChange={(e) => setFields({ ...fields, irn: e.target.value })}
                  />
                  <TextField
                    label={t('Ack No.')}
                    inputMode="numeric"
                    value={fields.ackNo}
                    onChange={(e) => setFields({ ...fields, ackNo: e.target.value })}
                  />
                  <TextField
                    label={t('Ack Date')}
                    placeholder={ACK_DATE_SAMPLE}
                    value={fields.ackDate}
                    onChange={(e) => setFields({ ...fields, ackDate: e.target.value })}
                  />
                  <TextField
                    label={t('Signed QR code')}
                    value={fields.signedQr}
                    onChange={(e) => setFields({ ...fields, signedQr: e.target.value })}
                  />
                </div>
                <Button onClick={save}>{t('Save IRN')}</Button>
              </fieldset>
            )}
          </>
        )}
        {record?.status === 'active' && canWrite && (
          <div className="flex flex-wrap items-end gap-2 border-t border-line pt-2">
            <Select
              label={t('Cancelled on the IRP (within 24 hours) because')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              options={Object.entries(IRN_CANCEL_REASONS).map(([value, label]) => ({
                value,
                label: t(label),
              }))}
            />
            <Button variant="secondary" onClick={cancel}>
              {t('Record cancellation')}
            </Button>
          </div>
        )}
      </div>
    </details>
  );
}
