// The invoice screen's collapsible "Transport / e-way bill" section for a saved bill: the
// transport details the portal's file needs, the e-way bill number and validity once the portal
// gave them, the reminder while the consignment is over the threshold without a number, and the
// bulk JSON for this bill. Allowed on a bill with an IRN (it changes nothing of the invoice).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { TRANSPORT_MODE_LABELS, VEHICLE_TYPE_LABELS } from '@hisaab/shared/einvoice/rules';
import type { TransportReply } from '@hisaab/shared/replies/einvoice';
import { ApiError, displayMessage } from '../../../api/api-error.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { downloadEWayBillJson, saveTransport, useTransport } from '../api/ewaybill-api.ts';

type Form = Record<keyof TransportReply, string>;

const toForm = (t: TransportReply): Form =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v === null ? '' : String(v)])) as Form;

function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return {};
  const errors = (err.body as { errors?: Record<string, string[]> }).errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
}

function problemsOf(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return [];
  const p = (err.body as { problems?: unknown }).problems;
  return Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : [];
}

export function TransportPanel({ transactionId }: { transactionId: number }) {
  const status = useTransport(transactionId);
  if (status.isPending) return <LoadingText />;
  if (status.isError)
    return (
      <Alert tone="error">
        {displayMessage(status.error, 'Failed to load the transport details.')}
      </Alert>
    );
  return <TransportForm transactionId={transactionId} data={status.data} />;
}

function TransportForm({
  transactionId,
  data,
}: {
  transactionId: number;
  data: NonNullable<ReturnType<typeof useTransport>['data']>;
}) {
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const [form, setForm] = useState<Form>(() => toForm(data.transport));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const text = (k: keyof Form, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[k]}
      error={errors[k]}
      onChange={(e) => set(k)(e.target.value)}
      {...extra}
    />
  );

  async function save(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setErrors({});
    setProblems([]);
    try {
      const body = Object.fromEntries(
        Object.entries(form).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]),
      );
      const saved = await saveTransport(transactionId, body);
      queryClient.setQueryData(['einvoice', 'ewaybill', transactionId], saved);
      setForm(toForm(saved.transport));
      setMessage({ tone: 'success', text: 'Transport details saved.' });
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      // A field's own message shows under it; the alert is for the rest.
      if (Object.keys(byField).length === 0)
        setMessage({ tone: 'error', text: displayMessage(err, 'Could not save.') });
    }
  }

  async function download() {
    setMessage(null);
    setProblems([]);
    try {
      const name = await downloadEWayBillJson(transactionId);
      setMessage({ tone: 'success', text: `Saved ${name}. Upload it under Generate Bulk.` });
    } catch (err) {
      setMessage({ tone: 'error', text: displayMessage(err, 'Could not make the file.') });
      setProblems(problemsOf(err).slice(1));
    }
  }

  return (
    <details
      open={data.reminder || data.transport.ewbNo !== null || data.transport.transMode !== null}
      className="rounded-md border border-line bg-surface px-3 py-2"
      data-testid="transport-panel"
    >
      <summary className="cursor-pointer font-semibold">Transport / e-way bill</summary>
      <form onSubmit={save} noValidate className="mt-2 space-y-3 text-sm">
        {data.reminder && (
          <Alert tone="warning">
            <span data-testid="ewb-reminder">
              This consignment is worth {formatINR(toPaise(data.consignmentValue))}, over{' '}
              {formatINR(toPaise(data.threshold))}: an e-way bill is needed before the goods move.
              Record its number here.
            </span>
          </Alert>
        )}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {problems.length > 0 && (
          <ul className="list-disc pl-5 text-danger">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <fieldset disabled={!canWrite} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Select
            label="Mode"
            value={form.transMode}
            error={errors['transMode']}
            onChange={(e) => set('transMode')(e.target.value)}
            options={[
              { value: '', label: '—' },
              ...Object.entries(TRANSPORT_MODE_LABELS).map(([value, label]) => ({
                value,
                label: `${value} ${label}`,
              })),
            ]}
          />
          {text('distanceKm', 'Distance (km)', { inputMode: 'numeric' })}
          {text('vehicleNo', 'Vehicle number', {
            placeholder: 'KA01AB1234',
            autoCapitalize: 'characters',
          })}
          <Select
            label="Vehicle type"
            value={form.vehicleType}
            error={errors['vehicleType']}
            onChange={(e) => set('vehicleType')(e.target.value)}
            options={[
              { value: '', label: '—' },
              ...Object.entries(VEHICLE_TYPE_LABELS).map(([value, label]) => ({
                value,
                label,
              })),
            ]}
          />
          {text('transporterId', 'Transporter ID (GSTIN/TRANSIN)')}
          {text('transporterName', 'Transporter name')}
          {text('transDocNo', 'Transport document no. (LR/RR/AWB)')}
          <DatePicker
            label="Transport document date"
            value={form.transDocDate}
            error={errors['transDocDate']}
            onChange={set('transDocDate')}
          />
          {text('ewbNo', 'E-way bill number', { inputMode: 'numeric', placeholder: '12 digits' })}
          <DatePicker
            label="Valid until"
            value={form.validUntil}
            error={errors['validUntil']}
            onChange={set('validUntil')}
          />
        </fieldset>
        {data.problems.length > 0 && (
          <Alert tone="info">
            <p className="font-medium">Before the portal&apos;s file can be made:</p>
            <ul className="list-disc pl-5">
              {data.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          {canWrite && <Button type="submit">Save transport</Button>}
          <Button variant="secondary" onClick={download}>
            Download e-way bill JSON
          </Button>
        </div>
      </form>
    </details>
  );
}
