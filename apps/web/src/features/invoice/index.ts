// The invoice feature's public file: what the returns (credit and debit notes) share with a
// bill: its lists and settings, the print bar, the loaded document and the WhatsApp share;
// with the orders its party and item searches.
// (Its pages load lazily, each by its own module: app/lazy-screens.ts.)
export { useAutocompleteData } from './api/autocomplete-data.ts';
export { useInvoiceSettings } from './api/company-settings.ts';
export { usePrintLabels } from './model/print-labels.ts';
export { fetchTransaction } from './api/transaction.ts';
export { publicFileUrl, uploadInvoicePdf } from './api/upload-pdf.ts';
export { PrintBar, usePrintWhenLoaded } from './components/print-chrome.tsx';
export { WhatsAppDialog, type ShareInfo } from './components/whatsapp-dialog.tsx';
export { numberErrorOf, useDocumentLock } from './hooks/use-document-lock.ts';
export { LockNotice } from './components/lock-notice.tsx';
// The party and item searches of the bill screen, which the order screen uses too (issue 40).
export {
  useSearchedLookups,
  type AutocompleteData,
  type CustomerOption,
  type ItemOption,
} from './api/autocomplete-data.ts';
export { CustomerField } from './components/customer-field.tsx';
export { ItemField } from './components/item-field.tsx';
// The line's batch picker and stock warning, which the delivery challan's lines show too.
export { LineBatch, type BatchLine, type BatchSide } from './components/line-batch.tsx';
export { STOCK_CLASS, StockNote, stockNoteId } from './components/stock-note.tsx';
export { stockWarning, type StockWarning } from './model/stock-warning.ts';
export { parseQuantity } from './model/bill.ts';
