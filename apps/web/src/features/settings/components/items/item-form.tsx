import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { barcodesField, ITEM_LIMITS, itemSchema } from '@hisaab/shared/schemas/item';
import { splitBarcodes } from '@hisaab/shared/barcode';
import { TextField } from '../../../../ui/text-field.tsx';
import type { Item, ItemBody, Unit } from '../../api/items.ts';
import type { TaxGroup } from '../../api/tax-groups.ts';
import { TaxGroupField } from './tax-group-field.tsx';
import { DECIMAL_FIELD, RecordForm, type RecordFormProps } from '../common/record-form.tsx';
import { UnitField, unitNamed } from './unit-field.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
  rate: 'rate',
  buyRate: 'buyRate',
  hsnSacCode: 'hsnSacCode',
  taxGroupId: 'taxGroupId',
  reverseCharge: 'reverseCharge',
  trackedByBatch: 'trackedByBatch',
  mrp: 'mrp',
  barcodes: 'barcodes',
} as const;

/** The item's schema with its barcodes typed in one field, separated by commas. */
const formSchema = itemSchema.extend({
  barcodes: z
    .string()
    .transform((typed) => splitBarcodes(typed))
    .pipe(barcodesField),
});

/** A blank MRP is none (null), not "keep the one it had". */
const blankIsNone = (v: unknown) => (v === '' ? null : v);

/** A blank rate is left out, so the schema's default of 0 applies. */
const blankIsDefault = (v: unknown) => (v === '' ? undefined : v);

function defaults(i: Item | null) {
  return {
    name: i?.name ?? '',
    unitId: null as number | null,
    unitName: i?.unitName ?? '',
    rate: i ? String(i.rate) : '',
    buyRate: i ? String(i.buyRate) : '',
    hsnSacCode: i?.hsnSacCode ?? '',
    taxGroupId: i?.taxGroupId ? String(i.taxGroupId) : '',
    reverseCharge: i?.reverseCharge ?? false,
    trackedByBatch: i?.trackedByBatch ?? false,
    mrp: i?.mrp == null ? '' : String(i.mrp),
    barcodes: i?.barcodes.join(', ') ?? '',
    // The version the form opened on, sent back with the save (issue 37): read once, so a list
    // read again while the form is open does not move it.
    version: i?.version ?? (null as number | null),
  };
}

interface ItemFormProps extends RecordFormProps<ItemBody> {
  item: Item | null;
  units: readonly Unit[];
  groups: readonly TaxGroup[];
}

/**
 * Edit Item / Add Item: name, unit, tax-inclusive rate and buy rate, MRP, HSN/SAC, tax group,
 * barcodes (issue 40: several, separated by commas).
 */
export function ItemForm({ item, units, groups, onSave, ...rest }: ItemFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: defaults(item) });
  const { errors } = form.formState;

  return (
    <RecordForm
      form={form}
      adding={!item}
      blank={() => defaults(null)}
      save={(values) => {
        // A known unit goes by id; a new name is created with the item.
        const unit = unitNamed(units, values.unitName ?? '');
        return onSave({
          ...values,
          unitId: unit?.id ?? null,
          unitName: unit ? null : values.unitName,
        });
      }}
      title={item ? t('Edit Item') : t('Add Item')}
      submitLabel={item ? t('Save') : t('Add Item')}
      {...rest}
    >
      <TextField
        label={t('Name')}
        maxLength={ITEM_LIMITS.name}
        error={fieldError(errors.name?.message)}
        {...form.register(FIELD.name)}
      />
      <Controller
        control={form.control}
        name="unitName"
        render={({ field }) => (
          <UnitField
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            units={units}
            error={fieldError(errors.unitName?.message ?? errors.unitId?.message)}
          />
        )}
      />
      <TextField
        label={t('Rate (incl. tax)')}
        {...DECIMAL_FIELD}
        error={fieldError(errors.rate?.message)}
        {...form.register(FIELD.rate, { setValueAs: blankIsDefault })}
      />
      <TextField
        label={t('Buy Rate (incl. tax)')}
        {...DECIMAL_FIELD}
        error={fieldError(errors.buyRate?.message)}
        {...form.register(FIELD.buyRate, { setValueAs: blankIsDefault })}
      />
      <TextField
        label={t('MRP')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        className="[&_input]:text-right [&_input]:tabular-nums"
        error={fieldError(errors.mrp?.message)}
        {...form.register(FIELD.mrp, { setValueAs: blankIsNone })}
      />
      <TextField
        label={t('Barcodes')}
        hint={t('EAN-13, UPC-A or Code 128; several separated by commas.')}
        maxLength={1200}
        autoComplete="off"
        error={fieldError(errors.barcodes?.message)}
        {...form.register(FIELD.barcodes)}
      />
      <TextField
        label={t('HSN/SAC')}
        inputMode="numeric"
        maxLength={ITEM_LIMITS.hsnSacField}
        error={fieldError(errors.hsnSacCode?.message)}
        {...form.register(FIELD.hsnSacCode)}
      />
      <Controller
        control={form.control}
        name={FIELD.taxGroupId}
        render={({ field }) => (
          <TaxGroupField
            value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
            onChange={field.onChange}
            groups={groups}
            currentId={item?.taxGroupId ?? null}
            error={fieldError(errors.taxGroupId?.message)}
          />
        )}
      />
      <label className="flex items-center gap-2 self-end text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--color-accent)]"
          aria-describedby={hintId}
          {...form.register(FIELD.reverseCharge)}
        />
        {t('Service under reverse charge')}
        <span id={hintId} className="sr-only">
          {t('A purchase of it is under reverse charge: you pay its GST yourself.')}
        </span>
      </label>
      <label className="flex items-center gap-2 self-end text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--color-accent)]"
          aria-describedby={`${hintId}-batch`}
          {...form.register(FIELD.trackedByBatch)}
        />
        {t('Tracked by batch')}
        <span id={`${hintId}-batch`} className="sr-only">
          {t('Each purchase names its batch and expiry; a sale takes the first-expiring batch.')}
        </span>
      </label>
    </RecordForm>
  );
}
