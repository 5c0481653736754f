// GSTR-1, GSTR-3B and the HSN summary as reports (datasets and self-checks).
import type { ReportDefinitions } from '../report-definition.ts';

export const gstReports: ReportDefinitions = {};
