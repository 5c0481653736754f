import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import './fonts.css';
import './styles.css';
import { App } from './app/app.tsx';
import { preloadFirstScreen } from './app/lazy-screens.ts';
import { getAccessToken } from './api/tokens.ts';

// Signed in: the signed-in frame and the first screen start loading now, side by side, instead
// of each after the one before has rendered (issue 14).
if (getAccessToken()) {
  void import('./app/signed-in-routes.tsx');
  preloadFirstScreen(location.pathname);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The typeface is chosen before the first render (early-start.ts): a look-up in the browser's
// cache, done long before this script has arrived.
void (window.__hisaabFonts ?? Promise.resolve()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker that lets the app open offline (vite.config.ts). A new version installs
// in the background and takes over on the next open: the page is never reloaded under a bill.
if ('serviceWorker' in navigator) registerSW({ immediate: true });
