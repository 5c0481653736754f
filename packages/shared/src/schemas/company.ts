// Company settings and company information (spec sections 3 Company settings/info, 5 Company
// and Number formats, 7 Company settings).
import { z } from 'zod';
import { gstinProblem } from '../gstin.ts';
import {
  NEXT_NUMBER_MESSAGE,
  NUMBER_FORMAT_MAX,
  formattedNumberProblem,
  validateNumberFormat,
} from '../number-format.ts';
import { PAN_MESSAGES, panMatchesGstin } from '../pan.ts';
import { UPI_MESSAGES, UPI_PAYEE_NAME_MAX, isUpiId } from '../upi.ts';
import { NUMBER_FORMAT_VALIDATION } from '../validation-messages.ts';
import { optionalText, text, versionField, wholeNumber } from './common.ts';
import { optionalEmail, optionalPan } from './customer.ts';
import { PRINT_PAPERS, PRINT_PAPER_MESSAGE } from '../print-paper.ts';
import { GST_SCHEMES, GST_SCHEME_MESSAGE } from '../gst/registration.ts';
import { AATO_BANDS, AATO_MESSAGES } from '../einvoice/aato.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { tk } from '../i18n/messages.ts';
import { lutDateField, lutDatesProblem, lutReferenceField } from './supply-settings.ts';
import { issueOf } from './zod-messages.ts';

export const COMPANY_INFO_LIMITS = {
  name: 200,
  address: 500,
  phone: 20,
  website: 256,
  gstinField: 32,
  panField: 16,
  cin: 32,
} as const;

export const INVOICE_PRINT_MODES = { Standard: 0, Estimate: 1 } as const;
export type InvoicePrintMode = (typeof INVOICE_PRINT_MODES)[keyof typeof INVOICE_PRINT_MODES];

/** The paper a bill prints on: A4, or an 80 mm / 58 mm thermal roll (a one-column receipt). */
export { PRINT_PAPERS, PRINT_PAPER_MESSAGE, type PrintPaper } from '../print-paper.ts';
export const printPaperSchema = z.enum(PRINT_PAPERS, { error: PRINT_PAPER_MESSAGE });

/** The company's UPI ID for the QR on its bills; blank clears it. */
export const upiIdField = optionalText(320, UPI_MESSAGES.badId).refine(
  (v) => v === null || isUpiId(v),
  UPI_MESSAGES.badId,
);
export const upiPayeeNameField = optionalText(UPI_PAYEE_NAME_MAX, UPI_MESSAGES.payeeNameTooLong);

/** The company's own GSTIN: standard pattern, known state, right check character. */
const companyGstin = optionalText(COMPANY_INFO_LIMITS.gstinField)
  .transform((s) => (s === null ? null : s.toUpperCase()))
  .superRefine((g, ctx) => {
    if (g === null) return;
    const problem = gstinProblem(g, 'company');
    if (problem) ctx.addIssue(issueOf(problem));
  });

/** Company information; empty values become null (spec section 3). */
export const companyInfoSchema = z
  .object({
    name: optionalText(COMPANY_INFO_LIMITS.name),
    address: optionalText(COMPANY_INFO_LIMITS.address),
    phone: optionalText(
      COMPANY_INFO_LIMITS.phone,
      tk('Phone number must be 20 characters or less.'),
    ),
    email: optionalEmail,
    website: optionalText(COMPANY_INFO_LIMITS.website),
    gstin: companyGstin,
    pan: optionalPan,
    cin: optionalText(COMPANY_INFO_LIMITS.cin).transform((s) =>
      s === null ? null : s.toUpperCase(),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.pan && c.gstin && !panMatchesGstin(c.pan, c.gstin)) {
      ctx.addIssue(issueOf(PAN_MESSAGES.gstinMismatch, ['pan']));
    }
  });
export type CompanyInfoInput = z.input<typeof companyInfoSchema>;
export type CompanyInfo = z.output<typeof companyInfoSchema>;

/** A number format with one of the spec's four messages. */
export const numberFormatField = text(NUMBER_FORMAT_VALIDATION.empty)
  .trim()
  .max(NUMBER_FORMAT_MAX, NUMBER_FORMAT_VALIDATION.empty)
  .superRefine((f, ctx) => {
    const problem = validateNumberFormat(f);
    if (problem !== null) ctx.addIssue(issueOf(problem));
  });

const nextNumber = wholeNumber(1, Number.MAX_SAFE_INTEGER, NEXT_NUMBER_MESSAGE);

/** 0/1, or the names Standard/Estimate. */
const printMode = z.preprocess(
  (v) =>
    typeof v === 'string' && v in INVOICE_PRINT_MODES ? INVOICE_PRINT_MODES[v as 'Standard'] : v,
  z.union([z.literal(0), z.literal(1)], {
    error: tk('Print mode must be Standard (0) or Estimate (1).'),
  }),
);

/**
 * PUT /companysettings. Every field is optional: the server merges with what is stored and
 * should run checkFormattedNumber again on the merged format and next number.
 */
export const companySettingsSchema = z
  .object({
    enableStockWarning: z.boolean().optional(),
    enableTraceability: z.boolean().optional(),
    invoicePrintMode: printMode.optional(),
    invoiceNumberFormat: numberFormatField.optional(),
    purchaseNumberFormat: numberFormatField.optional(),
    nextInvoiceNumber: nextNumber.optional(),
    nextPurchaseNumber: nextNumber.optional(),
    /** Estimates have a series of their own (EST-{0000} by default). */
    estimateNumberFormat: numberFormatField.optional(),
    nextEstimateNumber: nextNumber.optional(),
    /** Sale orders (SO-{0000}) and purchase orders (PO-{0000}) have series of their own. */
    saleOrderNumberFormat: numberFormatField.optional(),
    nextSaleOrderNumber: nextNumber.optional(),
    purchaseOrderNumberFormat: numberFormatField.optional(),
    nextPurchaseOrderNumber: nextNumber.optional(),
    /** Delivery challans (DC-{0000}) have a series of their own. */
    deliveryChallanNumberFormat: numberFormatField.optional(),
    nextDeliveryChallanNumber: nextNumber.optional(),
    /** Credit notes (sale returns) and debit notes (purchase returns): CN-/DN-{0000}. */
    creditNoteNumberFormat: numberFormatField.optional(),
    nextCreditNoteNumber: nextNumber.optional(),
    debitNoteNumberFormat: numberFormatField.optional(),
    nextDebitNoteNumber: nextNumber.optional(),
    /** Debit notes to customers (a price raised after the sale): SDN-{0000} (issue 36). */
    salesDebitNoteNumberFormat: numberFormatField.optional(),
    nextSalesDebitNoteNumber: nextNumber.optional(),
    /** The letter of undertaking for exports and SEZ supplies without IGST: ARN, from, to. */
    lutReference: lutReferenceField.optional(),
    lutValidFrom: lutDateField.optional(),
    lutValidTo: lutDateField.optional(),
    companyInfo: companyInfoSchema.optional(),
    /**
     * The aggregate annual turnover band (AATO): above ₹5 crore, e-invoicing applies and HSN
     * codes need 6 digits; at ₹10 crore or more, the IRP's 30-day limit too.
     */
    aatoBand: z
      .enum(AATO_BANDS, {
        error: AATO_MESSAGES.band,
      })
      .optional(),
    /** Old field, kept: true = AATO above ₹5 crore (the band), false = up to ₹5 crore. */
    turnoverAbove5Cr: z
      .boolean({ error: tk('Turnover above ₹5 crore must be true or false.') })
      .optional(),
    /** UPI ID (VPA) and payee name for the scan-to-pay QR on bills; null removes the QR. */
    upiId: upiIdField.optional(),
    upiPayeeName: upiPayeeNameField.optional(),
    /** A4, or the thermal roll width; the print page can override it per bill. */
    printPaper: printPaperSchema.optional(),
    /** 'regular', or 'composition': no tax collected, a bill of supply, no input tax credit. */
    gstScheme: z.enum(GST_SCHEMES, { error: GST_SCHEME_MESSAGE }).optional(),
    /** Old field, kept: the same fact as turnoverAbove5Cr (e-invoicing follows the band). */
    eInvoicingEnabled: z
      .boolean({ error: tk('E-invoicing enabled must be true or false.') })
      .optional(),
    /** Rupees: the consignment value above which a bill needs an e-way bill (₹50,000). */
    ewayBillThreshold: z.coerce
      .number({ error: tk('E-way bill threshold must be an amount in rupees.') })
      .int(tk('E-way bill threshold must be whole rupees.'))
      .min(0, tk('E-way bill threshold cannot be negative.'))
      .max(10_000_000, tk('E-way bill threshold can be at most ₹1,00,00,000.'))
      .optional(),
    /** The language of bills, notes and messages to customers (issue 28). */
    documentLanguage: z
      .enum(LANGUAGES, { error: tk('Document language must be en, hi or mr.') })
      .optional(),
    /** Print the English label above the document language's. */
    bilingualPrint: z.boolean({ error: tk('Bilingual print must be true or false.') }).optional(),
    /** Print digits as ०-९ on bills in Hindi or Marathi. */
    devanagariDigits: z
      .boolean({ error: tk('Devanagari digits must be true or false.') })
      .optional(),
    /** The version of the settings the edit is based on (issue 37): an older one answers 409. */
    version: versionField(),
  })
  .superRefine((s, ctx) => {
    // The band and the old true/false fields are one fact: they may not disagree.
    const above = s.aatoBand === undefined ? undefined : s.aatoBand !== 'up_to_5cr';
    const first = above ?? s.turnoverAbove5Cr ?? s.eInvoicingEnabled;
    for (const key of ['turnoverAbove5Cr', 'eInvoicingEnabled'] as const)
      if (s[key] !== undefined && s[key] !== first)
        ctx.addIssue(issueOf(AATO_MESSAGES.disagree, [key]));
    const pairs = [
      ['invoiceNumberFormat', s.invoiceNumberFormat, s.nextInvoiceNumber],
      ['purchaseNumberFormat', s.purchaseNumberFormat, s.nextPurchaseNumber],
      ['estimateNumberFormat', s.estimateNumberFormat, s.nextEstimateNumber],
      ['saleOrderNumberFormat', s.saleOrderNumberFormat, s.nextSaleOrderNumber],
      ['purchaseOrderNumberFormat', s.purchaseOrderNumberFormat, s.nextPurchaseOrderNumber],
      ['deliveryChallanNumberFormat', s.deliveryChallanNumberFormat, s.nextDeliveryChallanNumber],
      ['creditNoteNumberFormat', s.creditNoteNumberFormat, s.nextCreditNoteNumber],
      ['debitNoteNumberFormat', s.debitNoteNumberFormat, s.nextDebitNoteNumber],
      ['salesDebitNoteNumberFormat', s.salesDebitNoteNumberFormat, s.nextSalesDebitNoteNumber],
    ] as const;
    for (const [path, fmt, n] of pairs) {
      if (fmt === undefined || n === undefined) continue;
      const problem = formattedNumberProblem(fmt, n);
      if (problem !== null) ctx.addIssue(issueOf(problem, [path]));
    }
    // Both sent: checked here; one of them: the service checks it against the stored other.
    const lut = lutDatesProblem(s.lutValidFrom ?? null, s.lutValidTo ?? null);
    if (lut !== null) ctx.addIssue(issueOf(lut, ['lutValidTo']));
  });
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettingsUpdate = z.output<typeof companySettingsSchema>;
