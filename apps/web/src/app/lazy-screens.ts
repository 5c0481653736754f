import { lazy } from 'react';

// Each signed-in screen is its own chunk (route-level code splitting).
const loadDashboard = () => import('../features/dashboard/components/dashboard-page.tsx');
const loadExpense = () => import('../features/expense/components/expense-page.tsx');
const loadInvoice = () => import('../features/invoice/components/invoice-page.tsx');

export const DashboardPage = lazy(() =>
  loadDashboard().then((m) => ({ default: m.DashboardPage })),
);
export const ExpensePage = lazy(() => loadExpense().then((m) => ({ default: m.ExpensePage })));
export const InvoicePage = lazy(() => loadInvoice().then((m) => ({ default: m.InvoicePage })));

/**
 * Starts loading the first screen of a signed-in start (main.tsx) beside the frame, instead of
 * after it has rendered: one round trip less before the screen shows (issue 14). The usual first
 * screens only; the others load as they render. (early-start.ts has usually started the same
 * chunks, and the screen's data, before this runs: a chunk is fetched once either way.)
 */
export function preloadFirstScreen(pathname: string): void {
  if (pathname.startsWith('/invoice/print')) return;
  if (pathname.startsWith('/invoice')) void loadInvoice();
  else if (pathname.startsWith('/expense')) void loadExpense();
  else if (['/', '/login', '/dashboard'].includes(pathname)) void loadDashboard();
}

export const EstimatesPage = lazy(() =>
  import('../features/invoice/components/estimates-page.tsx').then((m) => ({
    default: m.EstimatesPage,
  })),
);
export const InvoicePrintPage = lazy(() =>
  import('../features/invoice/components/print-page.tsx').then((m) => ({ default: m.PrintPage })),
);
export const ReportsPage = lazy(() =>
  import('../features/reports/components/reports-page.tsx').then((m) => ({
    default: m.ReportsPage,
  })),
);
export const InsightsPage = lazy(() =>
  import('../features/insights/components/insights-page.tsx').then((m) => ({
    default: m.InsightsPage,
  })),
);
export const ProjectsPage = lazy(() =>
  import('../features/projects/components/projects-page.tsx').then((m) => ({
    default: m.ProjectsPage,
  })),
);
export const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page.tsx').then((m) => ({
    default: m.MaintenancePage,
  })),
);
export const SettingsPage = lazy(() =>
  import('../features/settings/components/settings-page.tsx').then((m) => ({
    default: m.SettingsPage,
  })),
);
export const ImportPage = lazy(() =>
  import('../features/imports/components/import-page.tsx').then((m) => ({
    default: m.ImportPage,
  })),
);
export const ReturnsPage = lazy(() =>
  import('../features/returns/components/returns-page.tsx').then((m) => ({
    default: m.ReturnsPage,
  })),
);
export const NotePrintPage = lazy(() =>
  import('../features/returns/components/note-print-page.tsx').then((m) => ({
    default: m.NotePrintPage,
  })),
);

// The public plans page, signed out (the signed-in one is under settings).
export const PlansPage = lazy(() =>
  import('../features/plans/components/plans-page.tsx').then((m) => ({ default: m.PlansPage })),
);
