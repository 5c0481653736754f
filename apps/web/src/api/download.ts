// Server exports (CSV, XLSX, GST JSON): fetched with the bearer token through the api client,
// then saved under the name the server gave in Content-Disposition.
import { api, type RequestOptions } from './client.ts';

/** `attachment; filename="a.csv"` or RFC 5987 `filename*=UTF-8''a%20b.csv`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? null : name;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads a file the server streams; answers the name it was saved under. */
export async function downloadFile(
  path: string,
  query: RequestOptions['query'],
  fallbackName: string,
): Promise<string> {
  const res = await api.file(path, { query });
  if (!res) throw new Error('The server sent no file.');
  const blob = await res.blob();
  const name = fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
