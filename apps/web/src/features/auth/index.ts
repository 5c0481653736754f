// The auth feature's public file: the pages the app's signed-out routes draw. The light
// sign-in page (src/sign-in, no React) imports from light.ts instead: a re-export of a page
// here would put React into its bundle.
export { AuthPage } from './components/auth-page.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
