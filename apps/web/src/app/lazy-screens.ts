import { lazy } from 'react';

// Each signed-in screen is its own chunk (route-level code splitting).
export const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page.tsx').then((m) => ({
    default: m.DashboardPage,
  })),
);
export const ExpensePage = lazy(() =>
  import('../features/expense/components/expense-page.tsx').then((m) => ({
    default: m.ExpensePage,
  })),
);
export const InvoicePage = lazy(() =>
  import('../features/invoice/components/invoice-page.tsx').then((m) => ({
    default: m.InvoicePage,
  })),
);
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
