// The papers a bill prints on, apart from the company schema so that screens can check a value
// without loading zod (the invoice screen's first load, issue 14).
import { tk } from './i18n/messages.ts';

export const PRINT_PAPERS = ['A4', '80mm', '58mm'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];
export const PRINT_PAPER_MESSAGE = tk('Print paper must be A4, 80mm or 58mm.');

export const isPrintPaper = (v: unknown): v is PrintPaper =>
  typeof v === 'string' && (PRINT_PAPERS as readonly string[]).includes(v);
