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
import { DECIMAL_FIELD, RecordForm, type RecordFormProps } from '../common/record-form.tsx';
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

interface TaxFormProps extends RecordFormProps<TaxData> {
  tax: Tax | null;
}

/** Edit Tax / Add Tax: name, type, rate %, compound, effective dates. */
export function TaxForm({ tax, onSave, ...rest }: TaxFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(taxSchema), defaultValues: defaults(tax) });
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      adding={!tax}
      blank={() => defaults(null)}
      save={onSave}
      title={tax ? t('Edit Tax') : t('Add Tax')}
      submitLabel={tax ? t('Save') : t('Add Tax')}
      {...rest}
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
        {...DECIMAL_FIELD}
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
    </RecordForm>
  );
}
