// /companysettings (spec section 7 Company settings): the settings, and company information
// through the CompanyInfo key.
import type { GstScheme } from '@hisaab/shared/gst/registration';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_INVOICE_NUMBER_FORMAT,
  DEFAULT_NEXT_NUMBER,
  DEFAULT_PURCHASE_NUMBER_FORMAT,
} from '@hisaab/shared/number-format';
import { PRINT_PAPERS, type CompanyInfo, type PrintPaper } from '@hisaab/shared/schemas/company';
import { api } from '../../../api/client.ts';
import { asRow, bool, num, str, strOrNull, type Row } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface CompanyInfoView {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  gstin: string | null;
  pan: string | null;
  cin: string | null;
}

export interface CompanySettings {
  enableStockWarning: boolean;
  enableTraceability: boolean;
  /** 0 = Standard, 1 = Estimate. */
  invoicePrintMode: 0 | 1;
  invoiceNumberFormat: string;
  purchaseNumberFormat: string;
  nextInvoiceNumber: number;
  nextPurchaseNumber: number;
  /** Estimates, credit notes and debit notes number in series of their own. */
  estimateNumberFormat: string;
  nextEstimateNumber: number;
  creditNoteNumberFormat: string;
  nextCreditNoteNumber: number;
  debitNoteNumberFormat: string;
  nextDebitNoteNumber: number;
  /** Aggregate turnover above ₹5 crore: GSTR-1 then needs 6-digit HSN codes. */
  turnoverAbove5Cr: boolean;
  /** UPI ID (VPA) and payee name for the scan-to-pay QR on bills; null: no QR. */
  upiId: string | null;
  upiPayeeName: string | null;
  /** A4, or the thermal roll receipts print on. */
  printPaper: PrintPaper;
  /** Regular, or composition: no tax collected, a bill of supply, no input tax credit. */
  gstScheme: GstScheme;
  companyInfo: CompanyInfoView;
}

/** The body of PUT /companysettings without the information, which has its own call. */
export type CompanySettingsBody = Omit<CompanySettings, 'companyInfo'>;

function toInfo(row: Row): CompanyInfoView {
  return {
    name: strOrNull(row.name),
    address: strOrNull(row.address),
    phone: strOrNull(row.phone),
    email: strOrNull(row.email),
    website: strOrNull(row.website),
    gstin: strOrNull(row.gstin),
    pan: strOrNull(row.pan),
    cin: strOrNull(row.cin),
  };
}

function toSettings(data: unknown): CompanySettings {
  const row = asRow(data);
  const mode = row.invoicePrintMode;
  return {
    enableStockWarning: bool(row.enableStockWarning),
    enableTraceability: bool(row.enableTraceability),
    invoicePrintMode: mode === 1 || mode === '1' || mode === 'Estimate' ? 1 : 0,
    invoiceNumberFormat: str(row.invoiceNumberFormat) || DEFAULT_INVOICE_NUMBER_FORMAT,
    purchaseNumberFormat: str(row.purchaseNumberFormat) || DEFAULT_PURCHASE_NUMBER_FORMAT,
    nextInvoiceNumber: num(row.nextInvoiceNumber, DEFAULT_NEXT_NUMBER),
    nextPurchaseNumber: num(row.nextPurchaseNumber, DEFAULT_NEXT_NUMBER),
    estimateNumberFormat: str(row.estimateNumberFormat) || 'EST-{0000}',
    nextEstimateNumber: num(row.nextEstimateNumber, DEFAULT_NEXT_NUMBER),
    creditNoteNumberFormat: str(row.creditNoteNumberFormat) || 'CN-{0000}',
    nextCreditNoteNumber: num(row.nextCreditNoteNumber, DEFAULT_NEXT_NUMBER),
    debitNoteNumberFormat: str(row.debitNoteNumberFormat) || 'DN-{0000}',
    nextDebitNoteNumber: num(row.nextDebitNoteNumber, DEFAULT_NEXT_NUMBER),
    turnoverAbove5Cr: bool(row.turnoverAbove5Cr),
    upiId: strOrNull(row.upiId),
    upiPayeeName: strOrNull(row.upiPayeeName),
    printPaper: PRINT_PAPERS.find((p) => p === row.printPaper) ?? 'A4',
    gstScheme: row.gstScheme === 'composition' ? 'composition' : 'regular',
    companyInfo: toInfo(
      row.companyInfo !== null && typeof row.companyInfo === 'object'
        ? (row.companyInfo as Row)
        : {},
    ),
  };
}

export const COMPANY_SETTINGS_KEY = queryKeys.settings.company;

export function useCompanySettings() {
  return useQuery({
    queryKey: COMPANY_SETTINGS_KEY,
    queryFn: async () => toSettings(await api.get<unknown>('/companysettings')),
  });
}

export async function saveCompanySettings(body: CompanySettingsBody): Promise<CompanySettings> {
  return toSettings(await api.put<unknown>('/companysettings', body));
}

/** Company information goes through its key (spec section 7); empty values are null. */
export function saveCompanyInfo(info: CompanyInfo) {
  return api.put<unknown>('/companysettings/CompanyInfo', { value: info });
}
