// The companies module's public file: what other modules (and app.ts) use of it. Code outside
// modules/companies/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { companyRoutes } from './companies.routes.ts';
export { companyCodeExists } from './companies.repo.ts';
export { seedCompanyDefaults } from './company-defaults.ts';
export { companyProfile } from './company-profile.ts';
export type { CompanyProfile } from './company-profile.ts';
