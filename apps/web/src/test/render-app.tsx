import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppRoutes } from '../app/routes.tsx';
import { ToastProvider } from '../ui/toast.tsx';
import { SignedOutRoutes } from '../app/signed-out-routes.tsx';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * Renders any element inside the app's providers at a URL, with a location probe. A data
 * router, as in the app (the invoice screen's leave question needs one).
 */
export function renderAt(
  path: string,
  element: ReactElement = <AppRoutes signedOut={<SignedOutRoutes />} />,
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
