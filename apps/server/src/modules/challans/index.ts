// The challans module's public file (issue 40): delivery challans. Code outside
// modules/challans/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { challanRoutes } from './challans.routes.ts';
export { CHALLAN_MESSAGES, challanService, challanStatusOf } from './challans.service.ts';
