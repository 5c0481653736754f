// Settings › Items: the settings list pattern filled in with the items' columns, their form and
// calls, and a search; special items are listed but locked. The units' GST codes follow.
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import { TextField } from '../../../../ui/text-field.tsx';
import {
  createItem,
  updateItem,
  useItems,
  useUnits,
  type Item,
  type ItemBody,
} from '../../api/items.ts';
import { useTaxGroups } from '../../api/tax-groups.ts';
import { SettingsList } from '../common/settings-list.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { ItemForm } from './item-form.tsx';
import { ITEM_COLUMNS } from './item-columns.tsx';
import { UnitCodesTable } from './unit-codes-table.tsx';
import { LabelsPanel } from './labels-panel.tsx';
import { Button } from '../../../../ui/button.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

/** Name, HSN/SAC or rate (as typed, e.g. "118" or "118.5") contains the text, or a barcode is it. */
export function itemMatches(item: Item, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return (
    item.name.toLowerCase().includes(q) ||
    (item.hsnSacCode ?? '').toLowerCase().includes(q) ||
    item.barcodes.some((code) => code.toLowerCase() === q) ||
    String(item.rate).includes(q) ||
    item.rate.toFixed(2).includes(q)
  );
}

/**
 * Settings › Items: search, Refresh, inline Edit Item on row click, Add Item as the last row;
 * under the table, the units with their GST unit codes.
 */
export function ItemsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useItems();
  const units = useUnits();
  const groups = useTaxGroups();
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState(false);

  const all = items.data ?? [];
  const state = useSettingsList<Item, ItemBody>({
    noun: tk('Item'),
    nameOf: (body) => body.name,
    create: createItem,
    update: updateItem,
    reload: () => invalidateAfterWrite(queryClient, 'item'),
    failedToCreate: SETTINGS_MESSAGES.items.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.items.failedToSave,
  });

  return (
    <SettingsList
      state={state}
      query={items}
      rows={all.filter((i) => itemMatches(i, search))}
      caption="Items"
      columns={ITEM_COLUMNS}
      loadingText={LOADING_MESSAGES.items}
      failedToLoad={SETTINGS_MESSAGES.items.failedToLoad}
      emptyText={all.length === 0 ? t('No items yet.') : t('No items match your search.')}
      nameOf={(item) => item.name}
      canEdit={(item) => !item.locked}
      rowClassName={(item) => (item.locked ? 'bg-canvas text-muted' : '')}
      editor={(item, save, cancel) => (
        <ItemForm
          item={item}
          units={units.data ?? []}
          groups={groups.data ?? []}
          onSave={save}
          onCancel={cancel}
        />
      )}
      adder={(save) => (
        <ItemForm
          item={null}
          units={units.data ?? []}
          groups={groups.data ?? []}
          onSave={save}
          autoFocus={false}
        />
      )}
      above={labels && <LabelsPanel items={all} onClose={() => setLabels(false)} />}
      filters={
        <>
          <TextField
            label={t('Search')}
            type="search"
            placeholder={t('Search by name, HSN/SAC, or rate')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="w-full max-w-sm"
          />
          <Button variant="secondary" onClick={() => setLabels((v) => !v)}>
            {t('Print labels')}
          </Button>
        </>
      }
    >
      <UnitCodesTable />
    </SettingsList>
  );
}
