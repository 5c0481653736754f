import { useTranslation } from '../../../i18n/react.ts';
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { EXPENSE_MESSAGES } from '@hisaab/shared/messages';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker, useRememberedDate } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useBankAccountOptions } from '../api/get-bank-accounts.ts';
import { useCashStatus } from '../api/get-cash-status.ts';
import { useExpenseItems } from '../api/get-expense-items.ts';
import { useExpenses } from '../api/get-expenses.ts';
import { AddExpenseForm } from './add-expense-form.tsx';
import { DayTotalsCards } from '../../../ui/day-totals-cards.tsx';
import { ExpenseTable } from './expense-table.tsx';
import { LiveClock } from '../../../ui/live-clock.tsx';

/** Spec section 2 Expense screen: the chosen day's expenses, cash and totals. */
export function ExpensePage() {
  const { t } = useTranslation();
  const [date, setDate] = useRememberedDate('expenseSelectedDate');
  const [editingId, setEditingId] = useState<number | null>(null);
  const expenses = useExpenses(date);
  const cash = useCashStatus(date);
  const items = useExpenseItems().data ?? [];
  const accounts = useBankAccountOptions().data ?? [];
  const notToday = date !== todayInIndia();
  // An Auditor reads the day's expenses: no add row, rows do not open for editing.
  const canWrite = useCanWrite();

  function changeDate(next: string) {
    setEditingId(null);
    setDate(next);
  }

  const refresh = () => Promise.all([expenses.refetch(), cash.refetch()]);

  return (
    <>
      <PageHeader title={t('Expense')} />
      <div className="mb-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <DatePicker
          label={t('Entry Date')}
          value={date}
          onChange={changeDate}
          highlightWhenNotToday
          className="w-44"
        />
        {notToday && (
          <span className="pb-2">
            <Badge tone="warning">{t('Date is not today')}</Badge>
          </span>
        )}
        <LiveClock />
        <Button
          variant="secondary"
          pending={expenses.isFetching || cash.isFetching}
          onClick={refresh}
        >
          {t('Refresh')}
        </Button>
      </div>

      <DayTotalsCards totals={cash.data} />

      <h2 className="mt-5 mb-2 text-base font-semibold">{t('Expenses')}</h2>
      <div className="rounded-md border border-line bg-surface">
        {expenses.isPending ? (
          <div className="px-3">
            <LoadingText />
          </div>
        ) : expenses.isError ? (
          <div className="p-3">
            <Alert tone="error">
              {displayMessage(expenses.error, messageText(EXPENSE_MESSAGES.failedToLoad))}
            </Alert>
          </div>
        ) : expenses.data.length === 0 ? (
          <p className="px-3 py-3 text-muted">{messageText(EXPENSE_MESSAGES.noExpenses)}</p>
        ) : (
          <ExpenseTable
            expenses={expenses.data}
            items={items}
            accounts={accounts}
            editingId={editingId}
            onEdit={canWrite ? setEditingId : null}
          />
        )}
        {!canWrite ? (
          <p className="border-t border-line px-3 py-2 text-sm text-muted">
            {messageText(PERMISSION_MESSAGES.readOnly)}
          </p>
        ) : (
          editingId === null && (
            <AddExpenseForm key={date} date={date} items={items} accounts={accounts} />
          )
        )}
      </div>
    </>
  );
}
