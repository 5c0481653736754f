import { useTranslation } from '../../../../i18n/react.ts';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { CUSTOMER_LIMITS, customerSchema } from '@hisaab/shared/schemas/customer';
import { optionalStateCode } from '@hisaab/shared/schemas/customer-state';
import { PLACE_OF_SUPPLY_STATES, stateLabel } from '@hisaab/shared/states';
import { Select } from '../../../../ui/select.tsx';
import { GstinField } from '../../../../ui/gstin-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { GstCategorySelect } from '../../../../ui/gst-category-select.tsx';
import { gstCategoryField } from '@hisaab/shared/schemas/supply-settings';
import type { GstCategory } from '@hisaab/shared/gst/supply';
import type { Customer, CustomerBody } from '../../api/customers.ts';
import { RecordForm, type RecordFormProps } from '../common/record-form.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  gstin: 'gstin',
  pan: 'pan',
  stateCode: 'stateCode',
  gstCategory: 'gstCategory',
} as const;

// The shared customer rules plus the state kept for place of supply.
const formSchema = customerSchema.and(
  z.object({ stateCode: optionalStateCode, gstCategory: gstCategoryField.optional() }),
);

const STATE_OPTIONS = PLACE_OF_SUPPLY_STATES.map((s) => ({
  value: s.code,
  label: stateLabel(s.code) ?? s.name,
}));

function defaults(c: Customer | null) {
  return {
    name: c?.name ?? '',
    phone: c?.phone ?? '',
    address: c?.address ?? '',
    email: c?.email ?? '',
    gstin: c?.gstin ?? '',
    pan: c?.pan ?? '',
    stateCode: c?.stateCode ?? '',
    gstCategory: (c?.gstCategory ?? '') as GstCategory | '',
    // The version the form opened on, sent back with the save (issue 37): read once, so a list
    // read again while the form is open does not move it.
    version: c?.version ?? (null as number | null),
  };
}

interface CustomerFormProps extends RecordFormProps<CustomerBody> {
  customer: Customer | null;
}

/** Edit Customer / Add Customer; a GSTIN gives the state. */
export function CustomerForm({ customer, onSave, ...rest }: CustomerFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: defaults(customer) });
  const { errors } = form.formState;
  const gstin = useWatch({ control: form.control, name: 'gstin' }) ?? '';
  const gstinState = stateCodeFromGstin(gstin);

  return (
    <RecordForm
      form={form}
      adding={!customer}
      blank={() => defaults(null)}
      save={(values) => onSave({ ...values, stateCode: gstinState ?? values.stateCode })}
      title={customer ? t('Edit Customer') : t('Add Customer')}
      submitLabel={customer ? t('Save') : t('Add')}
      {...rest}
    >
      <TextField
        label={t('Name')}
        maxLength={CUSTOMER_LIMITS.nameMax}
        error={fieldError(errors.name?.message)}
        {...form.register(FIELD.name)}
      />
      <TextField
        label={t('Phone')}
        type="tel"
        maxLength={CUSTOMER_LIMITS.phone}
        error={fieldError(errors.phone?.message)}
        {...form.register(FIELD.phone)}
      />
      <TextField
        label={t('Email')}
        type="email"
        maxLength={CUSTOMER_LIMITS.email}
        error={fieldError(errors.email?.message)}
        {...form.register(FIELD.email)}
      />
      <TextField
        label={t('Address')}
        maxLength={CUSTOMER_LIMITS.address}
        error={fieldError(errors.address?.message)}
        {...form.register(FIELD.address)}
      />
      <GstinField
        kind="customer"
        label={t('GSTIN')}
        error={fieldError(errors.gstin?.message)}
        {...form.register(FIELD.gstin)}
      />
      <TextField
        label={t('PAN')}
        maxLength={CUSTOMER_LIMITS.panField}
        className="[&_input]:uppercase"
        error={fieldError(errors.pan?.message)}
        {...form.register(FIELD.pan)}
      />
      {gstinState ? (
        <Select
          label={t('State')}
          value={gstinState}
          disabled
          options={STATE_OPTIONS}
          hint={t('From the GSTIN')}
          onChange={() => undefined}
        />
      ) : (
        <Select
          label={t('State')}
          placeholder={t('Not set')}
          options={STATE_OPTIONS}
          error={fieldError(errors.stateCode?.message)}
          {...form.register(FIELD.stateCode)}
        />
      )}
      <GstCategorySelect
        error={fieldError(errors.gstCategory?.message)}
        {...form.register(FIELD.gstCategory)}
      />
    </RecordForm>
  );
}
