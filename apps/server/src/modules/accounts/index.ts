// The accounts module's public file: what other modules (and app.ts) use of it. Code outside
// modules/accounts/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { accountRoutes } from './accounts.routes.ts';
export { consumeUserToken, findUserByEmail, storeUserToken } from './accounts.repo.ts';
export { invitationMail } from './accounts.mail.ts';
