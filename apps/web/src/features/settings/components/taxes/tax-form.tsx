import { useTranslation } from '../../../../i18n/react.ts';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TAX_TYPE,
  TAX_LIMITS,
  TAX_TYPES,
  taxSchema,
  type TaxData,
} from '@hisaab/shared/schemas/tax';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { Select } from '../../../../ui/select.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import type { Tax } from '../../api/taxes.ts';
import { Checkbox } from '../common/checkbox.tsx';
import { InlineForm } from '../common/inline-form.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
  taxType: 'taxType',
  rate: 'rate',
  isCompound: 'isCompound',
} as const;

const TYPE_OPTIONS = TAX_TYPES.map((t) => ({ value: t, label: t }));

function defaults(t: Tax | null) {
  return {
    name: t?.name ?? '',
    taxType: t?.taxType ?? DEFAULT_TAX_TYPE,
    rate: t ? String(t.rate) : '',
    isCompound: t?.isCompound ?? false,
    effectiveFrom: t?.effectiveFrom ?? '',
    effectiveTo: t?.effectiveTo ?? '',
    // The version the form opened on, sent back with the save (issue 37): read once, so a list
    // read again while the form is open does not move it.
    version: t?.version ?? (null as number | null),
  };
}

interface TaxFormProps {
  tax: Tax | null;
  onSave: (body: TaxData) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean;
  focusKey?: number;
}

/** Edit Tax / Add Tax: name, type, rate %, compound, effective dates. */
export function TaxForm({ tax, onSave, onCancel, autoFocus = true, focusKey = 0 }: TaxFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(taxSchema), defaultValues: defaults(tax) });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await onSave(values)) && !tax) form.reset(defaults(null));
  });
  return (
    <InlineForm
      title={tax ? t('Edit Tax') : t('Add Tax')}
      submitLabel={tax ? t('Save') : t('Add Tax')}
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={isSubmitting}
      autoFocus={autoFocus}
      focusKey={focusKey}
    >
      <TextField
        label={t('Name')}
        maxLength={TAX_LIMITS.name}
        error={fieldError(errors.name?.message)}
        {...form.register(FIELD.name)}
      />
      <Select
        label={t('Type')}
        options={TYPE_OPTIONS}
        error={fieldError(errors.taxType?.message)}
        {...form.register(FIELD.taxType)}
      />
      <TextField
        label={t('Rate %')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        className="[&_input]:text-right [&_input]:tabular-nums"
        error={fieldError(errors.rate?.message)}
        {...form.register(FIELD.rate)}
      />
      <div className="flex items-end">
        <Checkbox label={t('Compound')} {...form.register(FIELD.isCompound)} />
      </div>
      <Controller
        control={form.control}
        name="effectiveFrom"
        render={({ field }) => (
          <DatePicker
            label={t('Effective From')}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={fieldError(errors.effectiveFrom?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="effectiveTo"
        render={({ field }) => (
          <DatePicker
            label={t('Effective To')}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={fieldError(errors.effectiveTo?.message)}
          />
        )}
      />
    </InlineForm>
  );
}
