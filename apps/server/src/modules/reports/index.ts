// The reports module's public file: what other modules (and app.ts) use of it. Code outside
// modules/reports/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { reportRoutes } from './reports.routes.ts';
export { loadGstProfile, periodLines, inReturnSnapshot } from './gst/gst-common.ts';
export type { GstProfile } from './gst/gst-common.ts';
export { docFigures, sectionOf } from './gst/doc-figures.ts';
export type { DocFigures } from './gst/doc-figures.ts';
export {
  csvWriter,
  xlsxWriter,
  sendFile,
  exportFormat,
  jsonOrExport,
  localisedHead,
} from './report-export.ts';
export type { ExportFormat } from './report-export.ts';
export type { ReportContext, DatasetSource } from './report-definition.ts';
export { documentLabelSql, paramMonthRange } from './definitions/report-sql.ts';
export { collectDatasets, streamDataset } from './report-runner.ts';
export { fileDates, pickDatasets } from './reports.service.ts';
