import type { Text } from '@hisaab/shared/i18n/messages';
import type { Ref } from 'react';
import { formatINR } from '@hisaab/shared/format';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Autocomplete } from '../../../ui/autocomplete.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { BankAccountOption } from '../api/get-bank-accounts.ts';
import type { ExpenseItemOption } from '../api/get-expense-items.ts';
import type { ExpenseForm } from '../hooks/use-expense-form.ts';

interface ExpenseFieldsProps {
  form: ExpenseForm;
  items: readonly ExpenseItemOption[];
  accounts: readonly BankAccountOption[];
  /** 'Bank/CC/UPI' on the add row, 'Bank Money' when editing (spec section 2). */
  bankLabel: string;
  itemRef?: Ref<HTMLInputElement>;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Item, Amount, the bank tick, Bank Account (only when ticked) and Description. */
export function ExpenseFields({ form, items, accounts, bankLabel, itemRef }: ExpenseFieldsProps) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const shown = (message: Text | undefined) => message && messageText(message);
  return (
    <>
      <Autocomplete<ExpenseItemOption>
        label={t('Item')}
        value={values.itemName}
        onChange={form.setItemName}
        options={items}
        getLabel={(o) => o.name}
        getKey={(o) => o.id || o.name}
        renderDetail={(o) => (o.defaultRate > 0 ? formatINR(o.defaultRate) : null)}
        onSelect={(o) => {
          form.setItemName(o.name);
          form.prefillFrom(o);
        }}
        onCreate={(text) => {
          form.setItemName(text);
          form.prefillFrom(items.find((o) => sameName(o.name, text)));
        }}
        onBlur={() => {
          form.touch('itemName');
          form.prefillFrom(items.find((o) => sameName(o.name, values.itemName)));
        }}
        error={shown(errors.itemName)}
        inputRef={itemRef}
        className="w-full sm:w-52"
      />
      <TextField
        label={t('Amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        value={values.amount}
        onChange={(e) => form.setAmount(e.target.value)}
        // A prefilled default is replaced by typing, not appended to.
        onFocus={(e) => e.currentTarget.select()}
        onBlur={() => form.touch('amount')}
        error={shown(errors.amount)}
        className="w-full sm:w-32 [&_input]:text-right [&_input]:tabular-nums"
      />
      <label className="inline-flex min-h-[2.125rem] items-center gap-2 self-start text-sm font-medium whitespace-nowrap sm:mt-6">
        <input
          type="checkbox"
          className="h-4 w-4 accent-accent"
          checked={values.isBank}
          onChange={(e) => form.setBank(e.target.checked)}
        />
        {bankLabel}
      </label>
      {values.isBank && (
        <Select
          label={t('Bank Account')}
          placeholder={t('Select a bank account')}
          options={accounts.map((a) => ({ value: String(a.id), label: a.label }))}
          value={values.bankAccountId}
          onChange={(e) => form.setBankAccountId(e.target.value)}
          error={shown(errors.bankAccountId)}
          className="w-full sm:w-60"
        />
      )}
      <TextField
        label={t('Description')}
        value={values.remark}
        maxLength={500}
        onChange={(e) => form.setRemark(e.target.value)}
        className="w-full sm:min-w-48 sm:flex-1"
      />
    </>
  );
}
