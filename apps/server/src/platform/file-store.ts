// Where file bytes live. The app only sees this interface, so object storage (S3 and the like)
// can replace the local directory without touching the files module.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileExtension = 'pdf' | 'jpg';

export interface FileStore {
  /** Stores the bytes under a new key and returns it. */
  put(bytes: Buffer, hint: { companyId: number; extension: FileExtension }): Promise<string>;
  /** The bytes stored under key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are made here (company folder + random name), never from user input; checked again on
// read so a bad key can never reach outside the root.
const KEY = /^\d+\/[0-9a-f-]{36}\.(pdf|jpg)$/;

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a file-store key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(bytes: Buffer, hint: { companyId: number; extension: FileExtension }): Promise<string> {
    const key = `${hint.companyId}/${randomUUID()}.${hint.extension}`;
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
    return key;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The default store: DATA_DIR/files. */
export function localFileStore(dataDir: string): FileStore {
  return new LocalFileStore(path.join(dataDir, 'files'));
}

/** Removes stored bytes whose rows are gone; a failure only leaves an orphan file behind. */
export async function discardStoredFiles(store: FileStore, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch (error) {
      console.error('stored file could not be removed', { key, error });
    }
  }
}
