// What a company's customers read (issue 28): bills, notes, receipts and the messages sent with
// them are printed in the company's document language, not in the language of the user who
// prints them. Every label of a printed document is in PRINT_LABELS (English, marked for the
// catalogues catalogues/<language>/print.json, which the server and the web both load), and
// printLabels() gives them in a language: translated, or bilingual (the English label with
// the Hindi or Marathi beneath it), with Devanagari digits when the company asks.
import { amountInWordsIn, devanagariDigits } from '../amount-words.ts';
import type { Language } from './languages.ts';
import { fmt, tk, type Params } from './messages.ts';

/** The labels of the printed documents (server PDF and the web's print page). */
export const PRINT_LABELS = [
  tk('Tax Invoice'),
  tk('Bill of Supply'),
  tk('composition taxable person, not eligible to collect tax on supplies'),
  tk('Payment Voucher'),
  tk('Voucher No.'),
  tk('Payment Receipt'),
  tk('Receipt No.'),
  tk('Opening Balance'),
  tk('No.'),
  tk('No'),
  tk('Purchase Bill'),
  tk('Bill No.'),
  tk('Estimate'),
  tk('Serial No.'),
  tk('Invoice No.'),
  tk('Paid To'),
  tk('Received From'),
  tk('Supplier (Billed By)'),
  tk('Bill To'),
  tk('Supplier'),
  tk('Taxable Value'),
  tk('Taxable value'),
  tk('Total Tax'),
  tk('Purchase Total'),
  tk('Estimate Total'),
  tk('Invoice Total'),
  tk('Paid'),
  tk('Received'),
  tk('Now Paying'),
  tk('Cash'),
  tk('Bank/CC/UPI: {{bank}}'),
  tk('bank account'),
  tk('Balance Due'),
  tk('Total Balance'),
  tk('{{amount}} (receivable)'),
  tk('{{amount}} (payable)'),
  tk('Scan to pay {{amount}}'),
  tk('with any UPI app'),
  tk('Debit Note'),
  tk('Credit Note'),
  tk('Note No.'),
  tk('Debit Note Total'),
  tk('Credit Note Total'),
  tk('Refund received'),
  tk('Refunded'),
  tk('Original Bill'),
  tk('Original Invoice'),
  tk('Challan'),
  tk('Bill Date'),
  tk('Invoice Date'),
  tk('Adjusted to balance'),
  tk('Supplier Invoice No.'),
  tk('Supplier Invoice Date'),
  tk('Date'),
  tk('Place of Supply'),
  tk('Reverse Charge'),
  tk('E-way Bill No.'),
  tk('EWB Valid Until'),
  tk('Item'),
  tk('Qty'),
  tk('Unit'),
  tk('Rate'),
  tk('Rate (incl. tax)'),
  tk('Taxable'),
  tk('Tax'),
  tk('Amount'),
  tk('Amounts in ₹'),
  tk('Amounts in ₹. Rates include tax; Taxable is the value before tax.'),
  tk('Amounts in ₹. Rates are before tax: the tax is payable on reverse charge.'),
  tk('Received later ({{date}})'),
  tk('Paid later ({{date}})'),
  tk('Credit Note {{number}} ({{date}})'),
  tk('Debit Note {{number}} ({{date}})'),
  tk('Credit on account ({{date}})'),
  tk('Mode: {{mode}}'),
  tk('Remark: {{remark}}'),
  tk('{{label}}: {{amount}} by {{mode}}'),
  tk('Amount in words'),
  tk('Tax Amount'),
  tk('Tax amount'),
  tk('Total'),
  tk('GST Summary'),
  tk('Tax summary'),
  tk('For {{name}}'),
  tk('Authorised Signatory'),
  tk('Phone'),
  tk('Email'),
  tk('Unregistered'),
  tk('State'),
  tk('Lot/Serial'),
  tk('Batch {{batch}}'),
  tk('Exp {{date}}'),
  tk('{{state}} (Code {{code}})'),
  tk('Code {{code}}'),
  tk('{{label}} (continued)'),
  tk('This is a computer-generated document.'),
  tk('Page {{page}} of {{count}}'),
  tk('Bank used'),
  tk('Total credit'),
  tk('Place of supply'),
  tk('Reverse charge'),
  tk('HSN/SAC'),
  tk('GSTIN'),
  tk('UPI ID'),
  tk('Trial print — not saved'),
  tk('Address'),
  tk('{{state}} (inter-state)'),
  tk('Items'),
  tk('{{tax}} on {{taxable}}'),
  tk('Thank you'),
  tk('Number'),
  tk('Vendor'),
  tk('Customer'),
  tk('Against purchase bill'),
  tk('Against invoice'),
  tk('dated'),
  tk('Reason: {{reason}}'),
  tk('No GST on the goods taken back.'),
  tk('{{title}} total'),
  tk('Adjusted against what we owe'),
  tk('Adjusted against the balance'),
  tk('Authorised signatory'),
  // The WhatsApp message sent with a bill.
  tk('Invoice'),
  tk('Dear {{name}},'),
  tk('Thank you for your business. {{document}} {{number}} dated {{date}} for {{amount}}.'),
  tk('Tax included: {{tax}}.'),
  tk('Pay {{amount}} by UPI: {{link}}'),
  tk('Download your {{document}}: {{link}}'),
] as const;

/** How a company prints: its document language, English beside it, Devanagari digits. */
export interface PrintLanguage {
  language: Language;
  bilingual: boolean;
  devanagariDigits: boolean;
}

export const ENGLISH_PRINT: PrintLanguage = {
  language: 'en',
  bilingual: false,
  devanagariDigits: false,
};

export interface PrintLabels {
  language: Language;
  /** English beside the language (never in English itself). */
  bilingual: boolean;
  /** A text in the document language: words inside a sentence, messages, short labels. */
  t(english: string, params?: Params): string;
  /** A label: English, the language's, or (bilingual) the English above the language's. */
  label: {
    t(english: string, params?: Params): string;
    /** Its lines: [English, translation], or one when they are the same. */
    lines(english: string, params?: Params): string[];
  };
  /** Amounts, quantities and dates with Devanagari digits when the company asks. */
  digits(value: string): string;
  /** The amount in words in the document language. */
  words(paise: number): string;
}

/**
 * The labels in a company's print language. `catalogue` looks an English text (a {{template}})
 * up in the language's catalogue: the server's translator, or i18next's fixed-language t.
 */
export function printLabels(
  print: PrintLanguage,
  catalogue: (english: string) => string | undefined,
): PrintLabels {
  const { language } = print;
  const bilingual = print.bilingual && language !== 'en';
  const text = (english: string, params?: Params) => {
    const translated = language === 'en' ? english : (catalogue(english) ?? english);
    return fmt(translated, params ?? {});
  };
  const lines = (english: string, params?: Params) => {
    const own = text(english, params);
    const en = fmt(english, params ?? {});
    return bilingual && own !== en ? [en, own] : [own];
  };
  const useDigits = print.devanagariDigits && language !== 'en';
  return {
    language,
    bilingual,
    t: text,
    label: { t: (english, params) => lines(english, params).join('\n'), lines },
    digits: (value) => (useDigits ? devanagariDigits(value) : value),
    words: (paise) => {
      const words = amountInWordsIn(paise, language);
      return words;
    },
  };
}

/** English labels: what every print was before issue 28. */
export const ENGLISH_LABELS: PrintLabels = printLabels(ENGLISH_PRINT, () => undefined);

/**
 * The party's whole balance under the bill, as the print page and the PDF both name it (issue
 * 42): "Total credit", its amount and who owes whom. `money` writes paise in the document's
 * digits; positive: the party owes the company.
 */
export const TOTAL_CREDIT_LABEL = 'Total credit';
export function totalCreditText(
  L: PrintLabels,
  balancePaise: number,
  money: (paise: number) => string,
): string {
  const amount = money(Math.abs(balancePaise));
  if (balancePaise > 0) return L.t('{{amount}} (receivable)', { amount });
  if (balancePaise < 0) return L.t('{{amount}} (payable)', { amount });
  return amount;
}
