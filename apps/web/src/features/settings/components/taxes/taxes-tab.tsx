import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import type { TaxData } from '@hisaab/shared/schemas/tax';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { createTax, deleteTax, updateTax, useTaxes, type Tax } from '../../api/taxes.ts';
import {
  DataTable,
  listStatusRow,
  Td,
  ViewRow,
  WideRow,
  type HeaderCell,
} from '../common/data-table.tsx';
import { settingsError } from '../common/messages.ts';
import { useSettingsList } from '../common/use-settings-list.ts';
import { RowActions } from '../common/row-actions.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { TaxForm } from './tax-form.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: 'No.', align: 'right' },
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
  { key: 'rate', label: 'Rate %', align: 'right' },
  { key: 'compound', label: 'Compound' },
  { key: 'from', label: 'Effective From' },
  { key: 'to', label: 'Effective To' },
  { key: 'actions', label: 'Actions' },
];

const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Settings › Taxes: an 'Active on' filter, inline Edit Tax, Add Tax and Delete. */
export function TaxesTab() {
  const queryClient = useQueryClient();
  const [activeOn, setActiveOn] = useState('');
  const taxes = useTaxes(activeOn);
  const [deleting, setDeleting] = useState<Tax | null>(null);

  const list = taxes.data ?? [];
  // Item rates and groups show these taxes too.
  async function reload() {
    await invalidateAfterWrite(queryClient, 'tax');
  }
  const { tableRef, editing, setEditing, message, setMessage, save } = useSettingsList<TaxData>({
    noun: 'Tax',
    nameOf: (body) => body.name,
    create: createTax,
    update: updateTax,
    reload,
    failedToCreate: SETTINGS_MESSAGES.taxes.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.taxes.failedToSave,
  });
  const setError = (text: string | null) => setMessage(text ? { tone: 'error', text } : null);

  async function confirmDelete() {
    const tax = deleting;
    if (!tax) return;
    setDeleting(null);
    setError(null);
    try {
      await deleteTax(tax.id);
      if (editing === tax.id) setEditing(null);
      await reload();
    } catch (err) {
      setError(settingsError(err, SETTINGS_MESSAGES.taxes.failedToDelete));
    }
  }

  function rows() {
    const span = HEADERS.length;
    const status = listStatusRow(
      span,
      {
        pending: taxes.isPending,
        error: taxes.isError
          ? settingsError(taxes.error, SETTINGS_MESSAGES.taxes.failedToLoad)
          : null,
        empty:
          list.length === 0 ? (activeOn ? 'No taxes active on this date.' : 'No taxes yet.') : null,
      },
      LOADING_MESSAGES.taxes,
    );
    if (status) return status;
    return list.map((t, index) =>
      editing === t.id ? (
        <WideRow key={t.id} rowId={t.id} span={span} className="bg-accent-soft/30">
          <TaxForm tax={t} onSave={(body) => save(t.id, body)} onCancel={() => setEditing(null)} />
        </WideRow>
      ) : (
        <ViewRow key={t.id} rowId={t.id} label={`Edit ${t.name}`} onOpen={() => setEditing(t.id)}>
          <Td align="right">{index + 1}</Td>
          <Td className="font-medium whitespace-nowrap">{t.name}</Td>
          <Td>{t.taxType}</Td>
          <Td align="right">{percent.format(t.rate)}</Td>
          <Td>{t.isCompound ? 'Yes' : 'No'}</Td>
          <Td className="tabular-nums">{t.effectiveFrom ? formatDate(t.effectiveFrom) : ''}</Td>
          <Td className="tabular-nums">{t.effectiveTo ? formatDate(t.effectiveTo) : ''}</Td>
          <Td>
            <RowActions
              label={t.name}
              onEdit={() => setEditing(t.id)}
              onDelete={() => setDeleting(t)}
            />
          </Td>
        </ViewRow>
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={taxes.isFetching}>
        <DatePicker label="Active on" value={activeOn} onChange={setActiveOn} className="w-48" />
        <Button variant="secondary" disabled={!activeOn} onClick={() => setActiveOn('')}>
          Clear
        </Button>
      </Toolbar>
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <DataTable caption="Taxes" headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <TaxForm tax={null} onSave={(body) => save(null, body)} autoFocus={false} />
          </WideRow>
        )}
      </DataTable>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tax"
        message={`Delete tax “${deleting?.name ?? ''}”? A tax used by saved bills cannot be deleted; give it an Effective To date instead.`}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
