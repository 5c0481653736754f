// The challans feature's public file (issue 40): delivery challans. Its screens load lazily,
// each by its own module (app/lazy-screens.ts); nothing else is shared yet.
export { CHALLAN_STATUS_LABELS } from './model/challan-status.ts';
