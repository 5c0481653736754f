// An item's tax group, with "New GST rate…" at the end of the list (issue 42): typing a rate
// makes its tax and group in one step (POST /taxes/groups/for-rate) and picks the group, where
// it took three screens (a tax, a group, the tax in the group).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.ts';
import { Button } from '../../../../ui/button.tsx';
import { Select } from '../../../../ui/select.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { GROUPS_KEY, groupForRate, groupLabel, type TaxGroup } from '../../api/tax-groups.ts';
import { settingsError } from '../common/messages.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** The list's last choice: not a group, the way to make one. */
const NEW_RATE = 'new-rate';

interface TaxGroupFieldProps {
  value: string;
  onChange: (groupId: string) => void;
  groups: readonly TaxGroup[];
  /** The item's own group: offered even when it has ended. */
  currentId: number | null;
  error: string | undefined;
}

export function TaxGroupField({ value, onChange, groups, currentId, error }: TaxGroupFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [rate, setRate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function addRate() {
    const n = Number(rate);
    if (rate.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) {
      setProblem(t('Rate must be a number from 0 to 100.'));
      return;
    }
    try {
      const group = await groupForRate(n);
      await queryClient.invalidateQueries({ queryKey: GROUPS_KEY });
      onChange(String(group.id));
      setAdding(false);
      setRate('');
      setProblem(null);
    } catch (err) {
      setProblem(settingsError(err, tk('Could not add the rate.')));
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <Select
        label={t('Tax Group')}
        placeholder={t('No tax group')}
        value={adding ? NEW_RATE : value}
        options={[
          ...groups
            // An ended group is not offered for new items; an item already in one keeps it.
            .filter((g) => g.endedOn === null || g.id === currentId)
            .map((g) => ({ value: String(g.id), label: groupLabel(g) })),
          { value: NEW_RATE, label: t('New GST rate…') },
        ]}
        error={error}
        onChange={(e) => {
          const chosen = e.target.value;
          setAdding(chosen === NEW_RATE);
          setProblem(null);
          if (chosen !== NEW_RATE) onChange(chosen);
        }}
      />
      {adding && (
        <div className="flex items-end gap-2">
          <TextField
            label={t('GST rate (%)')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="100"
            autoFocus
            value={rate}
            error={problem ?? undefined}
            onChange={(e) => setRate(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the rate, not the item (the form around it would submit).
              if (e.key === 'Enter') {
                e.preventDefault();
                void addRate();
              }
            }}
          />
          <Button variant="secondary" onClick={addRate}>
            {t('Add rate')}
          </Button>
        </div>
      )}
    </div>
  );
}
