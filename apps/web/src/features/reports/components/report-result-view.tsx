import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { ResultView, type ExportTarget } from '../../../ui/result-view.tsx';
import { CHART_DATASET, MonthChart } from './month-chart.tsx';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { translateResult } from '../../../ui/translate-result.ts';

/** A report's result (ui/result-view.tsx) with its by-month chart when it has one. */
export function ReportResultView({
  result,
  target,
}: {
  result: ReportResult;
  target: ExportTarget;
}) {
  const { t } = useTranslation();
  const failed = useMemo(
    () => ({
      csv: t(REPORT_MESSAGES.failedToGenerate),
      xlsx: t(REPORT_MESSAGES.failedToGenerateXlsx),
    }),
    [t],
  );
  const shown = useMemo(() => translateResult(result), [result, t]); // again when the language changes;
  const byMonth = shown.datasets.find((d) => d.name === CHART_DATASET);
  return (
    <ResultView
      result={shown}
      target={target}
      failed={failed}
      label={t('Report result')}
      // A trend needs two months at least; the table has every figure anyway.
      chart={byMonth && byMonth.rows.length > 1 ? <MonthChart dataset={byMonth} /> : null}
    />
  );
}
