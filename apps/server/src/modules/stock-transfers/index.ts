export { stockTransferRoutes } from './stock-transfers.routes.ts';
