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
import { DataTable, listStatusRow, WideRow, type HeaderCell } from '../common/data-table.tsx';
import { settingsError } from '../common/messages.ts';
import { useSettingsList } from '../common/use-settings-list.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { ItemForm } from './item-form.tsx';
import { ItemRow } from './item-row.tsx';
import { UnitCodesTable } from './unit-codes-table.tsx';
import { LabelsPanel } from './labels-panel.tsx';
import { Button } from '../../../../ui/button.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: tk('No.'), align: 'right' },
  { key: 'name', label: tk('Name') },
  { key: 'unit', label: tk('Unit') },
  { key: 'rate', label: tk('Rate'), align: 'right' },
  { key: 'buy', label: tk('Buy Rate'), align: 'right' },
  { key: 'hsn', label: tk('HSN/SAC') },
  { key: 'group', label: tk('Tax Group') },
  { key: 'stock', label: tk('Stock'), align: 'right' },
  { key: 'actions', label: tk('Actions') },
];

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
  const shown = all.filter((i) => itemMatches(i, search));

  async function reload() {
    await invalidateAfterWrite(queryClient, 'item');
  }
  const { tableRef, editing, setEditing, message, setMessage, save } = useSettingsList<ItemBody>({
    noun: tk('Item'),
    nameOf: (body) => body.name,
    create: createItem,
    update: updateItem,
    reload,
    failedToCreate: SETTINGS_MESSAGES.items.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.items.failedToSave,
  });

  function rows() {
    const span = HEADERS.length;
    const status = listStatusRow(
      span,
      {
        pending: items.isPending,
        error: items.isError
          ? settingsError(items.error, SETTINGS_MESSAGES.items.failedToLoad)
          : null,
        empty:
          shown.length === 0
            ? all.length === 0
              ? t('No items yet.')
              : t('No items match your search.')
            : null,
      },
      LOADING_MESSAGES.items,
    );
    if (status) return status;
    return shown.map((item, index) =>
      editing === item.id && !item.locked ? (
        <WideRow key={item.id} rowId={item.id} span={span} className="bg-accent-soft/30">
          <ItemForm
            item={item}
            units={units.data ?? []}
            groups={groups.data ?? []}
            onSave={(body) => save(item.id, body)}
            onCancel={() => setEditing(null)}
          />
        </WideRow>
      ) : (
        <ItemRow key={item.id} item={item} index={index} onEdit={() => setEditing(item.id)} />
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={items.isFetching}>
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
      </Toolbar>
      {labels && <LabelsPanel items={all} onClose={() => setLabels(false)} />}
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
      <DataTable caption="Items" headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <ItemForm
              item={null}
              units={units.data ?? []}
              groups={groups.data ?? []}
              onSave={(body) => save(null, body)}
              autoFocus={false}
            />
          </WideRow>
        )}
      </DataTable>
      <UnitCodesTable />
    </div>
  );
}
