// GET /companysettings: print mode, stock warning, traceability and the company's own details.
// The invoice screen works without it (defaults), so a failure is only logged.
import { useQuery } from '@tanstack/react-query';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import type { GstScheme } from '@hisaab/shared/gst/registration';
import { isPrintPaper, type PrintPaper } from '@hisaab/shared/print-paper';
import { api } from '../../../api/client.ts';
import { camel } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface CompanyProfile {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  /** With the GSTIN, whether its sales carry tax (collectsTax) and print as tax invoices. */
  gstScheme: GstScheme;
}

export interface InvoiceSettings {
  enableStockWarning: boolean;
  enableTraceability: boolean;
  /** 0 Standard, 1 Estimate */
  invoicePrintMode: number;
  /** A4, or the thermal roll a receipt prints on; the print page can override it per bill. */
  printPaper: PrintPaper;
  /** For the UPI QR on bills and the share message; no QR without an ID. */
  upiId: string | null;
  upiPayeeName: string | null;
  company: CompanyProfile;
}

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
};

export const DEFAULT_SETTINGS: InvoiceSettings = {
  enableStockWarning: false,
  enableTraceability: false,
  invoicePrintMode: 0,
  printPaper: 'A4',
  upiId: null,
  upiPayeeName: null,
  company: EMPTY_COMPANY,
};

type Raw = Partial<Omit<InvoiceSettings, 'company'>> & {
  companyInfo?: Partial<CompanyProfile> | null;
  gstScheme?: string;
};

export async function fetchInvoiceSettings(): Promise<InvoiceSettings> {
  try {
    // Started before the app's code when it opens on this screen (early-start.ts).
    const raw = camel<Raw | null>(await api.get<unknown>('/companysettings'));
    const info = { ...EMPTY_COMPANY, ...(raw?.companyInfo ?? {}) };
    const stateCode = info.stateCode ?? (info.gstin ? stateCodeFromGstin(info.gstin) : null);
    return {
      enableStockWarning: raw?.enableStockWarning === true,
      enableTraceability: raw?.enableTraceability === true,
      invoicePrintMode: Number(raw?.invoicePrintMode ?? 0) === 1 ? 1 : 0,
      printPaper: isPrintPaper(raw?.printPaper) ? raw.printPaper : 'A4',
      upiId: typeof raw?.upiId === 'string' ? raw.upiId : null,
      upiPayeeName: typeof raw?.upiPayeeName === 'string' ? raw.upiPayeeName : null,
      company: {
        ...info,
        stateCode,
        gstScheme: raw?.gstScheme === 'composition' ? 'composition' : 'regular',
      },
    };
  } catch (err) {
    console.warn('Company settings unavailable; using defaults.', err);
    return DEFAULT_SETTINGS;
  }
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: queryKeys.invoice.settings, queryFn: fetchInvoiceSettings });
}
