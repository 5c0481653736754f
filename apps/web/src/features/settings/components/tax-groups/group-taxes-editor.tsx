import { useTranslation } from '../../../../i18n/react.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import { TAX_VALIDATION } from '@hisaab/shared/validation-messages';
import { i18n } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Select } from '../../../../ui/select.tsx';
import {
  addGroupTax,
  groupTaxesKey,
  removeGroupTax,
  reorderGroupTaxes,
  useGroupTaxes,
  type GroupTax,
} from '../../api/tax-groups.ts';
import { useTaxes } from '../../api/taxes.ts';
import { isStaleEdit } from '../../../../api/api-error.ts';
import { settingsError } from '../common/messages.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { taxLabel } from '../common/tax-label.ts';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

/** The new order when the tax at `index` moves by `by` (−1 up, +1 down). */
const UP = '↑';
const DOWN = '↓';

export function moved(list: readonly GroupTax[], index: number, by: -1 | 1): number[] {
  const ids = list.map((t) => t.taxId);
  const target = index + by;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

interface GroupTaxesEditorProps {
  groupId: number;
  groupName: string;
  /** The group's version the next change is based on (issue 37). */
  version: number;
  /** A change was saved: the group's version went up by one. */
  onChanged: () => void;
  /** Reload, offered when the group changed meanwhile: the row opens again as stored now. */
  onReload: () => void;
}

/**
 * A group's taxes in priority order: up/down arrows, Remove, and an add-tax row offering
 * only taxes not yet in the group. Each change is saved at once, based on the group's version;
 * one refused because someone changed the group meanwhile offers Reload.
 */
export function GroupTaxesEditor({
  groupId,
  groupName,
  version,
  onChanged,
  onReload,
}: GroupTaxesEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groupTaxes = useGroupTaxes(groupId);
  const allTaxes = useTaxes('');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<ScreenMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const list = groupTaxes.data ?? [];
  const inGroup = new Set(list.map((x) => x.taxId));
  const addable = (allTaxes.data ?? []).filter((x) => !inGroup.has(x.id));

  async function run(change: () => Promise<GroupTax[]>, fallback: string) {
    setError(null);
    setBusy(true);
    try {
      queryClient.setQueryData(groupTaxesKey(groupId), await change());
      onChanged();
      // Counts in the list and item rates follow the group's taxes.
      void invalidateAfterWrite(queryClient, 'tax');
      return true;
    } catch (err) {
      const text = settingsError(err, fallback);
      setError({ tone: 'error', text, ...(isStaleEdit(err) ? { reload: onReload } : {}) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    if (!choice) {
      setError({ tone: 'error', text: i18n.t(TAX_VALIDATION.selectTax) });
      return;
    }
    if (
      await run(
        () => addGroupTax(groupId, Number(choice), list.length, version),
        SETTINGS_MESSAGES.groups.failedToAddTax,
      )
    )
      setChoice('');
  }

  if (groupTaxes.isPending)
    return (
      <p role="status" className="text-muted">
        {i18n.t(LOADING_MESSAGES.loading)}
      </p>
    );
  if (groupTaxes.isError) {
    return (
      <Alert tone="error">
        {settingsError(groupTaxes.error, SETTINGS_MESSAGES.groups.failedToLoadGroupTaxes)}
      </Alert>
    );
  }

  return (
    <section
      aria-label={t('Taxes in {{group}}', { group: groupName })}
      className="flex flex-col gap-2"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('Taxes in priority order')}
      </p>
      <MessageAlert message={error} onDismiss={() => setError(null)} />
      {list.length === 0 ? (
        <p className="text-muted">{t('No taxes in this group yet.')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-md border border-line bg-surface">
          {list.map((tax, index) => (
            <li key={tax.taxId} className="flex flex-wrap items-center gap-2 px-3 py-1.5">
              <span className="w-6 text-right tabular-nums text-muted">{index + 1}.</span>
              <span className="min-w-40 flex-1">
                {taxLabel(tax)}
                {tax.isCompound ? ` · ${t('compound')}` : ''}
              </span>
              <Button
                variant="ghost"
                aria-label={t('Move {{name}} up', { name: tax.name })}
                disabled={busy || index === 0}
                onClick={() =>
                  run(
                    () => reorderGroupTaxes(groupId, moved(list, index, -1), version),
                    SETTINGS_MESSAGES.groups.failedToReorder,
                  )
                }
              >
                {UP}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('Move {{name}} down', { name: tax.name })}
                disabled={busy || index === list.length - 1}
                onClick={() =>
                  run(
                    () => reorderGroupTaxes(groupId, moved(list, index, 1), version),
                    SETTINGS_MESSAGES.groups.failedToReorder,
                  )
                }
              >
                {DOWN}
              </Button>
              <Button
                variant="danger"
                aria-label={t('Remove {{name}}', { name: tax.name })}
                disabled={busy}
                onClick={() =>
                  run(
                    () => removeGroupTax(groupId, tax.taxId, version),
                    SETTINGS_MESSAGES.groups.failedToRemoveTax,
                  )
                }
              >
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('Add a tax')}
          placeholder={allTaxes.isPending ? i18n.t(LOADING_MESSAGES.taxes) : t('Select a tax')}
          options={addable.map((x) => ({ value: String(x.id), label: taxLabel(x) }))}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="w-72 max-w-full"
        />
        <Button variant="secondary" pending={busy} onClick={add}>
          {t('Add Tax')}
        </Button>
      </div>
    </section>
  );
}
