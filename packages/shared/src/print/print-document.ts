// The printed document of a bill, note, receipt or estimate (spec section 2, Printable document;
// GST Rule 46 and 53): every text it shows, already worded and formatted in the company's
// document language. One model, read by the server's PDF, the web's print page and thermal
// receipt and the WhatsApp text: what one shows, the others show the same way.
import type {
  TransactionLineReply,
  TransactionPaymentReply,
  TransactionReply,
} from '../replies/transactions.ts';
import type { GstScheme } from '../gst/registration.ts';
import type { PrintLabels } from '../i18n/print-labels.ts';

/** Fields a bill not saved yet (the web's Just Print) has no value for. */
type Unsaved<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/**
 * A bill as the print reads it: a stored one (GET /transactions/{id}, the server's
 * TransactionView) or the unsaved bill the web's Just Print builds, without ids yet.
 */
export type PrintBill = Unsaved<
  Omit<TransactionReply, 'lineItems' | 'payments' | 'createdAt' | 'convertedTo' | 'returnOf'>,
  'id'
> &
  Partial<Pick<TransactionReply, 'createdAt' | 'convertedTo' | 'returnOf'>> & {
    lineItems: Unsaved<TransactionLineReply, 'id' | 'itemId' | 'unitId'>[];
    payments: Unsaved<TransactionPaymentReply, 'id'>[];
  };

/** The company as its documents print it (the settings' details, else its registration). */
export interface PrintCompany {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  /** With the GSTIN: whether its sales are tax invoices or bills of supply. */
  gstScheme: GstScheme;
  /** 1: sales print as estimates (the simpler table). */
  invoicePrintMode: number;
  /** For the UPI QR on a sale: no QR without an ID. */
  upiId: string | null;
  upiPayeeName: string | null;
  /** Its letter of undertaking's ARN, printed on supplies under LUT (issue 36). */
  lutReference?: string | null | undefined;
}

/** A party's box on the print (buyer, seller, ship-to, dispatch-from). */
export interface PrintParty {
  heading: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  /** "Karnataka (Code 29)": Rule 46's name of the State and its code. */
  state: string | null;
  /** A ship-to or dispatch-from place: no "GSTIN: Unregistered" line when it has none. */
  gstinOptional?: boolean;
}

/** One row of the line table, every cell as printed. */
export interface PrintLine {
  no: string;
  item: string;
  /** The line's lot or serial number, printed under the item; null when none (or a batch). */
  lot: string | null;
  /**
   * A line of a batch (issue 40 part 2), printed under the item as is: "Batch B12 · Exp
   * 03/2027" (a pharmacy's bill needs both); null when the line names no batch.
   */
  batch?: string | null;
  hsn: string;
  qty: string;
  unit: string;
  rate: string;
  taxable: string;
  /** The line's tax; "-" for lines without tax. */
  tax: string;
  /** "@18%" under the tax amount; empty for lines without tax. */
  taxRate: string;
  amount: string;
}

/** A label and its value on the print (totals, settlement). */
export interface PrintAmount {
  label: string;
  value: string;
  strong?: boolean;
}

/** What the settlement rows say: the web marks them, the PDF only draws them. */
export type SettlementKind = 'paid' | 'settled' | 'due' | 'note' | 'credit';

export interface PrintDocument {
  title: string;
  /** Under the title: the supply's words (export, SEZ, reverse charge) or composition's, else null. */
  legend: string | null;
  kind: 'invoice' | 'estimate' | 'payment';
  numberLabel: string;
  number: string;
  date: string;
  /** A credit or debit note: the bill it returns and its date, under the note's own. */
  originalBill: { label: string; value: string }[];
  /** A purchase: the supplier's own invoice number and date, as label and value. */
  supplierInvoice: [string, string][];
  supplier: PrintParty;
  party: PrintParty;
  /** Where the goods go and leave from, when not the parties' addresses (issue 36). */
  shipTo: PrintParty | null;
  dispatchFrom: PrintParty | null;
  /** An export's shipping bill, port, currency and country; a supply under LUT its LUT ARN. */
  supplyRows: [string, string][];
  placeOfSupply: string | null;
  /** Shown on tax invoices and purchases under reverse charge: Yes or No. */
  reverseCharge: string | null;
  lines: PrintLine[];
  /**
   * The words above the lines: what the amounts and rates are ("Rates include tax", except on
   * a reverse charge bill, whose rate is the taxable value, and a bill of supply or estimate).
   */
  amountsNote: string;
  /** Taxable and Tax columns: not on a bill of supply (its seller collects no tax). */
  taxColumns: boolean;
  totals: PrintAmount[];
  taxSummary: { component: string; rate: string; taxable: string; amount: string }[];
  taxSummaryTotal: { taxable: string; amount: string } | null;
  amountInWords: string;
  payments: { label: string; amount: string; mode: string; remark: string | null }[];
  settlement: (PrintAmount & { kind: SettlementKind })[];
  /** What is still due (the Balance Due row), in paise; null when the print shows none. */
  duePaise: number | null;
  remark: string | null;
  /** The company's name, signed for ("For …"); empty when it has none. */
  signatory: string;
  fileBaseName: string;
  /** Scan-to-pay for the amount still due on a sale; null when nothing is due or no UPI ID. */
  upi: { link: string; caption: string; upiId: string } | null;
  /** The IRP's IRN, ack and signed QR (printed as a QR code) of an e-invoiced bill (issue 27). */
  eInvoice: PrintEInvoice | null;
  /** The e-way bill number and its validity, as the user entered them. */
  eWayBill: { number: string; validUntil: string | null } | null;
  /** A trial print (the web's Just Print): nothing of it is saved. */
  trial: boolean;
  /** The labels in the company's document language (issue 28), for the drawing. */
  labels: PrintLabels;
}

export interface PrintEInvoice {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQr: string;
}

/** What the e-invoice and e-way bill tables hold for the bill (only an active IRN prints). */
export interface PrintExtras {
  eInvoice?: PrintEInvoice | null;
  eWayBill?: { ewbNo: string | null; validUntil: string | null } | null;
}
