// The e-invoice feature's public file: the invoice screen's panel and lock, the printed IRN.
export { useEInvoiceStatus } from './api/einvoice-api.ts';
export { EInvoicePanel } from './components/einvoice-panel.tsx';
export { EInvoicePrint } from './components/einvoice-print.tsx';
