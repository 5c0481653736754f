import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { UQC_CHOICES } from '@hisaab/shared/gst/uqc';
import type { NewUnit } from '@hisaab/shared/imports';
import { Select } from '../../../ui/select.tsx';
import type { UnitCodes } from '../api/imports-api.ts';

export const NEW_UNIT_MESSAGES = {
  title: tk('New units and their GST unit codes'),
  note: tk(
    'GSTR-1 reports quantities by these codes. A unit without one stops the GSTR-1 download until one is set (here, or later under Settings → Items).',
  ),
  notSet: tk('Not set'),
} as const;

/**
 * The units an import of items creates, each with the GST unit code (UQC) it will get: the
 * one its name plainly means, or the one chosen here.
 */
export function NewUnits({
  units,
  codes,
  onChange,
}: {
  units: NewUnit[];
  codes: UnitCodes;
  onChange: (codes: UnitCodes) => void;
}) {
  const { t } = useTranslation();
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="new-units-title" className="flex max-w-xl flex-col gap-2">
      <h3 id="new-units-title" className="text-sm font-semibold">
        {t(NEW_UNIT_MESSAGES.title)}
      </h3>
      <p className="text-sm text-muted">{t(NEW_UNIT_MESSAGES.note)}</p>
      <ul className="flex flex-col gap-2">
        {units.map((unit) => {
          const code = codes[unit.name] ?? null;
          return (
            <li
              key={unit.name}
              className="grid grid-cols-[minmax(4rem,8rem)_1fr] items-center gap-3"
            >
              <span className="truncate text-sm font-medium">{unit.name}</span>
              <Select
                hideLabel
                label={t('GST unit code (UQC) of {{unit}}', { unit: unit.name })}
                placeholder={t(NEW_UNIT_MESSAGES.notSet)}
                options={UQC_CHOICES}
                value={code ?? ''}
                aria-invalid={code === null ? true : undefined}
                onChange={(e) => onChange({ ...codes, [unit.name]: e.target.value || null })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
