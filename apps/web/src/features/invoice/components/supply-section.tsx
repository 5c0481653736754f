// The invoice screen's "Supply" section (issue 36): on a sale, a collapsed section that says in
// one line what the bill is (kind of supply, place of supply, reverse charge, ship-to) and opens
// to the fields, loaded only then (supply-fields.tsx); on a purchase, the reverse charge box.
import { lazy, Suspense, useState } from 'react';
import { SUPPLY_TYPE_LABELS } from '@hisaab/shared/gst/supply';
import { stateLabel } from '@hisaab/shared/states';
import { useTranslation } from '../../../i18n/react.ts';
import type { SupplySectionProps } from './supply-props.ts';
export type { SupplySectionProps } from './supply-props.ts';

const SupplyFields = lazy(() =>
  import('./supply-fields.tsx').then((m) => ({ default: m.SupplyFields })),
);

/** A sale's Supply section: collapsed to its summary line until opened. */
export function SupplySection(props: SupplySectionProps) {
  const { t } = useTranslation();
  const { resolved } = props;
  // A saved bill of another kind than the plain one opens with its fields shown.
  const [open, setOpen] = useState(
    resolved.supplyType !== 'regular' ||
      resolved.reverseCharge ||
      resolved.shipTo !== null ||
      resolved.dispatchFrom !== null ||
      resolved.placeOfSupply !== null,
  );
  const place = resolved.place ? (stateLabel(resolved.place) ?? resolved.place) : null;
  const summary = [
    t(SUPPLY_TYPE_LABELS[resolved.supplyType]),
    place ? t('Place of supply: {{state}}', { state: place }) : null,
    resolved.reverseCharge ? t('Reverse charge') : null,
    resolved.shipTo ? t('Ship to {{name}}', { name: resolved.shipTo.name || '…' }) : null,
  ].filter((s): s is string => s !== null);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-md border border-line bg-surface px-3 py-2"
      data-testid="supply-section"
    >
      <summary className="cursor-pointer text-sm">
        <span className="font-semibold">{t('Supply')}</span>{' '}
        <span className="text-muted" data-testid="supply-summary">
          {summary.join(' · ')}
        </span>
      </summary>
      {open && (
        <Suspense fallback={<p className="mt-2 text-sm text-muted">{t('Loading...')}</p>}>
          <SupplyFields {...props} />
        </Suspense>
      )}
    </details>
  );
}

/** A purchase: only whether it is under reverse charge (ticked by a flagged item). */
export function ReverseChargeBox({
  resolved,
  onChange,
}: Pick<SupplySectionProps, 'resolved' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={resolved.reverseCharge}
          disabled={resolved.byItems}
          onChange={(e) => onChange({ reverseCharge: e.target.checked })}
          aria-describedby="purchase-rcm-hint"
          className="h-4 w-4 accent-[var(--color-accent)]"
        />
        {t('Reverse charge (we pay the GST on this purchase)')}
      </label>
      <p id="purchase-rcm-hint" className="text-xs text-muted">
        {resolved.byItems
          ? t('An item on this bill is a service under reverse charge.')
          : t('The supplier is paid the taxable value; the tax is yours to pay and claim.')}
      </p>
    </div>
  );
}
