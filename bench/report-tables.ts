// Markdown tables of the report benchmark's figures, ready to paste into bench/README.md.
import { fmt } from './bench-support.ts';
import type { CaseResult } from './report-cases.ts';
import type { ExportResult } from './year-exports.ts';

export function table(head: string[], body: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

const ratio = (r: CaseResult) =>
  r.report && r.anchor ? `${(r.report.p50 / r.anchor.p50).toFixed(2)}×` : '—';

/**
 * One phase: each report's p50 and p95, its anchor's p50 and the ratio; with `floorMs` (the
 * HTTP path's own p50, measureHttpFloor) also the ratio to anchor + floor.
 */
export function phaseTable(results: CaseResult[], floorMs?: number): string {
  const withFloor = (r: CaseResult) =>
    r.report && r.anchor && floorMs !== undefined
      ? `${(r.report.p50 / (r.anchor.p50 + floorMs)).toFixed(2)}×`
      : '—';
  return table(
    [
      'report (one month)',
      'rows',
      'report p50 / p95 ms',
      'anchor p50 ms',
      'ratio',
      ...(floorMs === undefined ? [] : ['ratio to anchor + HTTP floor']),
    ],
    results
      .filter((r) => r.report)
      .map((r) => [
        r.label,
        r.size,
        `${fmt(r.report!.p50)} / ${fmt(r.report!.p95)}`,
        r.anchor ? fmt(r.anchor.p50) : 'no anchor',
        ratio(r),
        ...(floorMs === undefined ? [] : [withFloor(r)]),
      ]),
  );
}

/** Two phases side by side: the report's p50 before and after, and the ratio after. */
export function compareTable(titles: [string, string], a: CaseResult[], b: CaseResult[]): string {
  const [before, after] = titles;
  return table(
    [
      'report (one month)',
      `${before} p50 ms`,
      `${after} p50 ms`,
      'change',
      `anchor ${after} ms`,
      `ratio ${after}`,
    ],
    b
      .filter((r) => r.report)
      .map((r) => {
        const p = a.find((x) => x.label === r.label)?.report?.p50;
        return [
          r.label,
          p ? fmt(p) : '—',
          fmt(r.report!.p50),
          p ? `${(r.report!.p50 / p).toFixed(2)}×` : '—',
          r.anchor ? fmt(r.anchor.p50) : '—',
          ratio(r),
        ];
      }),
  );
}

/**
 * The same reports as the books grow (one column a size): report p50 and anchor p50 in each,
 * and the last size's report over the first's.
 */
export function yearsTable(sizes: { title: string; results: CaseResult[] }[]): string {
  const first = sizes[0]?.results ?? [];
  const last = sizes[sizes.length - 1]?.results ?? [];
  return table(
    ['report (one month)', ...sizes.map((s) => `${s.title}: report / anchor ms`), 'last ÷ first'],
    first
      .filter((r) => r.report)
      .map((r) => {
        const at = (results: CaseResult[]) => results.find((x) => x.label === r.label);
        const cells = sizes.map((s) => {
          const x = at(s.results);
          return x?.report ? `${fmt(x.report.p50)} / ${x.anchor ? fmt(x.anchor.p50) : '—'}` : '—';
        });
        const end = at(last)?.report?.p50;
        return [r.label, ...cells, end ? `${(end / r.report!.p50).toFixed(2)}×` : '—'];
      }),
  );
}

export function exportTable(exports: ExportResult[]): string {
  return table(
    ['download', 'status', 'time ms', 'size', 'peak RSS rise MiB'],
    exports.map((e) => [e.label, String(e.status), fmt(e.ms), e.size, e.peakMiB.toFixed(0)]),
  );
}

/** The report names not registered yet, and the cases that answered an error. */
export function problems(results: CaseResult[], skipped: string[]): string {
  const failed = results.filter((r) => r.error).map((r) => `- ${r.label}: ${r.error}`);
  return [
    `skipped (not registered): ${skipped.length ? skipped.join(', ') : 'none'}`,
    ...(failed.length ? ['failed:', ...failed] : []),
  ].join('\n');
}
