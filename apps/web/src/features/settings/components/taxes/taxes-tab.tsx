import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import type { TaxData } from '@hisaab/shared/schemas/tax';
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
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { TaxForm } from './tax-form.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: tk('No.'), align: 'right' },
  { key: 'name', label: tk('Name') },
  { key: 'type', label: tk('Type') },
  { key: 'rate', label: tk('Rate %'), align: 'right' },
  { key: 'compound', label: tk('Compound') },
  { key: 'from', label: tk('Effective From') },
  { key: 'to', label: tk('Effective To') },
  { key: 'actions', label: tk('Actions') },
];

const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Settings › Taxes: an 'Active on' filter, inline Edit Tax, Add Tax and Delete. */
export function TaxesTab() {
  const { t } = useTranslation();
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
    noun: tk('Tax'),
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
      await deleteTax(tax.id, tax.version);
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
          list.length === 0
            ? activeOn
              ? t('No taxes active on this date.')
              : t('No taxes yet.')
            : null,
      },
      LOADING_MESSAGES.taxes,
    );
    if (status) return status;
    return list.map((tax, index) =>
      editing === tax.id ? (
        <WideRow key={tax.id} rowId={tax.id} span={span} className="bg-accent-soft/30">
          <TaxForm
            tax={tax}
            onSave={(body) => save(tax.id, body)}
            onCancel={() => setEditing(null)}
          />
        </WideRow>
      ) : (
        <ViewRow
          key={tax.id}
          rowId={tax.id}
          label={t('Edit {{name}}', { name: tax.name })}
          onOpen={() => setEditing(tax.id)}
        >
          <Td align="right">{index + 1}</Td>
          <Td className="font-medium whitespace-nowrap">{tax.name}</Td>
          <Td>{tax.taxType}</Td>
          <Td align="right">{percent.format(tax.rate)}</Td>
          <Td>{tax.isCompound ? t('Yes') : t('No')}</Td>
          <Td className="tabular-nums">{tax.effectiveFrom ? formatDate(tax.effectiveFrom) : ''}</Td>
          <Td className="tabular-nums">{tax.effectiveTo ? formatDate(tax.effectiveTo) : ''}</Td>
          <Td>
            <RowActions
              label={tax.name}
              onEdit={() => setEditing(tax.id)}
              onDelete={() => setDeleting(tax)}
            />
          </Td>
        </ViewRow>
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={taxes.isFetching}>
        <DatePicker
          label={t('Active on')}
          value={activeOn}
          onChange={setActiveOn}
          className="w-48"
        />
        <Button variant="secondary" disabled={!activeOn} onClick={() => setActiveOn('')}>
          {t('Clear')}
        </Button>
      </Toolbar>
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
      <DataTable caption={tk('Taxes')} headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <TaxForm tax={null} onSave={(body) => save(null, body)} autoFocus={false} />
          </WideRow>
        )}
      </DataTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete tax')}
        message={t(
          'Delete tax “{{name}}”? A tax used by saved bills cannot be deleted; give it an Effective To date instead.',
          { name: deleting?.name ?? '' },
        )}
        confirmLabel={t('Delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
