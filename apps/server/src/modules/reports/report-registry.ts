// Every report by its path name (spec section 7, plus the ledger's own books).
import type { ReportDefinitions } from './report-definition.ts';
import { bookReports } from './definitions/books.ts';
import { registerReports } from './definitions/registers.ts';
import { agingReports } from './definitions/aging.ts';
import { ledgerReports } from './definitions/ledger.ts';
import { gstReports } from './gst/gst-reports.ts';
import { orderReports } from './definitions/orders.ts';
import { challanReports } from './definitions/challans.ts';
import { batchReports } from './definitions/batches.ts';

export const REPORTS: ReportDefinitions = {
  ...bookReports,
  ...registerReports,
  ...agingReports,
  ...ledgerReports,
  ...gstReports,
  ...orderReports,
  ...challanReports,
  ...batchReports,
};
