// The fields of a sale's Supply section (issue 36), loaded when the section first opens: kind of
// supply, place of supply (as the rules give it, changeable), reverse charge, ship-to and
// dispatch-from addresses (none: the customer's and the company's own), an export's details.
// Every value is checked again by the server (shared schemas/supply.ts, gst/supply.ts).
import { useId } from 'react';
import {
  SUPPLY_LIMITS,
  SUPPLY_TYPES,
  SUPPLY_TYPE_LABELS,
  isExport,
  isZeroRated,
  type SupplyType,
} from '@hisaab/shared/gst/supply';
import { PLACE_OF_SUPPLY_STATES, stateLabel } from '@hisaab/shared/states';
import { useTranslation } from '../../../i18n/react.ts';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { EMPTY_ADDRESS, type AddressDraft, type ExportDraft } from '../model/supply-draft.ts';
import type { SupplySectionProps } from './supply-props.ts';

const STATE_OPTIONS = PLACE_OF_SUPPLY_STATES.map((s) => ({
  value: s.code,
  label: stateLabel(s.code) ?? s.name,
}));

const CHECKBOX = 'h-4 w-4 accent-[var(--color-accent)]';

export function SupplyFields({ supply, resolved, onChange, estimate }: SupplySectionProps) {
  const { t } = useTranslation();
  const zeroRated = isZeroRated(resolved.supplyType);
  const exporting = isExport(resolved.supplyType);
  const rule = resolved.rulePlace ? (stateLabel(resolved.rulePlace) ?? resolved.rulePlace) : null;
  const chosen = resolved.placeOfSupply !== null;
  return (
    <div className="mt-2 flex flex-col gap-3 text-sm" data-testid="supply-fields">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
        <Select
          label={t('Kind of supply')}
          value={resolved.supplyType}
          onChange={(e) => onChange({ supplyType: e.target.value as SupplyType })}
          options={SUPPLY_TYPES.map((type) => ({
            value: type,
            label: t(SUPPLY_TYPE_LABELS[type]),
          }))}
        />
        <Select
          label={t('Place of supply')}
          value={resolved.place ?? ''}
          placeholder={resolved.place ? undefined : t('Select a state')}
          disabled={exporting}
          hint={
            exporting
              ? t('An export is supplied outside India.')
              : chosen && rule
                ? t('Chosen on the bill; by the rules it is {{state}}.', { state: rule })
                : t('From the ship-to address, else the customer’s state.')
          }
          onChange={(e) => onChange({ placeOfSupply: e.target.value || null })}
          options={STATE_OPTIONS}
        />
        <label className="flex items-center gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={resolved.reverseCharge}
            disabled={zeroRated || estimate}
            onChange={(e) => onChange({ reverseCharge: e.target.checked })}
          />
          {t('Reverse charge (the buyer pays the GST)')}
        </label>
      </div>

      <AddressBlock
        legend={t('Ship to')}
        sameLabel={t('Same as customer (ship to the customer’s address)')}
        value={supply.shipTo}
        onChange={(shipTo) => onChange({ shipTo })}
      />
      <AddressBlock
        legend={t('Dispatch from')}
        sameLabel={t('Same as company (dispatch from our own address)')}
        value={supply.dispatchFrom}
        onChange={(dispatchFrom) => onChange({ dispatchFrom })}
      />
      {exporting && (
        <ExportBlock
          value={supply.exportDetails}
          onChange={(exportDetails) => onChange({ exportDetails })}
        />
      )}
    </div>
  );
}

function AddressBlock({
  legend,
  sameLabel,
  value,
  onChange,
}: {
  legend: string;
  sameLabel: string;
  value: AddressDraft | null;
  onChange: (value: AddressDraft | null) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const set = (key: keyof AddressDraft) => (e: { target: { value: string } }) =>
    value && onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="flex flex-col gap-2 border-t border-line pt-2" aria-labelledby={legendId}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span id={legendId} className="font-semibold">
          {legend}
        </span>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={value === null}
            onChange={(e) => onChange(e.target.checked ? null : EMPTY_ADDRESS)}
          />
          {sameLabel}
        </label>
      </div>
      {value && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t('Name')}
            required
            maxLength={SUPPLY_LIMITS.name}
            value={value.name}
            onChange={set('name')}
          />
          <TextField
            label={t('GSTIN')}
            maxLength={15}
            autoCapitalize="characters"
            value={value.gstin}
            onChange={set('gstin')}
          />
          <TextField
            label={t('Address')}
            required
            className="sm:col-span-2 lg:col-span-1"
            maxLength={SUPPLY_LIMITS.address}
            value={value.address}
            onChange={set('address')}
          />
          <TextField
            label={t('Town or city')}
            maxLength={SUPPLY_LIMITS.place}
            value={value.place}
            onChange={set('place')}
          />
          <TextField
            label={t('PIN code')}
            inputMode="numeric"
            maxLength={6}
            value={value.pin}
            onChange={set('pin')}
          />
          <Select
            label={t('State')}
            required
            placeholder={t('Select a state')}
            value={value.stateCode}
            onChange={set('stateCode')}
            options={STATE_OPTIONS}
          />
        </div>
      )}
    </fieldset>
  );
}

function ExportBlock({
  value,
  onChange,
}: {
  value: ExportDraft;
  onChange: (value: ExportDraft) => void;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const set = (key: keyof ExportDraft) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="flex flex-col gap-2 border-t border-line pt-2" aria-labelledby={legendId}>
      <span id={legendId} className="font-semibold">
        {t('Export details')}
      </span>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2 lg:grid-cols-5">
        <TextField
          label={t('Shipping bill number')}
          maxLength={SUPPLY_LIMITS.shippingBillNumber}
          value={value.shippingBillNumber}
          onChange={set('shippingBillNumber')}
        />
        <DatePicker
          label={t('Shipping bill date')}
          value={value.shippingBillDate}
          onChange={(shippingBillDate) => onChange({ ...value, shippingBillDate })}
        />
        <TextField
          label={t('Port code')}
          maxLength={SUPPLY_LIMITS.portCode}
          autoCapitalize="characters"
          placeholder="INNSA1"
          value={value.portCode}
          onChange={set('portCode')}
        />
        <TextField
          label={t('Currency')}
          maxLength={3}
          autoCapitalize="characters"
          placeholder="USD"
          value={value.currency}
          onChange={set('currency')}
        />
        <TextField
          label={t('Country')}
          maxLength={2}
          autoCapitalize="characters"
          placeholder="US"
          value={value.country}
          onChange={set('country')}
        />
      </div>
    </fieldset>
  );
}
