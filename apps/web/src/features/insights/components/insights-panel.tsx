import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { INSIGHT_MESSAGES } from '@hisaab/shared/messages';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { ResultView, type ExportTarget } from '../../../ui/result-view.tsx';
import { TypeList } from '../../../ui/type-list.tsx';
import { generateInsight, insightPath } from '../api/insights-api.ts';
import { useInsightForm } from '../hooks/use-insight-form.ts';
import { insightType, insightTypes, type Params } from '../utils/insight-types.ts';
import { InsightChart } from './insight-chart.tsx';
import { InsightParamsForm } from './insight-params-form.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { translateResult } from '../../../ui/translate-result.ts';

/** Spec section 9: insight tables are at most 520 px high. */
const TABLE_HEIGHT = 520;

// Spec section 8 names one failure text for insights; exports fall back to it too.
const FAILED = { csv: INSIGHT_MESSAGES.failedToGenerate, xlsx: INSIGHT_MESSAGES.failedToGenerate };

interface Generated {
  result: ReportResult;
  target: ExportTarget;
}

async function run({ type, params }: { type: string; params: Params }): Promise<Generated> {
  const result = await generateInsight(type, params);
  // Exports repeat the parameters the table was made with, not what the form holds now.
  return { result, target: { kind: 'server', path: insightPath(type), query: params } };
}

/** The insight types, the chosen one's description and parameters, Generate, and the result. */
export function InsightsPanel() {
  const { t } = useTranslation();
  const types = useMemo(
    () => insightTypes().map((x) => ({ ...x, label: t(x.label), group: t(x.group) })),
    [t],
  );
  const form = useInsightForm();
  const generate = useMutation({ mutationFn: run });
  const type = insightType(form.type);
  const label = type ? t(type.label) : form.type;

  function selectType(key: string) {
    form.selectType(key);
    generate.reset();
  }

  function onGenerate() {
    if (generate.isPending || form.problem) return;
    generate.mutate({ type: form.type, params: form.params });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="sm:w-52 sm:shrink-0 sm:border-r sm:border-line sm:pr-3">
        <TypeList
          types={types}
          active={form.type}
          onSelect={selectType}
          label={t('Insight type')}
          listLabel={t('Insight types')}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-4">
        <div className="space-y-1.5">
          <h2 className="text-lg font-semibold">{label}</h2>
          {type && (
            <div className="max-w-prose space-y-1 text-sm" data-testid="insight-description">
              <p>
                <span className="font-medium">{t('What it finds:')} </span>
                {t(type.finds)}
              </p>
              <p className="text-muted">
                <span className="font-medium text-ink">{t('What to do:')} </span>
                {t(type.action)}
              </p>
            </div>
          )}
        </div>
        {/* Always present, so screen readers hear when the result is ready. */}
        <p role="status" className="sr-only">
          {generate.isPending
            ? t('Generating insight…')
            : generate.isSuccess
              ? t('{{name}} is ready.', { name: label })
              : ''}
        </p>
        <InsightParamsForm form={form} running={generate.isPending} onGenerate={onGenerate} />
        {generate.isError && (
          <Alert tone="error">
            {displayMessage(generate.error, t(INSIGHT_MESSAGES.failedToGenerate))}
          </Alert>
        )}
        {generate.data && (
          <ResultView
            key={generate.submittedAt}
            result={translateResult(generate.data.result)}
            target={generate.data.target}
            failed={{ csv: t(FAILED.csv), xlsx: t(FAILED.xlsx) }}
            maxHeight={TABLE_HEIGHT}
            chart={<InsightChart result={generate.data.result} />}
            label={t('Insight result')}
          />
        )}
      </div>
    </div>
  );
}
