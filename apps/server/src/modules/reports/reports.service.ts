// Generating reports, saving snapshots and exporting either. Reports only read; a snapshot is
// one insert of the generated result.
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { todayInIndia } from '@hisaab/shared/format';
import {
  exportFileName,
  REPORT_LABELS,
  type ReportDataset,
  type ReportResult,
} from '@hisaab/shared/reports/report-result';
import { reportSaveSchema, validateReportParams } from '@hisaab/shared/schemas/reports';
import { REPORT_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { REPORTS } from './report-registry.ts';
import type { DatasetSource } from './report-definition.ts';
import { collectDatasets, streamDataset } from './report-runner.ts';
import {
  csvWriter,
  localisedHead,
  localisedRows,
  xlsxWriter,
  type DatasetWriter,
  type ExportFormat,
} from './report-export.ts';
import type { Language } from '@hisaab/shared/i18n/languages';
import { tk, type Text } from '@hisaab/shared/i18n/messages';
import { titleOf, withRowTexts } from '@hisaab/shared/reports/localise';
import * as snapshots from './snapshots.repo.ts';
import { issueText } from '@hisaab/shared/schemas/zod-messages';

export const SNAPSHOT_MESSAGES = {
  notFound: tk('Snapshot not found.'),
  datasetNotFound: tk('This report has no such list.'),
} as const;

type Query = Record<string, unknown>;

/** The dates an export's file name carries: the range, else the one date, else today. */
export function fileDates(params: Record<string, unknown>, today: string): [string, string] {
  const s = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : null);
  const start = s('startDate') ?? s('currentStart') ?? s('asOfDate') ?? s('date');
  const end = s('endDate') ?? s('currentEnd') ?? start;
  if (start && end) return [start, end];
  if (typeof params['year'] === 'number' && typeof params['month'] === 'number') {
    const ym = `${params['year']}-${String(params['month']).padStart(2, '0')}`;
    const last = new Date(Date.UTC(params['year'], params['month'], 0)).getUTCDate();
    return [`${ym}-01`, `${ym}-${last}`];
  }
  return [today, today];
}

export function pickDatasets<T extends { name: string }>(list: T[], name: unknown): T[] {
  if (typeof name !== 'string' || name === '') return list;
  const found = list.filter((d) => d.name === name);
  if (found.length === 0) throw fieldError('dataset', SNAPSHOT_MESSAGES.datasetNotFound);
  return found;
}

interface ExportList {
  title: Text;
  columns: ReportDataset['columns'];
  /** Saved before rows carried their texts: its word columns are translated as then. */
  saved?: boolean;
  pump(onRows: (rows: Record<string, unknown>[]) => Promise<void>): Promise<void>;
}

/** A saved dataset's rows are already in the wire's units; its cellTexts go back on them. */
const fromSaved = (d: ReportDataset): ExportList => ({
  title: titleOf(d),
  columns: d.columns,
  saved: !d.cellTexts,
  pump: async (onRows) => {
    const rows = withRowTexts(d.rows, d.cellTexts);
    for (let i = 0; i < rows.length; i += 1000) await onRows(rows.slice(i, i + 1000));
  },
});

export function reportsService(ctx: AppContext) {
  const today = () => todayInIndia(ctx.now());

  /** The definition's datasets for a report name and its raw query parameters. */
  async function prepare(me: AccessClaims, name: string, query: Query) {
    const definition = Object.hasOwn(REPORTS, name) ? REPORTS[name] : undefined;
    if (!definition) throw badRequest(REPORT_VALIDATION.unsupported);
    const parsed = validateReportParams(name, query);
    if (!parsed.ok) {
      const text = parsed.said ?? parsed.message;
      throw parsed.field ? fieldError(parsed.field, text) : badRequest(text);
    }
    const sources = await definition.build({
      db: ctx.db,
      companyId: me.companyId,
      params: parsed.params,
      today: today(),
    });
    return { params: parsed.params, sources };
  }

  /** Writes each list in turn; `pump` hands its rows over batch by batch. */
  async function writeExport(
    out: Writable,
    format: ExportFormat,
    lists: readonly ExportList[],
    language: Language,
  ) {
    const writer: DatasetWriter =
      format === 'csv' ? csvWriter(out, lists.length > 1) : xlsxWriter(out);
    try {
      for (const list of lists) {
        const head = localisedHead(language, list.title, list.columns);
        await writer.begin(head.title, head.columns);
        await list.pump((rows) =>
          writer.rows(localisedRows(language, list.columns, rows, list.saved)),
        );
        await writer.end();
      }
      await writer.finish();
    } catch (error) {
      out.destroy(error as Error);
    }
  }

  const fromSource = (source: DatasetSource): ExportList => ({
    title: source.title,
    columns: source.columns,
    pump: (onRows) => streamDataset(ctx, source, onRows),
  });

  return {
    async generate(me: AccessClaims, name: string, query: Query): Promise<ReportResult> {
      const save = reportSaveSchema.safeParse(query);
      if (!save.success) throw badRequest(issueText(save.error.issues[0], 'Invalid request.'));
      const { params, sources } = await prepare(me, name, query);
      const datasets = await collectDatasets(ctx.db, sources);
      let snapshot: ReportResult['snapshot'] = null;
      if (save.data.save) {
        const now = ctx.now();
        snapshot = {
          id: randomUUID(),
          name: save.data.name ?? `${now.toISOString()} ${REPORT_LABELS[name] ?? name}`,
        };
        await snapshots.insertSnapshot(ctx.db, {
          companyId: me.companyId,
          id: snapshot.id,
          name: snapshot.name,
          reportType: name,
          parameters: params,
          datasets,
          createdBy: me.userId,
          createdAt: now,
        });
      }
      return { report: name, parameters: params, datasets, snapshot };
    },

    /** Validates, then answers the file's name and a function that writes it. */
    async exportReport(
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
        write: (out: Writable) => writeExport(out, format, chosen.map(fromSource), language),
      };
    },

    list: (me: AccessClaims, skip: number, take: number) =>
      snapshots.listSnapshots(ctx.db, me.companyId, skip, take),

    async snapshot(me: AccessClaims, id: string) {
      const row = await snapshots.findSnapshot(ctx.db, me.companyId, id);
      if (!row) throw notFound(SNAPSHOT_MESSAGES.notFound);
      return row;
    },

    async exportSnapshot(
      me: AccessClaims,
      id: string,
      query: Query,
      format: ExportFormat,
      language: Language = 'en',
    ) {
      const row = await snapshots.findSnapshot(ctx.db, me.companyId, id);
      if (!row) throw notFound(SNAPSHOT_MESSAGES.notFound);
      const chosen = pickDatasets(row.datasets as ReportDataset[], query['dataset']);
      const [start, end] = fileDates(row.parameters as Record<string, unknown>, today());
      return {
        fileName: exportFileName(row.reportType, start, end, format),
        write: (out: Writable) => writeExport(out, format, chosen.map(fromSaved), language),
      };
    },

    async remove(me: AccessClaims, id: string) {
      const gone = await snapshots.deleteSnapshot(ctx.db, me.companyId, id);
      if (!gone) throw notFound(SNAPSHOT_MESSAGES.notFound);
    },
  };
}
