import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UQC_CHOICES } from '@hisaab/shared/gst/uqc';
import { Alert } from '../../../../ui/alert.tsx';
import { Select } from '../../../../ui/select.tsx';
import { UNITS_KEY, saveUnitUqc, useUnits, type Unit } from '../../api/items.ts';
import { DataTable, Td, ViewRow, listStatusRow, type HeaderCell } from '../common/data-table.tsx';
import { settingsError } from '../common/messages.ts';

const HEADERS: HeaderCell[] = [
  { key: 'unit', label: tk('Unit') },
  { key: 'uqc', label: tk('GST unit (UQC)') },
];

export const UNIT_CODE_MESSAGES = {
  title: tk('Units and their GST unit codes'),
  note: tk(
    'GSTR-1 reports quantities by these codes; a unit without one stops the GSTR-1 download.',
  ),
  notSet: tk('Not set'),
  failedToSave: tk('Failed to save the GST unit code.'),
  failedToLoad: tk('Failed to load units.'),
} as const;

/**
 * Under the items table: each unit with its GST unit code (UQC), saved as soon as it is
 * chosen. One row per unit rather than per item, since a unit's code holds for every item.
 */
export function UnitCodesTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const units = useUnits();
  const [saving, setSaving] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = units.data ?? [];

  async function choose(unit: Unit, code: string) {
    const uqc = code === '' ? null : code;
    setError(null);
    setSaving(unit.id);
    try {
      const saved = await saveUnitUqc(unit.id, uqc);
      queryClient.setQueryData<Unit[]>(UNITS_KEY, (old) =>
        old?.map((u) => (u.id === saved.id ? { ...u, uqc: saved.uqc } : u)),
      );
    } catch (err) {
      setError(settingsError(err, UNIT_CODE_MESSAGES.failedToSave));
    } finally {
      setSaving(null);
    }
  }

  const status = listStatusRow(
    HEADERS.length,
    {
      pending: units.isPending,
      error: units.isError ? settingsError(units.error, UNIT_CODE_MESSAGES.failedToLoad) : null,
      empty: list.length === 0 ? t('No units yet.') : null,
    },
    t('Loading units…'),
  );

  return (
    <section aria-labelledby="unit-codes-title" className="flex max-w-xl flex-col gap-2">
      <h3 id="unit-codes-title" className="text-sm font-semibold">
        {t(UNIT_CODE_MESSAGES.title)}
      </h3>
      <p className="text-sm text-muted">{t(UNIT_CODE_MESSAGES.note)}</p>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <DataTable caption={tk('Units')} headers={HEADERS}>
        {status ??
          list.map((unit) => (
            <ViewRow key={unit.id}>
              <Td>{unit.name}</Td>
              <Td>
                <Select
                  hideLabel
                  label={t('GST unit (UQC) of {{unit}}', { unit: unit.name })}
                  placeholder={t(UNIT_CODE_MESSAGES.notSet)}
                  options={UQC_CHOICES}
                  value={unit.uqc ?? ''}
                  disabled={saving === unit.id}
                  aria-invalid={unit.uqc === null ? true : undefined}
                  onChange={(e) => void choose(unit, e.target.value)}
                />
              </Td>
            </ViewRow>
          ))}
      </DataTable>
    </section>
  );
}
