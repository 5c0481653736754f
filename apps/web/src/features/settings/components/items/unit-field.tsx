import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Autocomplete } from '../../../../ui/autocomplete.tsx';
import { UNITS_KEY, createUnit, type Unit } from '../../api/items.ts';
import { messageText } from '../../../../i18n/i18n.ts';
import { settingsError } from '../common/messages.ts';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The unit of the typed name, if the company has one. */
export function unitNamed(units: readonly Unit[], name: string): Unit | undefined {
  return units.find((u) => sameName(u.name, name));
}

interface UnitFieldProps {
  value: string;
  onChange: (name: string) => void;
  units: readonly Unit[];
  error?: string | undefined;
}

/**
 * The unit of an item: the company's units autocompleted, and 'Add a new entry' creating the
 * typed unit through the sync call.
 */
export function UnitField({ value, onChange, units, error }: UnitFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [createError, setCreateError] = useState<string | null>(null);
  const typed = value.trim();
  const canCreate = typed !== '' && !unitNamed(units, typed);

  async function create(text: string) {
    setCreateError(null);
    try {
      const unit = await createUnit(text.trim());
      queryClient.setQueryData<Unit[]>(UNITS_KEY, (old) =>
        old && !old.some((u) => u.id === unit.id) ? [...old, unit] : old,
      );
      onChange(unit.name);
    } catch (err) {
      setCreateError(settingsError(err, t('Failed to add the unit.')));
    }
  }

  return (
    <Autocomplete<Unit>
      label={t('Unit')}
      value={value}
      onChange={(text) => {
        setCreateError(null);
        onChange(text);
      }}
      options={units}
      getLabel={(u) => u.name}
      getKey={(u) => u.id}
      onSelect={(u) => onChange(u.name)}
      onCreate={canCreate ? (text) => void create(text) : undefined}
      error={createError ?? (error === undefined ? undefined : messageText(error))}
      placeholder={t('e.g. Pcs, Kg')}
    />
  );
}
