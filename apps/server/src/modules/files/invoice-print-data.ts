// The stored bill → the printed document the PDF draws (GST Rule 46, spec section 2): the shared
// print model (packages/shared/src/print) with the labels of the company's document language
// from the server's translator. The web's print page reads the same model.
import { ENGLISH_PRINT, printLabels, type PrintLabels } from '@hisaab/shared/i18n/print-labels';
import type { BankAccountLike } from '@hisaab/shared/bank-account';
import { buildPrintDocument } from '@hisaab/shared/print/print-model';
import type { PrintDocument, PrintExtras } from '@hisaab/shared/print/print-document';
import { translator } from '../../platform/i18n.ts';
import type { TransactionView } from '../transactions/index.ts';
import type { CompanyProfile } from '../companies/index.ts';

export type {
  PrintDocument as PrintableDocument,
  PrintExtras,
  PrintLine,
  PrintParty,
} from '@hisaab/shared/print/print-document';

/** The print labels of a company's document language, from the shared catalogues. */
export function printLabelsFor(print = ENGLISH_PRINT): PrintLabels {
  const tr = translator(print.language);
  return printLabels(print, (english) => tr.t(english));
}

export function buildPrintableDocument(args: {
  view: TransactionView;
  company: CompanyProfile;
  bankAccounts: BankAccountLike[];
  extras?: PrintExtras;
}): PrintDocument {
  return buildPrintDocument({
    bill: args.view,
    company: args.company,
    bankAccounts: args.bankAccounts,
    labels: printLabelsFor(args.company.print),
    extras: args.extras,
  });
}
