// The plans module's public file: what other modules (and app.ts) use of it. Code outside
// modules/plans/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { planRoutes } from './plans.routes.ts';
export { registerFairUse } from './fair-use.ts';
export { planGuard } from './plan-guard.ts';
export type { CompanySubscription } from './plans.repo.ts';
export { PLAN_COMMAND_USAGE, formatPlanState, parsePlanArgs } from './plan-command.ts';
export { PlanCommandError, changePlan } from './plans.service.ts';
