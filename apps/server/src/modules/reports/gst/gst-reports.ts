// GSTR-1, GSTR-3B and the HSN summary as reports (datasets and self-checks).
import type { ReportDefinitions } from '../report-definition.ts';
import { gstr1Report } from './gstr1-report.ts';
import { gstr3bReport } from './gstr3b.ts';
import { hsnSummaryReport } from './hsn-summary.ts';

export const gstReports: ReportDefinitions = {
  'gst/gstr1': gstr1Report,
  'gst/gstr3b': gstr3bReport,
  'gst/hsn-summary': hsnSummaryReport,
};
