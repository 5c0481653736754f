// The signed-in app: its own chunk, loaded once there is a session (routes.tsx), so the
// sign-in page downloads none of it. Each screen is a further chunk (lazy-screens.ts).
import { Navigate, Route, Routes } from 'react-router';
import { PlanBanner } from '../features/plans/index.ts';
import { AppLayout, ScreenErrorBoundary } from '../features/shell/index.ts';
import * as Screens from './lazy-screens.ts';

/** Spec section 2, signed in. */
export function SignedInRoutes() {
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
      <Route
        path="/orders/print"
        element={
          <ScreenErrorBoundary>
            <Screens.OrderPrintPage />
          </ScreenErrorBoundary>
        }
      />
      <Route
        path="/challans/print"
        element={
          <ScreenErrorBoundary>
            <Screens.ChallanPrintPage />
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
        <Route path="/reports/tally" element={<Screens.TallyPage />} />
        <Route path="/reports/*" element={<Screens.ReportsPage />} />
        <Route path="/gstr2b" element={<Screens.Gstr2bPage />} />
        <Route path="/insights/*" element={<Screens.InsightsPage />} />
        <Route path="/maintenance/*" element={<Screens.MaintenancePage />} />
        <Route path="/invoice/*" element={<Screens.InvoicePage />} />
        <Route path="/estimates" element={<Screens.EstimatesPage />} />
        <Route path="/orders" element={<Screens.OrdersPage />} />
        <Route path="/orders/new" element={<Screens.OrderPage />} />
        <Route path="/orders/:id" element={<Screens.OrderPage />} />
        <Route path="/challans" element={<Screens.ChallansPage />} />
        <Route path="/godowns" element={<Screens.GodownsPage />} />
        <Route path="/challans/new" element={<Screens.ChallanPage />} />
        <Route path="/challans/:id" element={<Screens.ChallanPage />} />
        <Route path="/returns/*" element={<Screens.ReturnsPage />} />
        <Route path="/einvoice" element={<Screens.EInvoiceMonthPage />} />
        <Route path="/settings/plans" element={<Screens.PlansPage mode="settings" />} />
        <Route path="/settings/import" element={<Screens.ImportPage />} />
        <Route path="/settings/*" element={<Screens.SettingsPage />} />
        <Route path="*" element={<Screens.DashboardPage />} />
      </Route>
    </Routes>
  );
}
