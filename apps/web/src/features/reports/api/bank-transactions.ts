// GET /bankaccounts/{id}/transactions?startDate&endDate (spec section 7), shown as a report:
// money in and out of the account with the bill each movement belongs to. Never saved.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { api } from '../../../api/client.ts';
import { bankTransactionListReply } from '@hisaab/shared/replies/bank-accounts';
import { parseReply } from '../../../api/reply.ts';
import { BANK_TRANSACTIONS } from '../utils/report-types.ts';

export async function fetchBankTransactions(params: Record<string, string>): Promise<ReportResult> {
  const { bankAccountId = '', startDate = '', endDate = '' } = params;
  const body = await api.get<unknown>(
    `/bankaccounts/${encodeURIComponent(bankAccountId)}/transactions`,
    {
      query: { startDate, endDate },
    },
  );
  const rows = parseReply(bankTransactionListReply, body).map((r) => {
    const out = r.isPurchase;
    return {
      date: r.transactionDate,
      number: r.number ?? '',
      transactionId: r.transactionId,
      customerName: r.customerName,
      moneyIn: out ? null : r.amountPaid,
      moneyOut: out ? r.amountPaid : null,
      total: r.totalAmount,
      pending: r.pendingAmount,
      remark: r.remark ?? '',
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
