import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setSignedOutHandler } from '../api/client.ts';
import { useSession } from '../api/session.ts';

// The first chunk holds only the frame: the pages before sign-in and the signed-in app are
// chunks of their own, so each start downloads one of them (bench/web-weight.ts).
const SignedInRoutes = lazy(() =>
  import('./signed-in-routes.tsx').then((m) => ({ default: m.SignedInRoutes })),
);
const SignedOutRoutes = lazy(() =>
  import('./signed-out-routes.tsx').then((m) => ({ default: m.SignedOutRoutes })),
);

/**
 * Spec section 2: the signed-in app, or the pages before sign-in. Unit tests pass the
 * signed-out pages in directly (test/render-app.tsx), to render them without a chunk's wait.
 */
export function AppRoutes({ signedOut = <SignedOutRoutes /> }: { signedOut?: ReactNode }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // A failed token refresh signs out through the router, not a page reload.
    setSignedOutHandler(() => navigate('/', { replace: true }));
  }, [navigate]);
  // No fallback text: a chunk arrives in a moment, and a flash of "Loading" reads as a glitch.
  return <Suspense fallback={null}>{signedIn ? <SignedInRoutes /> : signedOut}</Suspense>;
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
