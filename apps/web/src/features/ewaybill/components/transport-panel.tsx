// The invoice screen's collapsible "Transport / e-way bill" section for a saved bill: the
// transport details the portal's file needs, the e-way bill number and validity once the portal
// gave them, the reminder while the consignment is over the threshold without a number, and the
// bulk JSON for this bill. Allowed on a bill with an IRN (it changes nothing of the invoice).
// A save sends the details' version the form opened on (issue 37): one saved meanwhile by
// someone else is refused with who and when, and Reload shows theirs (what was typed stays
// until then).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { TRANSPORT_MODE_LABELS, VEHICLE_TYPE_LABELS } from '@hisaab/shared/einvoice/rules';
import type { TransportReply } from '@hisaab/shared/replies/einvoice';
import { ApiError, displayMessage, isStaleEdit } from '../../../api/api-error.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { MessageAlert, type ScreenMessage } from '../../../ui/message-alert.tsx';
import {
  downloadEWayBillJson,
  saveTransport,
  transportKey,
  useTransport,
} from '../api/ewaybill-api.ts';

type Form = Record<keyof TransportReply, string>;

/** Samples of what the portal wants, not words: the same in every language. */
const VEHICLE_NO_SAMPLE = 'KA01AB1234';
const NONE = '—';

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
  const { t } = useTranslation();
  const status = useTransport(transactionId);
  if (status.isPending) return <LoadingText />;
  if (status.isError)
    return (
      <Alert tone="error">
        {displayMessage(status.error, t('Failed to load the transport details.'))}
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const [form, setForm] = useState<Form>(() => toForm(data.transport));
  // The version of the details the form shows: moved by its own saves and by Reload only.
  const [version, setVersion] = useState(data.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<ScreenMessage | null>(null);
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
      const saved = await saveTransport(transactionId, { ...body, version });
      queryClient.setQueryData(transportKey(transactionId), saved);
      setForm(toForm(saved.transport));
      setVersion(saved.version);
      setMessage({ tone: 'success', text: t('Transport details saved.') });
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      // A field's own message shows under it; the alert is for the rest.
      if (Object.keys(byField).length === 0)
        setMessage({
          tone: 'error',
          text: displayMessage(err, t('Could not save.')),
          ...(isStaleEdit(err) ? { reload: () => void reload() } : {}),
        });
    }
  }

  /** Reads the details again: the stored ones replace what was typed, with their version. */
  async function reload() {
    setMessage(null);
    setErrors({});
    await queryClient.invalidateQueries({ queryKey: transportKey(transactionId) });
    const fresh = queryClient.getQueryData<typeof data>(transportKey(transactionId));
    if (!fresh) return;
    setForm(toForm(fresh.transport));
    setVersion(fresh.version);
  }

  async function download() {
    setMessage(null);
    setProblems([]);
    try {
      const name = await downloadEWayBillJson(transactionId);
      setMessage({
        tone: 'success',
        text: t('Saved {{name}}. Upload it under Generate Bulk.', { name }),
      });
    } catch (err) {
      setMessage({ tone: 'error', text: displayMessage(err, t('Could not make the file.')) });
      setProblems(problemsOf(err).slice(1));
    }
  }

  // The text fields, made here: literal field names and options stay out of the JSX.
  const distanceField = text('distanceKm', t('Distance (km)'), { inputMode: 'numeric' });
  const vehicleNoField = text('vehicleNo', t('Vehicle number'), {
    placeholder: VEHICLE_NO_SAMPLE,
    autoCapitalize: 'characters',
  });
  const transporterIdField = text('transporterId', t('Transporter ID (GSTIN/TRANSIN)'));
  const transporterNameField = text('transporterName', t('Transporter name'));
  const transDocNoField = text('transDocNo', t('Transport document no. (LR/RR/AWB)'));
  const ewbNoField = text('ewbNo', t('E-way bill number'), {
    inputMode: 'numeric',
    placeholder: t('12 digits'),
  });

  return (
    <details
      open={data.reminder || data.transport.ewbNo !== null || data.transport.transMode !== null}
      className="rounded-md border border-line bg-surface px-3 py-2"
      data-testid="transport-panel"
    >
      <summary className="cursor-pointer font-semibold">{t('Transport / e-way bill')}</summary>
      <form onSubmit={save} noValidate className="mt-2 space-y-3 text-sm">
        {data.reminder && (
          <Alert tone="warning">
            <span data-testid="ewb-reminder">
              {t(
                'This consignment is worth {{value}}, over {{threshold}}: an e-way bill is needed before the goods move. Record its number here.',
                {
                  value: formatINR(toPaise(data.consignmentValue)),
                  threshold: formatINR(toPaise(data.threshold)),
                },
              )}
            </span>
          </Alert>
        )}
        <MessageAlert message={message} onDismiss={() => setMessage(null)} />
        {problems.length > 0 && (
          <ul className="list-disc pl-5 text-danger">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <fieldset disabled={!canWrite} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Select
            label={t('Mode')}
            value={form.transMode}
            error={errors['transMode']}
            onChange={(e) => set('transMode')(e.target.value)}
            options={[
              { value: '', label: NONE },
              ...Object.entries(TRANSPORT_MODE_LABELS).map(([value, label]) => ({
                value,
                label: `${value} ${t(label)}`,
              })),
            ]}
          />
          {distanceField}
          {vehicleNoField}
          <Select
            label={t('Vehicle type')}
            value={form.vehicleType}
            error={errors['vehicleType']}
            onChange={(e) => set('vehicleType')(e.target.value)}
            options={[
              { value: '', label: NONE },
              ...Object.entries(VEHICLE_TYPE_LABELS).map(([value, label]) => ({
                value,
                label: t(label),
              })),
            ]}
          />
          {transporterIdField}
          {transporterNameField}
          {transDocNoField}
          <DatePicker
            label={t('Transport document date')}
            value={form.transDocDate}
            error={errors['transDocDate']}
            onChange={set('transDocDate')}
          />
          {ewbNoField}
          <DatePicker
            label={t('Valid until')}
            value={form.validUntil}
            error={errors['validUntil']}
            onChange={set('validUntil')}
          />
        </fieldset>
        {data.problems.length > 0 && (
          <Alert tone="info">
            <p className="font-medium">{t("Before the portal's file can be made:")}</p>
            <ul className="list-disc pl-5">
              {data.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          {canWrite && <Button type="submit">{t('Save transport')}</Button>}
          <Button variant="secondary" onClick={download}>
            {t('Download e-way bill JSON')}
          </Button>
        </div>
      </form>
    </details>
  );
}
