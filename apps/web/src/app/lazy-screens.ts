import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadScreenTexts } from '../i18n/i18n.ts';

/**
 * A chunk's component that a start can load before its first render (main.tsx). Once loaded it
 * renders at once; until then it is React.lazy. A lazy component first shows its Suspense
 * fallback, and React then holds whatever replaces a fallback until 300 ms after it appeared,
 * so that reveals come together: on a start whose chunks had all arrived, the invoice screen
 * still showed 220 ms late (issue 14).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { texts = true }: { texts?: boolean } = {},
) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    Promise.all([load(), texts ? loadScreenTexts() : undefined]).then(
      ([component]) => (loaded = component),
    );
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mount: turning from Lazy into the loaded one would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Component, props);
  }
  // The code alone, ahead of use (main.tsx): the screen's texts wait until it is opened.
  const prefetch = () => load().then(() => undefined);
  return Object.assign(Preloadable, { preload, prefetch });
}

/**
 * A screen past the dashboard: React.lazy on its chunk and on the texts of such screens in the
 * language shown (i18n.ts), so it draws in that language from its first frame.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
function screen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadScreenTexts()]);
    return module;
  });
}

// Each signed-in screen is its own chunk (route-level code splitting). The usual first screens
// can be loaded before the first render.
// The dashboard's texts come with the language's first chunk (locales/<code>/index.ts).
export const DashboardPage = preloadable(
  () => import('../features/dashboard/components/dashboard-page.tsx').then((m) => m.DashboardPage),
  { texts: false },
);
export const ExpensePage = preloadable(() =>
  import('../features/expense/components/expense-page.tsx').then((m) => m.ExpensePage),
);
export const InvoicePage = preloadable(() =>
  import('../features/invoice/components/invoice-page.tsx').then((m) => m.InvoicePage),
);

/**
 * Loads the first screen of a signed-in start (main.tsx) beside the frame, instead of after it
 * has rendered; main.tsx renders once both are here. The usual first screens only; the others
 * load as they render. (early-start.ts has usually started the same chunks, and the screen's
 * data, before this runs: a chunk is fetched once either way.)
 */
export function preloadFirstScreen(pathname: string): Promise<unknown> {
  if (pathname.startsWith('/invoice/print')) return Promise.resolve();
  if (pathname.startsWith('/invoice')) return InvoicePage.preload();
  if (pathname.startsWith('/expense')) return ExpensePage.preload();
  if (['/', '/login', '/dashboard'].includes(pathname)) return DashboardPage.preload();
  return Promise.resolve();
}

export const EstimatesPage = screen(() =>
  import('../features/invoice/components/estimates-page.tsx').then((m) => ({
    default: m.EstimatesPage,
  })),
);
export const OrderPrintPage = screen(() =>
  import('../features/invoice/components/order-print-page.tsx').then((m) => ({
    default: m.OrderPrintPage,
  })),
);
export const OrdersPage = screen(() =>
  import('../features/orders/components/orders-page.tsx').then((m) => ({
    default: m.OrdersPage,
  })),
);
export const OrderPage = screen(() =>
  import('../features/orders/components/order-page.tsx').then((m) => ({
    default: m.OrderPage,
  })),
);
export const ChallanPrintPage = screen(() =>
  import('../features/invoice/components/order-print-page.tsx').then((m) => ({
    default: m.ChallanPrintPage,
  })),
);
export const GodownsPage = screen(() =>
  import('../features/godowns/components/godowns-page.tsx').then((m) => ({
    default: m.GodownsPage,
  })),
);
export const ChallansPage = screen(() =>
  import('../features/challans/components/challans-page.tsx').then((m) => ({
    default: m.ChallansPage,
  })),
);
export const ChallanPage = screen(() =>
  import('../features/challans/components/challan-page.tsx').then((m) => ({
    default: m.ChallanPage,
  })),
);
export const InvoicePrintPage = screen(() =>
  import('../features/invoice/components/print-page.tsx').then((m) => ({ default: m.PrintPage })),
);
export const ReportsPage = screen(() =>
  import('../features/reports/components/reports-page.tsx').then((m) => ({
    default: m.ReportsPage,
  })),
);
export const TallyPage = screen(() =>
  import('../features/tally/components/tally-page.tsx').then((m) => ({
    default: m.TallyPage,
  })),
);
export const InsightsPage = screen(() =>
  import('../features/insights/components/insights-page.tsx').then((m) => ({
    default: m.InsightsPage,
  })),
);
export const ProjectsPage = screen(() =>
  import('../features/projects/components/projects-page.tsx').then((m) => ({
    default: m.ProjectsPage,
  })),
);
export const MaintenancePage = screen(() =>
  import('../features/maintenance/components/maintenance-page.tsx').then((m) => ({
    default: m.MaintenancePage,
  })),
);
export const SettingsPage = screen(() =>
  import('../features/settings/components/settings-page.tsx').then((m) => ({
    default: m.SettingsPage,
  })),
);
export const ImportPage = screen(() =>
  import('../features/imports/components/import-page.tsx').then((m) => ({
    default: m.ImportPage,
  })),
);
export const ReturnsPage = screen(() =>
  import('../features/returns/components/returns-page.tsx').then((m) => ({
    default: m.ReturnsPage,
  })),
);
export const EInvoiceMonthPage = screen(() =>
  import('../features/einvoice/components/einvoice-month-page.tsx').then((m) => ({
    default: m.EInvoiceMonthPage,
  })),
);
export const NotePrintPage = screen(() =>
  import('../features/returns/components/note-print-page.tsx').then((m) => ({
    default: m.NotePrintPage,
  })),
);

// The public plans page, signed out (the signed-in one is under settings).
export const PlansPage = screen(() =>
  import('../features/plans/components/plans-page.tsx').then((m) => ({ default: m.PlansPage })),
);
export const Gstr2bPage = screen(() =>
  import('../features/gstr2b/components/gstr2b-page.tsx').then((m) => ({
    default: m.Gstr2bPage,
  })),
);
