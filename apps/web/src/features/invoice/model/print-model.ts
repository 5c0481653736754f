// The web's print of a stored (or trial) bill: the shared print model (packages/shared/src/print,
// the one the PDF draws) from the company's settings and the print language's labels, with what
// only the web prints: the banner of a trial print.
import { ENGLISH_LABELS, type PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { buildPrintDocument } from '@hisaab/shared/print/print-model';
import type { PrintDocument, PrintExtras } from '@hisaab/shared/print/print-document';
import type { BankAccountOption } from '../api/autocomplete-data.ts';
import type { CompanyProfile } from '../api/company-settings.ts';
import type { TransactionView } from '../api/transaction.ts';

export interface PrintModel extends PrintDocument {
  /** The banner of a trial print: an unsaved bill, or a re-print of a saved one (modify mode). */
  trialNote: string | null;
}

export function buildPrintModel(args: {
  view: TransactionView;
  company: CompanyProfile;
  printMode: number;
  bankAccounts: readonly BankAccountOption[];
  trial: boolean;
  /** The company's UPI ID and payee name (settings); the company's name stands in for a blank one. */
  upi?: { upiId: string | null; payeeName: string | null };
  /** The labels in the company's document language (issue 28); English when absent. */
  labels?: PrintLabels;
  /** The e-way bill number recorded for the bill. */
  extras?: PrintExtras;
}): PrintModel {
  const { view, trial } = args;
  const doc = buildPrintDocument({
    bill: view,
    company: {
      ...args.company,
      invoicePrintMode: args.printMode,
      upiId: args.upi?.upiId ?? null,
      upiPayeeName: args.upi?.payeeName ?? null,
    },
    bankAccounts: args.bankAccounts,
    labels: args.labels ?? ENGLISH_LABELS,
    extras: args.extras,
    trial,
  });
  return {
    ...doc,
    trialNote: !trial
      ? null
      : view.id !== null && view.number
        ? `Re-print of saved bill ${view.number} with the changes on screen — the changes are not saved.`
        : 'Trial print — this bill is not saved.',
  };
}
