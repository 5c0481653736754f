// The auth feature's React-free public file: the calls and texts the light sign-in page
// (src/sign-in) shares with the auth page. Nothing here may import React.
export { forgotPassword, resendVerificationEmail } from './api/account-emails.ts';
export { login } from './api/login.ts';
export {
  AUTH_TITLES,
  CONFIRMED,
  EMAIL_REQUESTS,
  NOT_CONFIRMED,
  needsConfirmation,
} from './auth-texts.ts';
