// The e-way bill feature's public file: the transport panel, its query and the month's file.
export { useTransport, downloadEWayBillMonth } from './api/ewaybill-api.ts';
export { TransportPanel } from './components/transport-panel.tsx';
