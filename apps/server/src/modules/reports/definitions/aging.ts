// Receivables and payables by age.
import type { ReportDefinitions } from '../report-definition.ts';

export const agingReports: ReportDefinitions = {};
