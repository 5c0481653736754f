import { useTranslation } from '../../../i18n/react.ts';
import { bankAccountLabel, sortBankAccounts } from '@hisaab/shared/bank-account';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { BankAccountOption } from '../api/autocomplete-data.ts';

interface PaymentPanelProps {
  paidText: string;
  /** Now Paying is editable only with a non-Cash customer (payment-only entries always). */
  paidEnabled: boolean;
  onPaidChange: (text: string) => void;
  isBank: boolean;
  onBankChange: (checked: boolean) => void;
  bankAccountId: number | null;
  bankAccounts: readonly BankAccountOption[];
  onBankAccountChange: (id: number | null) => void;
  remark: string;
  onRemarkChange: (text: string) => void;
  /** Update Items is shown to Admin and Manager only, and not for payments. */
  showUpdateItems: boolean;
  updateItems: boolean;
  onUpdateItemsChange: (checked: boolean) => void;
  amountLabel: string;
  /** An estimate takes no payment: only the remark (and Update Items) are shown. */
  showPayment?: boolean;
}

export function PaymentPanel(props: PaymentPanelProps) {
  const { t } = useTranslation();
  const accounts = sortBankAccounts(props.bankAccounts);
  return (
    <section
      aria-label={t('Payment')}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border border-line bg-surface p-3 sm:grid-cols-2"
    >
      {props.showPayment !== false && <PaymentFields {...props} accounts={accounts} />}
      <TextField
        label={t('Remark')}
        className="sm:col-span-2"
        maxLength={500}
        value={props.remark}
        onChange={(e) => props.onRemarkChange(e.target.value)}
      />
      {props.showUpdateItems && (
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={props.updateItems}
            onChange={(e) => props.onUpdateItemsChange(e.target.checked)}
            className="h-4 w-4 accent-[var(--color-accent)]"
          />
          {t('Update Items (save these rates to the item list)')}
        </label>
      )}
    </section>
  );
}

/** Now Paying, Bank/CC/UPI and the bank account. */
function PaymentFields(props: PaymentPanelProps & { accounts: BankAccountOption[] }) {
  const { t } = useTranslation();
  const { accounts } = props;
  return (
    <>
      <TextField
        label={props.amountLabel}
        inputMode="decimal"
        className="tabular-nums"
        value={props.paidText}
        disabled={!props.paidEnabled}
        hint={props.paidEnabled ? undefined : t('Choose a customer other than Cash to change it.')}
        onChange={(e) => props.onPaidChange(e.target.value)}
      />
      <div className="flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm sm:pt-6">
          <input
            type="checkbox"
            checked={props.isBank}
            onChange={(e) => props.onBankChange(e.target.checked)}
            className="h-4 w-4 accent-[var(--color-accent)]"
          />
          {t('Bank/CC/UPI')}
        </label>
      </div>
      {props.isBank && (
        <Select
          label={t('Bank account')}
          className="sm:col-span-2"
          placeholder={accounts.length === 0 ? t('No bank accounts') : t('Select a bank account')}
          options={accounts.map((a) => ({ value: String(a.id), label: bankAccountLabel(a) }))}
          value={props.bankAccountId === null ? '' : String(props.bankAccountId)}
          onChange={(e) =>
            props.onBankAccountChange(e.target.value ? Number(e.target.value) : null)
          }
        />
      )}
    </>
  );
}
