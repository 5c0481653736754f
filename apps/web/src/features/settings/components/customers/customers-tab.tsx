import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatINR } from '@hisaab/shared/format';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import { stateLabel } from '@hisaab/shared/states';
import { CUSTOMER_VALIDATION } from '@hisaab/shared/validation-messages';
import { i18n } from '../../../../i18n/i18n.ts';
import { Badge } from '../../../../ui/badge.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Tooltip } from '../../../../ui/tooltip.tsx';
import {
  createCustomer,
  deleteCustomer,
  updateCustomer,
  useCustomers,
  type Customer,
  type CustomerBody,
} from '../../api/customers.ts';
import { useDebounced } from '../../hooks/use-debounced.ts';
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
import { CustomerForm } from './customer-form.tsx';
import { DeleteCustomerDialog } from './delete-customer-dialog.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: tk('No.'), align: 'right' },
  { key: 'name', label: tk('Name') },
  { key: 'phone', label: tk('Phone') },
  { key: 'email', label: tk('Email') },
  { key: 'gstin', label: tk('GSTIN') },
  { key: 'pan', label: tk('PAN') },
  { key: 'state', label: tk('State') },
  { key: 'balance', label: tk('Balance'), align: 'right' },
  { key: 'actions', label: tk('Actions') },
];

/** Settings › Customers: search, inline edit one row at a time, add row, delete with fallback. */
export function CustomersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const customers = useCustomers(useDebounced(search.trim()));
  // The fallback choices in the delete dialog are every customer, whatever the search.
  const everyone = useCustomers('');
  const [deleting, setDeleting] = useState<Customer | null>(null);

  // Balances and names show on bills, the dashboard and reports too.
  const reload = () => invalidateAfterWrite(queryClient, 'customer');
  const list = customers.data ?? [];
  const { tableRef, editing, setEditing, message, setMessage, save } =
    useSettingsList<CustomerBody>({
      noun: tk('Customer'),
      nameOf: (body) => body.name,
      create: createCustomer,
      update: updateCustomer,
      reload,
      failedToCreate: SETTINGS_MESSAGES.customers.failedToCreate,
      failedToUpdate: SETTINGS_MESSAGES.customers.failedToUpdate,
    });

  async function remove(customer: Customer, fallbackId: number | null) {
    setMessage(null);
    try {
      await deleteCustomer(customer.id, fallbackId, customer.version);
      setDeleting(null);
      if (editing === customer.id) setEditing(null);
      await reload();
    } catch (err) {
      setDeleting(null);
      setMessage({
        tone: 'error',
        text: settingsError(err, SETTINGS_MESSAGES.customers.failedToDelete),
      });
    }
  }

  function rows() {
    const span = HEADERS.length;
    const status = listStatusRow(
      span,
      {
        pending: customers.isPending,
        error: customers.isError
          ? settingsError(customers.error, SETTINGS_MESSAGES.customers.failedToLoad)
          : null,
        empty: null,
      },
      LOADING_MESSAGES.loading,
    );
    if (status) return status;
    return list.map((c, index) =>
      editing === c.id ? (
        <WideRow key={c.id} rowId={c.id} span={span} className="bg-accent-soft/30">
          <CustomerForm
            customer={c}
            onSave={(body) => save(c.id, body)}
            onCancel={() => setEditing(null)}
          />
        </WideRow>
      ) : (
        <ViewRow
          key={c.id}
          rowId={c.id}
          label={c.isDefaultCash ? undefined : t('Edit {{name}}', { name: c.name })}
          onOpen={c.isDefaultCash ? undefined : () => setEditing(c.id)}
          className={c.isDefaultCash ? 'text-muted' : ''}
        >
          <Td align="right">{index + 1}</Td>
          <Td className="font-medium whitespace-nowrap">
            {c.name} {c.isDefaultCash && <Badge>{t('Default')}</Badge>}
          </Td>
          <Td>{c.phone}</Td>
          <Td>{c.email}</Td>
          <Td className="font-mono text-xs">{c.gstin}</Td>
          <Td className="font-mono text-xs">{c.pan}</Td>
          <Td>{c.stateCode ? stateLabel(c.stateCode) : ''}</Td>
          <Td align="right">{formatINR(c.balancePaise)}</Td>
          <Td>
            {c.isDefaultCash ? (
              <Tooltip text={i18n.t(CUSTOMER_VALIDATION.cashNotEditable)}>
                <span className="text-xs">{t('Not editable')}</span>
              </Tooltip>
            ) : (
              <RowActions
                label={c.name}
                onEdit={() => setEditing(c.id)}
                onDelete={() => setDeleting(c)}
              />
            )}
          </Td>
        </ViewRow>
      ),
    );
  }

  const empty = !customers.isPending && !customers.isError && list.length === 0;
  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={customers.isFetching}>
        <TextField
          label={t('Search')}
          type="search"
          placeholder={t('Search by name, phone, address or GSTIN')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="w-full max-w-sm"
        />
      </Toolbar>
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
      <DataTable caption="Customers" headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {empty && (
          <WideRow span={HEADERS.length}>
            <span className="text-muted">
              {search.trim() ? t('No customers match your search.') : t('No customers yet.')}
            </span>
          </WideRow>
        )}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <CustomerForm customer={null} onSave={(body) => save(null, body)} autoFocus={false} />
          </WideRow>
        )}
      </DataTable>
      <DeleteCustomerDialog
        customer={deleting}
        customers={everyone.data ?? list}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
