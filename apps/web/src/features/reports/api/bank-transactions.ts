// GET /bankaccounts/{id}/transactions?startDate&endDate (spec section 7), shown as a report:
// money in and out of the account with the bill each movement belongs to. Never saved.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { api } from '../../../api/client.ts';
import { bool, listOf, num, str } from '../../../api/wire.ts';
import { BANK_TRANSACTIONS } from '../utils/report-types.ts';

export async function fetchBankTransactions(params: Record<string, string>): Promise<ReportResult> {
  const { bankAccountId = '', startDate = '', endDate = '' } = params;
  const body = await api.get<unknown>(
    `/bankaccounts/${encodeURIComponent(bankAccountId)}/transactions`,
    {
      query: { startDate, endDate },
    },
  );
  const rows = listOf(body).map((r) => {
    const out = bool(r.isPurchase);
    const amount = num(r.amountPaid);
    return {
      date: str(r.transactionDate),
      number: str(r.number),
      transactionId: r.transactionId ?? null,
      customerName: str(r.customerName),
      moneyIn: out ? null : amount,
      moneyOut: out ? amount : null,
      total: num(r.totalAmount),
      pending: num(r.pendingAmount),
      remark: str(r.remark),
    };
  });
  return {
    report: BANK_TRANSACTIONS,
    parameters: { bankAccountId: Number(bankAccountId), startDate, endDate },
    datasets: [
      {
        name: 'transactions',
        title: 'Bank transactions',
        columns: [
          { key: 'date', label: 'Date', kind: 'date' },
          { key: 'number', label: 'Number', kind: 'link' },
          { key: 'customerName', label: 'Party', kind: 'text' },
          { key: 'moneyIn', label: 'Money in', kind: 'money' },
          { key: 'moneyOut', label: 'Money out', kind: 'money' },
          { key: 'total', label: 'Bill total', kind: 'money' },
          { key: 'pending', label: 'Pending', kind: 'money' },
          { key: 'remark', label: 'Remark', kind: 'text' },
        ],
        rows,
      },
    ],
    snapshot: null,
  };
}
