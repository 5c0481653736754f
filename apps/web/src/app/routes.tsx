import { Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useTranslation } from '../i18n/react.ts';
import { setSignedOutHandler } from '../api/client.ts';
import { useSession } from '../api/session.ts';
import { preloadable, preloadFirstScreen } from './lazy-screens.ts';

// The first chunk holds only the frame: the pages before sign-in and the signed-in app are
// chunks of their own, so each start downloads one of them (bench/web-weight.ts).
const SignedInRoutes = preloadable(
  () => import('./signed-in-routes.tsx').then((m) => m.SignedInRoutes),
  { texts: false }, // the frame's texts come with the language's first chunk
);
const SignedOutRoutes = preloadable(() =>
  import('./signed-out-routes.tsx').then((m) => m.SignedOutRoutes),
);

/**
 * Loads what a start draws first, for main.tsx to render once it is here: the routes for the
 * session and, signed in, the first screen, side by side.
 */
export function preloadStart(pathname: string, signedIn: boolean): Promise<unknown> {
  if (!signedIn) return SignedOutRoutes.preload();
  return Promise.all([SignedInRoutes.preload(), preloadFirstScreen(pathname)]);
}

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
  const { t } = useTranslation();
  return (
    <main role="alert" className="mx-auto max-w-md p-6">
      <h1 className="text-lg font-semibold">{t('Hisaab ran into a problem.')}</h1>
      <p className="mt-2 text-sm">
        <Trans
          i18nKey="A bill you were typing is kept as a draft on its screen. <dashboard>Open the dashboard again</dashboard>."
          components={{
            dashboard: <a className="text-accent underline" href="/dashboard" />,
          }}
        />
      </p>
    </main>
  );
}
