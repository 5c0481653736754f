// The expenses module's public file: what other modules (and app.ts) use of it. Code outside
// modules/expenses/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { expenseRoutes } from './expenses.routes.ts';
