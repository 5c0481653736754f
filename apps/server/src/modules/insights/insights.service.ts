// Generating and exporting insights. They read like reports (same shape, runner and writers)
// but are never saved: snapshot is always null, and each carries a one-line summary.
import type { Writable } from 'node:stream';
import { todayInIndia } from '@hisaab/shared/format';
import { exportFileName, type ReportResult } from '@hisaab/shared/reports/report-result';
import { validateInsightParams } from '@hisaab/shared/schemas/reports';
import { REPORT_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import { translator } from '../../platform/i18n.ts';
import type { Language } from '@hisaab/shared/i18n/languages';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import {
  localisedHead,
  collectDatasets,
  streamDataset,
  csvWriter,
  xlsxWriter,
  type ExportFormat,
  fileDates,
  pickDatasets,
  type DatasetSource,
} from '../reports/index.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { InsightDefinitions } from './insight-definition.ts';
import { stockInsights } from './stock-insights.ts';
import { batchInsights } from './batch-insights.ts';
import { salesInsights } from './sales-insights.ts';
import { customerInsights } from './customer-insights.ts';
import { exceptionInsights } from './exception-insights.ts';
import { expenseInsights } from './expense-insights.ts';
import { ratioInsights } from './ratios.ts';

/** Every insight by its path name (spec section 7, Analytics): INSIGHT_PARAM_SCHEMAS' keys. */
export const INSIGHTS: InsightDefinitions = {
  ...stockInsights,
  ...batchInsights,
  ...salesInsights,
  ...customerInsights,
  ...exceptionInsights,
  ...expenseInsights,
  ...ratioInsights,
};

type Query = Record<string, unknown>;

// The shared schemas bound day counts below only; past a century they would only overflow
// date arithmetic (a 500), so they are refused here with the schemas' labels.
const MAX_DAYS = 36_500;
const DAY_PARAMS: Record<string, string> = {
  lookbackDays: tk('Lookback days'),
  maxDaysCover: tk('Max days cover'),
  inactiveDays: tk('Inactive days'),
  toleranceDays: tk('Tolerance days'),
  dueDays: tk('Due days'),
};

function checkDayCounts(params: Record<string, unknown>) {
  for (const [key, label] of Object.entries(DAY_PARAMS)) {
    const value = params[key];
    if (typeof value === 'number' && value > MAX_DAYS) {
      const max = MAX_DAYS.toLocaleString('en-IN');
      throw fieldError(key, msg('{{label}} must be {{max}} or fewer.', { label: msg(label), max }));
    }
  }
}

export function insightsService(ctx: AppContext) {
  const today = () => todayInIndia(ctx.now());

  async function prepare(me: AccessClaims, name: string, query: Query) {
    const definition = Object.hasOwn(INSIGHTS, name) ? INSIGHTS[name] : undefined;
    if (!definition) throw badRequest(REPORT_VALIDATION.unsupported);
    const parsed = validateInsightParams(name, query);
    if (!parsed.ok) {
      const text = parsed.said ?? parsed.message;
      throw parsed.field ? fieldError(parsed.field, text) : badRequest(text);
    }
    checkDayCounts(parsed.params);
    const output = await definition.build({
      db: ctx.db,
      companyId: me.companyId,
      params: parsed.params,
      today: today(),
    });
    return { params: parsed.params, ...output };
  }

  /** Each dataset in turn, its rows streamed batch by batch into the writer. */
  async function writeExport(
    out: Writable,
    format: ExportFormat,
    sources: DatasetSource[],
    language: Language,
  ) {
    const writer = format === 'csv' ? csvWriter(out, sources.length > 1) : xlsxWriter(out);
    try {
      for (const source of sources) {
        const head = localisedHead(language, source.title, source.columns);
        await writer.begin(head.title, head.columns);
        await streamDataset(ctx, source, (rows) => writer.rows(rows));
        await writer.end();
      }
      await writer.finish();
    } catch (error) {
      out.destroy(error as Error);
    }
  }

  return {
    async generate(
      me: AccessClaims,
      name: string,
      query: Query,
      language: Language = 'en',
    ): Promise<ReportResult> {
      const { params, sources, summary } = await prepare(me, name, query);
      const datasets = await collectDatasets(ctx.db, sources);
      return {
        report: name,
        parameters: params,
        datasets,
        snapshot: null,
        summary: await summary(datasets, translator(language)),
      };
    },

    /** Validates, then answers the file's name and a function that writes it. */
    async exportInsight(
      me: AccessClaims,
      name: string,
      query: Query,
      format: ExportFormat,
      language: Language = 'en',
    ) {
      const { params, sources } = await prepare(me, name, query);
      const chosen = pickDatasets(sources, query['dataset']);
      const [start, end] = fileDates(params, today());
      return {
        fileName: exportFileName(name, start, end, format),
        write: (out: Writable) => writeExport(out, format, chosen, language),
      };
    },
  };
}
