// A year's sales register (100k rows) as a download: CSV and XLSX through a real HTTP socket,
// read as a stream and counted, never kept; and as a JSON reply for contrast (the screen's
// path, which does hold every row). Time and the peak rise of this process's resident memory.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { peakRss, timed, type BenchApp } from './bench-support.ts';

export interface ExportResult {
  label: string;
  ms: number;
  size: string;
  peakMiB: number;
  status: number;
}

function download(port: number, url: string, auth: Record<string, string>) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers: auth }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();

export async function measureYearExports(
  bench: BenchApp,
  range: { start: string; end: string },
): Promise<ExportResult[]> {
  if (!bench.app.server.listening) await bench.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (bench.app.server.address() as AddressInfo).port;
  const q = `startDate=${range.start}&endDate=${range.end}`;
  const out: ExportResult[] = [];
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  for (const format of ['csv', 'xlsx'] as const) {
    gc();
    const url = `/api/reports/registers/sales?${q}&format=${format}`;
    const { value, peakMiB } = await peakRss(async () =>
      timed(async () => download(port, url, await bench.auth())),
    );
    out.push({
      label: `registers/sales year ${format.toUpperCase()} (HTTP stream)`,
      ms: value.ms,
      size: mib(value.value.bytes),
      peakMiB,
      status: value.value.status,
    });
  }
  gc();
  const { value, peakMiB } = await peakRss(async () =>
    timed(async () =>
      bench.app.inject({
        method: 'GET',
        url: `/api/reports/registers/sales?${q}`,
        headers: await bench.auth(),
      }),
    ),
  );
  out.push({
    label: 'registers/sales year JSON (held in memory)',
    ms: value.ms,
    size: mib(value.value.rawPayload.length),
    peakMiB,
    status: value.value.statusCode,
  });
  return out;
}
