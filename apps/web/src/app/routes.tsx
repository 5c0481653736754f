import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSignedOutHandler } from '../api/client.ts';
import { useSession } from '../api/session.ts';
import { AcceptInvitePage } from '../features/invitations/components/accept-invite-page.tsx';
import { AuthPage } from '../features/auth/components/auth-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import * as Screens from './lazy-screens.ts';

// The first page most visitors see is sign-in: it and the small signed-out pages that share
// its libraries are the first chunk. Everything behind a session loads when first shown.
const SignedInRoutes = lazy(() =>
  import('./signed-in-routes.tsx').then((m) => ({ default: m.SignedInRoutes })),
);

/** Spec section 2, signed out: accept-invite by prefix, /plans, reset link, else the auth page. */
function SignedOutRoutes() {
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/accept-invite')) return <AcceptInvitePage />;
  if (path === '/plans') return <Screens.PlansPage mode="public" />;
  if (path === '/reset-password') return <ResetPasswordPage />;
  // Keyed by path so /login ⇄ /register links reset the in-place view.
  return <AuthPage key={path} />;
}

export function AppRoutes() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // A failed token refresh signs out through the router, not a page reload.
    setSignedOutHandler(() => navigate('/', { replace: true }));
  }, [navigate]);
  // No fallback text: a chunk arrives in a moment, and a flash of "Loading" reads as a glitch.
  return <Suspense fallback={null}>{signedIn ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>;
}

/** Last resort, when the frame itself fails (each screen has its own boundary). */
export function AppCrash() {
  return (
    <main role="alert" className="mx-auto max-w-md p-6">
      <h1 className="text-lg font-semibold">Hisaab ran into a problem.</h1>
      <p className="mt-2 text-sm">
        A bill you were typing is kept as a draft on its screen.{' '}
        <a className="text-accent underline" href="/dashboard">
          Open the dashboard again
        </a>
        .
      </p>
    </main>
  );
}
