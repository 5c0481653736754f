import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { AppCrash, AppRoutes } from './routes.tsx';

// A data router: the invoice screen's leave question (useBlocker) needs one. Every path goes to
// AppRoutes, whose <Routes> decide the screens as before.
const router = createBrowserRouter([
  { path: '*', element: <AppRoutes />, errorElement: <AppCrash /> },
]);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
