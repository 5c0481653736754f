import { useTranslation } from '../../../../i18n/react.ts';
import { useEffect, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Select } from '../../../../ui/select.tsx';
import type { Customer } from '../../api/customers.ts';

interface DeleteCustomerDialogProps {
  customer: Customer | null;
  /** Every customer; the one being deleted is left out of the fallback choices. */
  customers: readonly Customer[];
  onConfirm: (customer: Customer, fallbackId: number | null) => Promise<void>;
  onCancel: () => void;
}

/**
 * Confirms a customer delete. An optional fallback customer takes over the deleted one's
 * transactions and balance (spec section 2); without one, a customer in use stays.
 */
export function DeleteCustomerDialog({
  customer,
  customers,
  onConfirm,
  onCancel,
}: DeleteCustomerDialogProps) {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState('');
  useEffect(() => setFallback(''), [customer]);
  const options = customers
    .filter((c) => c.id !== customer?.id)
    .map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Dialog
      open={customer !== null}
      title={t('Delete customer')}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('Keep')}
          </Button>
          <Button
            variant="danger"
            onClick={() => customer && onConfirm(customer, fallback ? Number(fallback) : null)}
          >
            {t('Delete customer')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>{t('Delete customer “{{name}}”?', { name: customer?.name ?? '' })}</p>
        <Select
          label={t('Move transactions and balance to')}
          placeholder={t('No one')}
          options={options}
          value={fallback}
          onChange={(e) => setFallback(e.target.value)}
          hint={t(
            'Optional. A customer with transactions can only be deleted when another takes them over.',
          )}
        />
      </div>
    </Dialog>
  );
}
