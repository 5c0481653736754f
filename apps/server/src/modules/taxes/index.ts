// The taxes module's public file: what other modules (and app.ts) use of it. Code outside
// modules/taxes/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { taxRoutes } from './taxes.routes.ts';
export { listGroupTaxes, findGroup } from './tax-groups.repo.ts';
export type { GroupTaxRow } from './tax-groups.repo.ts';
export { dbId, isDbId } from './ids.ts';
export { TAX_FORBIDDEN } from './taxes.service.ts';
export { toGroupTaxView } from './tax-view.ts';
export { GROUP_MESSAGES } from './tax-groups.service.ts';
