// Beyond the spec: trial balance, profit and loss, day book and cash book from journal_lines.
import type { ReportDefinitions } from '../report-definition.ts';
import { cashBook } from './ledger-cash-book.ts';
import { dayBook } from './ledger-day-book.ts';
import { profitAndLoss } from './ledger-profit-and-loss.ts';
import { trialBalance } from './ledger-trial-balance.ts';

export const ledgerReports: ReportDefinitions = {
  'ledger/trial-balance': trialBalance,
  'ledger/profit-and-loss': profitAndLoss,
  'ledger/day-book': dayBook,
  'ledger/cash-book': cashBook,
};
