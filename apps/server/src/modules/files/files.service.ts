// Uploads, server-rendered bill PDFs and their public links. A public link's code is a
// capability: 192 random bits, shown once, kept only as its SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';
import { ID_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import type { FileExtension } from '../../platform/file-store.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { transactionService } from '../transactions/index.ts';
import { companyProfile } from '../companies/index.ts';
import * as repo from './files.repo.ts';
import { buildPrintableDocument } from './invoice-print-data.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { printExtras } from './print-extras.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const FILE_MESSAGES = {
  exactlyOneTarget: ID_VALIDATION.exactlyOneUploadTarget,
  invalidTransactionId: ID_VALIDATION.transactionId,
  invalidExpenseId: tk('Invalid expense id'),
  fileType: tk('Only PDF or JPEG files can be uploaded.'),
  fileRequired: tk('Please choose a file to upload.'),
  oneFile: tk('Upload one file at a time.'),
  tooLarge: tk('The file is too large. Files can be at most 10 MB.'),
  notMultipart: tk('Send the file as multipart/form-data.'),
  htmlRequired: tk('HTML content is required.'),
  transactionNotFound: tk('Transaction not found.'),
  expenseNotFound: tk('Expense not found.'),
  fileNotFound: tk('File not found.'),
  receiptNotFound: tk('This expense has no receipt.'),
} as const;

export const CONTENT_TYPES: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
};
// Ids are int4 in the database; anything larger cannot exist.
const MAX_ID = 2_147_483_647;
const CODE_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function sniffFileType(bytes: Buffer): FileExtension | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  return null;
}

export const hashAccessCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A download name made of safe characters, ending in the file's real extension. */
export function safeFileName(
  wanted: string | null | undefined,
  fallback: string,
  ext: FileExtension,
): string {
  const base = (wanted ?? '').split(/[\\/]/).pop() ?? '';
  const clean = (s: string) =>
    s
      .replace(/\.(pdf|jpe?g)$/i, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-. ]+|[-. ]+$/g, '')
      .slice(0, 100);
  const name = clean(base) || clean(fallback) || 'document';
  return `${name}.${ext}`;
}

export interface UploadInput {
  bytes: Buffer | null;
  fileName: string | null;
  transactionId: number | null;
  expenseId: number | null;
}

export function fileService(ctx: AppContext) {
  const transactions = transactionService(ctx);

  /** Stores the bytes, then records the file in one database transaction (the audit with it). */
  async function store(
    me: AccessClaims,
    bytes: Buffer,
    ext: FileExtension,
    meta: { transactionId: number | null; expenseId: number | null; fileName: string },
  ) {
    const code = randomBytes(24).toString('base64url');
    const storageKey = await ctx.fileStore.put(bytes, { companyId: me.companyId, extension: ext });
    try {
      await ctx.db.transaction(async (tx) => {
        if (
          meta.transactionId !== null &&
          !(await repo.transactionExists(tx, me.companyId, meta.transactionId))
        ) {
          throw notFound(FILE_MESSAGES.transactionNotFound);
        }
        if (
          meta.expenseId !== null &&
          !(await repo.expenseExists(tx, me.companyId, meta.expenseId))
        ) {
          throw notFound(FILE_MESSAGES.expenseNotFound);
        }
        const row = await repo.insertFile(tx, {
          companyId: me.companyId,
          transactionId: meta.transactionId,
          expenseId: meta.expenseId,
          storageKey,
          contentType: CONTENT_TYPES[ext],
          fileName: meta.fileName,
          sizeBytes: bytes.length,
          accessCodeHash: hashAccessCode(code),
          createdBy: me.userId,
        });
        const { accessCodeHash: _hash, ...after } = row;
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'file',
            entityId: row.id,
            action: 'create',
            after,
          },
          ctx.now(),
        );
      });
    } catch (error) {
      // Nothing may stay behind from a refused or failed request.
      await ctx.fileStore.delete(storageKey);
      throw error;
    }
    return { publicAccessCode: code };
  }

  /** The stored bill as the printed document, and its PDF. */
  async function transactionPdf(me: AccessClaims, transactionId: number) {
    if (transactionId > MAX_ID) throw notFound(FILE_MESSAGES.transactionNotFound);
    const view = await transactions.get(me, transactionId);
    const company = await companyProfile(ctx.db, me.companyId);
    const bankIds = view.payments
      .map((p) => p.bankAccountId)
      .filter((b): b is number => b !== null);
    const bankAccounts = await repo.bankAccountsByIds(ctx.db, me.companyId, [...new Set(bankIds)]);
    const printable = buildPrintableDocument({
      view,
      company,
      bankAccounts,
      extras: await printExtras(ctx.db, me.companyId, transactionId),
    });
    return { printable, bytes: await renderInvoicePdf(printable) };
  }

  return {
    async upload(me: AccessClaims, input: UploadInput) {
      if ((input.transactionId === null) === (input.expenseId === null)) {
        throw badRequest(FILE_MESSAGES.exactlyOneTarget, {
          transactionId: [FILE_MESSAGES.exactlyOneTarget],
          expenseId: [FILE_MESSAGES.exactlyOneTarget],
        });
      }
      if (!input.bytes || input.bytes.length === 0)
        throw fieldError('file', FILE_MESSAGES.fileRequired);
      const ext = sniffFileType(input.bytes);
      if (!ext) throw fieldError('file', FILE_MESSAGES.fileType);
      const id = input.transactionId ?? input.expenseId!;
      if (id > MAX_ID)
        throw notFound(
          input.transactionId ? FILE_MESSAGES.transactionNotFound : FILE_MESSAGES.expenseNotFound,
        );
      const fallback = input.transactionId
        ? `transaction-${input.transactionId}`
        : `expense-${input.expenseId}`;
      return store(me, input.bytes, ext, {
        transactionId: input.transactionId,
        expenseId: input.expenseId,
        fileName: safeFileName(input.fileName, fallback, ext),
      });
    },

    /** The bill's PDF, drawn from what is stored (the client's HTML is not used for content). */
    async renderTransactionPdf(me: AccessClaims, transactionId: number, fileName: string | null) {
      const { bytes, printable } = await transactionPdf(me, transactionId);
      return store(me, bytes, 'pdf', {
        transactionId,
        expenseId: null,
        fileName: safeFileName(fileName, printable.fileBaseName, 'pdf'),
      });
    },

    /** Download PDF: the same PDF, handed back without storing it or making a public link. */
    async downloadTransactionPdf(me: AccessClaims, transactionId: number) {
      const { bytes, printable } = await transactionPdf(me, transactionId);
      return { bytes, fileName: safeFileName(null, printable.fileBaseName, 'pdf') };
    },

    /** The file behind a public link, for anyone holding the code. */
    /** An expense's receipt for a signed-in user of its company (another company's: 404). */
    async openExpenseReceipt(me: AccessClaims, expenseId: number) {
      const row = await repo.latestExpenseFile(ctx.db, me.companyId, expenseId);
      if (!row) throw notFound(FILE_MESSAGES.receiptNotFound);
      const bytes = await ctx.fileStore.get(row.storageKey);
      if (!bytes) throw notFound(FILE_MESSAGES.receiptNotFound);
      return { bytes, contentType: row.contentType, fileName: row.fileName };
    },

    async openPublic(code: string) {
      if (!CODE_PATTERN.test(code)) throw notFound(FILE_MESSAGES.fileNotFound);
      const row = await repo.findByAccessCodeHash(ctx.db, hashAccessCode(code));
      if (!row) throw notFound(FILE_MESSAGES.fileNotFound);
      const bytes = await ctx.fileStore.get(row.storageKey);
      if (!bytes) throw notFound(FILE_MESSAGES.fileNotFound);
      return { bytes, contentType: row.contentType, fileName: row.fileName };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
