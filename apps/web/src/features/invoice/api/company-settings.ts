// GET /companysettings: print mode, stock warning, traceability and the company's own details,
// read through the shared reply (the settings screen reads the same). The invoice screen works
// without it (defaults), so a failure is only logged.
import { useQuery } from '@tanstack/react-query';
import {
  companySettingsReply,
  type CompanyInfoReply,
  type CompanySettingsReply,
} from '@hisaab/shared/replies/settings';
import { ENGLISH_PRINT, type PrintLanguage } from '@hisaab/shared/i18n/print-labels';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The company as bills show it; with the GSTIN, the scheme decides whether sales carry tax. */
export type CompanyProfile = Omit<CompanyInfoReply, 'cin' | 'gstinLocked'> &
  Pick<CompanySettingsReply, 'gstScheme'> &
  Partial<Pick<CompanySettingsReply, 'lutReference'>>;

/** What the invoice, print and share screens need of the settings. */
export type InvoiceSettings = Pick<
  CompanySettingsReply,
  | 'enableStockWarning'
  | 'enableTraceability'
  | 'invoicePrintMode'
  | 'printPaper'
  | 'upiId'
  | 'upiPayeeName'
> & {
  company: CompanyProfile;
  /** The language bills print in (issue 28): the customers', not the user's. */
  print: PrintLanguage;
};

const EMPTY_COMPANY: CompanyProfile = {
  name: null,
  address: null,
  phone: null,
  email: null,
  website: null,
  gstin: null,
  pan: null,
  stateCode: null,
  gstScheme: 'regular',
  lutReference: null,
};

export const DEFAULT_SETTINGS: InvoiceSettings = {
  enableStockWarning: false,
  enableTraceability: false,
  invoicePrintMode: 0,
  printPaper: 'A4',
  upiId: null,
  upiPayeeName: null,
  company: EMPTY_COMPANY,
  print: ENGLISH_PRINT,
};

export function toInvoiceSettings(s: CompanySettingsReply): InvoiceSettings {
  const { cin: _cin, gstinLocked: _locked, ...info } = s.companyInfo;
  return {
    enableStockWarning: s.enableStockWarning,
    enableTraceability: s.enableTraceability,
    invoicePrintMode: s.invoicePrintMode,
    printPaper: s.printPaper,
    upiId: s.upiId,
    upiPayeeName: s.upiPayeeName,
    company: { ...info, gstScheme: s.gstScheme, lutReference: s.lutReference },
    print: {
      language: s.documentLanguage,
      bilingual: s.bilingualPrint,
      devanagariDigits: s.devanagariDigits,
    },
  };
}

export async function fetchInvoiceSettings(): Promise<InvoiceSettings> {
  try {
    // Started before the app's code when it opens on this screen (early-start.ts).
    const reply = await api.get<unknown>('/companysettings');
    return toInvoiceSettings(parseReply(companySettingsReply, reply));
  } catch (err) {
    console.warn('Company settings unavailable; using defaults.', err);
    return DEFAULT_SETTINGS;
  }
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: queryKeys.invoice.settings, queryFn: fetchInvoiceSettings });
}
