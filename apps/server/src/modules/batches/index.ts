// The batches module's public file (issue 40 part 2): what other modules (and app.ts) use of
// it. Code outside modules/batches/ imports it from here only (.dependency-cruiser.cjs).
export { batchRoutes } from './batches.routes.ts';
export { assignBatches, expiredOn, BATCH_MESSAGES, type BatchLineInput } from './batch-lines.ts';
export {
  batchesByIds,
  trackedBatchStock,
  type BatchRow,
  type BatchStockRow,
} from './batches.repo.ts';
