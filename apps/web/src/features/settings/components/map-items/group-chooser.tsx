import { useTranslation } from '../../../../i18n/react.ts';
import { groupLabel, type TaxGroup } from '../../api/tax-groups.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { taxCountLabel, taxShort } from '../common/tax-label.ts';

const itemCountLabel = (n: number) => (n === 1 ? i18n.t('1 item') : i18n.t('{{n}} items', { n }));

/** Step 1 of Set Item Taxes: the groups with their tax and item counts, and the chosen one's taxes. */
export function GroupChooser({
  groups,
  chosen,
  onChoose,
}: {
  groups: readonly TaxGroup[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const group = groups.find((g) => g.id === chosen);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t('1. Choose a tax group')}</legend>
      {groups.length === 0 ? (
        <p className="text-muted">{t('No tax groups yet. Add one in the Tax Groups tab.')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {groups.map((g) => (
            <label
              key={g.id}
              className={`flex cursor-pointer flex-col rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                g.id === chosen
                  ? 'border-accent bg-accent-soft'
                  : 'border-line bg-surface hover:bg-canvas'
              }`}
            >
              <span className="flex items-center gap-2 font-medium">
                <input
                  type="radio"
                  name="map-group"
                  className="accent-accent"
                  checked={g.id === chosen}
                  onChange={() => onChoose(g.id)}
                />
                {groupLabel(g)}
              </span>
              <span className="text-xs text-muted">
                {taxCountLabel(g.taxCount)} · {itemCountLabel(g.itemCount)}
              </span>
            </label>
          ))}
        </div>
      )}
      {group && (
        <p className="text-sm text-muted">
          {t('Taxes of {{group}}: {{taxes}}', {
            group: group.name,
            taxes:
              group.taxes.length === 0
                ? t('none')
                : group.taxes
                    .map(
                      (x) =>
                        `${x.priority}. ${taxShort(x)}${x.isCompound ? ` (${t('compound')})` : ''}`,
                    )
                    .join(', '),
          })}
        </p>
      )}
    </fieldset>
  );
}
