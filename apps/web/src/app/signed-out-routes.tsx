// The pages before sign-in: their own chunk (with the form libraries), loaded when there is
// no session, so a signed-in start never downloads them (routes.tsx).
import { useLocation } from 'react-router';
import { AuthPage, ResetPasswordPage } from '../features/auth/index.ts';
import { AcceptInvitePage } from '../features/invitations/index.ts';
import * as Screens from './lazy-screens.ts';

/** Spec section 2, signed out: accept-invite by prefix, /plans, reset link, else the auth page. */
export function SignedOutRoutes() {
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/accept-invite')) return <AcceptInvitePage />;
  if (path === '/plans') return <Screens.PlansPage mode="public" />;
  if (path === '/reset-password') return <ResetPasswordPage />;
  // Keyed by path so /login ⇄ /register links reset the in-place view.
  return <AuthPage key={path} />;
}
