import { type FormEvent } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, ParamInput } from '../../../ui/param-field.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useBankAccountOptions, useCustomerOptions } from '../api/options.ts';
import type { ReportForm } from '../hooks/use-report-form.ts';
import { canSave, paramFields, type ParamField } from '../utils/report-types.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { godownName, useGodowns } from '../../godowns/index.ts';

function Field({
  field,
  form,
  error,
}: {
  field: ParamField;
  form: ReportForm;
  error: string | undefined;
}) {
  const value = form.params[field.key] ?? '';
  const set = (v: string) => form.setParam(field.key, v);
  const { t } = useTranslation();
  const label = t(field.label);
  switch (field.kind) {
    case 'customer':
      return <CustomerField label={label} value={value} onChange={set} error={error} />;
    case 'bankAccount':
      return <BankAccountField label={label} value={value} onChange={set} error={error} />;
    case 'godown':
      return <GodownField label={label} value={value} onChange={set} error={error} />;
    default:
      return (
        <ParamInput kind={field.kind} label={label} value={value} onChange={set} error={error} />
      );
  }
}

interface ChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

function CustomerField({ label, value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation();
  const customers = useCustomerOptions().data ?? [];
  return (
    <Select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('Select a customer')}
      options={customers.map((c) => ({ value: String(c.id), label: c.label }))}
      error={error}
      className="w-full sm:w-64"
    />
  );
}

/** A godown, or All godowns (the item's total), for the stock report (issue 40 part 3). */
function GodownField({ label, value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation();
  const godowns = useGodowns().data ?? [];
  return (
    <Select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[
        { value: '', label: t('All godowns') },
        ...godowns.map((g) => ({ value: String(g.id), label: godownName(g) })),
      ]}
      error={error}
      className="w-full sm:w-56"
    />
  );
}

function BankAccountField({ label, value, onChange, error }: ChoiceProps) {
  const { t } = useTranslation();
  const accounts = useBankAccountOptions().data ?? [];
  return (
    <Select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={t('Select a bank account')}
      options={accounts.map((a) => ({ value: String(a.id), label: a.label }))}
      error={error}
      className="w-full sm:w-72"
    />
  );
}

/**
 * A report's parameters with the spec's defaults, the messages beside their fields, the save
 * checkbox with its snapshot name, and Generate (disabled while running).
 */
export function ReportParamsForm({
  form,
  running,
  onGenerate,
}: {
  form: ReportForm;
  running: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const fields = paramFields(form.type);
  const problem = form.problem;
  const errorOf = (key: string) =>
    problem?.field === key ? messageText(problem.message) : undefined;
  const looseProblem =
    problem && !fields.some((f) => f.key === problem.field) ? messageText(problem.message) : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (running) return;
    onGenerate();
  }

  return (
    <form aria-label={t('Report parameters')} noValidate onSubmit={submit} className="space-y-3">
      {fields.length > 0 ? (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          {fields.map((f) => (
            <Field key={f.key} field={f} form={form} error={errorOf(f.key)} />
          ))}
        </div>
      ) : (
        <p className="text-muted">{t('This report needs no parameters.')}</p>
      )}
      {canSave(form.type) ? (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <Checkbox
            label={t('Save this report after generation')}
            checked={form.save}
            onChange={form.setSave}
          />
          {form.save && (
            <TextField
              label={t('Snapshot name (optional)')}
              value={form.snapshotName}
              onChange={(e) => form.setSnapshotName(e.target.value)}
              maxLength={200}
              className="w-full sm:w-80"
            />
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('Bank transactions are shown, never saved.')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={running} pending={running}>
          {t('Generate')}
        </Button>
        {looseProblem && (
          <p role="alert" className="text-sm text-danger">
            {looseProblem}
          </p>
        )}
      </div>
    </form>
  );
}
