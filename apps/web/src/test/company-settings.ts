// A whole GET /companysettings reply as the server sends it (the shared reply schema reads
// nothing less), with the fields a test cares about given over the defaults.
import type { CompanyInfoReply, CompanySettingsReply } from '@hisaab/shared/replies/settings';

type Overrides = Partial<Omit<CompanySettingsReply, 'companyInfo'>> & {
  companyInfo?: Partial<CompanyInfoReply>;
};

export function companySettingsReplyOf(overrides: Overrides = {}): CompanySettingsReply {
  const { companyInfo, ...rest } = overrides;
  return {
    enableStockWarning: false,
    enableTraceability: false,
    invoicePrintMode: 0,
    invoiceNumberFormat: 'INV-{0000}',
    purchaseNumberFormat: 'PUR-{0000}',
    nextInvoiceNumber: 1,
    nextPurchaseNumber: 1,
    estimateNumberFormat: 'EST-{0000}',
    nextEstimateNumber: 1,
    saleOrderNumberFormat: 'SO-{0000}',
    nextSaleOrderNumber: 1,
    purchaseOrderNumberFormat: 'PO-{0000}',
    nextPurchaseOrderNumber: 1,
    deliveryChallanNumberFormat: 'DC-{0000}',
    nextDeliveryChallanNumber: 1,
    creditNoteNumberFormat: 'CN-{0000}',
    nextCreditNoteNumber: 1,
    debitNoteNumberFormat: 'DN-{0000}',
    nextDebitNoteNumber: 1,
    salesDebitNoteNumberFormat: 'SDN-{0000}',
    nextSalesDebitNoteNumber: 1,
    lutReference: null,
    lutValidFrom: null,
    lutValidTo: null,
    aatoBand: 'up_to_5cr',
    turnoverAbove5Cr: false,
    upiId: null,
    upiPayeeName: null,
    printPaper: 'A4',
    gstScheme: 'regular',
    eInvoicingEnabled: false,
    ewayBillThreshold: 50000,
    documentLanguage: 'en',
    bilingualPrint: false,
    devanagariDigits: false,
    version: 1,
    ...rest,
    companyInfo: {
      name: null,
      address: null,
      phone: null,
      email: null,
      website: null,
      gstin: null,
      pan: null,
      cin: null,
      stateCode: null,
      gstinLocked: false,
      ...companyInfo,
    },
  };
}
