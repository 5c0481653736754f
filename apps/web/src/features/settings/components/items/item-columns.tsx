// The columns of Settings › Items: rates with their base and tax parts, the group's tax
// breakdown and count, the stock. A special item's name says it is locked and why.
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { formatINR, todayInIndia } from '@hisaab/shared/format';
import { groupEndedOn } from '@hisaab/shared/gst/ended-taxes';
import { toPaise } from '@hisaab/shared/money';
import { ITEM_VALIDATION } from '@hisaab/shared/validation-messages';
import { i18n } from '../../../../i18n/i18n.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { Tooltip } from '../../../../ui/tooltip.tsx';
import type { Item } from '../../api/items.ts';
import { taxGroupLabel } from '../../api/tax-groups.ts';
import type { SettingsColumn } from '../common/settings-list.tsx';
import { GodownStock } from '../../../godowns/index.ts';
import { taxCountLabel, taxShort } from '../common/tax-label.ts';

const inr = (rupees: number) => formatINR(toPaise(rupees));
const qty = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

function Rate({ rate, base, tax }: { rate: number; base: number; tax: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-medium">{inr(rate)}</span>
      <span className="block text-xs whitespace-nowrap text-muted">
        {t('Base {{base}} + Tax {{tax}}', { base: inr(base), tax: inr(tax) })}
      </span>
    </>
  );
}

function Name({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (!item.locked)
    return (
      <>
        <span>{item.name}</span>
        {item.barcodes.length > 0 && (
          <span className="block font-mono text-xs text-muted">{item.barcodes.join(', ')}</span>
        )}
      </>
    );
  return (
    <Tooltip text={i18n.t(ITEM_VALIDATION.specialNotEditable)}>
      <span
        tabIndex={0}
        className="inline-flex items-center gap-1.5 whitespace-nowrap"
        aria-disabled="true"
      >
        {item.name} <Badge>{t('Locked')}</Badge>
      </span>
    </Tooltip>
  );
}

function TaxGroupCell({ item }: { item: Item }) {
  const { t } = useTranslation();
  return (
    <>
      {item.taxGroupName !== null ? (
        taxGroupLabel(item.taxGroupName, groupEndedOn(item.taxes, todayInIndia()))
      ) : (
        <span className="text-muted">{t('None')}</span>
      )}
      {item.taxes.length > 0 && (
        <span className="block text-xs text-muted">
          {item.taxes.map(taxShort).join(' + ')} · {taxCountLabel(item.taxes.length)}
        </span>
      )}
    </>
  );
}

export const ITEM_COLUMNS: SettingsColumn<Item>[] = [
  { key: 'name', label: tk('Name'), className: 'font-medium', cell: (i) => <Name item={i} /> },
  { key: 'unit', label: tk('Unit'), cell: (i) => i.unitName },
  {
    key: 'rate',
    label: tk('Rate'),
    align: 'right',
    cell: (i) => <Rate rate={i.rate} base={i.rateBaseAmount} tax={i.rateTaxAmount} />,
  },
  {
    key: 'buy',
    label: tk('Buy Rate'),
    align: 'right',
    cell: (i) => <Rate rate={i.buyRate} base={i.buyRateBaseAmount} tax={i.buyRateTaxAmount} />,
  },
  { key: 'hsn', label: tk('HSN/SAC'), className: 'tabular-nums', cell: (i) => i.hsnSacCode },
  { key: 'group', label: tk('Tax Group'), cell: (i) => <TaxGroupCell item={i} /> },
  {
    key: 'stock',
    label: tk('Stock'),
    align: 'right',
    className: (i) => (i.stock < 0 ? 'text-danger' : ''),
    cell: (i) => (
      <>
        {qty.format(i.stock)}
        <GodownStock stock={i.godownStock} />
      </>
    ),
  },
];
