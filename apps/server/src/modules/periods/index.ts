// The periods module's public file: what other modules (and app.ts) use of it. Code outside
// modules/periods/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { periodRoutes } from './periods.routes.ts';
export { filedIn, assertOpen, booksClosedTo } from './period-locks.ts';
export { annualReturnFiledOn } from './year-closings.repo.ts';
export { boughtToDateSql, keptYearOf, ledgerToDateSql } from './kept-openings.ts';
export { periodTotals, SIDE_KINDS, SIDE_LABELS, sideTotalsRows } from './period-totals.ts';
export type { Side } from './period-totals.ts';
export { filingsService } from './filings.service.ts';
export { periodsService } from './periods.service.ts';
