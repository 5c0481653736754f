// Settings › Customers: the settings list pattern filled in with the customers' columns, their
// form and calls, a search, and a delete dialog that may move the customer's transactions and
// balance to another. The default cash customer is listed but not editable.
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
import { SettingsList, type SettingsColumn } from '../common/settings-list.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { CustomerForm } from './customer-form.tsx';
import { DeleteCustomerDialog } from './delete-customer-dialog.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const COLUMNS: SettingsColumn<Customer>[] = [
  {
    key: 'name',
    label: tk('Name'),
    className: 'font-medium whitespace-nowrap',
    cell: (c) => (
      <>
        {c.name} {c.isDefaultCash && <Badge>{i18n.t('Default')}</Badge>}
      </>
    ),
  },
  { key: 'phone', label: tk('Phone'), cell: (c) => c.phone },
  { key: 'email', label: tk('Email'), cell: (c) => c.email },
  { key: 'gstin', label: tk('GSTIN'), className: 'font-mono text-xs', cell: (c) => c.gstin },
  { key: 'pan', label: tk('PAN'), className: 'font-mono text-xs', cell: (c) => c.pan },
  { key: 'state', label: tk('State'), cell: (c) => (c.stateCode ? stateLabel(c.stateCode) : '') },
  {
    key: 'balance',
    label: tk('Balance'),
    align: 'right',
    cell: (c) => formatINR(c.balancePaise),
  },
];

/** Settings › Customers: search, inline edit one row at a time, add row, delete with fallback. */
export function CustomersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const customers = useCustomers(useDebounced(search.trim()));
  // The fallback choices in the delete dialog are every customer, whatever the search.
  const everyone = useCustomers('');

  const list = customers.data ?? [];
  const state = useSettingsList<Customer, CustomerBody>({
    noun: tk('Customer'),
    nameOf: (body) => body.name,
    create: createCustomer,
    update: updateCustomer,
    // Balances and names show on bills, the dashboard and reports too.
    reload: () => invalidateAfterWrite(queryClient, 'customer'),
    failedToCreate: SETTINGS_MESSAGES.customers.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.customers.failedToUpdate,
    remove: {
      call: (c) => deleteCustomer(c.id, null, c.version),
      failed: SETTINGS_MESSAGES.customers.failedToDelete,
      closeAfter: true,
    },
  });

  return (
    <SettingsList
      state={state}
      query={customers}
      rows={list}
      caption="Customers"
      columns={COLUMNS}
      loadingText={LOADING_MESSAGES.loading}
      failedToLoad={SETTINGS_MESSAGES.customers.failedToLoad}
      emptyText={search.trim() ? t('No customers match your search.') : t('No customers yet.')}
      nameOf={(c) => c.name}
      canEdit={(c) => !c.isDefaultCash}
      rowClassName={(c) => (c.isDefaultCash ? 'text-muted' : '')}
      lockedActions={() => (
        <Tooltip text={i18n.t(CUSTOMER_VALIDATION.cashNotEditable)}>
          <span className="text-xs">{t('Not editable')}</span>
        </Tooltip>
      )}
      editor={(c, save, cancel) => <CustomerForm customer={c} onSave={save} onCancel={cancel} />}
      adder={(save) => <CustomerForm customer={null} onSave={save} autoFocus={false} />}
      filters={
        <TextField
          label={t('Search')}
          type="search"
          placeholder={t('Search by name, phone, address or GSTIN')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="w-full max-w-sm"
        />
      }
      deleteDialog={
        <DeleteCustomerDialog
          customer={state.deleting}
          customers={everyone.data ?? list}
          onConfirm={(c, fallbackId) =>
            state.confirmDelete(c, () => deleteCustomer(c.id, fallbackId, c.version))
          }
          onCancel={() => state.setDeleting(null)}
        />
      }
    />
  );
}
