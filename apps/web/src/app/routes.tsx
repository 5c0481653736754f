import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setSignedOutHandler } from '../api/client.ts';
import { useSession } from '../api/session.ts';
import { AcceptInvitePage } from '../features/invitations/components/accept-invite-page.tsx';
import { AuthPage } from '../features/auth/components/auth-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { PlanBanner } from '../features/plans/components/plan-banner.tsx';
import { PlansPage } from '../features/plans/components/plans-page.tsx';
import { AppLayout } from '../features/shell/components/app-layout.tsx';
import { ScreenErrorBoundary } from '../features/shell/components/screen-error-boundary.tsx';
import * as Screens from './lazy-screens.ts';

/** Spec section 2, signed out: accept-invite by prefix, /plans, reset link, else the auth page. */
function SignedOutRoutes() {
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path.startsWith('/accept-invite')) return <AcceptInvitePage />;
  if (path === '/plans') return <PlansPage mode="public" />;
  if (path === '/reset-password') return <ResetPasswordPage />;
  // Keyed by path so /login ⇄ /register links reset the in-place view.
  return <AuthPage key={path} />;
}

/** Spec section 2, signed in. */
function SignedInRoutes() {
  return (
    <Routes>
      {/* The printable document is a page of its own: A4, no app chrome. */}
      <Route
        path="/invoice/print"
        element={
          <ScreenErrorBoundary>
            <Screens.InvoicePrintPage />
          </ScreenErrorBoundary>
        }
      />
      <Route
        path="/returns/print"
        element={
          <ScreenErrorBoundary>
            <Screens.NotePrintPage />
          </ScreenErrorBoundary>
        }
      />
      <Route element={<AppLayout banner={<PlanBanner />} />}>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/login" element={<Navigate to="/dashboard" replace />} />
        <Route path="/plans" element={<Navigate to="/settings/plans" replace />} />
        <Route path="/dashboard" element={<Screens.DashboardPage />} />
        <Route path="/expense/*" element={<Screens.ExpensePage />} />
        <Route path="/projects/*" element={<Screens.ProjectsPage />} />
        <Route path="/reports/*" element={<Screens.ReportsPage />} />
        <Route path="/insights/*" element={<Screens.InsightsPage />} />
        <Route path="/maintenance/*" element={<Screens.MaintenancePage />} />
        <Route path="/invoice/*" element={<Screens.InvoicePage />} />
        <Route path="/estimates" element={<Screens.EstimatesPage />} />
        <Route path="/returns/*" element={<Screens.ReturnsPage />} />
        <Route path="/settings/plans" element={<PlansPage mode="settings" />} />
        <Route path="/settings/import" element={<Screens.ImportPage />} />
        <Route path="/settings/*" element={<Screens.SettingsPage />} />
        <Route path="*" element={<Screens.DashboardPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    // A failed token refresh signs out through the router, not a page reload.
    setSignedOutHandler(() => navigate('/', { replace: true }));
  }, [navigate]);
  return signedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
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
