import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { ResultView, type ExportTarget } from '../../../ui/result-view.tsx';
import { CHART_DATASET, MonthChart } from './month-chart.tsx';

const FAILED = {
  csv: REPORT_MESSAGES.failedToGenerate,
  xlsx: REPORT_MESSAGES.failedToGenerateXlsx,
};

/** A report's result (ui/result-view.tsx) with its by-month chart when it has one. */
export function ReportResultView({
  result,
  target,
}: {
  result: ReportResult;
  target: ExportTarget;
}) {
  const byMonth = result.datasets.find((d) => d.name === CHART_DATASET);
  return (
    <ResultView
      result={result}
      target={target}
      failed={FAILED}
      // A trend needs two months at least; the table has every figure anyway.
      chart={byMonth && byMonth.rows.length > 1 ? <MonthChart dataset={byMonth} /> : null}
    />
  );
}
