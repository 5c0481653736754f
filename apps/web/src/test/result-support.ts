// Shared by the component tests of the report and insight results: a layout for the
// virtualised table (jsdom has none) and a record of the files the screen hands the browser.
import { vi } from 'vitest';

/** jsdom measures every element as 0×0; the table's scroll box gets the spec's 480 px. */
export function stubLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Catches downloads: the blob behind each object URL and the name the link gave it. */
export function catchDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  // jsdom has no object URLs; the tests that catch downloads are the only users.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}
