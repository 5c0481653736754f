import { useTranslation } from '../../../../i18n/react.ts';
import { formatINR, todayInIndia } from '@hisaab/shared/format';
import { groupEndedOn } from '@hisaab/shared/gst/ended-taxes';
import { toPaise } from '@hisaab/shared/money';
import { ITEM_VALIDATION } from '@hisaab/shared/validation-messages';
import { i18n } from '../../../../i18n/i18n.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Tooltip } from '../../../../ui/tooltip.tsx';
import type { Item } from '../../api/items.ts';
import { taxGroupLabel } from '../../api/tax-groups.ts';
import { Td, ViewRow } from '../common/data-table.tsx';
import { taxCountLabel, taxShort } from '../common/tax-label.ts';

const inr = (rupees: number) => formatINR(toPaise(rupees));
const qty = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

function RateCell({ rate, base, tax }: { rate: number; base: number; tax: number }) {
  const { t } = useTranslation();
  return (
    <Td align="right">
      <span className="font-medium">{inr(rate)}</span>
      <span className="block text-xs whitespace-nowrap text-muted">
        {t('Base {{base}} + Tax {{tax}}', { base: inr(base), tax: inr(tax) })}
      </span>
    </Td>
  );
}

/**
 * One item in view mode: rates with their base and tax parts, the group's tax breakdown and
 * count. Special items are greyed, inert and say why.
 */
export function ItemRow({
  item,
  index,
  onEdit,
}: {
  item: Item;
  index: number;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const locked = item.locked;
  return (
    <ViewRow
      rowId={item.id}
      label={locked ? undefined : t('Edit {{name}}', { name: item.name })}
      onOpen={locked ? undefined : onEdit}
      className={locked ? 'bg-canvas text-muted' : ''}
    >
      <Td align="right">{index + 1}</Td>
      <Td className="font-medium">
        {locked ? (
          <Tooltip text={i18n.t(ITEM_VALIDATION.specialNotEditable)}>
            <span
              tabIndex={0}
              className="inline-flex items-center gap-1.5 whitespace-nowrap"
              aria-disabled="true"
            >
              {item.name} <Badge>{t('Locked')}</Badge>
            </span>
          </Tooltip>
        ) : (
          <>
            <span>{item.name}</span>
            {item.barcodes.length > 0 && (
              <span className="block font-mono text-xs text-muted">{item.barcodes.join(', ')}</span>
            )}
          </>
        )}
      </Td>
      <Td>{item.unitName}</Td>
      <RateCell rate={item.rate} base={item.rateBaseAmount} tax={item.rateTaxAmount} />
      <RateCell rate={item.buyRate} base={item.buyRateBaseAmount} tax={item.buyRateTaxAmount} />
      <Td className="tabular-nums">{item.hsnSacCode}</Td>
      <Td>
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
      </Td>
      <Td align="right" className={item.stock < 0 ? 'text-danger' : ''}>
        {qty.format(item.stock)}
      </Td>
      <Td>
        {!locked && (
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={t('Edit {{name}}', { name: item.name })}
          >
            {t('Edit')}
          </Button>
        )}
      </Td>
    </ViewRow>
  );
}
