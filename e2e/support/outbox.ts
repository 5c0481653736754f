// Reads the mails the e2e server wrote to DATA_DIR/outbox and finds the links in them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest link to `to` containing `pathPart`, waiting briefly for the mail to arrive. */
export async function linkFromOutbox(
  to: string,
  pathPart: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort();
    } catch {
      // no mail yet
    }
    for (const file of files.reverse()) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail))
        continue;
      const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((l) => l.includes(pathPart));
      if (link) return link.replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPart} link`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
