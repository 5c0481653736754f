// The fields of the report and insight parameter forms: a date, the year picker of spec
// section 9 (this year and the two before), a month, a checkbox flag, or a number. Values are
// query-string shaped (spec section 7): strings, 'true'/'false' for flags.
import { useId } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { MONTH_NAMES, todayInIndia } from '@hisaab/shared/format';
import { INSIGHT_DEFAULTS, reportYearOptions } from '@hisaab/shared/report-defaults';
import { DatePicker } from './date-picker.tsx';
import { Select } from './select.tsx';
import { TextField } from './text-field.tsx';

export { MONTH_NAMES };

const MONTH_OPTIONS = MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }));

/** The month choices in the reader's language (the month names are catalogue texts). */
export function useMonthOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return MONTH_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }));
}

/** days: a choice of 30, 60 or 90 days (expiring stock, issue 40 part 2). */
export type ParamKind = 'date' | 'year' | 'month' | 'flag' | 'number' | 'days';

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end pb-1.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-accent"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

export interface ParamInputProps {
  kind: ParamKind;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** A short line under a number field saying what it means. */
  hint?: string | undefined;
}

export function ParamInput({ kind, label, value, onChange, error, hint }: ParamInputProps) {
  const months = useMonthOptions();
  const { t } = useTranslation();
  switch (kind) {
    case 'days':
      return (
        <Select
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={INSIGHT_DEFAULTS.expiringStock.choices.map((d) => ({
            value: String(d),
            label: t('{{days}} days', { days: d }),
          }))}
          error={error}
          className="w-32"
        />
      );
    case 'date':
      return (
        <DatePicker
          label={label}
          value={value}
          onChange={onChange}
          error={error}
          className="w-40"
        />
      );
    case 'year':
      return (
        <Select
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={reportYearOptions(todayInIndia()).map((y) => ({
            value: String(y),
            label: String(y),
          }))}
          error={error}
          className="w-28"
        />
      );
    case 'month':
      return (
        <Select
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          options={months}
          error={error}
          className="w-36"
        />
      );
    case 'flag':
      return (
        <Checkbox label={label} checked={value === 'true'} onChange={(c) => onChange(String(c))} />
      );
    case 'number':
      return (
        <TextField
          label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="decimal"
          error={error}
          hint={hint}
          // A hint needs room to wrap in; a bare number field stays narrow.
          className={hint ? 'w-44' : 'w-32'}
        />
      );
  }
}
