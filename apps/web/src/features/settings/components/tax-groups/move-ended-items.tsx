import { useTranslation } from '../../../../i18n/react.ts';
import { useState } from 'react';
import { safeServerMessage } from '@hisaab/shared/messages';
import { tk } from '@hisaab/shared/i18n/messages';
import { Button } from '../../../../ui/button.tsx';
import { Select } from '../../../../ui/select.tsx';
import { groupLabel, moveGroupItems, type TaxGroup } from '../../api/tax-groups.ts';
import { settingsError } from '../common/messages.ts';

const FAILED = tk('Failed to move the items. Please try again.');

/**
 * Above the tax groups: each ended group that still has items, with a one-step move of all of
 * them to a group in force (issue 23, finding 7). An item of an ended group is billed without
 * tax, so this is the way out.
 */
export function MoveEndedItems(props: {
  groups: readonly TaxGroup[];
  onMoved: (message: { tone: 'success' | 'error'; text: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const ended = props.groups.filter((g) => g.endedOn !== null && g.itemCount > 0);
  const current = props.groups.filter((g) => g.endedOn === null && g.taxes.length > 0);
  if (ended.length === 0 || current.length === 0) return null;
  return (
    <section
      aria-label={t('Items in ended tax groups')}
      className="flex flex-col gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm"
    >
      {ended.map((g) => (
        <MoveRow key={g.id} group={g} current={current} onMoved={props.onMoved} />
      ))}
    </section>
  );
}

function MoveRow(props: {
  group: TaxGroup;
  current: readonly TaxGroup[];
  onMoved: (message: { tone: 'success' | 'error'; text: string }) => Promise<unknown>;
}) {
  const { group } = props;
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  const n = group.itemCount;

  async function move() {
    if (!target) return;
    setBusy(true);
    try {
      const said = await moveGroupItems(group.id, Number(target));
      await props.onMoved({ tone: 'success', text: safeServerMessage(said, t('Items moved.')) });
    } catch (err) {
      await props.onMoved({ tone: 'error', text: settingsError(err, FAILED) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <p className="basis-full">
        <strong>{groupLabel(group)}</strong>{' '}
        {n === 1
          ? t('still has 1 item: it is billed without tax. Move it to a group in force.')
          : t(
              'still has {{n}} items: they are billed without tax. Move them to a group in force.',
              {
                n,
              },
            )}
      </p>
      <Select
        label={t('Move the items of {{group}} to', { group: group.name })}
        hideLabel
        placeholder={t('Choose a group in force')}
        options={props.current.map((g) => ({ value: String(g.id), label: g.name }))}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        className="min-w-48"
      />
      <Button onClick={() => void move()} disabled={!target} pending={busy}>
        {n === 1 ? t('Move 1 item') : t('Move {{n}} items', { n })}
      </Button>
    </div>
  );
}
