// The sales and purchase registers: one row per document with its GST split.
import type { ReportDefinitions } from '../report-definition.ts';

export const registerReports: ReportDefinitions = {};
