// The transactions module's public file: what other modules (and app.ts) use of it. Code outside
// modules/transactions/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { transactionRoutes } from './transactions.routes.ts';
export { lookupRoutes } from './lookups.routes.ts';
export { estimateRoutes } from './estimates.routes.ts';
export { transactionBody } from './transaction-body.ts';
export {
  lockTransaction,
  gstRegistrationOf,
  companyStateCode,
  findCustomer,
  findTransaction,
  transactionDetails,
} from './transactions.repo.ts';
export { TRANSACTION_MESSAGES, transactionService } from './transactions.service.ts';
export type { TransactionService } from './transactions.service.ts';
export { documentFromRows } from './transaction-view.ts';
export type { TransactionView } from './transaction-view.ts';
export { hasActiveIrn } from './bill-lock.ts';
export { computeDocument } from './transaction-document.ts';
export type { ComputedDocument, DocumentLine, DocumentPayment } from './transaction-document.ts';
export { journalFor } from './transaction-posting.ts';
export {
  allocateNumber,
  newDocumentRows,
  writeNewDocuments,
  writeBill,
} from './transaction-write.ts';
export { transactionInputs } from './transaction-inputs.ts';
export type { StoredBill } from './transaction-decide.ts';
export {
  numberHeldByOther,
  numberTaken,
  renumberTransaction,
  seriesIsPurchase,
  seriesNumberTaken,
  seriesWillReach,
  setYearCounter,
  takeNumber,
  yearCounter,
} from './numbering.repo.ts';
export { itemsForBilling } from './save-lookups.repo.ts';
export type { ItemForBilling } from './save-lookups.repo.ts';
export type { DocumentSeries } from './numbering.repo.ts';
